import { Injectable, Logger } from '@nestjs/common';
import {
  BILLING_NOTIFICATION_TEXTS as N,
  type NotificationKind,
  SEEKER_BILLING_PATH,
  subscriptionPlan,
} from '@marketplace/contracts';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { Clock } from '../../../core/clock/clock';
import { PaymentGatewayError } from '../../../infrastructure/payments/payment-gateway';
import { NotificationCenter, NotificationsService } from '../../notifications';
import { CardChargesService } from '../charges/card-charges.service';
import { ChargesRepository } from '../charges/charges.repository';
import { isGatewayOutage } from '../gateway-calls';
import type { PaymentMethodRecord } from '../payment-methods/payment-methods.repository';
import { ReceiptsService } from '../receipts/receipts.service';
import { type EmailCard, type RenewalEmail, renderRenewalEmail } from './renewal-emails';
import { afterFailedAttempt, type RenewalAction, renewalAction, renewedPeriod } from './renewal-schedule';
import { type DueRenewal, type RenewalGuard, RenewalsRepository } from './renewals.repository';

/** Subscriptions one pass handles at most; the rest wait for the next pass (a quarter of an hour). */
export const RENEWALS_PER_PASS = 500;

/** What one pass did, by subscription. */
export interface RenewalsSummary {
  renewed: number;
  /** A charge failed and a retry is scheduled (past_due). */
  failed: number;
  /** The last retry failed too. */
  cancelled: number;
  /** Ended at the period end without a charge (cancelled by the seeker, or the account is gone). */
  ended: number;
  /** Left for a later pass: payments are off, an attempt is still undecided, or another worker got there first. */
  skipped: number;
}

type ChargeAction = Extract<RenewalAction, { kind: 'charge' }>;

/** A decided charge attempt: the one made now, or one a crashed or concurrent pass left decided. */
interface DecidedAttempt {
  chargeId: string;
  approved: boolean;
  planId: string;
  amountCents: number;
  card: EmailCard;
}

/**
 * Seeker subscription renewals (architecture: "payments", renewals charge stored profiles): at the
 * end of each period (a trial's free days included) the default card is charged the price of the
 * plan renewed into; a failure is retried on the dunning schedule (contracts: DUNNING_RETRY_DAYS),
 * past_due meanwhile and cancelled after the last; a seeker who cancelled ends without a charge.
 *
 * Safe to run twice at once or again after a crash: every attempt first inserts its charge row under
 * its unique key (only one pass reaches the gateway with it; a later pass reads the decided row
 * instead of charging), every change of the subscription is conditional on the state it was decided
 * from, and every mail carries a key naming the step, so it goes once.
 */
@Injectable()
export class RenewalsService {
  private readonly logger = new Logger(RenewalsService.name);

