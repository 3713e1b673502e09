import type { AuthnetClientConfig, PaymentMethod } from '@marketplace/contracts';
import type { PaymentsConfig } from '../../../config/app-config';
import type { StoredCard } from '../../../infrastructure/payments/payment-gateway';
import type { CardDetails, PaymentMethodRecord } from './payment-methods.repository';

/** A stored card as the app shows it: brand, last four and expiry only. */
export function toPaymentMethod(record: PaymentMethodRecord): PaymentMethod {
  return {
    id: record.id,
    brand: record.brand,
    last4: record.last4,
    expiryMonth: record.expiryMonth,
    expiryYear: record.expiryYear,
    isDefault: record.isDefault,
    createdAt: record.createdAt.toISOString(),
  };
}

/**
 * What the app keeps of a card the gateway stored: its brand and last four as the gateway shows
 * them (it masks the expiry), and the expiry the form sent.
 */
export function toCardDetails(
  stored: Pick<StoredCard, 'brand' | 'last4'>,
  expiryMonth: string,
  expiryYear: string,
): CardDetails {
  return { brand: stored.brand, last4: stored.last4, expiryMonth: Number(expiryMonth), expiryYear: Number(expiryYear) };
}

/** GET /api/payments/authnet/config: the public half of the settings (never the transaction or signature key). */
export function toAuthnetClientConfig(config: PaymentsConfig): AuthnetClientConfig {
  return {
    apiLoginId: config.apiLoginId,
    clientKey: config.clientKey,
    environment: config.environment,
    acceptJsUrl: config.acceptJsUrl,
  };
}
