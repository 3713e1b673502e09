import { Logger } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import type { ChargeStatus } from '@marketplace/contracts';
import {
  BILLING_JOBS,
  CAPTURE_RECHECK_ATTEMPTS,
  CAPTURE_RECHECK_DELAY_MS,
  type RecheckCaptureJob,
} from '../billing.queue';
import type { ChargesRepository, WebhookCharge } from '../charges/charges.repository';
import { CaptureReconciliationProcessor } from './capture-reconciliation.processor';
import { CaptureNotSettledError, CaptureReconciliationService } from './capture-reconciliation.service';
import type { PaymentWebhooksRepository } from './payment-webhooks.repository';

const TX = '60000000042';
const INVOICE = '7d0c8a520000400080000';

/** The charges as the webhooks find them: by transaction id, or by invoice number. */
class FakeCharges {
  byInvoice = new Map<string, WebhookCharge>();
  /** What the purchase records once the gateway answered. */
  record(invoice: string, status: ChargeStatus, gatewayTransactionId: string | null): void {
    this.byInvoice.set(invoice, {
      id: '7d0c8a52-0000-4000-8000-000000000001',
      kind: 'package',
      amountCents: 9900,
      status,
      gatewayTransactionId,
    });
  }
  async chargeByTransaction(transactionId: string): Promise<WebhookCharge | null> {
    return [...this.byInvoice.values()].find((charge) => charge.gatewayTransactionId === transactionId) ?? null;
  }
  async chargeByInvoice(invoice: string): Promise<WebhookCharge | null> {
    return this.byInvoice.get(invoice) ?? null;
  }
}

const notice = (over: Partial<RecheckCaptureJob> = {}): RecheckCaptureJob => ({
  notificationId: 'n-1',
  eventType: 'net.authorize.payment.authcapture.created',
  transactionId: TX,
  verdict: 'captured',
  invoiceNumber: INVOICE,
  ...over,
});

describe('CaptureReconciliationService', () => {
  let charges: FakeCharges;
  let outcomes: Map<string, string>;
  let queued: Array<{ name: string; data: RecheckCaptureJob; opts: unknown }>;
  let queueDown: boolean;
  let errors: unknown[][];
  let service: CaptureReconciliationService;

  beforeEach(() => {
    charges = new FakeCharges();
    outcomes = new Map();
    queued = [];
    queueDown = false;
    errors = [];
    jest.spyOn(Logger.prototype, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    const webhooks = {
      setOutcome: async (id: string, outcome: string) => void outcomes.set(id, outcome),
    } as unknown as PaymentWebhooksRepository;
    const queue = {
      add: async (name: string, data: RecheckCaptureJob, opts: unknown) => {
        if (queueDown) throw new Error('Redis is down');
        queued.push({ name, data, opts });
      },
    } as unknown as Queue<RecheckCaptureJob>;
    service = new CaptureReconciliationService(charges as unknown as ChargesRepository, webhooks, queue);
  });

  afterEach(() => jest.restoreAllMocks());

  it('acknowledges a capture of a charge already recorded approved with its transaction: nothing queued, nothing logged', async () => {
    charges.record(INVOICE, 'approved', TX);
    expect(await service.onNotification(notice())).toBe('known charge');
    expect(queued).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('queues one delayed re-check, retried with backoff and keyed by the transaction, while the purchase is pending', async () => {
    charges.record(INVOICE, 'pending', null);
    expect(await service.onNotification(notice())).toBe('rechecking: its charge is still pending');
    expect(queued).toEqual([
      {
        name: BILLING_JOBS.recheckCapture,
        data: notice(),
        opts: {
          jobId: `recheck-capture-${TX}`,
          delay: CAPTURE_RECHECK_DELAY_MS,
          attempts: CAPTURE_RECHECK_ATTEMPTS,
          backoff: { type: 'exponential', delay: CAPTURE_RECHECK_DELAY_MS },
        },
      },
    ]);
    expect(errors).toEqual([]);
  });

  it('the re-check after the purchase completed finds it approved and records that on the notification', async () => {
    charges.record(INVOICE, 'pending', null);
    await service.onNotification(notice());
    charges.record(INVOICE, 'approved', TX);
    expect(await service.recheck(notice(), false)).toBe('known charge');
    expect(outcomes.get('n-1')).toBe('known charge');
    expect(errors).toEqual([]);
  });

  it('a re-check before the last throws for the queue to retry, quietly; the last one logs the operator error once', async () => {
    await service.onNotification(notice({ invoiceNumber: null }));
    for (let check = 1; check < CAPTURE_RECHECK_ATTEMPTS; check += 1)
      await expect(service.recheck(notice({ invoiceNumber: null }), false)).rejects.toBeInstanceOf(
        CaptureNotSettledError,
      );
    expect(errors).toEqual([]);
    expect(outcomes.size).toBe(0);
    expect(await service.recheck(notice({ invoiceNumber: null }), true)).toBe('needs attention: no charge records it');
    expect(outcomes.get('n-1')).toBe('needs attention: no charge records it');
    expect(errors).toEqual([
      [
        { transactionId: TX, chargeId: null, eventType: 'net.authorize.payment.authcapture.created' },
        `The gateway took transaction ${TX} (net.authorize.payment.authcapture.created) but no charge records it after the last re-check: it needs an operator`,
      ],
    ]);
  });

  it('logs a capture of a charge recorded as failed at once, naming the charge and the transaction', async () => {
    charges.record(INVOICE, 'error', null);
    expect(await service.onNotification(notice())).toBe('needs attention: its charge is recorded as error');
    expect(queued).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]![0]).toEqual({
      transactionId: TX,
      chargeId: '7d0c8a52-0000-4000-8000-000000000001',
      eventType: 'net.authorize.payment.authcapture.created',
    });
    expect(errors[0]![1]).toContain(`transaction ${TX}`);
  });

  it('logs for an operator when the re-check cannot be queued: nothing else would look', async () => {
    queueDown = true;
    expect(await service.onNotification(notice({ invoiceNumber: null }))).toBe('needs attention: re-check not queued');
    expect(errors).toHaveLength(1);
    expect(errors[0]![1]).toBe(`Could not queue the re-check of transaction ${TX}: it needs an operator`);
  });
});

describe('CaptureReconciliationProcessor', () => {
  it('makes the attempt with no retry left the last check', async () => {
    const lastChecks: boolean[] = [];
    const processor = new CaptureReconciliationProcessor({
      recheck: async (_notice: RecheckCaptureJob, lastCheck: boolean) => {
        lastChecks.push(lastCheck);
        return 'known charge';
      },
    } as unknown as CaptureReconciliationService);
    for (const attemptsMade of [0, 3, 4])
      await processor.recheckCapture({
        data: notice(),
        attemptsMade,
        opts: { attempts: CAPTURE_RECHECK_ATTEMPTS },
      } as unknown as Job<RecheckCaptureJob>);
    expect(lastChecks).toEqual([false, false, true]);
  });
});
