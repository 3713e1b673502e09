/**
 * What a seeker's subscription plan entitles them to, defined once for the
 * server and the screens. membershipPlan is the id of the seeker's trialing or active plan, or
 * NO_MEMBERSHIP_PLAN ('none'): a past-due or cancelled subscription holds no plan.
 *
 * - Applying to jobs needs a plan (a trial counts), as at the products this one follows. Browsing,
 *   saving, sharing and alerts stay free.
 * - Resume versions: the plan's resumeLimit (1, 3 or unlimited, rising with the plan). Without a plan a
 *   seeker keeps NO_PLAN_RESUME_LIMIT (1) version, so they can build a complete profile, and
 *   upload the resume they will apply with, before they subscribe.
 * - Losing a plan (or moving to a smaller one) deletes nothing: versions over the limit stay, and
 *   only adding another is refused until the seeker is under the limit again.
 */

import { subscriptionPlan, UNLIMITED } from './billing-catalog';
import { RESUME_MESSAGES } from './seeker-profile';
import { NO_MEMBERSHIP_PLAN } from './talent';

/** The plans page: where a seeker without a plan is sent to choose one. */
export const SEEKER_PLANS_PATH = '/seeker/plans';

/** Resume versions a seeker without a plan may keep: enough to build a profile before subscribing. */
export const NO_PLAN_RESUME_LIMIT = 1;

/** The entitlement texts. */
export const ENTITLEMENT_MESSAGES = {
  /** 403 of POST /api/seeker/applications without a trialing or active plan; the screens link it to SEEKER_PLANS_PATH. */
  planRequired: 'Applying to jobs needs a plan. Start a free trial or choose a plan on the Plans page to apply.',
  /** The link that goes with planRequired. */
  choosePlan: 'See plans',
  /** Adding a resume version past the limit without a plan. */
  resumeLimitWithoutPlan: `Without a plan you can keep ${NO_PLAN_RESUME_LIMIT} resume version. Delete it to upload another, or choose a plan to keep more.`,
} as const;

/** True when membershipPlan names a plan (trialing or active): the 'Premium Member' badge and applying. */
export function holdsPlan(membershipPlan: string): boolean {
  return membershipPlan !== NO_MEMBERSHIP_PLAN;
}

/** Applying to jobs needs a plan (a trial counts). */
export function canApplyWith(membershipPlan: string): boolean {
  return holdsPlan(membershipPlan);
}

/** How many resume versions a seeker with this membershipPlan may keep (UNLIMITED: -1). An unknown plan id keeps the no-plan limit. */
export function resumeLimitOf(membershipPlan: string): number {
  if (!holdsPlan(membershipPlan)) return NO_PLAN_RESUME_LIMIT;
  return subscriptionPlan(membershipPlan)?.resumeLimit ?? NO_PLAN_RESUME_LIMIT;
}

/** A seeker's resume allowance: their plan and the versions it keeps. */
export interface ResumeAllowance {
  membershipPlan: string;
  /** Resume versions allowed; UNLIMITED (-1) for no limit. */
  limit: number;
}

export function resumeAllowanceOf(membershipPlan: string): ResumeAllowance {
  return { membershipPlan, limit: resumeLimitOf(membershipPlan) };
}

/** True when `count` versions fill the allowance and another upload would be refused. */
export function atResumeAllowance(count: number, limit: number): boolean {
  return limit !== UNLIMITED && count >= limit;
}

/** The refusal of a version past the limit (409 of POST /api/seeker/resumes), and the note the upload shows instead of its dropzone. */
export function resumeLimitReachedMessage(allowance: ResumeAllowance): string {
  if (!holdsPlan(allowance.membershipPlan)) return ENTITLEMENT_MESSAGES.resumeLimitWithoutPlan;
  return RESUME_MESSAGES.limitReached(allowance.limit);
}

/** The limit as the resumes section states it beside the upload. */
export function resumeAllowanceNote(allowance: ResumeAllowance): string {
  if (allowance.limit === UNLIMITED) return 'Your plan keeps as many versions as you like.';
  const versions = `${allowance.limit} version${allowance.limit === 1 ? '' : 's'}`;
  return holdsPlan(allowance.membershipPlan)
    ? `Your plan keeps ${versions}.`
    : `Without a plan you keep ${versions}; a plan keeps more.`;
}
