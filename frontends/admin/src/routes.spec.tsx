import { Route, Routes } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@marketplace/testing';
import AdminRoutes from './routes';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
    </Routes>,
    { route },
  );
}

describe('AdminRoutes', () => {
  it('shows the dashboard and says its features arrive with sign-in', async () => {
    renderAt('/admin/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/arrive with sign-in/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Admin dashboard · Nestwork'));
  });

  it('sends /admin to the dashboard', () => {
    renderAt('/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it('shows not found for an unknown admin page', () => {
    renderAt('/admin/unknown');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
