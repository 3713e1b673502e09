import {
  CONCIERGE_MESSAGES,
  GENERIC_MESSAGES,
  JOB_POSTING_MESSAGES,
  PACKAGE_MESSAGES,
  PAYMENT_MESSAGES,
  RECEIPT_MESSAGES,
  SUBSCRIPTION_MESSAGES,
} from '@marketplace/contracts';
import { defineDomainError } from '../../core/errors/domain-error';

/** What the payment webhook answers to a notification whose signature does not check out. */
export const WEBHOOK_SIGNATURE_INVALID = 'The webhook signature is missing or wrong';

/**
 * Refusals of cards, packages, subscriptions, receipts, refunds, concierges and the payment
 * webhook. A declined charge gives the gateway's own reason when it has one.
 */
export const BillingError = defineDomainError('BillingError', {
  paymentsUnavailable: {
    code: 'BILLING_PAYMENTS_UNAVAILABLE',
    kind: 'unavailable',
    message: PAYMENT_MESSAGES.paymentsUnavailable,
  },
  gatewayRefused: { code: 'BILLING_GATEWAY_REFUSED', kind: 'invalid' },
  paymentMethodNotFound: {
    code: 'BILLING_PAYMENT_METHOD_NOT_FOUND',
    kind: 'notFound',
    message: PAYMENT_MESSAGES.paymentMethodNotFound,
  },
  addCardFailed: { code: 'BILLING_ADD_CARD_FAILED', kind: 'invalid', message: PAYMENT_MESSAGES.addFailed },
  updateCardFailed: { code: 'BILLING_UPDATE_CARD_FAILED', kind: 'invalid', message: PAYMENT_MESSAGES.updateFailed },
  packageNoCard: { code: 'BILLING_PACKAGE_NO_CARD', kind: 'invalid', message: PACKAGE_MESSAGES.noCard },
  packageChargeFailed: {
    code: 'BILLING_PACKAGE_CHARGE_FAILED',
    kind: 'invalid',
    message: PACKAGE_MESSAGES.chargeFailed,
  },
  packageNoCompany: { code: 'BILLING_PACKAGE_NO_COMPANY', kind: 'forbidden', message: PACKAGE_MESSAGES.noCompany },
  subscriptionNoCard: { code: 'BILLING_SUBSCRIPTION_NO_CARD', kind: 'invalid', message: SUBSCRIPTION_MESSAGES.noCard },
  subscriptionChargeFailed: {
    code: 'BILLING_SUBSCRIPTION_CHARGE_FAILED',
    kind: 'invalid',
    message: SUBSCRIPTION_MESSAGES.chargeFailed,
  },
  noSubscription: { code: 'BILLING_NO_SUBSCRIPTION', kind: 'notFound', message: SUBSCRIPTION_MESSAGES.noSubscription },
  alreadySubscribed: {
    code: 'BILLING_ALREADY_SUBSCRIBED',
    kind: 'conflict',
    message: SUBSCRIPTION_MESSAGES.alreadySubscribed,
  },
  idempotencyKeyReused: {
    code: 'BILLING_IDEMPOTENCY_KEY_REUSED',
    kind: 'unprocessable',
    message: SUBSCRIPTION_MESSAGES.idempotencyKeyReused,
  },
  requestInProgress: {
    code: 'BILLING_REQUEST_IN_PROGRESS',
    kind: 'conflict',
    message: SUBSCRIPTION_MESSAGES.requestInProgress,
  },
  receiptNotFound: { code: 'BILLING_RECEIPT_NOT_FOUND', kind: 'notFound', message: RECEIPT_MESSAGES.receiptNotFound },
  paymentNotFound: { code: 'BILLING_PAYMENT_NOT_FOUND', kind: 'notFound', message: RECEIPT_MESSAGES.paymentNotFound },
  alreadyRefunded: { code: 'BILLING_ALREADY_REFUNDED', kind: 'conflict', message: RECEIPT_MESSAGES.alreadyRefunded },
  notRefundable: { code: 'BILLING_NOT_REFUNDABLE', kind: 'conflict', message: RECEIPT_MESSAGES.notRefundable },
  refundFailed: { code: 'BILLING_REFUND_FAILED', kind: 'invalid', message: RECEIPT_MESSAGES.refundFailed },
  adminsOnly: { code: 'BILLING_ADMINS_ONLY', kind: 'forbidden', message: GENERIC_MESSAGES.forbidden },
  conciergeNoCompany: {
    code: 'BILLING_CONCIERGE_NO_COMPANY',
    kind: 'forbidden',
    message: JOB_POSTING_MESSAGES.noCompany,
  },
  noConciergeJob: { code: 'BILLING_NO_CONCIERGE_JOB', kind: 'notFound', message: CONCIERGE_MESSAGES.noConciergeJob },
  webhookSignatureInvalid: {
    code: 'BILLING_WEBHOOK_SIGNATURE_INVALID',
    kind: 'unauthorized',
    message: WEBHOOK_SIGNATURE_INVALID,
  },
});
