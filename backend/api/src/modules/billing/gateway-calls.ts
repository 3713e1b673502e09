import { type Logger } from '@nestjs/common';
import { joinProviderMessages } from '@marketplace/contracts';
import { type ChargeInput, PaymentGatewayError } from '../../infrastructure/payments/payment-gateway';
import type { PaymentMethodRecord } from './payment-methods/payment-methods.repository';
import { BillingError } from './billing.errors';

/** The gateway's codes for a merchant it does not accept (bad or inactive credentials): our fault, not the card's. */
const MERCHANT_REFUSED = new Set(['E00007', 'E00008', 'E00009', 'E00059']);

/** The gateway is down or refuses our merchant account: nothing about the card is known, and it is ours to fix. */
export function isGatewayOutage(error: PaymentGatewayError): boolean {
  return error.kind === 'unavailable' || (error.code !== null && MERCHANT_REFUSED.has(error.code));
}

/**
 * Runs a gateway call for billing's services. A request the gateway refused answers 400 with its
 * messages joined by commas (as the payment dialog shows them), else `failure`; a gateway that is down or refuses
 * our credentials answers 503 (and is logged: it is ours to fix).
 */
export async function atGateway<T>(logger: Logger, call: () => Promise<T>, failure: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    throw gatewayFailure(logger, error, failure);
  }
}

/** What billing's services answer for a gateway error (see atGateway): 503 for an outage (logged), else 400. */
export function gatewayFailure(
  logger: Logger,
  error: PaymentGatewayError,
  failure: string,
): ReturnType<typeof BillingError.because> {
  if (isGatewayOutage(error)) {
    logger.error(`Payment gateway ${error.kind}: ${error.code ?? ''} ${error.message}`);
    return BillingError.because('paymentsUnavailable');
  }
  return BillingError.because('gatewayRefused', joinProviderMessages(error.messages) || failure);
}

/**
 * The gateway's merchantCustomerId (at most 20 characters) for a user: the first 20 hex digits of
 * their id, so a retried first card finds the profile the gateway already holds for them.
 */
export function merchantCustomerIdOf(userId: string): string {
  return userId.replace(/-/g, '').slice(0, 20);
}

/** The gateway's invoice number of a charge (at most 20 characters): the charge id's first 20 hex digits. */
export function invoiceNumberOf(chargeId: string): string {
  return chargeId.replace(/-/g, '').slice(0, 20);
}

/**
 * A charge of a user's stored card (its payment profile) for one of our charge rows: the invoice
 * number names the row (invoiceNumberOf), so the gateway's reports and webhooks lead back to it.
 */
export function storedCardCharge(
  card: Pick<PaymentMethodRecord, 'customerProfileId' | 'paymentProfileId'>,
  charge: { chargeId: string; userId: string; amountCents: number; description: string },
): ChargeInput {
  return {
    amountCents: charge.amountCents,
    source: { customerProfileId: card.customerProfileId, paymentProfileId: card.paymentProfileId },
    order: { invoiceNumber: invoiceNumberOf(charge.chargeId), description: charge.description },
    customerId: merchantCustomerIdOf(charge.userId),
  };
}
