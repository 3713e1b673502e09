import { NO_MEMBERSHIP_PLAN, subscriptionPlan, type ApplicantProfileResponse } from '@marketplace/contracts';
import { chatComposeHref as composeHref } from '@marketplace/chat';

/** The compose link of the Chat button: /employer/messages with the compose query parameters. */
export function chatComposeHref(profile: Pick<ApplicantProfileResponse, 'seeker' | 'job'>): string {
  return composeHref({
    recipientId: profile.seeker.id,
    recipientName: profile.seeker.name,
    jobId: profile.job.id,
    jobTitle: profile.job.title,
  });
}

/** The plan's name as seekers buy it ('vip-platinum' reads 'VIP Platinum Mom Professional'); 'None' without a plan. */
export function membershipPlanLabel(plan: string): string {
  if (!plan || plan === NO_MEMBERSHIP_PLAN) return 'None';
  // A plan this build does not sell any more keeps a readable form of its id.
  return subscriptionPlan(plan)?.name ?? plan.replace(/[-_]+/g, ' ');
}
