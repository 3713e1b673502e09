import { Injectable, Logger } from '@nestjs/common';
import {
  BILLING_NOTIFICATION_TEXTS as N,
  formatBillingDate,
  formatCents,
  RENEWAL_REMINDER_DAYS,
  SEEKER_BILLING_PATH,
  type SubscriptionPlan,
  subscriptionPlan,
} from '@marketplace/contracts';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { Clock } from '../../../core/clock/clock';
import { NotificationCenter, NotificationPreferences, NotificationsService, renderEmail } from '../../notifications';
import { renewalComingTemplate } from './renewal-emails';
import { type ComingRenewal, RenewalsRepository } from './renewals.repository';

const DAY_MS = 86_400_000;

/** Subscriptions one pass reminds at most; the rest wait for the next pass (an hour). */
export const RENEWAL_REMINDERS_PER_PASS = 500;

/** What one reminder pass did, by subscription. */
export interface RenewalRemindersSummary {
  /** A notification was recorded for the renewal now (not by an earlier pass). */
  reminded: number;
  /** The reminder e-mail was queued (the seeker wants this kind's e-mail as it happens). */
  mailed: number;
  /** Marked without a reminder: the account is gone or the plan is not in the catalogue (the renewal ends it). */
  passed: number;
  /** Left for the next pass after a failure. */
  failed: number;
}

/** Names one reminder: one per subscription and renewal date, so a repeated pass records and mails nothing twice. */
export function renewalReminderKey(subscriptionId: string, periodEnd: Date): string {
  return `renewal-coming-${subscriptionId}-${periodEnd.toISOString()}`;
}

/** The plan the renewal charges and renews into: the pending change if the seeker chose one. */
export function renewingPlan(subject: Pick<ComingRenewal, 'planId' | 'pendingPlanId'>): SubscriptionPlan | undefined {
  return subscriptionPlan(subject.pendingPlanId ?? subject.planId);
}

/**
 * Reminds seekers, RENEWAL_REMINDER_DAYS ahead, that their plan renews and what it will cost
 * ('renewal-coming'): one notification per subscription and renewal date, and the reminder e-mail
 * to those who want this kind's e-mail as it happens (the daily digest carries it otherwise). A
 * plan set to end at its period end renews nothing and gets no reminder. Subscriptions are
 * seekers' only (employers buy packages, which do not renew).
 *
 * A subscription is marked with the renewal date it was reminded of only after its notification
 * and mail are queued; a pass that fails in between is done again by the next, whose notification
 * and mail the center and the mail queue do not take twice (both are keyed).
 */
@Injectable()
export class RenewalRemindersService {
  private readonly logger = new Logger(RenewalRemindersService.name);

  constructor(
    private readonly clock: Clock,
    private readonly renewals: RenewalsRepository,
    private readonly center: NotificationCenter,
    private readonly preferences: NotificationPreferences,
    private readonly notifications: NotificationsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Reminds every renewal that came within reach; a failure with one subscription is logged and the pass goes on. */
  async remindDue(limit: number = RENEWAL_REMINDERS_PER_PASS): Promise<RenewalRemindersSummary> {
    const now = this.clock.now();
    const until = new Date(now.getTime() + RENEWAL_REMINDER_DAYS * DAY_MS);
    const summary: RenewalRemindersSummary = { reminded: 0, mailed: 0, passed: 0, failed: 0 };
    for (const subject of await this.renewals.remindersDue(now, until, limit)) {
      try {
        const outcome = await this.remindOne(subject);
        if (outcome === 'passed') summary.passed += 1;
        else {
          if (outcome.created) summary.reminded += 1;
          if (outcome.mailed) summary.mailed += 1;
        }
        await this.renewals.markReminded(subject.id, subject.currentPeriodEnd);
      } catch (error) {
        this.logger.error(
          { err: error, subscriptionId: subject.id },
          'Could not remind a seeker of a renewal; the next pass tries again',
        );
        summary.failed += 1;
      }
    }
    return summary;
  }

  private async remindOne(subject: ComingRenewal): Promise<'passed' | { created: boolean; mailed: boolean }> {
    const plan = renewingPlan(subject);
    if (subject.userDeleted || !plan) return 'passed';
    const dedupeKey = renewalReminderKey(subject.id, subject.currentPeriodEnd);
    const [delivery] = await this.center.notify(
      [
        {
          userId: subject.userId,
          kind: 'renewal-coming',
          text: N.renewalComing(plan.name, formatBillingDate(subject.currentPeriodEnd), formatCents(plan.price)),
          link: SEEKER_BILLING_PATH,
          subjectId: subject.id,
          subjectTitle: plan.name,
          dedupeKey,
        },
      ],
      { ownEmail: true },
    );
    const created = delivery?.created ?? false;
    if (delivery?.email !== 'immediate') return { created, mailed: false };
    const message = await renderEmail(renewalComingTemplate, subject.email, {
      name: subject.name,
      planName: plan.name,
      amountCents: plan.price,
      renewsAt: subject.currentPeriodEnd,
      publicUrl: this.config.publicUrl,
      unsubscribeUrl: await this.preferences.unsubscribeUrl(subject.userId, 'renewal-coming'),
    });
    await this.notifications.sendEmail({ ...message, userId: subject.userId }, { dedupeKey });
    return { created, mailed: true };
  }
}
