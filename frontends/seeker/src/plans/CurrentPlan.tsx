import { Link } from 'react-router';
import styled from 'styled-components';
import { SEEKER_BILLING_PATH, type SeekerSubscription, type SubscriptionPlan } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import { Button, ButtonLink, Card, useToast } from '@marketplace/ui';
import { PlanSummary } from './PlanSummary';
import { Actions } from './styles';
import { PLANS_TEXTS } from './texts';
import type { useChangePlan, useResumeSubscription } from './api';

interface CurrentPlanProps {
  subscription: SeekerSubscription;
  /** The plan chosen for the renewal, if any. */
  pendingPlan: SubscriptionPlan | null;
  resume: ReturnType<typeof useResumeSubscription>;
  changePlan: ReturnType<typeof useChangePlan>;
  /** Asks to cancel at the period end (the page confirms it first). */
  onCancel(): void;
}

/** 'Your plan': the subscription in short, with resume or cancel, keeping it over a switch, and the cards. */
export function CurrentPlan({ subscription, pendingPlan, resume, changePlan, onCancel }: CurrentPlanProps) {
  const toast = useToast();
  return (
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
          <Button $variant="secondary" onClick={onCancel}>
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
  );
}

const Current = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
