import styled from 'styled-components';
import { formatCents, type SeekerSubscription, type SubscriptionPlan } from '@marketplace/contracts';
import { OfferCard, OfferFeatures, OfferGrid, OfferHeader, OfferPrice } from '@marketplace/billing';
import { Badge, Button } from '@marketplace/ui';
import { PLANS_TEXTS } from './texts';

interface PlanCardsProps {
  plans: readonly SubscriptionPlan[];
  subscription: SeekerSubscription | null;
  /** Starts subscribing to a plan (no subscription yet). */
  onSubscribe(plan: SubscriptionPlan): void;
  /** Starts switching to a plan at the renewal (already subscribed). */
  onSwitch(plan: SubscriptionPlan): void;
  /** While the cards are loading, subscribing waits for them. */
  subscribeDisabled: boolean;
}

/** Every plan as a card, marking the current one and a switch chosen for the renewal. */
export function PlanCards({ plans, subscription, onSubscribe, onSwitch, subscribeDisabled }: PlanCardsProps) {
  return (
    <OfferGrid aria-label="Subscription plans">
      {plans.map((plan) => {
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
                  onClick={() => onSwitch(plan)}
                  aria-label={`${PLANS_TEXTS.switchAtRenewal}: ${plan.name}`}
                >
                  {PLANS_TEXTS.switchAtRenewal}
                </Button>
              )
            ) : (
              <Button
                onClick={() => onSubscribe(plan)}
                aria-label={`${PLANS_TEXTS.subscribe}: ${plan.name}`}
                disabled={subscribeDisabled}
              >
                {PLANS_TEXTS.subscribe}
              </Button>
            )}
          </OfferCard>
        );
      })}
    </OfferGrid>
  );
}

const Support = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
