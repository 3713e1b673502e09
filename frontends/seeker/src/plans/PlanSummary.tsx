import { type SeekerSubscription, subscriptionPlan } from '@marketplace/contracts';
import { Badge } from '@marketplace/ui';
import { formatDate } from '@marketplace/ui/dates';

const STATUS_LABELS: Record<SeekerSubscription['status'], string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment overdue',
  cancelled: 'Cancelled',
};

/** The day a period ends, as every date reads. */
export const dateOf = (iso: string) => formatDate(iso);

/** When the subscription renews or ends. */
function periodText(subscription: SeekerSubscription): string {
  const end = dateOf(subscription.currentPeriodEnd);
  if (subscription.cancelAtPeriodEnd) return `Ends on ${end}.`;
  return subscription.status === 'trialing'
    ? `Free until ${end}, then charged to your default card.`
    : `Renews on ${end}.`;
}

/** The seeker's plan in a few lines: its name and state, when it renews or ends, and a switch chosen for the renewal. */
export function PlanSummary({ subscription }: { subscription: SeekerSubscription }) {
  const pending =
    subscription.pendingPlanId && !subscription.cancelAtPeriodEnd
      ? subscriptionPlan(subscription.pendingPlanId)
      : undefined;
  return (
    <>
      <p>
        <strong>{subscription.planName}</strong>{' '}
        <Badge $tone={subscription.status === 'past_due' ? 'warning' : 'success'}>
          {STATUS_LABELS[subscription.status]}
        </Badge>
      </p>
      <p>{periodText(subscription)}</p>
      {pending ? <p>{`Switching to ${pending.name} on ${dateOf(subscription.currentPeriodEnd)}.`}</p> : null}
    </>
  );
}
