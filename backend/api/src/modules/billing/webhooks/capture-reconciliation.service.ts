import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES } from '../../../infrastructure/queue/queue.constants';
import {
  BILLING_JOBS,
  CAPTURE_RECHECK_ATTEMPTS,
  CAPTURE_RECHECK_DELAY_MS,
  type RecheckCaptureJob,
  recheckCaptureJobId,
} from '../billing.queue';
import { ChargesRepository } from '../charges/charges.repository';
import { type CaptureDecision, reconcileCapture } from './capture-reconciliation';
import { PaymentWebhooksRepository } from './payment-webhooks.repository';

/** Thrown by a re-check that finds the charge not settled yet, so that the queue tries it again after its backoff. */
export class CaptureNotSettledError extends Error {
  override readonly name = 'CaptureNotSettledError';
}

/**
 * Reconciles the gateway's capture and hold notifications with the charges (reconcileCapture's
 * table): checked as the notification arrives, and when its charge has not settled yet, again from
 * the billing queue (one job per transaction, delayed, retried with backoff) until it has or the
 * checks run out. Only what needs an operator is logged as an error, once per check that decides
 * it, naming the transaction and the charge (never card data).
 */
@Injectable()
export class CaptureReconciliationService {
  private readonly logger = new Logger(CaptureReconciliationService.name);

  constructor(
    private readonly charges: ChargesRepository,
    private readonly webhooks: PaymentWebhooksRepository,
    @InjectQueue(QUEUES.billing) private readonly queue: Queue<RecheckCaptureJob>,
  ) {}

  /** The check as the notification arrives: the outcome to record on it; a re-check is queued when the charge has not settled. */
  async onNotification(notice: RecheckCaptureJob): Promise<string> {
    const decision = await this.check(notice, false);
    if (decision.action !== 'recheck') return decision.outcome;
    try {
      await this.queue.add(BILLING_JOBS.recheckCapture, notice, {
        jobId: recheckCaptureJobId(notice.transactionId),
        delay: CAPTURE_RECHECK_DELAY_MS,
        attempts: CAPTURE_RECHECK_ATTEMPTS,
        backoff: { type: 'exponential', delay: CAPTURE_RECHECK_DELAY_MS },
      });
    } catch (error) {
      // The notification is recorded and the gateway will not send it again: nothing else will look.
      this.logger.error(
        { err: error, transactionId: notice.transactionId },
        `Could not queue the re-check of transaction ${notice.transactionId}: it needs an operator`,
      );
      return 'needs attention: re-check not queued';
    }
    return decision.outcome;
  }

  /**
   * A re-check from the queue; `lastCheck` on the job's last attempt. Records the outcome on the
   * notification once decided; throws CaptureNotSettledError while the charge has not settled.
   */
  async recheck(notice: RecheckCaptureJob, lastCheck: boolean): Promise<string> {
    const decision = await this.check(notice, lastCheck);
    if (decision.action === 'recheck')
      throw new CaptureNotSettledError(`Transaction ${notice.transactionId}: ${decision.problem}; checking again`);
    await this.webhooks.setOutcome(notice.notificationId, decision.outcome);
    return decision.outcome;
  }

  private async check(notice: RecheckCaptureJob, lastCheck: boolean): Promise<CaptureDecision> {
    const { transactionId, invoiceNumber, verdict } = notice;
    const charge =
      (await this.charges.chargeByTransaction(transactionId)) ??
      (invoiceNumber ? await this.charges.chargeByInvoice(invoiceNumber) : null);
    const decision = reconcileCapture({ verdict, transactionId, charge, lastCheck });
    if (decision.action === 'operator')
      this.logger.error(
        { transactionId, chargeId: charge?.id ?? null, eventType: notice.eventType },
        `The gateway ${verdict === 'held' ? 'holds' : 'took'} transaction ${transactionId} (${notice.eventType}) but ${decision.problem}: it needs an operator`,
      );
    return decision;
  }
}
