import { Injectable, Logger } from '@nestjs/common';
import {
  BILLING_HISTORY_PAGE_SIZE,
  BILLING_NOTIFICATION_TEXTS,
  type BillingHistoryPage,
  formatReceiptAmount,
  RECEIPT_MESSAGES,
} from '@marketplace/contracts';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import type { Actor } from '../../../core/auth/actor';
import { invalidField } from '../../../core/errors/assert-valid';
import { NotificationCenter, NotificationsService } from '../../notifications';
import { renderReceiptEmail } from './receipt-email';
import { receiptFileName, renderReceiptPdf } from './receipt-pdf';
import {
  audienceOf,
  decodeHistoryCursor,
  encodeHistoryCursor,
  isChargeId,
  type ReceiptAudience,
  receiptPdfPath,
  toBillingHistoryEntry,
  toReceipt,
} from './receipts.mapper';
import { type ChargeView, ChargesRepository } from '../charges/charges.repository';
import { ReceiptsRepository } from './receipts.repository';
import { BillingError } from '../billing.errors';

/** A receipt as a download. */
export interface ReceiptPdf {
  fileName: string;
  content: Buffer;
}

/**
 * Receipts and the billing history (contracts: billing.ts). Every approved charge has a receipt,
 * issued with its approval (issueFor, called by CardChargesService in the approval's transaction);
 * this service shows them to their payer, as a page, a PDF and an e-mail.
 */
@Injectable()
export class ReceiptsService {
  private readonly logger = new Logger(ReceiptsService.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly charges: ChargesRepository,
    private readonly receipts: ReceiptsRepository,
    private readonly notifications: NotificationsService,
    private readonly center: NotificationCenter,
  ) {}

  /**
   * Issues the receipt of a charge just approved: the next receipt number, once per charge (a second
   * call keeps the first number). Call it in the transaction that records the approval.
   */
  async issueFor(charge: { id: string }): Promise<void> {
    await this.receipts.issue(charge.id);
  }

  /** The signed-in user's charges, newest first, a page after the cursor. */
  async history(actor: Actor, audience: ReceiptAudience, cursor: unknown): Promise<BillingHistoryPage> {
    let after = null;
    if (cursor !== undefined && cursor !== '') {
      after = typeof cursor === 'string' ? decodeHistoryCursor(cursor) : null;
      if (!after) throw invalidField('cursor', RECEIPT_MESSAGES.invalidCursor);
    }
    const rows = await this.charges.historyOf(actor.user.id, after, BILLING_HISTORY_PAGE_SIZE + 1);
    const page = rows.slice(0, BILLING_HISTORY_PAGE_SIZE);
    const last = page.at(-1);
    return {
      entries: page.map((charge) => toBillingHistoryEntry(charge, audience)),
      nextCursor: rows.length > BILLING_HISTORY_PAGE_SIZE && last ? encodeHistoryCursor(last) : null,
    };
  }

  /** One of the user's receipts as a PDF; 404 for anyone else's, and for a charge without one. */
  async pdf(actor: Actor, chargeId: string): Promise<ReceiptPdf> {
    const charge = await this.ownReceipt(actor, chargeId);
    const receipt = toReceipt(charge);
    if (!receipt) throw BillingError.because('receiptNotFound');
    const content = await renderReceiptPdf(
      receipt,
      { name: charge.userName, email: charge.userEmail },
      { supportEmail: this.config.supportEmail },
    );
    return { fileName: receiptFileName(receipt), content };
  }

  /**
   * Call after a charge is approved (subscriptions, renewals, package and critique purchases): the
   * payer (for a company's purchase, the employer who paid) gets the receipt as a notification, and
   * by e-mail when they want receipts as they happen (the digest carries it otherwise), once per
   * charge. Never throws: the payment stands whatever the mail queue does, and a failure is logged.
   */
  async chargeApproved(chargeId: string): Promise<void> {
    try {
      const charge = await this.charges.chargeById(chargeId);
      const receipt = charge ? toReceipt(charge) : null;
      if (!charge || !receipt) {
        this.logger.warn(`No receipt to send for charge ${chargeId}: it is not an approved charge`);
        return;
      }
      const audience = audienceOf(charge.userRole);
      const billingPath = `/${audience}/billing`;
      const dedupeKey = `receipt-${charge.id}`;
      const product = receipt.items.map((item) => item.description).join(', ');
      const [delivery] = await this.center.notify(
        [
          {
            userId: charge.userId,
            kind: 'receipt',
            text: BILLING_NOTIFICATION_TEXTS.receipt(receipt.number, formatReceiptAmount(receipt.total), product),
            link: billingPath,
            subjectId: charge.id,
            subjectTitle: receipt.number,
            dedupeKey,
          },
        ],
        { ownEmail: true },
      );
      if (delivery?.email !== 'immediate') return;
      const message = await renderReceiptEmail(charge.userEmail, {
        name: charge.userName,
        receipt,
        pdfUrl: `${this.config.publicUrl}${receiptPdfPath(audience, charge.id)}`,
        billingUrl: `${this.config.publicUrl}${billingPath}`,
        supportEmail: this.config.supportEmail,
      });
      await this.notifications.sendEmail({ ...message, userId: charge.userId }, { dedupeKey });
    } catch (error) {
      this.logger.error(
        `The receipt notification or e-mail of charge ${chargeId} could not be queued: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** The charge when it is the actor's, else 404 (also for ids that cannot be charges). */
  private async ownReceipt(actor: Actor, chargeId: string): Promise<ChargeView> {
    const charge = isChargeId(chargeId) ? await this.charges.chargeById(chargeId) : null;
    if (!charge || charge.userId !== actor.user.id) throw BillingError.because('receiptNotFound');
    return charge;
  }
}
