import { SUBSCRIPTION_PLANS, UNLIMITED } from './billing-catalog';
import {
  atResumeAllowance,
  canApplyWith,
  ENTITLEMENT_MESSAGES,
  holdsPlan,
  NO_PLAN_RESUME_LIMIT,
  resumeAllowanceNote,
  resumeAllowanceOf,
  resumeLimitOf,
  resumeLimitReachedMessage,
  SEEKER_PLANS_PATH,
} from './entitlements';
import { RESUME_MESSAGES } from './seeker-profile';
import { isPremiumMember, NO_MEMBERSHIP_PLAN } from './talent';

describe('entitlements of a seeker’s plan', () => {
  it('lets a seeker apply with any plan of the catalogue, a trial included, and not without one', () => {
    for (const plan of SUBSCRIPTION_PLANS) expect(canApplyWith(plan.id)).toBe(true);
    expect(canApplyWith(NO_MEMBERSHIP_PLAN)).toBe(false);
    expect(ENTITLEMENT_MESSAGES.planRequired).toMatch(/Plans page/);
    expect(SEEKER_PLANS_PATH).toBe('/seeker/plans');
  });

  it("agrees with the 'Premium Member' badge on who holds a plan", () => {
    for (const membershipPlan of ['none', 'trial', 'gold', 'vip-platinum', 'annual-platinum']) {
      expect(holdsPlan(membershipPlan)).toBe(isPremiumMember({ membershipPlan }));
    }
  });

  it('keeps the resume versions of spec section 9: 1, 3, unlimited, and 1 without a plan', () => {
    expect(['trial', 'gold', 'vip-platinum', 'annual-platinum', 'none'].map(resumeLimitOf)).toEqual([
      1,
      3,
      UNLIMITED,
      UNLIMITED,
      NO_PLAN_RESUME_LIMIT,
    ]);
    expect(NO_PLAN_RESUME_LIMIT).toBe(1);
    // An id the catalogue does not know (a retired plan) keeps no more than no plan.
    expect(resumeLimitOf('platinum-2019')).toBe(1);
    expect(resumeAllowanceOf('gold')).toEqual({ membershipPlan: 'gold', limit: 3 });
  });

  it('is full when the count reaches the limit, never at unlimited', () => {
    expect(atResumeAllowance(0, 1)).toBe(false);
    expect(atResumeAllowance(1, 1)).toBe(true);
    expect(atResumeAllowance(2, 3)).toBe(false);
    expect(atResumeAllowance(4, 3)).toBe(true);
    expect(atResumeAllowance(500, UNLIMITED)).toBe(false);
  });

  it('refuses a version past the limit with the plan’s message, or the way to a plan without one', () => {
    expect(resumeLimitReachedMessage({ membershipPlan: 'gold', limit: 3 })).toBe(RESUME_MESSAGES.limitReached(3));
    expect(resumeLimitReachedMessage({ membershipPlan: 'trial', limit: 1 })).toBe(
      'Your plan keeps 1 resume version. Delete one to upload another.',
    );
    expect(resumeLimitReachedMessage({ membershipPlan: 'none', limit: 1 })).toBe(
      ENTITLEMENT_MESSAGES.resumeLimitWithoutPlan,
    );
    expect(ENTITLEMENT_MESSAGES.resumeLimitWithoutPlan).toContain('1 resume version');
  });

  it('states the limit beside the upload', () => {
    expect(resumeAllowanceNote({ membershipPlan: 'vip-platinum', limit: UNLIMITED })).toBe(
      'Your plan keeps as many versions as you like.',
    );
    expect(resumeAllowanceNote({ membershipPlan: 'gold', limit: 3 })).toBe('Your plan keeps 3 versions.');
    expect(resumeAllowanceNote({ membershipPlan: 'trial', limit: 1 })).toBe('Your plan keeps 1 version.');
    expect(resumeAllowanceNote({ membershipPlan: 'none', limit: 1 })).toBe(
      'Without a plan you keep 1 version; a plan keeps more.',
    );
  });
});
