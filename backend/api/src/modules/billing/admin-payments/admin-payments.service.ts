import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type AdminPaymentsPage,
  type AdminPaymentsParams,
  RECEIPT_MESSAGES,
  readAdminPageQuery,
  readAdminPaymentsFilters,
  type RefundMethod,
  type RefundPaymentResponse,
} from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import { assertValid } from '../../../core/errors/assert-valid';
import type { PaymentGateway, TransactionResult } from '../../../infrastructure/payments/payment-gateway';
import { atGateway, invoiceNumberOf } from '../gateway-calls';
import { PAYMENT_GATEWAY } from '../payment-gateway.provider';
import { isChargeId, toAdminPayment } from '../receipts/receipts.mapper';
import { type ChargeView, ChargesRepository } from '../charges/charges.repository';
import { PackagesRepository } from '../packages/packages.repository';
import { AdminPaymentsRepository } from './admin-payments.repository';
import { BillingError } from '../billing.errors';

/** Gateway states of a charge that can still be voided (not settled yet). */
const VOIDABLE = new Set([
  'capturedPendingSettlement',
  'authorizedPendingCapture',
  'FDSPendingReview',
  'FDSAuthorizedPendingReview',
]);
/** The state of a charge that can be refunded. */
const SETTLED = 'settledSuccessfully';

/**
 * Payments for admins (GET /api/admin/payments) and full refunds (POST .../refund). A refund is
 * claimed in the database first (one per charge, so two admins clicking at once refund once), then
 * the gateway voids a charge that has not settled yet or refunds a settled one; a refusal gives
 * the claim back. Each refund row names the admin who made it.
 */
@Injectable()
export class AdminPaymentsService {
  private readonly logger = new Logger(AdminPaymentsService.name);

  constructor(
    private readonly clock: Clock,
    private readonly charges: ChargesRepository,
    private readonly payments: AdminPaymentsRepository,
    private readonly packages: PackagesRepository,
    @Inject(PAYMENT_GATEWAY) private readonly paymentGateway: PaymentGateway | null,
  ) {}

  async page(actor: Actor, params: Partial<Record<keyof AdminPaymentsParams, unknown>>): Promise<AdminPaymentsPage> {
    this.assertAdmin(actor);
    const paging = readAdminPageQuery(params);
    const { filters, errors } = readAdminPaymentsFilters(params);
    assertValid({ ...paging.errors, ...errors });
    const { rows, total } = await this.charges.page(filters, (paging.page - 1) * paging.pageSize, paging.pageSize);
    return { payments: rows.map(toAdminPayment), total, page: paging.page, pageSize: paging.pageSize };
  }

  /** Refunds the whole charge once: 404 unknown, 409 not approved or already refunded. */
  async refund(actor: Actor, chargeId: string): Promise<RefundPaymentResponse> {
    this.assertAdmin(actor);
    const charge = await this.ownPayment(chargeId);
    if (charge.refund) throw BillingError.because('alreadyRefunded');
    if (charge.status !== 'approved' || !charge.gatewayTransactionId) throw BillingError.because('notRefundable');
    const gateway = this.gateway();
    const transactionId = charge.gatewayTransactionId;
    const details = await atGateway(
      this.logger,
      () => gateway.getTransaction(transactionId),
      RECEIPT_MESSAGES.refundFailed,
    );
    const method: RefundMethod | null =
      details?.status === SETTLED ? 'refund' : details && VOIDABLE.has(details.status) ? 'void' : null;
    if (!method) throw BillingError.because('notRefundable');

    const refundId = randomUUID();
    const claimed = await this.payments.claimRefund({
      id: refundId,
      chargeId: charge.id,
      amountCents: charge.amountCents,
      method,
      adminId: actor.realUser.id,
      at: this.clock.now(),
    });
    if (!claimed) throw BillingError.because('alreadyRefunded');
    let result: TransactionResult;
    try {
      result = await atGateway(
        this.logger,
        () =>
          method === 'void'
            ? gateway.void(transactionId)
            : gateway.refund({
                transactionId,
                amountCents: charge.amountCents,
                card: { last4: charge.cardLast4 },
                order: { invoiceNumber: invoiceNumberOf(refundId), description: `Refund of ${charge.id}` },
              }),
        RECEIPT_MESSAGES.refundFailed,
      );
    } catch (error) {
      await this.payments.releaseRefund(refundId);
      throw error;
    }
    if (result.outcome !== 'approved') {
      await this.payments.releaseRefund(refundId);
      throw BillingError.because('refundFailed', result.reasonText.trim() || undefined);
    }
    await this.payments.completeRefund(refundId, result.transactionId, this.clock.now());
    // A refunded package's unused job posts go with the money; jobs already posted with it stay listed.
    if (charge.kind === 'package') await this.packages.lapseGrantOfCharge(charge.id, this.clock.now());
    this.logger.log(`Admin ${actor.realUser.id} refunded charge ${charge.id} (${method}, ${charge.amountCents} cents)`);
    return { payment: toAdminPayment((await this.charges.chargeById(charge.id)) ?? charge) };
  }

  /** Admins acting as themselves only (an impersonating admin acts as a seeker or employer). */
  private assertAdmin(actor: Actor): void {
    if (actor.user.role !== 'admin') throw BillingError.because('adminsOnly');
  }

  /** The charge, or 404 (also for ids that cannot be charges). */
  private async ownPayment(chargeId: string): Promise<ChargeView> {
    const charge = isChargeId(chargeId) ? await this.charges.chargeById(chargeId) : null;
    if (!charge) throw BillingError.because('paymentNotFound');
    return charge;
  }

  private gateway(): PaymentGateway {
    if (!this.paymentGateway) throw BillingError.because('paymentsUnavailable');
    return this.paymentGateway;
  }
}
