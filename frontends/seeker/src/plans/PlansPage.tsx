import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SubscriptionPlan } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import { PaymentMethodDialog, usePaymentMethods } from '@marketplace/billing';
import { ErrorState, PageLead, PageTitle, Skeleton, useDocumentTitle, useToast, VisuallyHidden } from '@marketplace/ui';
import { CurrentPlan } from './CurrentPlan';
import { CancelPlanDialog, SubscribeDialog, SwitchPlanDialog } from './PlanDialogs';
import { PlanCards } from './PlanCards';
import { jobReturnPath, ReturnToJob } from './ReturnToJob';
import { PLANS_TEXTS } from './texts';
import {
  useCancelSubscription,
  useChangePlan,
  usePlans,
  useResumeSubscription,
  useSubscribe,
  useSubscription,
} from './api';

export { PLANS_TEXTS } from './texts';

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
        <CurrentPlan
          subscription={subscription}
          pendingPlan={pendingPlan}
          resume={resume}
          changePlan={changePlan}
          onCancel={() => setCancelling(true)}
        />
      ) : null}

      <PlanCards
        plans={plans.data.plans}
        subscription={subscription}
        onSubscribe={choose}
        onSwitch={(plan) => {
          changePlan.reset();
          setSwitching(plan);
        }}
        subscribeDisabled={cards.isPending}
      />

      <SubscribeDialog
        plan={confirming?.plan ?? null}
        defaultCard={defaultCard}
        subscribe={subscribe}
        onClose={() => setConfirming(null)}
        onConfirm={confirm}
      />
      <SwitchPlanDialog
        plan={switching}
        subscription={subscription}
        changePlan={changePlan}
        onClose={() => setSwitching(null)}
      />

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

      <CancelPlanDialog
        open={cancelling}
        subscription={subscription}
        cancel={cancel}
        onClose={() => setCancelling(false)}
      />
    </section>
  );
}
