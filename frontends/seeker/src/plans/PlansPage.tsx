import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatCents, type SeekerSubscription, SEEKER_BILLING_PATH, type SubscriptionPlan } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import { cardLabel, PaymentMethodDialog, usePaymentMethods } from '@marketplace/billing';
import { Badge, Button, ButtonLink, Card, Dialog, ErrorState, PageLead, PageTitle, Skeleton, useDocumentTitle, useToast, VisuallyHidden } from '@marketplace/ui';
import { useCancelSubscription, usePlans, useSubscribe, useSubscription } from './api';

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
} as const;

const STATUS_LABELS: Record<SeekerSubscription['status'], string> = { trialing: 'Free trial', active: 'Active', past_due: 'Payment overdue', cancelled: 'Cancelled' };

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** What subscribing costs, in the words of the confirmation. */
function chargeText(plan: SubscriptionPlan, card: string): string {
  const price = `${formatCents(plan.price)} ${plan.billing}`;
  return plan.trialDays > 0 ? `Free for ${plan.trialDays} days, then ${price}, charged to ${card}.` : `${price}, charged now to ${card}.`;
}

/** When the subscription renews or ends. */
function periodText(subscription: SeekerSubscription): string {
  const end = dateOf(subscription.currentPeriodEnd);
  if (subscription.cancelAtPeriodEnd) return `Ends on ${end}.`;
  return subscription.status === 'trialing' ? `Free until ${end}, then charged to your default card.` : `Renews on ${end}.`;
}

