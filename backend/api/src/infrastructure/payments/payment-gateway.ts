/**
 * The payment-gateway port: customer profiles with stored cards created from Accept.js opaque
 * data, charges on opaque data or on a stored card, refunds and voids, and signed webhook
 * notifications. Card numbers never pass through it: cards arrive as single-use opaque data and
 * leave as brand, last four digits and expiry. Implemented over Authorize.net's JSON API by
 * AuthnetPaymentGateway (authnet/authnet-payment-gateway.ts).
 *
 * Declines are answers, not errors: charge, refund and void resolve with a TransactionResult the
 * caller records (a renewal attempt, a receipt). PaymentGatewayError is for a request the gateway
 * refused (kind 'rejected', with its code) or never answered (kind 'unavailable').
 */

/** Accept.js opaque data: the single-use token the browser got for a card (valid 15 minutes). */
export interface OpaqueData {
  dataDescriptor: string;
  dataValue: string;
}

/** A billing name and address (each part optional; Authorize.net's lengths apply). */
export interface BillingAddress {
  firstName?: string;
  lastName?: string;
  company?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  phoneNumber?: string;
}

/** A card to store: the browser's opaque data, with an optional billing address. */
export interface NewCard {
  opaqueData: OpaqueData;
  billTo?: BillingAddress;
  isDefault?: boolean;
}

/** A stored card as the gateway shows it: never more than brand, last four and expiry. */
export interface StoredCard {
  paymentProfileId: string;
  /** Visa, MasterCard, AmericanExpress, Discover, JCB, DinersClub. */
  brand: string;
  last4: string;
  /** YYYY-MM. */
  expiration: string;
  isDefault: boolean;
  billTo: BillingAddress | null;
}

export interface CustomerProfile {
  customerProfileId: string;
  merchantCustomerId: string | null;
  email: string | null;
  description: string | null;
  cards: StoredCard[];
}

export interface CreateCustomerProfileInput {
  /** Our id for the customer: at most 20 characters. */
  merchantCustomerId?: string;
  email?: string;
  description?: string;
  /** A first card, stored with the profile. */
  card?: NewCard;
}

export interface CreatedCustomerProfile {
  customerProfileId: string;
  paymentProfileId: string | null;
  /** The gateway already had this customer (same merchantCustomerId, description and e-mail); its id is answered and the card, if any, is not stored. */
  existing: boolean;
}

export interface AddedCard {
  paymentProfileId: string;
  /** The customer already had this card stored; its payment profile is answered. */
  existing: boolean;
}

export interface OrderInfo {
  /** At most 20 characters. */
  invoiceNumber?: string;
  /** At most 255 characters. */
  description?: string;
}

export type ChargeSource = { opaqueData: OpaqueData } | { customerProfileId: string; paymentProfileId: string };

export interface ChargeInput {
  amountCents: number;
  source: ChargeSource;
  order?: OrderInfo;
  /** Our customer id as the gateway's reports show it (at most 20 characters). */
  customerId?: string;
  email?: string;
  billTo?: BillingAddress;
  /**
   * Seconds within which the gateway refuses the same charge again (reason code 11); the gateway's
   * default is 120, 0 turns the check off.
   */
  duplicateWindowSeconds?: number;
  /** Echoed back by the gateway; at most 20 characters. */
  refId?: string;
}

/** A refund goes back to the card that paid: named by its last four digits, or by the stored card. */
export interface RefundInput {
  transactionId: string;
  amountCents: number;
  card: { last4: string } | { customerProfileId: string; paymentProfileId: string };
  order?: OrderInfo;
  refId?: string;
}

/** approved (response code 1), declined (2), error (3, e.g. a duplicate or an invalid card), review (4, held). */
export type TransactionOutcome = 'approved' | 'declined' | 'error' | 'review';

export interface GatewayMessage {
  code: string;
  text: string;
}

