import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  formatCents,
  type SeekerSubscription,
  SEEKER_BILLING_PATH,
  type SubscriptionPlan,
} from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import {
  cardLabel,
  OfferCard,
  OfferFeatures,
  OfferGrid,
  OfferHeader,
  OfferPrice,
  PaymentMethodDialog,
  PurchaseError,
  usePaymentMethods,
} from '@marketplace/billing';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  Dialog,
  ErrorState,
  PageLead,
  PageTitle,
  Skeleton,
  useDocumentTitle,
  useToast,
  VisuallyHidden,
} from '@marketplace/ui';
import { dateOf, PlanSummary } from './PlanSummary';
import { jobReturnPath, ReturnToJob } from './ReturnToJob';
import {
  useCancelSubscription,
  useChangePlan,
  usePlans,
  useResumeSubscription,
  useSubscribe,
  useSubscription,
} from './api';

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
function chargeText(plan: SubscriptionPlan, card: string): string {
  const price = `${formatCents(plan.price)} ${plan.billing}`;
  return plan.trialDays > 0
    ? `Free for ${plan.trialDays} days, then ${price}, charged to ${card}.`
    : `${price}, charged now to ${card}.`;
}

/** What a switch at renewal does, in the words of its confirmation: nothing now, the new price from the renewal date. */
function switchText(plan: SubscriptionPlan, subscription: SeekerSubscription): string {
  return `Nothing is charged now. From ${dateOf(subscription.currentPeriodEnd)}, ${plan.name} renews at ${formatCents(plan.price)} ${plan.billing} on your default card.`;
}

/**
 * /seeker/plans: the plan cards, subscribing with the default card, and the current subscription
 * (switch at renewal, cancel, resume). Opened from the apply dialog it carries the job (`?next=`),
 * where subscribing leads back to.
 */
