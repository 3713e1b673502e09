import type { Role } from '@marketplace/contracts';
import { decideAccess } from './access';

const ALL: Role[] = ['seeker', 'employer', 'admin'];

describe('decideAccess: role guard steps 3 to 5, once the role is known', () => {
  describe('3. an impersonating admin is treated as the impersonated role', () => {
    it('allows what that role may open', () => {
      expect(decideAccess({ role: 'admin', impersonatedRole: 'employer', allowed: ['employer'] })).toEqual({ kind: 'allow' });
      expect(decideAccess({ role: 'admin', impersonatedRole: 'seeker', allowed: ['seeker'] })).toEqual({ kind: 'allow' });
    });

    it("sends anything else to that role's dashboard, admin pages included", () => {
      expect(decideAccess({ role: 'admin', impersonatedRole: 'employer', allowed: ['seeker'] })).toEqual({ kind: 'redirect', to: '/employer/dashboard' });
      expect(decideAccess({ role: 'admin', impersonatedRole: 'employer', allowed: ['admin'] })).toEqual({ kind: 'redirect', to: '/employer/dashboard' });
      expect(decideAccess({ role: 'admin', impersonatedRole: 'seeker', allowed: ['employer', 'admin'] })).toEqual({ kind: 'redirect', to: '/seeker/dashboard' });
    });

    it('only applies to admins: anyone else with a stray impersonated role is judged on their own role', () => {
      expect(decideAccess({ role: 'seeker', impersonatedRole: 'employer', allowed: ['employer'] })).toEqual({ kind: 'redirect', to: '/seeker/dashboard' });
    });
  });

  describe('4. an admin not impersonating', () => {
    it('is allowed where admin is allowed', () => {
      expect(decideAccess({ role: 'admin', impersonatedRole: null, allowed: ['admin'] })).toEqual({ kind: 'allow' });
      expect(decideAccess({ role: 'admin', impersonatedRole: null, allowed: ALL })).toEqual({ kind: 'allow' });
    });

    it('goes to /admin/dashboard elsewhere', () => {
      expect(decideAccess({ role: 'admin', impersonatedRole: null, allowed: ['seeker', 'employer'] })).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
    });
  });

  describe('5. anyone else', () => {
    it('is allowed with an allowed role', () => {
      expect(decideAccess({ role: 'seeker', impersonatedRole: null, allowed: ['seeker'] })).toEqual({ kind: 'allow' });
      expect(decideAccess({ role: 'employer', impersonatedRole: null, allowed: ['seeker', 'employer'] })).toEqual({ kind: 'allow' });
    });

    it('goes to their own dashboard otherwise', () => {
      expect(decideAccess({ role: 'seeker', impersonatedRole: null, allowed: ['employer'] })).toEqual({ kind: 'redirect', to: '/seeker/dashboard' });
      expect(decideAccess({ role: 'employer', impersonatedRole: null, allowed: ['admin'] })).toEqual({ kind: 'redirect', to: '/employer/dashboard' });
    });

    it('goes to /onboarding without a known role', () => {
      expect(decideAccess({ role: null, impersonatedRole: null, allowed: ['seeker'] })).toEqual({ kind: 'redirect', to: '/onboarding' });
      expect(decideAccess({ role: 'owner' as Role, impersonatedRole: null, allowed: ['seeker'] })).toEqual({ kind: 'redirect', to: '/onboarding' });
    });
  });

  it('6. denies when an impersonated role has no dashboard to fall back on', () => {
    expect(decideAccess({ role: 'admin', impersonatedRole: 'owner' as Role, allowed: ['seeker'] })).toEqual({ kind: 'deny' });
  });
});
