import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { api, isApiError, serverMessageOr } from '@marketplace/api-client';
import {
  SESSION_MESSAGES,
  TIMING_MS,
  type ImpersonationStartResponse,
  type Role,
  type SessionUser,
} from '@marketplace/contracts';
import {
  clearImpersonation,
  impersonationVersion,
  inspectImpersonation,
  parseImpersonationRecord,
  readImpersonation,
  saveImpersonation,
  subscribeImpersonation,
  type ImpersonationRecord,
} from './impersonation-store';
import { fetchSessionUser, postImpersonationStart, postImpersonationStop, postSignOut } from './api';
import { impersonationHeaderProvider } from './impersonation-headers';
import { isProfileFetchBlocked, resetProfileFetchGate, subscribeProfileGate } from './profile-gate';

export type { SessionUser };

/** Whom the browser acts as: the impersonated user while an admin impersonates, else the signed-in user. */
export interface ActingUser {
  id: string;
  name: string;
  role: Role | null;
  companyName: string | null;
  headline: string | null;
  /** Unknown while impersonating (the record does not carry it); read the profile for it. */
  email: string | null;
  impersonated: boolean;
}

export interface Session {
  /** 'loading' until the first answer of GET /api/auth/session. */
  status: 'loading' | 'ready';
  /** The person really signed in (the admin while impersonating). */
  user: SessionUser | null;
  role: Role | null;
  isAuthenticated: boolean;
  /** The requesting admin's usable impersonation record, else null. */
  impersonation: ImpersonationRecord | null;
  actingUser: ActingUser | null;
  /** Replace the signed-in user, e.g. with the answer of sign-in; a new user starts a fresh session. */
  setUser(user: SessionUser | null): void;
  /** Asks the server again (GET /api/auth/session). */
  refresh(): Promise<SessionUser | null>;
  /** POST /api/auth/sign-out, then forget the user and any impersonation. */
  signOut(): Promise<void>;
  /** POST /api/admin/impersonation/start and keep the record; rejects with the text to show. */
  startImpersonation(targetUserId: string): Promise<ImpersonationRecord>;
  /** POST /api/admin/impersonation/stop and drop the record; rejects with the text to show. */
  stopImpersonation(): Promise<void>;
  hasRole(...roles: Role[]): boolean;
}

const SessionContext = createContext<Session | null>(null);

/** Did the server say there was nothing to stop (already ended, or ended by the server)? */
function alreadyStopped(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 404 ||
      error.error === SESSION_MESSAGES.impersonationNotActive ||
      error.error === SESSION_MESSAGES.impersonationHeadersRejected)
  );
}

const adminIdOf = (user: SessionUser | null) => (user?.role === 'admin' ? user.id : null);

/**
 * The signed-in admin whose impersonation record applies to API calls. Module state (this lib is
 * a federation singleton, one session per page) set before any child renders, so even the first
 * request of a page carries the headers: every API call of the shell and the remotes carries them
 * while that admin has a usable record.
 */
let signedInAdminId: string | null = null;
api.registerHeaderProvider(impersonationHeaderProvider(() => signedInAdminId));
// The server refusing the headers means its impersonation session is gone; so goes ours.
api.registerErrorListener((error) => {
  if (error.status === 403 && error.error === SESSION_MESSAGES.impersonationHeadersRejected) clearImpersonation();
});

export interface SessionProviderProps {
  children: ReactNode;
  /**
   * A known user (tests, or a page that already has one). Left undefined, the provider asks
   * GET /api/auth/session; null means signed out without asking.
   */
  initialUser?: SessionUser | null;
}

