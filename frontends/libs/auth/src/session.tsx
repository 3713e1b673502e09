import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Role } from '@marketplace/contracts';

/** The signed-in person as the browser knows them. Filled by the accounts issue's sign-in flow. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

export interface Session {
  user: SessionUser | null;
  role: Role | null;
  isAuthenticated: boolean;
  /** Replace the current user (after sign-in/out); the accounts issue wires this to the API. */
  setUser(user: SessionUser | null): void;
  hasRole(...roles: Role[]): boolean;
}

const SessionContext = createContext<Session | null>(null);

/** Session and role state shared by the shell and the remotes (a federation singleton). */
export function SessionProvider({ children, initialUser = null }: { children: ReactNode; initialUser?: SessionUser | null }) {
  const [user, setUser] = useState<SessionUser | null>(initialUser);
  const session = useMemo<Session>(
    () => ({
      user,
      role: user?.role ?? null,
      isAuthenticated: user !== null,
      setUser,
      hasRole: (...roles) => user !== null && roles.includes(user.role),
    }),
    [user],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