  constructor(
    private readonly clock: Clock,
    private readonly renewals: RenewalsRepository,
    private readonly charges: ChargesRepository,
    private readonly cardCharges: CardChargesService,
    private readonly notifications: NotificationsService,
    private readonly center: NotificationCenter,
    private readonly receipts: ReceiptsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * Renews what is due now. A gateway that is down stops the pass (the attempt is forgotten, so the
   * next pass tries again); any other problem with one subscription is logged and the pass goes on.
   */
  async renewDue(limit: number = RENEWALS_PER_PASS): Promise<RenewalsSummary> {
    const now = this.clock.now();
    const summary: RenewalsSummary = { renewed: 0, failed: 0, cancelled: 0, ended: 0, skipped: 0 };
    let paymentsOff = 0;
    for (const subject of await this.renewals.due(now, limit)) {
      try {
        const outcome = await this.renewOne(subject, now);
        if (outcome === 'payments-off') paymentsOff += 1;
        summary[outcome === 'payments-off' ? 'skipped' : outcome] += 1;
      } catch (error) {
        if (error instanceof PaymentGatewayError && isGatewayOutage(error)) {
          this.logger.error(
            { err: error, subscriptionId: subject.id },
            `Renewals stopped: the payment gateway is ${error.kind} (${error.code ?? ''} ${error.message})`,
          );
          throw error;
        }
        this.logger.error(
          { err: error, subscriptionId: subject.id },
          'Could not renew a subscription; the next pass tries again',
        );
        summary.skipped += 1;
      }
    }
    if (paymentsOff > 0)
      this.logger.warn(
        { subscriptions: paymentsOff },
        'Subscriptions are due but card payments are off on this server (no AUTHNET_* settings)',
      );
    return summary;
  }

  private async renewOne(subject: DueRenewal, now: Date): Promise<keyof RenewalsSummary | 'payments-off'> {
    const action = renewalAction(subject, now);
    const guard: RenewalGuard = {
      id: subject.id,
      status: subject.status,
      currentPeriodEnd: subject.currentPeriodEnd,
      renewalFailures: subject.renewalFailures,
    };
    if (action.kind === 'wait') return 'skipped';
    if (action.kind === 'end') {
      const cancelling = action.reason === 'cancel-at-period-end';
      if (!(await this.renewals.ended(guard, now, cancelling))) return 'skipped';
      const plan = subscriptionPlan(subject.planId);
      // After the change: a seeker who resumed at the last moment gets no mail saying it ended.
      if (cancelling && plan)
        await this.mail(subject, `${stepKey(subject)}-ended`, {
          kind: 'ended',
          props: { name: subject.name, planName: plan.name, publicUrl: this.config.publicUrl },
        });
      return 'ended';
    }
    if (!this.cardCharges.available) return 'payments-off';
    const card = await this.cardCharges.defaultCardOf(subject.userId);
    const attempt = await this.charge(subject, action, card, now);
    if (attempt === 'no-card') return this.recordFailure(subject, guard, action, null, action.plan.price, now);
    if (!attempt) return 'skipped';
    if (!attempt.approved) return this.recordFailure(subject, guard, action, attempt.card, attempt.amountCents, now);
    return this.recordRenewal(guard, action, attempt, now);
  }

  /**
   * One charge attempt under its key. Null when it is not decided: another pass holds it (or a
   * crash left it pending), or the gateway holds it for review; the subscription waits meanwhile.
   * 'no-card' when the seeker has no card and no pass charged this attempt before.
   */
  private async charge(
    subject: DueRenewal,
    action: ChargeAction,
    card: PaymentMethodRecord | null,
    now: Date,
  ): Promise<DecidedAttempt | null | 'no-card'> {
    if (!card) {
      const before = await this.decidedBefore(subject, action);
      return before === undefined ? 'no-card' : before;
    }
    // A gateway that never decided throws here, the attempt forgotten, so the next pass charges it again.
    const outcome = await this.cardCharges.charge({
      payer: { userId: subject.userId, card },
      item: { kind: 'subscription', id: action.plan.id, subscriptionId: subject.id },
      amountCents: action.plan.price,
      description: `${action.plan.name} subscription renewal`,
      idempotencyKey: action.periodKey,
      ifUndecided: 'forget',
      at: now,
    });
    // Undefined here: a concurrent pass released it (the gateway was down); the next pass tries again.
    if (outcome.status === 'duplicate') return (await this.decidedBefore(subject, action)) ?? null;
    if (outcome.status === 'review') {
      this.logger.warn(
        { subscriptionId: subject.id, transactionId: outcome.transactionId },
        'A renewal charge is held for review at the gateway; the subscription waits',
      );
      return null;
    }
    // 'refused': the gateway refused the request for this card (e.g. its stored profile is gone): a failed attempt.
    return {
      chargeId: outcome.chargeId,
      approved: outcome.status === 'approved',
      planId: action.plan.id,
      amountCents: action.plan.price,
      card: { brand: card.brand, last4: card.last4 },
    };
  }

  /**
   * The attempt as an earlier (or concurrent) pass left it: decided, or null after a warning when it
   * is still undecided; undefined when there is none.
   */
  private async decidedBefore(subject: DueRenewal, action: ChargeAction): Promise<DecidedAttempt | null | undefined> {
    const existing = await this.charges.chargeByKey(action.periodKey);
    if (!existing) return undefined;
    if (existing.status === 'pending' || existing.status === 'review') {
      this.logger.warn(
        { subscriptionId: subject.id, periodKey: action.periodKey, status: existing.status },
        'A renewal attempt is not decided yet; the subscription waits',
      );
      return null;
    }
    return {
      chargeId: existing.id,
      approved: existing.status === 'approved',
      planId: existing.itemId,
      amountCents: existing.amountCents,
      card: { brand: existing.cardBrand, last4: existing.cardLast4 },
    };
  }

  private async recordRenewal(
    guard: RenewalGuard,
    action: ChargeAction,
    attempt: DecidedAttempt,
    now: Date,
  ): Promise<'renewed' | 'skipped'> {
    // The plan of the charge made, which a recovering pass reads back from its row.
    const plan = subscriptionPlan(attempt.planId) ?? action.plan;
    const period = renewedPeriod(plan, action.attemptAt);
    // The receipt e-mail is the seeker's confirmation (one per charge, however often this runs).
    await this.receipts.chargeApproved(attempt.chargeId);
    const applied = await this.renewals.renewed(guard, {
      planId: plan.id,
      periodStart: period.start,
      periodEnd: period.end,
      at: now,
    });
    return applied ? 'renewed' : 'skipped';
  }

  private async recordFailure(
    subject: DueRenewal,
    guard: RenewalGuard,
    action: ChargeAction,
    card: EmailCard | null,
    amountCents: number,
    now: Date,
  ): Promise<'failed' | 'cancelled' | 'skipped'> {
    const next = afterFailedAttempt(action.renewalDate, action.attempt);
    const base = { name: subject.name, planName: action.plan.name, publicUrl: this.config.publicUrl };
    const key = `${stepKey(subject)}-failed`;
    // Both the failure with a retry to come and the last one (which cancels the plan) are failed payments.
    const notice = {
      kind: 'payment-failed' as const,
      text: next.status === 'past_due' ? N.paymentFailed(action.plan.name) : N.paymentFailedCancelled(action.plan.name),
    };
    await this.mail(
      subject,
      key,
      next.status === 'past_due'
        ? { kind: 'payment-failed', props: { ...base, amountCents, card, retryAt: next.retryAt } }
        : { kind: 'cancelled', props: base },
      { ...notice, subjectTitle: action.plan.name },
    );
    const applied = await this.renewals.failed(guard, {
      status: next.status,
      renewalFailures: next.renewalFailures,
      retryAt: next.retryAt,
      at: now,
    });
    if (!applied) return 'skipped';
    return next.status === 'past_due' ? 'failed' : 'cancelled';
  }

  /**
   * Queues a renewal mail under a key naming its step, so a pass that runs again does not send it
   * twice. With a notice, the seeker's notification is recorded first under the same key, and the
   * mail goes only when they want this kind's e-mail as it happens (a digest carries it otherwise).
   */
  private async mail(
    subject: DueRenewal,
    dedupeKey: string,
    email: RenewalEmail,
    notice?: RenewalNotice,
  ): Promise<void> {
    if (subject.userDeleted) return;
    if (notice) {
      const [delivery] = await this.center.notify(
        [
          {
            userId: subject.userId,
            kind: notice.kind,
            text: notice.text,
            link: SEEKER_BILLING_PATH,
            subjectId: subject.id,
            subjectTitle: notice.subjectTitle,
            dedupeKey,
          },
        ],
        { ownEmail: true },
      );
      if (delivery?.email !== 'immediate') return;
    }
    const message = await renderRenewalEmail(subject.email, email);
    await this.notifications.sendEmail({ ...message, userId: subject.userId }, { dedupeKey });
  }
}

/** The notification a renewal mail goes with (subscriptions are seekers': their billing page). */
interface RenewalNotice {
  kind: NotificationKind;
  text: string;
  subjectTitle: string;
}

/** The step of a renewal a mail is about: the subscription, its renewal date and the failures so far. */
function stepKey(subject: DueRenewal): string {
  return `renewal-${subject.id}-${subject.currentPeriodEnd.getTime()}-${subject.renewalFailures}`;
}
