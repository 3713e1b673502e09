import { TIMING_MS } from '@marketplace/contracts';
import {
  IMPERSONATION_STORAGE_KEY,
  clearImpersonation,
  impersonationVersion,
  inspectImpersonation,
  readImpersonation,
  saveImpersonation,
  subscribeImpersonation,
  type ImpersonationRecord,
} from './impersonation-store';

const NOW = Date.parse('2026-03-02T10:00:00.000Z');
const MINUTE = 60_000;
const iso = (time: number) => new Date(time).toISOString();

function record(overrides: Partial<ImpersonationRecord> = {}): ImpersonationRecord {
  return {
    adminId: 'admin-1',
    impersonatedUser: {
      id: 'employer-7',
      name: 'Jordan Ellis',
      role: 'employer',
      companyName: 'Harbor & Pine Accounting',
      headline: 'Hiring',
    },
    startedAt: iso(NOW - 30 * MINUTE),
    lastActivity: iso(NOW - 10 * MINUTE),
    ...overrides,
  };
}

function stored(): unknown {
  const raw = window.sessionStorage.getItem(IMPERSONATION_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

function storeRaw(value: unknown): void {
  window.sessionStorage.setItem(IMPERSONATION_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
}

describe('impersonation record', () => {
  it('is kept in sessionStorage and read back for its admin', () => {
    saveImpersonation(record());
    expect(stored()).toEqual(record());
    expect(readImpersonation('admin-1', { now: NOW, touch: false })).toEqual(record());
  });

  it('refreshes lastActivity on each read', () => {
    saveImpersonation(record());
    const read = readImpersonation('admin-1', { now: NOW });
    expect(read?.lastActivity).toBe(iso(NOW));
    expect(stored()).toMatchObject({ lastActivity: iso(NOW), startedAt: iso(NOW - 30 * MINUTE) });
  });

  it('leaves lastActivity alone on an inspection or a read without touch', () => {
    saveImpersonation(record());
    inspectImpersonation('admin-1', NOW);
    readImpersonation('admin-1', { now: NOW, touch: false });
    expect(stored()).toMatchObject({ lastActivity: iso(NOW - 10 * MINUTE) });
  });

  it('is null when nothing is stored', () => {
    expect(inspectImpersonation('admin-1', NOW)).toEqual({ record: null, problem: null });
    expect(readImpersonation('admin-1', { now: NOW })).toBeNull();
  });

  describe('integrity (admin id, user id, known role, valid non-future times): anything else is cleared', () => {
    it.each<[string, unknown]>([
      ['not JSON', '{"adminId": "admin-1"'],
      ['not an object', '"admin-1"'],
      ['no adminId', { ...record(), adminId: undefined }],
      ['an empty adminId', { ...record(), adminId: '  ' }],
      ['no impersonated user', { ...record(), impersonatedUser: null }],
      ['no impersonated user id', { ...record(), impersonatedUser: { ...record().impersonatedUser, id: '' } }],
      ['an unknown role', { ...record(), impersonatedUser: { ...record().impersonatedUser, role: 'owner' } }],
      ['no startedAt', { ...record(), startedAt: undefined }],
      ['an invalid startedAt', { ...record(), startedAt: 'yesterday-ish' }],
      ['a future startedAt', { ...record(), startedAt: iso(NOW + 1) }],
      ['a numeric lastActivity', { ...record(), lastActivity: NOW }],
      ['an invalid lastActivity', { ...record(), lastActivity: '2026-13-45T99:00:00Z' }],
      ['a future lastActivity', { ...record(), lastActivity: iso(NOW + MINUTE) }],
    ])('with %s', (_case, value) => {
      storeRaw(value);
      expect(inspectImpersonation('admin-1', NOW)).toEqual({ record: null, problem: 'corrupt' });
      expect(readImpersonation('admin-1', { now: NOW })).toBeNull();
      expect(window.sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
    });

    it('accepts missing optional texts (company, headline) as null', () => {
      storeRaw({ ...record(), impersonatedUser: { id: 'seeker-3', name: 'Maya', role: 'seeker' } });
      expect(readImpersonation('admin-1', { now: NOW, touch: false })?.impersonatedUser).toEqual({
        id: 'seeker-3',
        name: 'Maya',
        role: 'seeker',
        companyName: null,
        headline: null,
      });
    });
  });

  it('clears a record that belongs to another admin', () => {
    saveImpersonation(record({ adminId: 'admin-2' }));
    expect(inspectImpersonation('admin-1', NOW).problem).toBe('other-admin');
    expect(readImpersonation('admin-1', { now: NOW })).toBeNull();
    expect(stored()).toBeNull();
  });

  describe('expiry after 2 hours of inactivity', () => {
    it('keeps a record idle for just under 2 hours', () => {
      saveImpersonation(record({ lastActivity: iso(NOW - TIMING_MS.impersonationInactivity + 1) }));
      expect(readImpersonation('admin-1', { now: NOW })).not.toBeNull();
    });

    it('clears a record idle for 2 hours', () => {
      saveImpersonation(
        record({ startedAt: iso(NOW - 3 * 60 * MINUTE), lastActivity: iso(NOW - TIMING_MS.impersonationInactivity) }),
      );
      expect(inspectImpersonation('admin-1', NOW).problem).toBe('expired');
      expect(readImpersonation('admin-1', { now: NOW })).toBeNull();
      expect(stored()).toBeNull();
    });

    it('counts inactivity from the last read, not from the start', () => {
      saveImpersonation(record({ startedAt: iso(NOW), lastActivity: iso(NOW) }));
      const later = NOW + 110 * MINUTE;
      expect(readImpersonation('admin-1', { now: later })).not.toBeNull();
      // 3h40m after the start, but only 1h50m after the last activity.
      expect(readImpersonation('admin-1', { now: later + 110 * MINUTE })).not.toBeNull();
      expect(
        readImpersonation('admin-1', { now: later + 110 * MINUTE + TIMING_MS.impersonationInactivity }),
      ).toBeNull();
    });

    it('is not kept alive by re-checks that do not touch it', () => {
      saveImpersonation(record({ startedAt: iso(NOW), lastActivity: iso(NOW) }));
      for (let minutes = 5; minutes < 120; minutes += 5) {
        expect(readImpersonation('admin-1', { now: NOW + minutes * MINUTE, touch: false })).not.toBeNull();
      }
      expect(readImpersonation('admin-1', { now: NOW + 120 * MINUTE, touch: false })).toBeNull();
    });
  });

  describe('change notifications', () => {
    it('tells subscribers about saves and clears, not about reads', () => {
      const listener = jest.fn();
      const unsubscribe = subscribeImpersonation(listener);
      const before = impersonationVersion();

      saveImpersonation(record());
      readImpersonation('admin-1', { now: NOW });
      expect(listener).toHaveBeenCalledTimes(1);
      clearImpersonation();
      expect(listener).toHaveBeenCalledTimes(2);
      expect(impersonationVersion()).toBe(before + 2);

      unsubscribe();
      saveImpersonation(record());
      expect(listener).toHaveBeenCalledTimes(2);
    });

    it('tells subscribers when a read clears a bad record, and stays quiet when there is nothing to clear', () => {
      const listener = jest.fn();
      subscribeImpersonation(listener);
      clearImpersonation();
      expect(listener).not.toHaveBeenCalled();

      storeRaw('garbage');
      readImpersonation('admin-1', { now: NOW });
      expect(listener).toHaveBeenCalledTimes(1);
    });
  });
});
