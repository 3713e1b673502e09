import { randomUUID } from 'node:crypto';
import { Injectable, Logger, Optional } from '@nestjs/common';
import {
  type ChangePlanRequest,
  type SeekerSubscriptionResponse,
  type SubscribeRequest,
  type SubscribeResponse,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlan,
  type SubscriptionPlansResponse,
  subscriptionPlan,
  validateChangePlan,
  validateSubscribe,
} from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import { assertValid, invalidField } from '../../../core/errors/assert-valid';
import { CardChargesService } from '../charges/card-charges.service';
import { atGateway, gatewayFailure } from '../gateway-calls';
import { IdempotentRequests, readIdempotencyKey } from '../idempotent-requests.service';
import type { PaymentMethodRecord } from '../payment-methods/payment-methods.repository';
import { ReceiptsService } from '../receipts/receipts.service';
import { addDays, subscriptionPeriodKey, toSeekerSubscription } from './subscriptions.mapper';
import { type SubscriptionRecord, SubscriptionsRepository } from './subscriptions.repository';
import { BillingError } from '../billing.errors';

/** The body of a subscribe, as sent (types unchecked). */
export type SubscribeBody = Partial<Record<keyof SubscribeRequest, unknown>>;

/** The body of a plan change, as sent (types unchecked). */
export type ChangePlanBody = Partial<Record<keyof ChangePlanRequest, unknown>>;

/** The Idempotency-Key scope of a subscribe. */
const SUBSCRIBE_SCOPE = 'subscribe';

