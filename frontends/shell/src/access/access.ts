import { dashboardPath } from '@marketplace/auth';
import type { Role } from '@marketplace/contracts';

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'deny' };

export interface AccessInput {
  /** The actual role from GET /api/auth/user-role (null: not chosen yet). */
  role: Role | null;
  /** The impersonated user's role while an admin impersonates, else null. */
  impersonatedRole: Role | null;
  allowed: readonly Role[];
}

const allow: AccessDecision = { kind: 'allow' };
const redirect = (to: string | null): AccessDecision => (to ? { kind: 'redirect', to } : { kind: 'deny' });

/** Steps 3 to 5 of the role guard (numbered below), once the user and their role are known. */
export function decideAccess({ role, impersonatedRole, allowed }: AccessInput): AccessDecision {
  // 3. An impersonating admin is treated as the impersonated role.
  if (role === 'admin' && impersonatedRole) {
    return allowed.includes(impersonatedRole) ? allow : redirect(dashboardPath(impersonatedRole));
  }
  // 4. An admin not impersonating needs admin in the allowed list.
  if (role === 'admin') return allowed.includes('admin') ? allow : redirect(dashboardPath('admin'));
  // 5. Anyone else: their own dashboard, or /onboarding without a known role.
  if (role && allowed.includes(role)) return allow;
  return redirect(dashboardPath(role) ?? '/onboarding');
}