export interface TransactionResult {
  outcome: TransactionOutcome;
  /** The gateway's transaction id; null when no transaction was created (errors, duplicates). */
  transactionId: string | null;
  responseCode: string;
  /** The response reason code (1 approved, 2 declined, 11 duplicate, ...). */
  reasonCode: number | null;
  /** The reason in the gateway's words, e.g. "This transaction has been declined." */
  reasonText: string;
  /** Refused as a repeat of a charge within the duplicate window (reason code 11). */
  duplicate: boolean;
  authCode: string | null;
  avsResultCode: string | null;
  cvvResultCode: string | null;
  /** XXXX1111 */
  accountNumber: string | null;
  /** Visa, MasterCard, ... */
  accountType: string | null;
  /** The answer's top-level messages (I00001, E00027, ...). */
  messages: GatewayMessage[];
}

export interface TransactionDetails {
  transactionId: string;
  /** For refunds and voids of refunds: the transaction they refer to. */
  refTransactionId: string | null;
  type: string;
  /** capturedPendingSettlement, settledSuccessfully, voided, declined, refundPendingSettlement, ... */
  status: string;
  responseCode: number;
  reasonCode: number;
  amountCents: number;
  settleAmountCents: number;
  submittedAt: Date;
  invoiceNumber: string | null;
  accountNumber: string | null;
  accountType: string | null;
}

/** A webhook notification whose signature was checked. */
export interface WebhookNotification {
  notificationId: string;
  /** e.g. net.authorize.payment.authcapture.created */
  eventType: string;
  eventDate: string;
  webhookId: string;
  /** For payments: responseCode, authCode, avsResponse, authAmount, entityName 'transaction', id. */
  payload: Record<string, unknown>;
}

export class PaymentGatewayError extends Error {
  constructor(
    /** rejected: the gateway answered with an error; unavailable: it could not be reached or answered nonsense. */
    readonly kind: 'rejected' | 'unavailable',
    /** The first message's code (E00003, E00007, E00040, E00114, ...), null when unavailable. */
    readonly code: string | null,
    readonly messages: readonly GatewayMessage[],
    message: string,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}

export abstract class PaymentGateway {
  abstract createCustomerProfile(input: CreateCustomerProfileInput): Promise<CreatedCustomerProfile>;
  /** The profile with its stored cards, or null when the gateway has none with that id. */
  abstract getCustomerProfile(customerProfileId: string): Promise<CustomerProfile | null>;
  /** Deletes the profile and its cards; false when there was none. */
  abstract deleteCustomerProfile(customerProfileId: string): Promise<boolean>;
  abstract addCard(customerProfileId: string, card: NewCard): Promise<AddedCard>;
  abstract getCard(customerProfileId: string, paymentProfileId: string): Promise<StoredCard | null>;
  /** Replaces a stored card with the one the opaque data names (the payment profile keeps its id). */
  abstract updateCard(customerProfileId: string, paymentProfileId: string, card: NewCard): Promise<void>;
  /** Deletes a stored card; false when there was none. */
  abstract deleteCard(customerProfileId: string, paymentProfileId: string): Promise<boolean>;
  /** Charges (authorises and captures) opaque data or a stored card. */
  abstract charge(input: ChargeInput): Promise<TransactionResult>;
  /** Refunds a settled charge, wholly or in part. */
  abstract refund(input: RefundInput): Promise<TransactionResult>;
  /** Voids a charge (or refund) that is not settled yet. */
  abstract void(transactionId: string): Promise<TransactionResult>;
  abstract getTransaction(transactionId: string): Promise<TransactionDetails | null>;
  /** Makes sure the gateway posts these events to `url` (creating or updating the registration). */
  abstract ensureWebhook(url: string, eventTypes: readonly string[]): Promise<{ webhookId: string }>;
  /** The notification in `rawBody` when its X-ANET-Signature header is right, else null. */
  abstract verifyWebhook(rawBody: string | Uint8Array, signatureHeader: string | undefined): WebhookNotification | null;
}
