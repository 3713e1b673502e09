import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../core/clock/clock';
import type { PaymentGateway, WebhookNotification } from '../../../infrastructure/payments/payment-gateway';
import { PackagesRepository } from '../packages/packages.repository';
import { PAYMENT_GATEWAY } from '../payment-gateway.provider';
import { ChargesRepository, type WebhookCharge } from '../charges/charges.repository';
import { PaymentWebhooksRepository } from './payment-webhooks.repository';
import { BillingError } from '../billing.errors';
import { verdictOf } from './capture-reconciliation';
import { CaptureReconciliationService } from './capture-reconciliation.service';

/** The notifications the app asks the gateway for (registered with ensureWebhook). */
export const WEBHOOK_EVENT_TYPES = [
  'net.authorize.payment.authcapture.created',
  'net.authorize.payment.fraud.held',
  'net.authorize.payment.refund.created',
  'net.authorize.payment.void.created',
] as const;

/** Where the gateway posts them, under PUBLIC_URL. */
export const WEBHOOK_PATH = '/api/payments/authnet/webhook';

/** The answer to a notification with no valid X-ANET-Signature. */
export { WEBHOOK_SIGNATURE_INVALID } from '../billing.errors';

/**
 * The card provider's webhooks: a notification is taken only with a valid X-ANET-Signature (the
 * HMAC-SHA512 of its exact body, compared in constant time by the gateway driver), recorded once
 * (a redelivery changes nothing), then reconciled with the charges:
 * - a refund or void made outside the app (the merchant interface) is recorded on its charge, and a
 *   refunded package's unused job posts lapse, as with an admin's refund in the app;
 * - a capture or hold goes to CaptureReconciliationService: acknowledged when its charge is recorded
 *   as the gateway says; checked again from the queue while the purchase has not recorded it yet
 *   (the gateway may post before the app has its answer); logged as an error for an operator only
 *   when it names a charge recorded as failed, or none after the re-checks: nothing is granted
 *   automatically;
 * - the rest (the app's own refunds and voids) is already known and only recorded.
 */
@Injectable()
export class PaymentWebhooksService {
  private readonly logger = new Logger(PaymentWebhooksService.name);

  constructor(
    private readonly clock: Clock,
    private readonly webhooks: PaymentWebhooksRepository,
    private readonly charges: ChargesRepository,
    private readonly packages: PackagesRepository,
    private readonly captures: CaptureReconciliationService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
  ) {}

  /** 401 for a bad signature, 503 with payments off; otherwise what was done (answered with 200, so the gateway stops delivering it). */
  async receive(rawBody: Buffer | null, signature: string | undefined): Promise<{ received: true; outcome: string }> {
    if (!this.gateway) throw BillingError.because('paymentsUnavailable');
    const notification = rawBody ? this.gateway.verifyWebhook(rawBody, signature) : null;
    if (!notification) throw BillingError.because('webhookSignatureInvalid');
    const entityId = typeof notification.payload['id'] === 'string' ? notification.payload['id'] : null;
    const fresh = await this.webhooks.record({
      notificationId: notification.notificationId,
      eventType: notification.eventType,
      entityId,
      payload: notification.payload,
      at: this.clock.now(),
    });
    if (!fresh) return { received: true, outcome: 'already received' };
    const outcome = await this.handle(this.gateway, notification, entityId);
    await this.webhooks.setOutcome(notification.notificationId, outcome);
    return { received: true, outcome };
  }

  private async handle(
    gateway: PaymentGateway,
    notification: WebhookNotification,
    transactionId: string | null,
  ): Promise<string> {
    if (!transactionId) return 'ignored: no transaction';
    const verdict = verdictOf(notification.eventType, notification.payload);
    if (verdict) {
      const invoice = notification.payload['invoiceNumber'];
      return this.captures.onNotification({
        notificationId: notification.notificationId,
        eventType: notification.eventType,
        transactionId,
        verdict,
        invoiceNumber: typeof invoice === 'string' ? invoice : null,
      });
    }
    switch (notification.eventType) {
      case 'net.authorize.payment.refund.created': {
        const refund = await gateway.getTransaction(transactionId);
        const charge = refund?.refTransactionId
          ? await this.charges.chargeByTransaction(refund.refTransactionId)
          : null;
        return charge
          ? this.recordOutsideRefund(charge, 'refund', transactionId)
          : 'ignored: not a refund of our charges';
      }
      case 'net.authorize.payment.void.created': {
        const charge = await this.charges.chargeByTransaction(transactionId);
        return charge ? this.recordOutsideRefund(charge, 'void', transactionId) : 'ignored: not one of our charges';
      }
      default:
        return 'ignored: event type';
    }
  }

  private async recordOutsideRefund(
    charge: WebhookCharge,
    method: 'refund' | 'void',
    transactionId: string,
  ): Promise<string> {
    const at = this.clock.now();
    if (
      !(await this.webhooks.recordOutsideRefund({
        id: randomUUID(),
        chargeId: charge.id,
        amountCents: charge.amountCents,
        method,
        gatewayTransactionId: transactionId,
        at,
      }))
    )
      return 'refund already recorded';
    if (charge.kind === 'package') await this.packages.lapseGrantOfCharge(charge.id, at);
    this.logger.warn(
      `Charge ${charge.id} was ${method === 'void' ? 'voided' : 'refunded'} outside the app (transaction ${transactionId}): recorded`,
    );
    return `${method} recorded`;
  }
}
