import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { IMPERSONATION_STORAGE_KEY, saveImpersonation } from '@marketplace/auth';
import { AUTH_MESSAGES } from '@marketplace/contracts';
import {
  buildImpersonatedUser,
  buildSessionUser,
  deferred,
  mockApi,
  renderWithProviders,
  type MockReply,
} from '@marketplace/testing';
import ImpersonationBanner, { ELAPSED_TICK_MS } from './ImpersonationBanner';

const admin = buildSessionUser({ id: 'admin-1', role: 'admin', name: 'Avery Admin' });
const target = buildImpersonatedUser();
const START = Date.parse('2026-03-02T09:00:00.000Z');

function impersonate(startedAt = new Date().toISOString()) {
  saveImpersonation({ adminId: 'admin-1', impersonatedUser: target, startedAt, lastActivity: startedAt });
}

function renderBanner(options: { fakeTimers?: boolean } = {}) {
  return renderWithProviders(
    <>
      <ImpersonationBanner />
      <Routes>
        <Route path="/employer/dashboard" element={<h1>Employer dashboard</h1>} />
        <Route path="/admin/dashboard" element={<h1>Admin dashboard</h1>} />
      </Routes>
    </>,
    {
      route: '/employer/dashboard',
      sessionUser: admin,
      userEventOptions: options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : undefined,
    },
  );
}

describe('Impersonation banner', () => {
  it('is not there without an impersonation', () => {
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
  });

  it("shows the impersonated user's name, role, company and headline", () => {
    impersonate();
    renderBanner();
    const banner = screen.getByRole('region', { name: 'Impersonation' });
    expect(within(banner).getByTestId('impersonated-name')).toHaveTextContent('Jordan Ellis');
    expect(within(banner).getByTestId('impersonated-role')).toHaveTextContent('Employer');
    expect(within(banner).getByTestId('impersonated-company')).toHaveTextContent('Harbor & Pine Accounting');
    expect(within(banner).getByTestId('impersonated-headline')).toHaveTextContent('Hiring at Harbor & Pine Accounting');
    expect(within(banner).getByRole('button', { name: 'Stop Impersonation' })).toBeEnabled();
  });

  it('leaves out a company and headline the user does not have', () => {
    const now = new Date().toISOString();
    saveImpersonation({
      adminId: 'admin-1',
      impersonatedUser: buildImpersonatedUser({ role: 'seeker', companyName: null, headline: null }),
      startedAt: now,
      lastActivity: now,
    });
    renderBanner();
    expect(screen.getByTestId('impersonated-role')).toHaveTextContent('Seeker');
    expect(screen.queryByTestId('impersonated-company')).not.toBeInTheDocument();
    expect(screen.queryByTestId('impersonated-headline')).not.toBeInTheDocument();
  });

  it("shows the elapsed time as 'Nm', then 'Nh Nm', and keeps it current", () => {
    jest.useFakeTimers({ now: START + 5 * 60_000 });
    try {
      impersonate(new Date(START).toISOString());
      renderBanner();
      expect(screen.getByTestId('impersonation-elapsed')).toHaveTextContent('5m');
      act(() => jest.advanceTimersByTime(55 * 60_000));
      expect(screen.getByTestId('impersonation-elapsed')).toHaveTextContent('1h 0m');
      act(() => jest.advanceTimersByTime(12 * 60_000 + ELAPSED_TICK_MS));
      expect(screen.getByTestId('impersonation-elapsed')).toHaveTextContent('1h 12m');
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops: posts the target, drops the record and returns to /admin/dashboard', async () => {
    impersonate();
    const reply = deferred<MockReply>();
    const fetch = mockApi({ '/api/admin/impersonation/stop': () => reply.promise });
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Stop Impersonation' }));

    expect(screen.getByRole('button', { name: 'Stopping…' })).toBeDisabled();
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ targetUserId: target.id });
    reply.resolve({ body: { message: 'stopped' } });

    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
  });

  it('counts a session the server no longer has as stopped', async () => {
    impersonate();
    mockApi({
      '/api/admin/impersonation/stop': () => ({ status: 404, body: { error: AUTH_MESSAGES.impersonationNotActive } }),
    });
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Stop Impersonation' }));
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it("says 'Failed to stop impersonation' and stays when stopping fails", async () => {
    impersonate();
    mockApi({ '/api/admin/impersonation/stop': () => ({ status: 500, body: { error: 'Database down' } }) });
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Stop Impersonation' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to stop impersonation');
    expect(screen.getByRole('heading', { name: 'Employer dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop Impersonation' })).toBeEnabled();
  });
});
