import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  Optional,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  type ChangePlanRequest,
  PAYMENT_MESSAGES,
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
import type { PaymentGateway, TransactionResult } from '../../../infrastructure/payments/payment-gateway';
import { atGateway, storedCardCharge } from '../gateway-calls';
import { IdempotentRequests, readIdempotencyKey } from '../idempotent-requests.service';
import { PAYMENT_GATEWAY } from '../payment-gateway.provider';
import { type PaymentMethodRecord, PaymentMethodsRepository } from '../payment-methods/payment-methods.repository';
import { ReceiptsService } from '../receipts/receipts.service';
import { addDays, subscriptionPeriodKey, toSeekerSubscription } from './subscriptions.mapper';
import { type SubscriptionRecord, SubscriptionsRepository } from './subscriptions.repository';

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
    private readonly cards: PaymentMethodsRepository,
    private readonly idempotent: IdempotentRequests,
    @Inject(PAYMENT_GATEWAY) private readonly paymentGateway: PaymentGateway | null,
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
    if (!cancelled) throw new NotFoundException(SUBSCRIPTION_MESSAGES.noSubscription);
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
    if (!changed) throw new NotFoundException(SUBSCRIPTION_MESSAGES.noSubscription);
    return { subscription: toSeekerSubscription(shown(changed)) };
  }

  /** Undoes a cancel at period end (nothing changes when none is pending); 404 without a subscription. */
  async resume(actor: Actor): Promise<SeekerSubscriptionResponse> {
    const resumed = await this.subscriptions.resume(actor.user.id, this.clock.now());
    if (!resumed) throw new NotFoundException(SUBSCRIPTION_MESSAGES.noSubscription);
    return { subscription: toSeekerSubscription(shown(resumed)) };
  }

  private async start(actor: Actor, body: SubscribeBody): Promise<SubscribeResponse> {
    assertValid(validateSubscribe(body));
    const plan = subscriptionPlan(String(body.planId));
    // validateSubscribe let only a plan of the catalogue through; this keeps the types honest.
    if (!plan) throw invalidField('planId', SUBSCRIPTION_MESSAGES.unknownPlan);
    const gateway = this.gateway();
    const userId = actor.user.id;
    if (await this.subscriptions.currentOf(userId))
      throw new ConflictException(SUBSCRIPTION_MESSAGES.alreadySubscribed);
    const card = (await this.cards.cardsOf(userId)).find((candidate) => candidate.isDefault);
    if (!card) throw new BadRequestException(SUBSCRIPTION_MESSAGES.noCard);
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
    if (!started) throw new ConflictException(SUBSCRIPTION_MESSAGES.alreadySubscribed);
    if (trial) return { subscription: toSeekerSubscription(shown(started)), charge: null };
    await this.chargeFirstPeriod(gateway, started, plan, card);
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
    gateway: PaymentGateway,
    subscription: SubscriptionRecord,
    plan: SubscriptionPlan,
    card: PaymentMethodRecord,
  ): Promise<void> {
    const chargeId = randomUUID();
    await this.subscriptions.openCharge({
      id: chargeId,
      userId: subscription.userId,
      subscriptionId: subscription.id,
      planId: plan.id,
      periodKey: subscriptionPeriodKey(subscription.id, subscription.currentPeriodStart),
      amountCents: plan.price,
      cardBrand: card.brand,
      cardLast4: card.last4,
      at: this.clock.now(),
    });
    let result: TransactionResult;
    try {
      result = await atGateway(
        this.logger,
        () =>
          gateway.charge(
            storedCardCharge(card, {
              chargeId,
              userId: subscription.userId,
              amountCents: plan.price,
              description: `${plan.name} subscription`,
            }),
          ),
        SUBSCRIPTION_MESSAGES.chargeFailed,
      );
    } catch (error) {
      // Refused or unanswered: recorded as an error (a charge the gateway took anyway would show in its reports).
      await this.subscriptions.finishCharge(chargeId, 'error', null);
      await this.subscriptions.setStatus(subscription.id, 'cancelled', this.clock.now());
      throw error;
    }
    await this.subscriptions.finishCharge(chargeId, result.outcome, result.transactionId);
    if (result.outcome === 'approved') return await this.receipts?.chargeApproved(chargeId);
    // 'review' (held by the gateway) is not paid yet either; the gateway's webhooks will settle it with the renewals.
    await this.subscriptions.setStatus(subscription.id, 'cancelled', this.clock.now());
    throw new BadRequestException(result.reasonText.trim() || SUBSCRIPTION_MESSAGES.chargeFailed);
  }

  private gateway(): PaymentGateway {
    if (!this.paymentGateway) throw new ServiceUnavailableException(PAYMENT_MESSAGES.paymentsUnavailable);
    return this.paymentGateway;
  }
}

/** A subscription the repository answered as current: never 'incomplete' (its queries leave those out). */
function shown(
  record: SubscriptionRecord,
): SubscriptionRecord & { status: Exclude<SubscriptionRecord['status'], 'incomplete'> } {
  return { ...record, status: record.status === 'incomplete' ? 'active' : record.status };
}
