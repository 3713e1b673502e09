import { ROLES, TIMING_MS, type ImpersonatedUser, type Role } from '@marketplace/contracts';

/**
 * The impersonation session record (admin, impersonated user, start, last activity), kept in
 * sessionStorage (one browser tab, gone when the tab closes). The server holds the authoritative
 * session; this copy tells the browser whom to act as and feeds the banner.
 */
export interface ImpersonationRecord {
  adminId: string;
  impersonatedUser: ImpersonatedUser;
  /** ISO 8601 */
  startedAt: string;
  /** ISO 8601; refreshed on every read that acts on the record. */
  lastActivity: string;
}

export const IMPERSONATION_STORAGE_KEY = 'nestwork.impersonation';

/** Why a stored record is not usable. */
export type ImpersonationProblem = 'corrupt' | 'other-admin' | 'expired';

export interface ImpersonationInspection {
  record: ImpersonationRecord | null;
  problem: ImpersonationProblem | null;
}

const listeners = new Set<() => void>();
let version = 0;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); impersonation then simply cannot be kept.
    return null;
  }
}

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** A valid ISO timestamp that is not in the future. */
function pastTimestamp(value: unknown, now: number): number | null {
  if (typeof value !== 'string' || value === '') return null;
  const time = Date.parse(value);
  return Number.isFinite(time) && time <= now ? time : null;
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * Integrity rules: a record needs an adminId, the impersonated user's id, valid and non-future
 * timestamps. The role must also be a known one, since the role guard routes by it.
 */
export function parseImpersonationRecord(value: unknown, now: number): ImpersonationRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Record<string, unknown>;
  const user = candidate.impersonatedUser as Record<string, unknown> | null | undefined;
  if (!nonEmptyString(candidate.adminId) || typeof user !== 'object' || user === null || !nonEmptyString(user.id))
    return null;
  if (!(ROLES as readonly unknown[]).includes(user.role)) return null;
  if (pastTimestamp(candidate.startedAt, now) === null || pastTimestamp(candidate.lastActivity, now) === null)
    return null;
  return {
    adminId: candidate.adminId,
    impersonatedUser: {
      id: user.id,
      name: typeof user.name === 'string' ? user.name : '',
      role: user.role as Role,
      companyName: optionalText(user.companyName),
      headline: optionalText(user.headline),
    },
    startedAt: candidate.startedAt as string,
    lastActivity: candidate.lastActivity as string,
  };
}

/** Looks at the stored record for `adminId` without changing anything. */
export function inspectImpersonation(adminId: string, now: number = Date.now()): ImpersonationInspection {
  const raw = storage()?.getItem(IMPERSONATION_STORAGE_KEY);
  if (raw == null) return { record: null, problem: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { record: null, problem: 'corrupt' };
  }
  const record = parseImpersonationRecord(parsed, now);
  if (!record) return { record: null, problem: 'corrupt' };
  if (record.adminId !== adminId) return { record: null, problem: 'other-admin' };
  if (now - Date.parse(record.lastActivity) >= TIMING_MS.impersonationInactivity)
    return { record: null, problem: 'expired' };
  return { record, problem: null };
}

export interface ReadOptions {
  now?: number;
  /** Refresh lastActivity (a read that acts on the record counts as activity). Default true. */
  touch?: boolean;
}

/**
 * The usable record for the requesting admin, or null. A corrupt, expired or other admin's record
 * is cleared on the way, which ends the impersonation in this tab.
 */
export function readImpersonation(
  adminId: string,
  { now = Date.now(), touch = true }: ReadOptions = {},
): ImpersonationRecord | null {
  const { record, problem } = inspectImpersonation(adminId, now);
  if (problem) {
    clearImpersonation();
    return null;
  }
  if (!record) return null;
  if (!touch) return record;
  const refreshed = { ...record, lastActivity: new Date(now).toISOString() };
  // Activity is not a change anyone needs to re-render for, so listeners are not told.
  storage()?.setItem(IMPERSONATION_STORAGE_KEY, JSON.stringify(refreshed));
  return refreshed;
}

export function saveImpersonation(record: ImpersonationRecord): void {
  storage()?.setItem(IMPERSONATION_STORAGE_KEY, JSON.stringify(record));
  changed();
}

export function clearImpersonation(): void {
  const store = storage();
  if (!store || store.getItem(IMPERSONATION_STORAGE_KEY) === null) return;
  store.removeItem(IMPERSONATION_STORAGE_KEY);
  changed();
}

/** Called whenever a record is saved or cleared; returns an unsubscribe function. */
export function subscribeImpersonation(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Increases on every save or clear (a snapshot for useSyncExternalStore). */
export function impersonationVersion(): number {
  return version;
}
