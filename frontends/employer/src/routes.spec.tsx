import { Route, Routes } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@marketplace/testing';
import EmployerRoutes from './routes';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/employer/*" element={<EmployerRoutes />} />
    </Routes>,
    { route },
  );
}

describe('EmployerRoutes', () => {
  it('shows the dashboard and says its features arrive with sign-in', async () => {
    renderAt('/employer/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Employer dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/arrive with sign-in/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Employer dashboard · Nestwork'));
  });

  it('sends /employer to the dashboard', () => {
    renderAt('/employer');
    expect(screen.getByRole('heading', { level: 1, name: 'Employer dashboard' })).toBeInTheDocument();
  });

  it('shows not found for an unknown employer page', () => {
    renderAt('/employer/unknown');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
