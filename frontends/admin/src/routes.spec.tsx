import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import AdminRoutes from './routes';

const admin = buildSessionUser({ id: 'admin-1', role: 'admin', name: 'Avery Admin' });

function renderAt(route: string) {
  mockApi({
    '/api/admin/users': () => ({ body: { users: [], total: 0, page: 1, pageSize: 20 } }),
    '/api/admin/audit-log': () => ({ body: { entries: [], total: 0, page: 1, pageSize: 20 } }),
    '/api/user/profile': () => ({
      body: {
        id: admin.id,
        name: admin.name,
        email: admin.email,
        role: 'admin',
        companyName: null,
        headline: null,
        profilePictureUrl: null,
        presignedProfilePictureUrl: null,
      },
    }),
  });
  return renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
    </Routes>,
    { route, sessionUser: admin },
  );
}

describe('AdminRoutes', () => {
  it('greets the admin on the dashboard and links to users and the audit log', async () => {
    renderAt('/admin/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Avery Admin' })).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: 'What you can do' }));
    expect(links.getByRole('link', { name: /Users/ })).toHaveAttribute('href', '/admin/users');
    expect(links.getByRole('link', { name: /Impersonation audit log/ })).toHaveAttribute('href', '/admin/audit-log');
    await waitFor(() => expect(document.title).toBe('Admin dashboard · Nestwork'));
  });

  it('sends /admin to the dashboard', () => {
    renderAt('/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Avery Admin' })).toBeInTheDocument();
  });

  it('serves the users page and the audit log', async () => {
    const users = renderAt('/admin/users');
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    users.unmount();
    renderAt('/admin/audit-log');
    expect(screen.getByRole('heading', { level: 1, name: 'Impersonation audit log' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
  });

  it("serves the admin's own settings: picture and password", async () => {
    renderAt('/admin/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Profile picture' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Upload picture' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Change Password' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Password & Security' })).toHaveTextContent(admin.email);
  });

  it('shows not found for an unknown admin page', () => {
    renderAt('/admin/unknown');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
