import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ChargeKind } from '@marketplace/contracts';
import { Clock } from '../../../core/clock/clock';
import { inTransaction } from '../../../infrastructure/database/typed-sql';
import {
  type PaymentGateway,
  PaymentGatewayError,
  type TransactionResult,
} from '../../../infrastructure/payments/payment-gateway';
import { BillingError } from '../billing.errors';
import { isGatewayOutage, storedCardCharge } from '../gateway-calls';
import { PAYMENT_GATEWAY } from '../payment-gateway.provider';
import { type PaymentMethodRecord, PaymentMethodsRepository } from '../payment-methods/payment-methods.repository';
import { ReceiptsService } from '../receipts/receipts.service';
import { ChargesRepository } from './charges.repository';

/** What a charge pays for: a period of a subscription, or a purchase (a package; critiques next). */
export interface ChargedItem {
  kind: ChargeKind;
  /** The catalogue id of the plan or the package. */
  id: string;
  /** The subscription whose period is paid; null for a purchase. */
  subscriptionId: string | null;
}

/** One charge of a stored default card. */
export interface CardChargeRequest<Granted> {
  /**
   * Who pays: the user whose card it is (a seeker, or the employer who buys for their company; cards
   * are each user's). Their default card, from defaultCardOf, read before anything is committed to.
   */
  payer: { userId: string; card: PaymentMethodRecord };
  item: ChargedItem;
  amountCents: number;
  /** The gateway's order description (the payer's statement shows it). */
  description: string;
  /** Unique (the charge's period key): one charge per key, however often or concurrently it is asked. */
  idempotencyKey: string;
  /**
   * When the gateway never decided (it is down, or the call failed): 'forget' deletes the attempt so
   * the same key can be charged again (a renewal retries it); 'record' keeps it as an error (a
   * purchase's key is used once).
   */
  ifUndecided: 'forget' | 'record';
  /** When the charge is made (a renewal pass dates its charges by the pass); now when left out. */
  at?: Date;
  /** What the payment buys, given in the transaction that records the approval and issues its receipt. */
  onApproved?: (chargeId: string) => Promise<Granted>;
}

/** How a charge ended. */
export type CardChargeOutcome<Granted> =
  /** The key has a charge already (decided, or still running elsewhere): nothing was charged now. */
  | { status: 'duplicate' }
  /** Paid: recorded approved, its receipt issued, and what onApproved gave. */
  | { status: 'approved'; chargeId: string; transactionId: string | null; granted: Granted | undefined }
  /** Not paid: declined, failed, or held by the gateway for review (the gateway's reason beside it). */
  | { status: 'declined' | 'error' | 'review'; chargeId: string; transactionId: string | null; reasonText: string }
  /** The gateway refused the request for this card (e.g. its stored profile is gone): recorded as an error. */
  | { status: 'refused'; chargeId: string; error: PaymentGatewayError };

/**
 * The one way billing charges a card: a company's or a seeker's stored default card, through the
 * payment gateway port, under an idempotency key. The charge row is opened (pending, its key unique)
 * before the gateway is asked, so only one caller reaches the gateway with a key; the outcome is
 * recorded after, and an approval issues the charge's receipt in the same transaction.
 */
@Injectable()
export class CardChargesService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly charges: ChargesRepository,
    private readonly cards: PaymentMethodsRepository,
    private readonly receipts: ReceiptsService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
  ) {}

  /** Whether card payments are on (the server has the gateway's settings). */
  get available(): boolean {
    return this.gateway !== null;
  }

  /** The user's default stored card, or null. */
  async defaultCardOf(userId: string): Promise<PaymentMethodRecord | null> {
    return (await this.cards.cardsOf(userId)).find((card) => card.isDefault) ?? null;
  }

  /**
   * Charges the payer's card once for the key. Throws what the gateway threw when it never decided
   * (after forgetting or recording the attempt, see ifUndecided), and paymentsUnavailable when card
   * payments are off.
   */
  async charge<Granted = void>(request: CardChargeRequest<Granted>): Promise<CardChargeOutcome<Granted>> {
    if (!this.gateway) throw BillingError.because('paymentsUnavailable');
    const { payer, item } = request;
    const chargeId = randomUUID();
    const opened = await this.charges.open({
      id: chargeId,
      userId: payer.userId,
      subscriptionId: item.subscriptionId,
      kind: item.kind,
      itemId: item.id,
      periodKey: request.idempotencyKey,
      amountCents: request.amountCents,
      cardBrand: payer.card.brand,
      cardLast4: payer.card.last4,
      at: request.at ?? this.clock.now(),
    });
    if (!opened) return { status: 'duplicate' };
    let result: TransactionResult;
    try {
      result = await this.gateway.charge(
        storedCardCharge(payer.card, {
          chargeId,
          userId: payer.userId,
          amountCents: request.amountCents,
          description: request.description,
        }),
      );
    } catch (error) {
      if (error instanceof PaymentGatewayError && !isGatewayOutage(error)) {
        await this.charges.finish(chargeId, 'error', null);
        return { status: 'refused', chargeId, error };
      }
      if (request.ifUndecided === 'forget') await this.charges.release(chargeId);
      else await this.charges.finish(chargeId, 'error', null);
      throw error;
    }
    if (result.outcome !== 'approved') {
      await this.charges.finish(chargeId, result.outcome, result.transactionId);
      return { status: result.outcome, chargeId, transactionId: result.transactionId, reasonText: result.reasonText };
    }
    const granted = await inTransaction(this.em, async () => {
      await this.charges.finish(chargeId, 'approved', result.transactionId);
      await this.receipts.issueFor({ id: chargeId });
      return request.onApproved?.(chargeId);
    });
    return { status: 'approved', chargeId, transactionId: result.transactionId, granted };
  }
}