export function PlansPage() {
  useDocumentTitle(PLANS_TEXTS.title);
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const backToJob = jobReturnPath(params);
  const plans = usePlans();
  const current = useSubscription();
  const cards = usePaymentMethods('seeker');
  const subscribe = useSubscribe();
  const cancel = useCancelSubscription();
  const changePlan = useChangePlan();
  const resume = useResumeSubscription();
  // The plan a subscribed seeker is about to switch to at the renewal.
  const [switching, setSwitching] = useState<SubscriptionPlan | null>(null);
  // The plan being confirmed, with the key of this attempt (kept across retries of the same confirmation).
  const [confirming, setConfirming] = useState<{ plan: SubscriptionPlan; idempotencyKey: string } | null>(null);
  // The plan waiting for a first card.
  const [needsCard, setNeedsCard] = useState<SubscriptionPlan | null>(null);
  const [cancelling, setCancelling] = useState(false);

  const subscription = current.data?.subscription ?? null;
  const pendingPlan = subscription?.pendingPlanId
    ? (plans.data?.plans.find((plan) => plan.id === subscription.pendingPlanId) ?? null)
    : null;
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
          if (backToJob) navigate(backToJob);
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
        <ErrorState
          title={PLANS_TEXTS.loadFailed}
          message={errorMessage(error)}
          onRetry={() => void Promise.all([plans.refetch(), current.refetch()])}
          retrying={plans.isFetching || current.isFetching}
        />
      </section>
    );
  }

  return (
    <section>
      <PageTitle>{PLANS_TEXTS.title}</PageTitle>
      <PageLead>{PLANS_TEXTS.lead}</PageLead>
      {backToJob ? <ReturnToJob to={backToJob} /> : null}

      {subscription ? (
        <Current as="section" aria-labelledby="plans-current-title">
          <h2 id="plans-current-title">{PLANS_TEXTS.yourPlan}</h2>
          <PlanSummary subscription={subscription} />
          <Actions>
            {subscription.cancelAtPeriodEnd ? (
              <Button
                onClick={() =>
                  resume.mutate(undefined, {
                    onSuccess: () => toast.show(PLANS_TEXTS.resumed, { tone: 'success' }),
                    onError: (error) =>
                      toast.show(PLANS_TEXTS.resumeFailed, { tone: 'error', description: errorMessage(error) }),
                  })
                }
                disabled={resume.isPending}
              >
                {PLANS_TEXTS.resume}
              </Button>
            ) : (
              <Button $variant="secondary" onClick={() => setCancelling(true)}>
                {PLANS_TEXTS.cancel}
              </Button>
            )}
            {pendingPlan && !subscription.cancelAtPeriodEnd ? (
              <Button
                $variant="secondary"
                onClick={() =>
                  changePlan.mutate(
                    { planId: subscription.planId },
                    {
                      onSuccess: () => toast.show(PLANS_TEXTS.switchKept, { tone: 'success' }),
                      onError: (error) =>
                        toast.show(PLANS_TEXTS.switchFailed, { tone: 'error', description: errorMessage(error) }),
                    },
                  )
                }
                disabled={changePlan.isPending}
              >
                {PLANS_TEXTS.keepPlan(subscription.planName)}
              </Button>
            ) : null}
            <ButtonLink $variant="ghost" as={Link} to={SEEKER_BILLING_PATH}>
              {PLANS_TEXTS.manageCards}
            </ButtonLink>
          </Actions>
        </Current>
      ) : null}

      <OfferGrid aria-label="Subscription plans">
        {plans.data.plans.map((plan) => {
          const selected = subscription?.planId === plan.id;
          const pending = !selected && !subscription?.cancelAtPeriodEnd && subscription?.pendingPlanId === plan.id;
          return (
            <OfferCard key={plan.id} aria-labelledby={`plan-${plan.id}`} $selected={selected}>
              <OfferHeader>
                <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
                {plan.popular ? <Badge $tone="accent">{PLANS_TEXTS.popular}</Badge> : null}
                {selected ? <Badge $tone="success">{PLANS_TEXTS.selected}</Badge> : null}
                {pending ? <Badge $tone="info">{PLANS_TEXTS.switchingAtRenewal}</Badge> : null}
              </OfferHeader>
              <OfferPrice>
                <strong>{formatCents(plan.price)}</strong> <span>{plan.billing}</span>
              </OfferPrice>
              <p>{plan.description}</p>
              <OfferFeatures aria-label={`${plan.name} features`}>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
                {plan.includes.map((extra) => (
                  <li key={extra}>{extra}</li>
                ))}
              </OfferFeatures>
              <Support>{plan.support}</Support>
              {subscription ? (
                selected || pending ? null : (
                  <Button
                    $variant="secondary"
                    onClick={() => {
                      changePlan.reset();
                      setSwitching(plan);
                    }}
                    aria-label={`${PLANS_TEXTS.switchAtRenewal}: ${plan.name}`}
                  >
                    {PLANS_TEXTS.switchAtRenewal}
                  </Button>
                )
              ) : (
                <Button
                  onClick={() => choose(plan)}
                  aria-label={`${PLANS_TEXTS.subscribe}: ${plan.name}`}
                  disabled={cards.isPending}
                >
                  {PLANS_TEXTS.subscribe}
                </Button>
              )}
            </OfferCard>
          );
        })}
      </OfferGrid>

      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? `${PLANS_TEXTS.subscribe} to ${confirming.plan.name}` : PLANS_TEXTS.subscribe}
        description={confirming && defaultCard ? chargeText(confirming.plan, cardLabel(defaultCard)) : undefined}
      >
        {subscribe.isError ? (
          <PurchaseError role="alert">
            {PLANS_TEXTS.subscribeFailed}: {errorMessage(subscribe.error)}{' '}
            <Link to={SEEKER_BILLING_PATH}>{PLANS_TEXTS.manageCards}</Link>
          </PurchaseError>
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

      <Dialog
        open={switching !== null}
        onClose={() => setSwitching(null)}
        title={switching ? `Switch to ${switching.name} at renewal?` : PLANS_TEXTS.switchAtRenewal}
        description={switching && subscription ? switchText(switching, subscription) : undefined}
      >
        {changePlan.isError ? (
          <PurchaseError role="alert">
            {PLANS_TEXTS.switchFailed}: {errorMessage(changePlan.error)}
          </PurchaseError>
        ) : null}
        <Actions $end>
          <Button $variant="secondary" onClick={() => setSwitching(null)}>
            {PLANS_TEXTS.back}
          </Button>
          <Button
            onClick={() =>
              switching &&
              changePlan.mutate(
                { planId: switching.id },
                {
                  onSuccess: () => {
                    setSwitching(null);
                    toast.show(PLANS_TEXTS.switched, { tone: 'success', description: switching.name });
                  },
                },
              )
            }
            disabled={changePlan.isPending}
          >
            {PLANS_TEXTS.switchAtRenewal}
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

      <Dialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        title={PLANS_TEXTS.cancelTitle}
        description={
          subscription
            ? `You keep ${subscription.planName} until ${dateOf(subscription.currentPeriodEnd)}; nothing more is charged.`
            : undefined
        }
      >
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
                onError: (error) =>
                  toast.show(PLANS_TEXTS.cancelFailed, { tone: 'error', description: errorMessage(error) }),
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

const Support = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div<{ $end?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: ${({ $end }) => ($end ? 'flex-end' : 'flex-start')};
`;
