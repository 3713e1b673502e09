import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { api } from '@marketplace/api-client';
import { AUTH_MESSAGES, TIMING_MS, type SessionUser } from '@marketplace/contracts';
import { SessionProvider, useSession } from './session';
import { IMPERSONATION_STORAGE_KEY, saveImpersonation, type ImpersonationRecord } from './impersonation-store';
import { resetProfileFetchGate, fetchProfile } from './profile-gate';
import { headersOf, mockFetch, mockRoutes } from './spec-helpers';

const employer: SessionUser = {
  id: 'u1',
  name: 'Dana Reyes',
  email: 'employer@demo.local',
  role: 'employer',
  companyName: 'Harbor & Pine',
  headline: null,
  profilePictureUrl: null,
  emailVerified: true,
};
const admin: SessionUser = {
  ...employer,
  id: 'admin-1',
  name: 'Avery Admin',
  email: 'admin@demo.local',
  role: 'admin',
  companyName: null,
};
const target = {
  id: 'employer-7',
  name: 'Jordan Ellis',
  role: 'employer' as const,
  companyName: 'Harbor & Pine Accounting',
  headline: 'Hiring',
};

function wrapper(initialUser?: SessionUser | null) {
  return ({ children }: { children: ReactNode }) => (
    <SessionProvider initialUser={initialUser}>{children}</SessionProvider>
  );
}

function record(overrides: Partial<ImpersonationRecord> = {}): ImpersonationRecord {
  const now = new Date().toISOString();
  return { adminId: admin.id, impersonatedUser: target, startedAt: now, lastActivity: now, ...overrides };
}

beforeEach(() => resetProfileFetchGate());

describe('session state', () => {
  it('asks GET /api/auth/session on mount, without impersonation headers, and is loading until it answers', async () => {
    saveImpersonation(record());
    const fetch = mockRoutes({ 'GET /api/auth/session': () => ({ body: { user: employer } }) });
    const { result } = renderHook(() => useSession(), { wrapper: wrapper() });

    expect(result.current).toMatchObject({ status: 'loading', user: null, isAuthenticated: false });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ user: employer, role: 'employer', isAuthenticated: true });
    expect(headersOf(fetch.mock.calls[0])).toEqual({ Accept: 'application/json' });
  });

  it('is signed out when the server says so, answers 401, or cannot be reached', async () => {
    for (const reply of [{ body: { user: null } }, { status: 401, body: { error: 'Authentication required' } }]) {
      mockFetch(() => reply);
      const { result, unmount } = renderHook(() => useSession(), { wrapper: wrapper() });
      await waitFor(() => expect(result.current.status).toBe('ready'));
      expect(result.current.user).toBeNull();
      unmount();
    }
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useSession(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.user).toBeNull();
    consoleError.mockRestore();
  });

  it('does not ask the server when given a user (or null)', () => {
    const fetch = mockFetch(() => ({ body: { user: null } }));
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(employer) });
    renderHook(() => useSession(), { wrapper: wrapper(null) });
    expect(result.current).toMatchObject({ status: 'ready', user: employer });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tracks the user, role and acting user after setUser', () => {
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(null) });
    expect(result.current.hasRole('seeker', 'employer', 'admin')).toBe(false);

    act(() => result.current.setUser(employer));
    expect(result.current).toMatchObject({ user: employer, role: 'employer', isAuthenticated: true });
    expect(result.current.actingUser).toEqual({
      id: 'u1',
      name: 'Dana Reyes',
      role: 'employer',
      companyName: 'Harbor & Pine',
      headline: null,
      email: 'employer@demo.local',
      impersonated: false,
    });
    expect(result.current.hasRole('employer')).toBe(true);
    expect(result.current.hasRole('admin', 'seeker')).toBe(false);

    act(() => result.current.setUser(null));
    expect(result.current).toMatchObject({ isAuthenticated: false, actingUser: null });
  });

  it('refresh asks the server again', async () => {
    let user: SessionUser | null = null;
    mockRoutes({ 'GET /api/auth/session': () => ({ body: { user } }) });
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(null) });
    user = employer;
    await act(async () => {
      await expect(result.current.refresh()).resolves.toEqual(employer);
    });
    expect(result.current.user).toEqual(employer);
  });

  it('renders its children with the user', () => {
    function Name() {
      return <p>{useSession().user?.name ?? 'nobody'}</p>;
    }
    render(
      <SessionProvider initialUser={employer}>
        <Name />
      </SessionProvider>,
    );
    expect(screen.getByText('Dana Reyes')).toBeInTheDocument();
  });

  it('throws a clear error outside the provider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSession())).toThrow('useSession must be used inside <SessionProvider>');
    consoleError.mockRestore();
  });
});

