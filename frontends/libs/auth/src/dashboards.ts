import type { Role } from '@marketplace/contracts';

const DASHBOARDS: Record<Role, string> = {
  seeker: '/seeker/dashboard',
  employer: '/employer/dashboard',
  admin: '/admin/dashboard',
};

/** The role's dashboard route (/<role>/dashboard), or null for a role the product does not know. */
export function dashboardPath(role: Role | null | undefined): string | null {
  return role && Object.hasOwn(DASHBOARDS, role) ? DASHBOARDS[role] : null;
}
