import { Link } from 'react-router';
import {
  SEEKER_BILLING_PATH,
  type PaymentMethodsResponse,
  type SeekerSubscription,
  type SubscriptionPlan,
} from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import { cardLabel, PurchaseError } from '@marketplace/billing';
import { Button, Dialog, useToast } from '@marketplace/ui';
import { dateOf } from './PlanSummary';
import { Actions } from './styles';
import { chargeText, PLANS_TEXTS, switchText } from './texts';
import type { useCancelSubscription, useChangePlan, useSubscribe } from './api';

type PaymentMethod = PaymentMethodsResponse['paymentMethods'][number];

interface SubscribeDialogProps {
  /** The plan being confirmed; the dialog is closed without one. */
  plan: SubscriptionPlan | null;
  defaultCard: PaymentMethod | null;
  subscribe: ReturnType<typeof useSubscribe>;
  onClose(): void;
  onConfirm(): void;
}

/** Confirms a subscription: what it costs and which card pays, with the failure and a way to the cards. */
export function SubscribeDialog({ plan, defaultCard, subscribe, onClose, onConfirm }: SubscribeDialogProps) {
  return (
    <Dialog
      open={plan !== null}
      onClose={onClose}
      title={plan ? `${PLANS_TEXTS.subscribe} to ${plan.name}` : PLANS_TEXTS.subscribe}
      description={plan && defaultCard ? chargeText(plan, cardLabel(defaultCard)) : undefined}
    >
      {subscribe.isError ? (
        <PurchaseError role="alert">
          {PLANS_TEXTS.subscribeFailed}: {errorMessage(subscribe.error)}{' '}
          <Link to={SEEKER_BILLING_PATH}>{PLANS_TEXTS.manageCards}</Link>
        </PurchaseError>
      ) : null}
      <Actions $end>
        <Button $variant="secondary" onClick={onClose}>
          {PLANS_TEXTS.back}
        </Button>
        <Button onClick={onConfirm} disabled={subscribe.isPending}>
          {subscribe.isPending ? PLANS_TEXTS.subscribing : PLANS_TEXTS.subscribe}
        </Button>
      </Actions>
    </Dialog>
  );
}

interface SwitchPlanDialogProps {
  /** The plan to switch to at the renewal; the dialog is closed without one. */
  plan: SubscriptionPlan | null;
  subscription: SeekerSubscription | null;
  changePlan: ReturnType<typeof useChangePlan>;
  onClose(): void;
}

/** Confirms a switch at the renewal: nothing is charged now, the new price applies from the renewal. */
export function SwitchPlanDialog({ plan, subscription, changePlan, onClose }: SwitchPlanDialogProps) {
  const toast = useToast();
  return (
    <Dialog
      open={plan !== null}
      onClose={onClose}
      title={plan ? `Switch to ${plan.name} at renewal?` : PLANS_TEXTS.switchAtRenewal}
      description={plan && subscription ? switchText(plan, subscription) : undefined}
    >
      {changePlan.isError ? (
        <PurchaseError role="alert">
          {PLANS_TEXTS.switchFailed}: {errorMessage(changePlan.error)}
        </PurchaseError>
      ) : null}
      <Actions $end>
        <Button $variant="secondary" onClick={onClose}>
          {PLANS_TEXTS.back}
        </Button>
        <Button
          onClick={() =>
            plan &&
            changePlan.mutate(
              { planId: plan.id },
              {
                onSuccess: () => {
                  onClose();
                  toast.show(PLANS_TEXTS.switched, { tone: 'success', description: plan.name });
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
  );
}

interface CancelPlanDialogProps {
  open: boolean;
  subscription: SeekerSubscription | null;
  cancel: ReturnType<typeof useCancelSubscription>;
  onClose(): void;
}

/** Confirms cancelling at the period end: the plan lasts until then and nothing more is charged. */
export function CancelPlanDialog({ open, subscription, cancel, onClose }: CancelPlanDialogProps) {
  const toast = useToast();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={PLANS_TEXTS.cancelTitle}
      description={
        subscription
          ? `You keep ${subscription.planName} until ${dateOf(subscription.currentPeriodEnd)}; nothing more is charged.`
          : undefined
      }
    >
      <Actions $end>
        <Button $variant="secondary" onClick={onClose}>
          {PLANS_TEXTS.keep}
        </Button>
        <Button
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => {
                onClose();
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
  );
}
