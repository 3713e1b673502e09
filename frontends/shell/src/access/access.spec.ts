import type { Role } from '@marketplace/contracts';
import { accessNotice, decideAccess } from './access';
import { accessNoticeOf } from './redirect-state';

const ALL: Role[] = ['seeker', 'employer', 'admin'];

describe('decideAccess: role guard steps 3 to 5, once the role is known', () => {
  describe('3. an impersonating admin is treated as the impersonated role', () => {
    it('allows what that role may open', () => {
      expect(decideAccess({ role: 'admin', impersonatedRole: 'employer', allowed: ['employer'] })).toEqual({
        kind: 'allow',
      });
      expect(decideAccess({ role: 'admin', impersonatedRole: 'seeker', allowed: ['seeker'] })).toEqual({
        kind: 'allow',
      });
    });

    it("sends anything else to that role's dashboard, admin pages included", () => {
      expect(decideAccess({ role: 'admin', impersonatedRole: 'employer', allowed: ['seeker'] })).toEqual({
        kind: 'redirect',
        to: '/employer/dashboard',
        reason: 'impersonated-role',
      });
      expect(decideAccess({ role: 'admin', impersonatedRole: 'employer', allowed: ['admin'] })).toEqual({
        kind: 'redirect',
        to: '/employer/dashboard',
        reason: 'impersonated-role',
      });
      expect(decideAccess({ role: 'admin', impersonatedRole: 'seeker', allowed: ['employer', 'admin'] })).toEqual({
        kind: 'redirect',
        to: '/seeker/dashboard',
        reason: 'impersonated-role',
      });
    });

    it('only applies to admins: anyone else with a stray impersonated role is judged on their own role', () => {
      expect(decideAccess({ role: 'seeker', impersonatedRole: 'employer', allowed: ['employer'] })).toEqual({
        kind: 'redirect',
        to: '/seeker/dashboard',
        reason: 'own-role',
      });
    });
  });

  describe('4. an admin not impersonating', () => {
    it('is allowed where admin is allowed', () => {
      expect(decideAccess({ role: 'admin', impersonatedRole: null, allowed: ['admin'] })).toEqual({ kind: 'allow' });
      expect(decideAccess({ role: 'admin', impersonatedRole: null, allowed: ALL })).toEqual({ kind: 'allow' });
    });

    it('goes to /admin/dashboard elsewhere', () => {
      expect(decideAccess({ role: 'admin', impersonatedRole: null, allowed: ['seeker', 'employer'] })).toEqual({
        kind: 'redirect',
        to: '/admin/dashboard',
        reason: 'admin',
      });
    });
  });

  describe('5. anyone else', () => {
    it('is allowed with an allowed role', () => {
      expect(decideAccess({ role: 'seeker', impersonatedRole: null, allowed: ['seeker'] })).toEqual({ kind: 'allow' });
      expect(decideAccess({ role: 'employer', impersonatedRole: null, allowed: ['seeker', 'employer'] })).toEqual({
        kind: 'allow',
      });
    });

    it('goes to their own dashboard otherwise', () => {
      expect(decideAccess({ role: 'seeker', impersonatedRole: null, allowed: ['employer'] })).toEqual({
        kind: 'redirect',
        to: '/seeker/dashboard',
        reason: 'own-role',
      });
      expect(decideAccess({ role: 'employer', impersonatedRole: null, allowed: ['admin'] })).toEqual({
        kind: 'redirect',
        to: '/employer/dashboard',
        reason: 'own-role',
      });
    });

    it('goes to /onboarding without a known role', () => {
      expect(decideAccess({ role: null, impersonatedRole: null, allowed: ['seeker'] })).toEqual({
        kind: 'redirect',
        to: '/onboarding',
        reason: 'no-role',
      });
      expect(decideAccess({ role: 'owner' as Role, impersonatedRole: null, allowed: ['seeker'] })).toEqual({
        kind: 'redirect',
        to: '/onboarding',
        reason: 'no-role',
      });
    });
  });

  it('6. denies when an impersonated role has no dashboard to fall back on', () => {
    expect(decideAccess({ role: 'admin', impersonatedRole: 'owner' as Role, allowed: ['seeker'] })).toEqual({
      kind: 'deny',
    });
  });
});

describe('accessNotice: why the page a redirect lands on is not the one asked for', () => {
  it('names whom the page is for and where the user was brought instead', () => {
    expect(accessNotice('own-role', ['employer'])).toBe(
      'That page is for employers, so we brought you to your dashboard.',
    );
    expect(accessNotice('own-role', ['seeker'])).toBe(
      'That page is for job seekers, so we brought you to your dashboard.',
    );
    expect(accessNotice('own-role', ['seeker', 'employer'])).toBe(
      'That page is for job seekers or employers, so we brought you to your dashboard.',
    );
  });

  it('tells an impersonating admin whom they are acting as, and how to open an admin page', () => {
    expect(accessNotice('impersonated-role', ['admin'], 'Jordan Ellis')).toBe(
      'That page is for admins, and you are acting as Jordan Ellis, so we brought you to their dashboard. Stop impersonating to open it.',
    );
    expect(accessNotice('impersonated-role', ['seeker'], 'Jordan Ellis')).toBe(
      'That page is for job seekers, and you are acting as Jordan Ellis, so we brought you to their dashboard.',
    );
    expect(accessNotice('impersonated-role', ['seeker'], '')).toBe(
      'That page is for job seekers, and you are acting as another user, so we brought you to their dashboard.',
    );
  });

  it('tells an admin how to see a member page, and a user without a role to choose one', () => {
    expect(accessNotice('admin', ['seeker'])).toBe(
      'That page is for job seekers, so we brought you to your dashboard. To see it as they do, impersonate someone from Users.',
    );
    expect(accessNotice('no-role', ['employer'])).toBe(
      'That page is for employers, so first choose how you will use Nestwork.',
    );
  });
});

describe('accessNoticeOf: the notice in a history entry', () => {
  it('reads the notice a redirect left, and nothing else', () => {
    expect(accessNoticeOf({ accessNotice: 'That page is for employers.' })).toBe('That page is for employers.');
    for (const state of [
      null,
      undefined,
      'text',
      { accessNotice: 3 },
      { accessNotice: '' },
      { from: '/employer/jobs' },
    ])
      expect(accessNoticeOf(state)).toBeNull();
  });
});