/** Session, role and impersonation state shared by the shell and the remotes (a federation singleton). */
export function SessionProvider({ children, initialUser }: SessionProviderProps) {
  const { user, userRef, applyUser } = useSignedInUser(initialUser);
  const [status, setStatus] = useState<Session['status']>(initialUser === undefined ? 'loading' : 'ready');
  const adminId = adminIdOf(user);

  const refresh = useCallback(async () => {
    try {
      const next = await fetchSessionUser();
      applyUser(next);
      return next;
    } catch (error) {
      // No answer (offline, server down): treat as signed out; the pages offer sign-in again.
      console.error('Could not load the session', error);
      applyUser(null);
      return null;
    } finally {
      setStatus('ready');
    }
  }, [applyUser]);

  useEffect(() => {
    if (initialUser === undefined) void refresh();
    // Only the first mount asks; later changes come through setUser and refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const impersonation = useImpersonationRecord(adminId);
  useSignOutWhenProfileBlocked(applyUser);

  const setUser = useCallback(
    (next: SessionUser | null) => {
      if (next) resetProfileFetchGate();
      applyUser(next);
      setStatus('ready');
    },
    [applyUser],
  );

  const signOut = useCallback(async () => {
    try {
      await postSignOut();
    } catch (error) {
      // Already signed out on the server is fine; anything else leaves the session in place.
      if (!(isApiError(error) && error.status === 401)) throw error;
    }
    clearImpersonation();
    applyUser(null);
  }, [applyUser]);

  const startImpersonation = useCallback(
    (targetUserId: string) => startImpersonationAs(userRef.current, targetUserId),
    [userRef],
  );
  const stopImpersonation = useCallback(() => stopImpersonationOf(userRef.current), [userRef]);

  const session = useMemo<Session>(
    () => ({
      status,
      user,
      role: user?.role ?? null,
      isAuthenticated: user !== null,
      impersonation,
      actingUser: actingUserOf(user, impersonation),
      setUser,
      refresh,
      signOut,
      startImpersonation,
      stopImpersonation,
      hasRole: (...roles) => user?.role != null && roles.includes(user.role),
    }),
    [status, user, impersonation, setUser, refresh, signOut, startImpersonation, stopImpersonation],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The signed-in user, with the module's signedInAdminId kept in step so API calls carry the right headers. */
function useSignedInUser(initialUser: SessionUser | null | undefined) {
  const [user, setUserState] = useState<SessionUser | null>(() => {
    signedInAdminId = adminIdOf(initialUser ?? null);
    return initialUser ?? null;
  });
  const userRef = useRef(user);
  userRef.current = user;

  const applyUser = useCallback((next: SessionUser | null) => {
    signedInAdminId = adminIdOf(next);
    setUserState(next);
  }, []);

  useEffect(() => {
    signedInAdminId = adminIdOf(userRef.current);
    return () => {
      signedInAdminId = null;
    };
  }, []);

  return { user, userRef, applyUser };
}

/** The signed-in admin's usable impersonation record, re-checked on a timer and on every store change. */
function useImpersonationRecord(adminId: string | null): ImpersonationRecord | null {
  // The record is re-checked every 5 minutes (integrity, owner, 2-hour inactivity).
  useEffect(() => {
    if (!adminId) return;
    readImpersonation(adminId, { touch: false });
    const timer = setInterval(() => readImpersonation(adminId, { touch: false }), TIMING_MS.impersonationRecheck);
    return () => clearInterval(timer);
  }, [adminId]);

  const storeVersion = useSyncExternalStore(subscribeImpersonation, impersonationVersion, impersonationVersion);
  return useMemo(
    () => (adminId && storeVersion >= 0 ? inspectImpersonation(adminId).record : null),
    [adminId, storeVersion],
  );
}

/** Three 401s in a row on the profile: the server no longer knows this session, so the user is dropped. */
function useSignOutWhenProfileBlocked(applyUser: (next: SessionUser | null) => void) {
  useEffect(
    () =>
      subscribeProfileGate(() => {
        if (isProfileFetchBlocked()) applyUser(null);
      }),
    [applyUser],
  );
}

/** POST /api/admin/impersonation/start as the signed-in admin and keep the record; rejects with the text to show. */
async function startImpersonationAs(admin: SessionUser | null, targetUserId: string): Promise<ImpersonationRecord> {
  if (admin?.role !== 'admin') throw new Error(SESSION_MESSAGES.impersonationStartFailed);
  let answer: ImpersonationStartResponse;
  try {
    answer = await postImpersonationStart(targetUserId);
  } catch (error) {
    throw new Error(serverMessageOr(error, SESSION_MESSAGES.impersonationStartFailed), { cause: error });
  }
  const now = Date.now();
  const startedAt = Date.parse(answer?.startedAt ?? '');
  // The server's clock may run ahead of this one; a start "in the future" would fail the integrity check.
  const record = parseImpersonationRecord(
    {
      adminId: answer?.adminId,
      impersonatedUser: answer?.impersonatedUser,
      startedAt: new Date(Number.isFinite(startedAt) ? Math.min(startedAt, now) : now).toISOString(),
      lastActivity: new Date(now).toISOString(),
    },
    now,
  );
  if (!record || record.adminId !== admin.id) throw new Error(SESSION_MESSAGES.impersonationStartFailed);
  saveImpersonation(record);
  return record;
}

/** POST /api/admin/impersonation/stop for the admin's record, if any, and drop it; rejects with the text to show. */
async function stopImpersonationOf(user: SessionUser | null): Promise<void> {
  const current = user?.role === 'admin' ? inspectImpersonation(user.id).record : null;
  if (current) {
    try {
      await postImpersonationStop(current.impersonatedUser.id);
    } catch (error) {
      if (!alreadyStopped(error)) throw new Error(SESSION_MESSAGES.impersonationStopFailed, { cause: error });
    }
  }
  clearImpersonation();
}

/** Whom the browser acts as: the impersonated user while a record applies, else the signed-in user. */
function actingUserOf(user: SessionUser | null, impersonation: ImpersonationRecord | null): ActingUser | null {
  if (impersonation) return { ...impersonation.impersonatedUser, email: null, impersonated: true };
  return user
    ? {
        id: user.id,
        name: user.name,
        role: user.role,
        companyName: user.companyName,
        headline: user.headline,
        email: user.email,
        impersonated: false,
      }
    : null;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