/** /seeker/plans: the plan cards, subscribing with the default card, and the current subscription. */
export function PlansPage() {
  useDocumentTitle(PLANS_TEXTS.title);
  const toast = useToast();
  const plans = usePlans();
  const current = useSubscription();
  const cards = usePaymentMethods('seeker');
  const subscribe = useSubscribe();
  const cancel = useCancelSubscription();
  // The plan being confirmed, with the key of this attempt (kept across retries of the same confirmation).
  const [confirming, setConfirming] = useState<{ plan: SubscriptionPlan; idempotencyKey: string } | null>(null);
  // The plan waiting for a first card.
  const [needsCard, setNeedsCard] = useState<SubscriptionPlan | null>(null);
  const [cancelling, setCancelling] = useState(false);

  const subscription = current.data?.subscription ?? null;
  const defaultCard = cards.data?.paymentMethods.find((card) => card.isDefault) ?? null;

  const choose = (plan: SubscriptionPlan) => {
    subscribe.reset();
    if (cards.data && !defaultCard) setNeedsCard(plan);
    else setConfirming({ plan, idempotencyKey: crypto.randomUUID() });
  };
  const confirm = () => {
    if (!confirming) return;
    subscribe.mutate(
      { planId: confirming.plan.id, idempotencyKey: confirming.idempotencyKey },
      {
        onSuccess: ({ subscription: started }) => {
          setConfirming(null);
          toast.show(PLANS_TEXTS.subscribed, { tone: 'success', description: started.planName });
        },
      },
    );
  };

  if (plans.isPending || current.isPending) {
    return (
      <section aria-busy="true" aria-label="Loading plans">
        <PageTitle>{PLANS_TEXTS.title}</PageTitle>
        <Skeleton $height="12rem" />
      </section>
    );
  }
  if (plans.isError || current.isError) {
    const error = plans.error ?? current.error;
    return (
      <section>
        <PageTitle>{PLANS_TEXTS.title}</PageTitle>
        <ErrorState title={PLANS_TEXTS.loadFailed} message={errorMessage(error)} onRetry={() => void Promise.all([plans.refetch(), current.refetch()])} retrying={plans.isFetching || current.isFetching} />
      </section>
    );
  }

  return (
    <section>
      <PageTitle>{PLANS_TEXTS.title}</PageTitle>
      <PageLead>{PLANS_TEXTS.lead}</PageLead>

      {subscription ? (
        <Current as="section" aria-labelledby="plans-current-title">
          <h2 id="plans-current-title">{PLANS_TEXTS.yourPlan}</h2>
          <p>
            <strong>{subscription.planName}</strong> <Badge $tone={subscription.status === 'past_due' ? 'warning' : 'success'}>{STATUS_LABELS[subscription.status]}</Badge>
          </p>
          <p>{periodText(subscription)}</p>
          <Actions>
            {subscription.cancelAtPeriodEnd ? null : (
              <Button $variant="secondary" onClick={() => setCancelling(true)}>
                {PLANS_TEXTS.cancel}
              </Button>
            )}
            <ButtonLink $variant="ghost" as={Link} to={SEEKER_BILLING_PATH}>
              {PLANS_TEXTS.manageCards}
            </ButtonLink>
          </Actions>
        </Current>
      ) : null}

      <Grid aria-label="Subscription plans">
        {plans.data.plans.map((plan) => {
          const selected = subscription?.planId === plan.id;
          return (
            <PlanCard key={plan.id} aria-labelledby={`plan-${plan.id}`} $selected={selected}>
              <PlanHeader>
                <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
                {plan.popular ? <Badge $tone="accent">{PLANS_TEXTS.popular}</Badge> : null}
                {selected ? <Badge $tone="success">{PLANS_TEXTS.selected}</Badge> : null}
              </PlanHeader>
              <Price>
                <strong>{formatCents(plan.price)}</strong> <span>{plan.billing}</span>
              </Price>
              <p>{plan.description}</p>
              <Features aria-label={`${plan.name} features`}>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
                {plan.includes.map((extra) => (
                  <li key={extra}>{extra}</li>
                ))}
              </Features>
              <Support>{plan.support}</Support>
              {subscription ? null : (
                <Button onClick={() => choose(plan)} aria-label={`${PLANS_TEXTS.subscribe}: ${plan.name}`} disabled={cards.isPending}>
                  {PLANS_TEXTS.subscribe}
                </Button>
              )}
            </PlanCard>
          );
        })}
      </Grid>

      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? `${PLANS_TEXTS.subscribe} to ${confirming.plan.name}` : PLANS_TEXTS.subscribe}
        description={confirming && defaultCard ? chargeText(confirming.plan, cardLabel(defaultCard)) : undefined}
      >
        {subscribe.isError ? (
          <ErrorText role="alert">
            {PLANS_TEXTS.subscribeFailed}: {errorMessage(subscribe.error)} <Link to={SEEKER_BILLING_PATH}>{PLANS_TEXTS.manageCards}</Link>
          </ErrorText>
        ) : null}
        <Actions $end>
          <Button $variant="secondary" onClick={() => setConfirming(null)}>
            {PLANS_TEXTS.back}
          </Button>
          <Button onClick={confirm} disabled={subscribe.isPending}>
            {subscribe.isPending ? PLANS_TEXTS.subscribing : PLANS_TEXTS.subscribe}
          </Button>
        </Actions>
      </Dialog>

      <PaymentMethodDialog
        open={needsCard !== null}
        audience="seeker"
        onClose={() => setNeedsCard(null)}
        onSaved={() => {
          const plan = needsCard;
          setNeedsCard(null);
          if (plan) setConfirming({ plan, idempotencyKey: crypto.randomUUID() });
        }}
      />
      <VisuallyHidden role="status">{needsCard ? PLANS_TEXTS.addCardFirst : ''}</VisuallyHidden>

      <Dialog open={cancelling} onClose={() => setCancelling(false)} title={PLANS_TEXTS.cancelTitle} description={subscription ? `You keep ${subscription.planName} until ${dateOf(subscription.currentPeriodEnd)}; nothing more is charged.` : undefined}>
        <Actions $end>
          <Button $variant="secondary" onClick={() => setCancelling(false)}>
            {PLANS_TEXTS.keep}
          </Button>
          <Button
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => {
                  setCancelling(false);
                  toast.show(PLANS_TEXTS.cancelled, { tone: 'success' });
                },
                onError: (error) => toast.show(PLANS_TEXTS.cancelFailed, { tone: 'error', description: errorMessage(error) }),
              })
            }
            disabled={cancel.isPending}
          >
            {PLANS_TEXTS.cancel}
          </Button>
        </Actions>
      </Dialog>
    </section>
  );
}

const Current = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const PlanCard = styled.li<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
  button {
    margin-top: auto;
  }
`;

const PlanHeader = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Price = styled.p`
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Features = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

const Support = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div<{ $end?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: ${({ $end }) => ($end ? 'flex-end' : 'flex-start')};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
