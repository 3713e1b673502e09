import { dashboardPath } from '@marketplace/auth';
import type { Role } from '@marketplace/contracts';

/** Why the guard sent someone elsewhere: the page they land on says so (accessNotice). */
export type RedirectReason = 'impersonated-role' | 'admin' | 'own-role' | 'no-role';

export type AccessDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string; reason: RedirectReason } | { kind: 'deny' };

export interface AccessInput {
  /** The actual role from GET /api/auth/user-role (null: not chosen yet). */
  role: Role | null;
  /** The impersonated user's role while an admin impersonates, else null. */
  impersonatedRole: Role | null;
  allowed: readonly Role[];
}

const allow: AccessDecision = { kind: 'allow' };
const redirect = (to: string | null, reason: RedirectReason): AccessDecision =>
  to ? { kind: 'redirect', to, reason } : { kind: 'deny' };

/** Steps 3 to 5 of the role guard (numbered below), once the user and their role are known. */
export function decideAccess({ role, impersonatedRole, allowed }: AccessInput): AccessDecision {
  // 3. An impersonating admin is treated as the impersonated role.
  if (role === 'admin' && impersonatedRole) {
    return allowed.includes(impersonatedRole) ? allow : redirect(dashboardPath(impersonatedRole), 'impersonated-role');
  }
  // 4. An admin not impersonating needs admin in the allowed list.
  if (role === 'admin') return allowed.includes('admin') ? allow : redirect(dashboardPath('admin'), 'admin');
  // 5. Anyone else: their own dashboard, or /onboarding without a known role.
  if (role && allowed.includes(role)) return allow;
  const own = dashboardPath(role);
  return own ? redirect(own, 'own-role') : redirect('/onboarding', 'no-role');
}

/** Who a page is for, as the notice says it. */
const AUDIENCES: Record<Role, string> = { seeker: 'job seekers', employer: 'employers', admin: 'admins' };

/**
 * The words the page a user was redirected to shows: whom the page they
 * asked for is for, and where they were brought instead.
 */
export function accessNotice(
  reason: RedirectReason,
  allowed: readonly Role[],
  actingAsName: string | null = null,
): string {
  const audience = new Intl.ListFormat('en', { type: 'disjunction' }).format(
    allowed.filter((role) => Object.hasOwn(AUDIENCES, role)).map((role) => AUDIENCES[role]),
  );
  const page = `That page is for ${audience || 'other accounts'}`;
  switch (reason) {
    case 'impersonated-role':
      return `${page}, and you are acting as ${actingAsName || 'another user'}, so we brought you to their dashboard.${allowed.includes('admin') ? ' Stop impersonating to open it.' : ''}`;
    case 'admin':
      return `${page}, so we brought you to your dashboard. To see it as they do, impersonate someone from Users.`;
    case 'no-role':
      return `${page}, so first choose how you will use Nestwork.`;
    case 'own-role':
      return `${page}, so we brought you to your dashboard.`;
  }
}