/**
 * The catalogue, and the seekers' subscriptions (contracts: billing-catalog.ts, billing.ts). A
 * subscribe runs once per Idempotency-Key; a seeker holds at most one subscription that is not
 * cancelled (the database keeps that too). The trial starts with no charge (its first charge is
 * the renewal job's, after the free days); the other plans charge the default card at once.
 */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger(SubscriptionsService.name);

  constructor(
    private readonly clock: Clock,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly idempotent: IdempotentRequests,
    private readonly cardCharges: CardChargesService,
    // Optional so the service's unit tests build it without receipts; the module always provides it.
    @Optional() private readonly receipts?: ReceiptsService,
  ) {}

  plans(): SubscriptionPlansResponse {
    return {
      plans: SUBSCRIPTION_PLANS.map((plan) => ({
        ...plan,
        features: [...plan.features],
        includes: [...plan.includes],
      })),
    };
  }

  async current(actor: Actor): Promise<SeekerSubscriptionResponse> {
    const current = await this.subscriptions.currentOf(actor.user.id);
    return { subscription: current ? toSeekerSubscription(shown(current)) : null };
  }

  /** Subscribes with the default card; a retry with the same Idempotency-Key gets the first answer. */
  async subscribe(actor: Actor, idempotencyKey: unknown, body: SubscribeBody): Promise<SubscribeResponse> {
    const key = readIdempotencyKey(idempotencyKey);
    return this.idempotent.run(actor.user.id, SUBSCRIBE_SCOPE, key, body, () => this.start(actor, body));
  }

  /** Ends the current subscription with its period (no refund, no proration); 404 without one. */
  async cancel(actor: Actor): Promise<SeekerSubscriptionResponse> {
    const cancelled = await this.subscriptions.cancelAtPeriodEnd(actor.user.id, this.clock.now());
    if (!cancelled) throw BillingError.because('noSubscription');
    return { subscription: toSeekerSubscription(shown(cancelled)) };
  }

  /**
   * Switches plans at the next renewal: nothing is charged now and nothing is prorated; the renewal
   * charges the new plan's price (renewals/). The current plan drops a pending switch. 404 without a subscription.
   */
  async changePlan(actor: Actor, body: ChangePlanBody): Promise<SeekerSubscriptionResponse> {
    assertValid(validateChangePlan(body));
    const plan = subscriptionPlan(String(body.planId));
    if (!plan) throw invalidField('planId', SUBSCRIPTION_MESSAGES.unknownPlan);
    const changed = await this.subscriptions.changePlan(actor.user.id, plan.id, this.clock.now());
    if (!changed) throw BillingError.because('noSubscription');
    return { subscription: toSeekerSubscription(shown(changed)) };
  }

  /** Undoes a cancel at period end (nothing changes when none is pending); 404 without a subscription. */
  async resume(actor: Actor): Promise<SeekerSubscriptionResponse> {
    const resumed = await this.subscriptions.resume(actor.user.id, this.clock.now());
    if (!resumed) throw BillingError.because('noSubscription');
    return { subscription: toSeekerSubscription(shown(resumed)) };
  }

  private async start(actor: Actor, body: SubscribeBody): Promise<SubscribeResponse> {
    assertValid(validateSubscribe(body));
    const plan = subscriptionPlan(String(body.planId));
    // validateSubscribe let only a plan of the catalogue through; this keeps the types honest.
    if (!plan) throw invalidField('planId', SUBSCRIPTION_MESSAGES.unknownPlan);
    if (!this.cardCharges.available) throw BillingError.because('paymentsUnavailable');
    const userId = actor.user.id;
    if (await this.subscriptions.currentOf(userId)) throw BillingError.because('alreadySubscribed');
    const card = await this.cardCharges.defaultCardOf(userId);
    if (!card) throw BillingError.because('subscriptionNoCard');
    const now = this.clock.now();
    const trial = plan.trialDays > 0;
    const started = await this.subscriptions.start({
      id: randomUUID(),
      userId,
      planId: plan.id,
      // A paid plan waits as 'incomplete' while its first charge runs: a concurrent subscribe meets it and answers 409.
      status: trial ? 'trialing' : 'incomplete',
      periodStart: now,
      periodEnd: addDays(now, trial ? plan.trialDays : plan.duration),
      at: now,
    });
    if (!started) throw BillingError.because('alreadySubscribed');
    if (trial) return { subscription: toSeekerSubscription(shown(started)), charge: null };
    await this.chargeFirstPeriod(started, plan, card);
    const active = await this.subscriptions.setStatus(started.id, 'active', this.clock.now());
    return {
      subscription: toSeekerSubscription(shown(active ?? started)),
      charge: { amount: plan.price, cardBrand: card.brand, cardLast4: card.last4 },
    };
  }

  /**
   * Charges the first period on the stored card, recorded as one charge row keyed by the period.
   * Anything but an approval cancels the subscription that never started; its charge row stays.
   */
  private async chargeFirstPeriod(
    subscription: SubscriptionRecord,
    plan: SubscriptionPlan,
    card: PaymentMethodRecord,
  ): Promise<void> {
    let outcome;
    try {
      outcome = await atGateway(
        this.logger,
        () =>
          this.cardCharges.charge({
            payer: { userId: subscription.userId, card },
            item: { kind: 'subscription', id: plan.id, subscriptionId: subscription.id },
            amountCents: plan.price,
            description: `${plan.name} subscription`,
            idempotencyKey: subscriptionPeriodKey(subscription.id, subscription.currentPeriodStart),
            // Unanswered: recorded as an error (a charge the gateway took anyway would show in its reports).
            ifUndecided: 'record',
          }),
        SUBSCRIPTION_MESSAGES.chargeFailed,
      );
    } catch (error) {
      await this.subscriptions.setStatus(subscription.id, 'cancelled', this.clock.now());
      throw error;
    }
    if (outcome.status === 'approved') return await this.receipts?.chargeApproved(outcome.chargeId);
    // 'review' (held by the gateway) is not paid yet either; the gateway's webhooks will settle it with the renewals.
    await this.subscriptions.setStatus(subscription.id, 'cancelled', this.clock.now());
    if (outcome.status === 'refused')
      throw gatewayFailure(this.logger, outcome.error, SUBSCRIPTION_MESSAGES.chargeFailed);
    // A new subscription's first period has no charge yet: a duplicate key is a bug, not a payment.
    if (outcome.status === 'duplicate') throw new Error(`Subscription ${subscription.id} was charged already`);
    throw BillingError.because('subscriptionChargeFailed', outcome.reasonText.trim() || undefined);
  }
}

/** A subscription the repository answered as current: never 'incomplete' (its queries leave those out). */
function shown(
  record: SubscriptionRecord,
): SubscriptionRecord & { status: Exclude<SubscriptionRecord['status'], 'incomplete'> } {
  return { ...record, status: record.status === 'incomplete' ? 'active' : record.status };
}
