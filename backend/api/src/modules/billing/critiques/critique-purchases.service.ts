import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import {
  CRITIQUE_PRICE_CENTS,
  CRITIQUE_PRODUCT_ID,
  CRITIQUE_PRODUCT_NAME,
  joinProviderMessages,
} from '@marketplace/contracts';
import { PaymentGatewayError } from '../../../infrastructure/payments/payment-gateway';
import { CardChargesService } from '../charges/card-charges.service';
import { ChargesRepository } from '../charges/charges.repository';
import { isGatewayOutage } from '../gateway-calls';
import { IdempotentRequests, readIdempotencyKey } from '../idempotent-requests.service';
import { receiptNumberOf } from '../receipts/receipts.mapper';
import { ReceiptsService } from '../receipts/receipts.service';

/** The Idempotency-Key scope of a critique request. */
const CRITIQUE_REQUEST_SCOPE = 'critique-request';

/** The seeker's default card as the critiques page names it. */
export interface CritiqueCard {
  brand: string;
  last4: string;
}

/**
 * How buying a critique ended. Refusals carry no message: the critiques module answers them with
 * its own codes and texts.
 */
export type CritiquePurchaseOutcome<Granted> =
  | { status: 'approved'; chargeId: string; amountCents: number; receiptNumber: string | null; granted: Granted }
  | { status: 'unavailable' }
  | { status: 'no-card' }
  | { status: 'declined'; reasonText: string };

/**
 * Billing's side of resume critiques: a critique is a one-off product bought with the seeker's
 * default card through CardChargesService (a charge of kind 'critique' with its receipt), and what
 * it buys is written by `onApproved` in the approval's transaction, so a paid critique always exists.
 */
@Injectable()
export class CritiquePurchases {
  private readonly logger = new Logger(CritiquePurchases.name);

  constructor(
    private readonly cardCharges: CardChargesService,
    private readonly charges: ChargesRepository,
    private readonly receipts: ReceiptsService,
    private readonly idempotent: IdempotentRequests,
  ) {}

  /**
   * Runs a critique request once per Idempotency-Key when the caller sends one (a retry, or a
   * double click, gets the first answer instead of a second charge); without a key it just runs.
   */
  async once<T>(seekerId: string, idempotencyKey: unknown, body: unknown, work: () => Promise<T>): Promise<T> {
    if (idempotencyKey === undefined || idempotencyKey === '') return work();
    return this.idempotent.run(seekerId, CRITIQUE_REQUEST_SCOPE, readIdempotencyKey(idempotencyKey), body, work);
  }

  /** Whether card payments are on. */
  get available(): boolean {
    return this.cardCharges.available;
  }

  /** The seeker's default card, or null. */
  async defaultCardOf(seekerId: string): Promise<CritiqueCard | null> {
    const card = await this.cardCharges.defaultCardOf(seekerId);
    return card ? { brand: card.brand, last4: card.last4 } : null;
  }

  /** Charges CRITIQUE_PRICE_CENTS to the seeker's default card once; `onApproved` runs in the approval's transaction. */
  async buy<Granted>(
    seekerId: string,
    onApproved: (chargeId: string) => Promise<Granted>,
  ): Promise<CritiquePurchaseOutcome<Granted>> {
    if (!this.cardCharges.available) return { status: 'unavailable' };
    const card = await this.cardCharges.defaultCardOf(seekerId);
    if (!card) return { status: 'no-card' };
    const purchaseId = randomUUID();
    let outcome: Awaited<ReturnType<CardChargesService['charge']>>;
    try {
      outcome = await this.cardCharges.charge<Granted>({
        payer: { userId: seekerId, card },
        item: { kind: 'critique', id: CRITIQUE_PRODUCT_ID, subscriptionId: null },
        amountCents: CRITIQUE_PRICE_CENTS,
        description: CRITIQUE_PRODUCT_NAME,
        idempotencyKey: `critique:${purchaseId}`,
        ifUndecided: 'record',
        onApproved,
      });
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      this.logger.error(`Payment gateway ${error.kind} while buying a critique: ${error.code ?? ''} ${error.message}`);
      return { status: 'unavailable' };
    }
    if (outcome.status === 'refused') {
      if (isGatewayOutage(outcome.error)) return { status: 'unavailable' };
      return { status: 'declined', reasonText: joinProviderMessages(outcome.error.messages) };
    }
    // A purchase's key is new: a duplicate is a bug, not a payment.
    if (outcome.status === 'duplicate') throw new Error(`Critique purchase ${purchaseId} was charged already`);
    // 'review' (held by the gateway) is not paid yet: nothing is bought until it is.
    if (outcome.status !== 'approved') return { status: 'declined', reasonText: outcome.reasonText };
    if (outcome.granted === undefined) throw new Error(`Critique purchase ${purchaseId} was paid without its critique`);
    // The receipt was issued with the approval; its e-mail goes now (never throws).
    await this.receipts.chargeApproved(outcome.chargeId);
    const charge = await this.charges.chargeById(outcome.chargeId);
    return {
      status: 'approved',
      chargeId: outcome.chargeId,
      amountCents: CRITIQUE_PRICE_CENTS,
      receiptNumber: charge ? receiptNumberOf(charge) : null,
      granted: outcome.granted as Granted,
    };
  }
}