describe('sign-out', () => {
  it('posts /api/auth/sign-out, then forgets the user and any impersonation', async () => {
    saveImpersonation(record());
    const fetch = mockRoutes({ 'POST /api/auth/sign-out': () => ({ status: 204 }) });
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(admin) });
    expect(result.current.impersonation).not.toBeNull();

    await act(() => result.current.signOut());

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(headersOf(fetch.mock.calls[0])).not.toHaveProperty('x-admin-id');
    expect(result.current).toMatchObject({ user: null, impersonation: null });
    expect(window.sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
  });

  it('counts a 401 as signed out already, and keeps the session on other failures', async () => {
    mockFetch(() => ({ status: 401, body: { error: 'Authentication required' } }));
    const first = renderHook(() => useSession(), { wrapper: wrapper(employer) });
    await act(() => first.result.current.signOut());
    expect(first.result.current.user).toBeNull();

    mockFetch(() => ({ status: 503, body: { error: 'Service unavailable' } }));
    const second = renderHook(() => useSession(), { wrapper: wrapper(employer) });
    await act(async () => {
      await expect(second.result.current.signOut()).rejects.toMatchObject({ status: 503 });
    });
    expect(second.result.current.user).toEqual(employer);
  });
});

describe('impersonation', () => {
  it('starts: posts the target, keeps the record and acts as the impersonated user', async () => {
    const startedAt = new Date(Date.now() - 1000).toISOString();
    const fetch = mockRoutes({
      'POST /api/admin/impersonation/start': () => ({
        body: { adminId: admin.id, impersonatedUser: target, startedAt },
      }),
    });
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(admin) });

    let started: ImpersonationRecord | undefined;
    await act(async () => {
      started = await result.current.startImpersonation('employer-7');
    });

    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ targetUserId: 'employer-7' });
    expect(started).toMatchObject({ adminId: admin.id, impersonatedUser: target, startedAt });
    expect(JSON.parse(window.sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)!)).toEqual(started);
    expect(result.current.impersonation).toEqual(started);
    expect(result.current.actingUser).toEqual({ ...target, email: null, impersonated: true });
    // The real user is still the admin.
    expect(result.current).toMatchObject({ user: admin, role: 'admin' });
  });

  it("keeps a start time from a server clock that runs ahead as 'now', so the record stays valid", async () => {
    mockRoutes({
      'POST /api/admin/impersonation/start': () => ({
        body: { adminId: admin.id, impersonatedUser: target, startedAt: new Date(Date.now() + 5000).toISOString() },
      }),
    });
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(admin) });
    await act(() => result.current.startImpersonation('employer-7'));
    expect(Date.parse(result.current.impersonation!.startedAt)).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    [
      'the server text',
      { status: 403, body: { error: AUTH_MESSAGES.impersonateAdminForbidden } },
      AUTH_MESSAGES.impersonateAdminForbidden,
    ],
    ['the fallback without a server text', { status: 502, body: undefined }, 'Failed to start impersonation'],
    [
      'the fallback for an unusable answer',
      { body: { adminId: admin.id, startedAt: 'soon' } },
      'Failed to start impersonation',
    ],
    [
      'the fallback for another admin in the answer',
      { body: { adminId: 'admin-9', impersonatedUser: target, startedAt: new Date().toISOString() } },
      'Failed to start impersonation',
    ],
  ])('a failed start rejects with %s and keeps nothing', async (_case, reply, message) => {
    mockRoutes({ 'POST /api/admin/impersonation/start': () => reply });
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(admin) });
    await act(async () => {
      await expect(result.current.startImpersonation('employer-7')).rejects.toThrow(message);
    });
    expect(result.current.impersonation).toBeNull();
    expect(window.sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
  });

  it('only lets an admin start', async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(employer) });
    await act(async () => {
      await expect(result.current.startImpersonation('employer-7')).rejects.toThrow('Failed to start impersonation');
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stops: posts the target, then drops the record', async () => {
    saveImpersonation(record());
    const fetch = mockRoutes({ 'POST /api/admin/impersonation/stop': () => ({ body: { message: 'stopped' } }) });
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(admin) });

    await act(() => result.current.stopImpersonation());

    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ targetUserId: 'employer-7' });
    expect(result.current.impersonation).toBeNull();
    expect(result.current.actingUser).toMatchObject({ id: admin.id, impersonated: false });
    expect(window.sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['404', { status: 404, body: { error: 'Not found' } }],
    ['no active session', { status: 409, body: { error: AUTH_MESSAGES.impersonationNotActive } }],
  ])('counts a missing session on stop (%s) as already stopped', async (_case, reply) => {
    saveImpersonation(record());
    mockRoutes({ 'POST /api/admin/impersonation/stop': () => reply });
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(admin) });
    await act(() => result.current.stopImpersonation());
    expect(result.current.impersonation).toBeNull();
  });

  it("rejects with 'Failed to stop impersonation' and keeps the record when stopping fails", async () => {
    saveImpersonation(record());
    mockRoutes({ 'POST /api/admin/impersonation/stop': () => ({ status: 500, body: { error: 'Database down' } }) });
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(admin) });
    await act(async () => {
      await expect(result.current.stopImpersonation()).rejects.toThrow('Failed to stop impersonation');
    });
    expect(result.current.impersonation).not.toBeNull();
  });

  it("ignores another admin's record (and clears it)", async () => {
    saveImpersonation(record({ adminId: 'admin-2' }));
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(admin) });
    expect(result.current.impersonation).toBeNull();
    await waitFor(() => expect(window.sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull());
  });

  it('is never active for a user who is not an admin', () => {
    saveImpersonation(record({ adminId: employer.id }));
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(employer) });
    expect(result.current.impersonation).toBeNull();
    expect(result.current.actingUser?.impersonated).toBe(false);
  });

  it('adds the impersonation headers to the shared client while impersonating', async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(admin) });
    await api.get('/api/jobs');
    act(() => saveImpersonation(record()));
    expect(result.current.impersonation).not.toBeNull();
    await api.get('/api/user/profile');

    expect(headersOf(fetch.mock.calls[0])).not.toHaveProperty('x-impersonated-user-id');
    expect(headersOf(fetch.mock.calls[1])).toMatchObject({
      'x-impersonated-user-id': 'employer-7',
      'x-impersonated-user-role': 'employer',
      'x-admin-id': 'admin-1',
    });
  });

  it('drops the record when the server rejects the impersonation headers', async () => {
    saveImpersonation(record());
    mockFetch(() => ({ status: 403, body: { error: AUTH_MESSAGES.impersonationHeadersRejected } }));
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(admin) });
    await act(async () => {
      await api.get('/api/user/profile').catch(() => undefined);
    });
    expect(result.current.impersonation).toBeNull();
  });

  it('keeps the record on other refusals', async () => {
    saveImpersonation(record());
    mockFetch(() => ({ status: 403, body: { error: 'Access denied' } }));
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(admin) });
    await act(async () => {
      await api.get('/api/user/profile').catch(() => undefined);
    });
    expect(result.current.impersonation).not.toBeNull();
  });

  describe('re-check every 5 minutes (fake timers)', () => {
    const START = Date.parse('2026-03-02T10:00:00.000Z');
    beforeEach(() => jest.useFakeTimers({ now: START }));
    afterEach(() => jest.useRealTimers());

    it('ends an idle impersonation at the first re-check after 2 hours', () => {
      saveImpersonation(
        record({ startedAt: new Date(START).toISOString(), lastActivity: new Date(START).toISOString() }),
      );
      const { result } = renderHook(() => useSession(), { wrapper: wrapper(admin) });

      act(() => jest.advanceTimersByTime(TIMING_MS.impersonationInactivity - TIMING_MS.impersonationRecheck));
      expect(result.current.impersonation).not.toBeNull();
      act(() => jest.advanceTimersByTime(TIMING_MS.impersonationRecheck));
      expect(result.current.impersonation).toBeNull();
      expect(window.sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
    });

    it('keeps an impersonation in use alive (each request refreshes it)', async () => {
      mockFetch(() => ({ body: {} }));
      saveImpersonation(
        record({ startedAt: new Date(START).toISOString(), lastActivity: new Date(START).toISOString() }),
      );
      const { result } = renderHook(() => useSession(), { wrapper: wrapper(admin) });

      for (let hour = 0; hour < 3; hour += 1) {
        act(() => jest.advanceTimersByTime(TIMING_MS.impersonationInactivity / 2));
        await act(async () => {
          await api.get('/api/user/profile');
        });
      }
      act(() => jest.advanceTimersByTime(TIMING_MS.impersonationRecheck));
      expect(result.current.impersonation).not.toBeNull();
    });

    it('checks right away on mount too', () => {
      saveImpersonation(
        record({ startedAt: new Date(START).toISOString(), lastActivity: new Date(START).toISOString() }),
      );
      jest.setSystemTime(START + TIMING_MS.impersonationInactivity);
      const { result } = renderHook(() => useSession(), { wrapper: wrapper(admin) });
      expect(result.current.impersonation).toBeNull();
      expect(window.sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
    });
  });
});

describe('profile block', () => {
  it('signs the user out in the browser after 3 consecutive 401 replies, and a new sign-in allows fetching again', async () => {
    mockFetch(() => ({ status: 401, body: { error: 'Authentication required' } }));
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(employer) });
    for (let i = 0; i < 3; i += 1) {
      await act(async () => {
        await fetchProfile().catch(() => undefined);
      });
    }
    expect(result.current.user).toBeNull();

    mockFetch(() => ({ body: { id: 'u1' } }));
    act(() => result.current.setUser(employer));
    await expect(fetchProfile()).resolves.toEqual({ id: 'u1' });
  });
});
