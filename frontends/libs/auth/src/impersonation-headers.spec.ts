import { createApiClient } from '@marketplace/api-client';
import { IMPERSONATION_HEADERS, TIMING_MS } from '@marketplace/contracts';
import { mockFetch } from './spec-helpers';
import { IMPERSONATION_STORAGE_KEY, saveImpersonation, type ImpersonationRecord } from './impersonation-store';
import { impersonationHeaderProvider } from './impersonation-headers';

const NOW = Date.parse('2026-03-02T10:00:00.000Z');

function record(overrides: Partial<ImpersonationRecord> = {}): ImpersonationRecord {
  return {
    adminId: 'admin-1',
    impersonatedUser: {
      id: 'employer-7',
      name: 'Jordan Ellis',
      role: 'employer',
      companyName: 'Harbor & Pine',
      headline: null,
    },
    startedAt: new Date(NOW - 60_000).toISOString(),
    lastActivity: new Date(NOW - 60_000).toISOString(),
    ...overrides,
  };
}

describe('impersonation header provider', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => jest.useRealTimers());

  it('names the impersonated user, their role and the admin while the admin has a record', () => {
    saveImpersonation(record());
    expect(impersonationHeaderProvider(() => 'admin-1')()).toEqual({
      'x-impersonated-user-id': 'employer-7',
      'x-impersonated-user-role': 'employer',
      'x-admin-id': 'admin-1',
    });
    expect(Object.values(IMPERSONATION_HEADERS).sort()).toEqual([
      'x-admin-id',
      'x-impersonated-user-id',
      'x-impersonated-user-role',
    ]);
  });

  it('counts each call as activity on the record', () => {
    saveImpersonation(record());
    jest.setSystemTime(NOW + 30_000);
    impersonationHeaderProvider(() => 'admin-1')();
    expect(JSON.parse(window.sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)!).lastActivity).toBe(
      new Date(NOW + 30_000).toISOString(),
    );
  });

  it('adds nothing without a signed-in admin or without a record', () => {
    saveImpersonation(record());
    expect(impersonationHeaderProvider(() => null)()).toBeNull();
    window.sessionStorage.clear();
    expect(impersonationHeaderProvider(() => 'admin-1')()).toBeNull();
  });

  it("adds nothing for another admin's record, and clears it", () => {
    saveImpersonation(record({ adminId: 'admin-2' }));
    expect(impersonationHeaderProvider(() => 'admin-1')()).toBeNull();
    expect(window.sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
  });

  it('adds nothing once the record has expired', () => {
    saveImpersonation(record());
    jest.setSystemTime(NOW - 60_000 + TIMING_MS.impersonationInactivity);
    expect(impersonationHeaderProvider(() => 'admin-1')()).toBeNull();
  });

  it('puts the headers on every call of an api client it is registered with', async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    const api = createApiClient();
    let admin: string | null = 'admin-1';
    api.registerHeaderProvider(impersonationHeaderProvider(() => admin));
    saveImpersonation(record());

    await api.get('/api/user/profile');
    await api.post('/api/employer/account/email', { newEmail: 'new@example.com' });
    await api.put('/api/employer/jobs/1', {});
    await api.del('/api/employer/jobs/1');
    admin = null;
    await api.get('/api/user/profile');

    for (const call of fetch.mock.calls.slice(0, 4)) {
      expect(call[1]?.headers).toMatchObject({
        'x-impersonated-user-id': 'employer-7',
        'x-impersonated-user-role': 'employer',
        'x-admin-id': 'admin-1',
      });
    }
    expect(fetch.mock.calls[4][1]?.headers).not.toHaveProperty('x-admin-id');
  });
});
