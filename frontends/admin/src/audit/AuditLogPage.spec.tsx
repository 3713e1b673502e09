import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { AuditLogEntry } from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import { AuditLogPage } from './AuditLogPage';

const ENTRY: AuditLogEntry = {
  id: 'a1',
  adminId: 'admin-1',
  adminName: 'Avery Admin',
  targetUserId: 'employer-7',
  targetName: 'Jordan Ellis',
  method: 'POST',
  route: '/api/employer/account/email',
  statusCode: 200,
  at: '2026-03-02T15:04:00.000Z',
};

function renderLog(reply: (url: URL) => { status?: number; body: unknown }, route = '/admin/audit-log') {
  const fetch = mockApi({ '/api/admin/audit-log': reply });
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/audit-log" element={<AuditLogPage />} />
    </Routes>,
    { route, sessionUser: buildSessionUser({ role: 'admin' }) },
  );
  return { ...view, fetch };
}

describe('Audit log page', () => {
  it('lists the writes made while impersonating', async () => {
    renderLog(() => ({ body: { entries: [ENTRY], total: 1, page: 1, pageSize: 20 } }));
    const table = await screen.findByRole('table', { name: '1 change' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Admin', 'Acting as', 'Request', 'Status']);
    const cells = within(table).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['Avery Admin', 'Jordan Ellis', 'POST /api/employer/account/email', '200']);
    expect(cells[0]).toMatch(/Mar 2, 2026/);
    // Each cell names its column, which the stacked phone layout shows before the value.
    expect(within(table).getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toEqual(['When', 'Admin', 'Acting as', 'Request', 'Status']);
    expect(screen.queryByRole('navigation', { name: 'Audit log pages' })).not.toBeInTheDocument();
  });

  it('pages through a long log', async () => {
    const { user, fetch } = renderLog((url) => ({ body: { entries: [{ ...ENTRY, id: url.searchParams.get('page')! }], total: 30, page: Number(url.searchParams.get('page')), pageSize: 20 } }));
    const pager = await screen.findByRole('navigation', { name: 'Audit log pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://localhost').searchParams.get('page')).toBe('2');
  });

  it('asks for page 1 when the page in the URL is one the server refuses', async () => {
    const { fetch } = renderLog(() => ({ body: { entries: [ENTRY], total: 1, page: 1, pageSize: 20 } }), '/admin/audit-log?page=1e21');
    await screen.findByRole('table', { name: '1 change' });
    expect(fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('page'))).toEqual(['1']);
  });

  it('says when nothing has been recorded', async () => {
    renderLog(() => ({ body: { entries: [], total: 0, page: 1, pageSize: 20 } }));
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
  });

  it('shows an error with Retry when the log cannot be loaded', async () => {
    renderLog(() => ({ status: 403, body: { error: 'Access denied' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
