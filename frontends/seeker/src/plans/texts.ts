import { formatCents, type SeekerSubscription, type SubscriptionPlan } from '@marketplace/contracts';
import { dateOf } from './PlanSummary';

/** The words of the plans page (ours: the spec names only the Popular badge and the Selected marker). */
export const PLANS_TEXTS = {
  title: 'Plans',
  lead: 'Choose the plan that fits your search. Every plan includes unlimited job applications, and you can cancel anytime.',
  popular: 'Popular',
  selected: 'Selected',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing…',
  subscribed: 'You are subscribed',
  subscribeFailed: 'Could not subscribe',
  loadFailed: 'Failed to load the plans',
  yourPlan: 'Your plan',
  cancel: 'Cancel at period end',
  cancelTitle: 'Cancel your subscription?',
  keep: 'Keep my plan',
  cancelled: 'Your subscription ends with the current period',
  cancelFailed: 'Could not cancel the subscription',
  back: 'Back',
  manageCards: 'Manage cards',
  addCardFirst: 'Add a card to subscribe: it is charged when your plan starts (after the free days of a trial).',
  switchAtRenewal: 'Switch at renewal',
  switchingAtRenewal: 'Switching at renewal',
  switched: 'Your plan switches at renewal',
  switchFailed: 'Could not switch plans',
  keepPlan: (planName: string) => `Keep ${planName}`,
  switchKept: 'Your plan stays as it is',
  resume: 'Resume subscription',
  resumed: 'Your subscription will renew',
  resumeFailed: 'Could not resume the subscription',
} as const;

/** What subscribing costs, in the words of the confirmation. */
export function chargeText(plan: SubscriptionPlan, card: string): string {
  const price = `${formatCents(plan.price)} ${plan.billing}`;
  return plan.trialDays > 0
    ? `Free for ${plan.trialDays} days, then ${price}, charged to ${card}.`
    : `${price}, charged now to ${card}.`;
}

/** What a switch at renewal does, in the words of its confirmation: nothing now, the new price from the renewal date. */
export function switchText(plan: SubscriptionPlan, subscription: SeekerSubscription): string {
  return `Nothing is charged now. From ${dateOf(subscription.currentPeriodEnd)}, ${plan.name} renews at ${formatCents(plan.price)} ${plan.billing} on your default card.`;
}
