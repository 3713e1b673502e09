/**
 * Card payments with Authorize.net (spec sections 7 and 9; architecture "payments"). The browser
 * sends card data only to the card provider's Accept.js, which answers single-use opaque data; the
 * app's server only ever receives that token.
 */

import { type JobPackage, type SubscriptionPlan, type SubscriptionPlanId, subscriptionPlan } from './billing-catalog';
import type { FieldErrors } from './rules';

/** Where payments go: the project's local sandbox, Authorize.net's sandbox, or production. */
export const PAYMENT_ENVIRONMENTS = ['local', 'sandbox', 'production'] as const;
export type PaymentEnvironment = (typeof PAYMENT_ENVIRONMENTS)[number];

/** The Accept.js script of Authorize.net's own environments (the local one serves a stand-in at its own address). */
export const ACCEPT_JS_URLS: Readonly<Record<Exclude<PaymentEnvironment, 'local'>, string>> = {
  sandbox: 'https://jstest.authorize.net/v1/Accept.js',
  production: 'https://js.authorize.net/v1/Accept.js',
};

/** The dataDescriptor of Accept.js opaque data (what POST .../payment-methods sends as opaqueDataDescriptor). */
export const ACCEPT_OPAQUE_DATA_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';

/**
 * GET /api/payments/authnet/config: spec section 7's {apiLoginId, clientKey, environment}, plus the
 * address of the Accept.js script to load, which for the local sandbox is only known at run time.
 */
export interface AuthnetClientConfig {
  apiLoginId: string;
  clientKey: string;
  environment: PaymentEnvironment;
  acceptJsUrl: string;
}

// ---------------------------------------------------------------- Payment methods (cards)

/** Card rules of the payment form (spec sections 5 and 9). */
export const PAYMENT_CARD_LIMITS = {
  cardNumberMinDigits: 13,
  cardNumberMaxDigits: 19,
  /** The card number field, digits grouped in fours with spaces: at most 19 characters. */
  cardNumberInputMax: 19,
  monthInputMax: 2,
  yearInputMax: 4,
  cvvMax: 4,
  /** Expiry years accepted: this year to this year plus 20. */
  expiryYearsAhead: 20,
} as const;

/** A card number the sandbox accepts, for the sandbox notice (spec section 9). */
export const SANDBOX_TEST_CARD_NUMBER = '4111 1111 1111 1111';

/**
 * The payment texts. Spec sections 5 and 8 give the validation and error texts; the labels, the
 * notice and the server-only texts (expiry ranges, the token, payments switched off) are ours.
 */
export const PAYMENT_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  invalidCardNumber: 'Please enter a valid card number',
  invalidExpiryMonth: 'Please enter a valid expiry month',
  invalidExpiryYear: 'Please enter a valid expiry year',
  configFailed: 'Failed to get payment configuration',
  libraryLoadFailed: 'Failed to load payment processing library',
  initFailed: 'Failed to initialize payment form',
  libraryNotLoaded: 'Payment processing library not loaded. Please try again.',
  configNotLoaded: 'Payment configuration not loaded. Please try again.',
  addFailed: 'Failed to add payment method',
  updateFailed: 'Failed to update payment method',
  saveFailed: 'Failed to save payment method.',
  /** The opaque data from Accept.js is missing (the card was never tokenised). */
  cardTokenMissing: 'The card could not be read. Please enter it again.',
  /** The update names no card of the user, or the action is not 'update'. */
  invalidPaymentMethod: 'Unknown payment method',
  paymentMethodNotFound: 'Payment method not found',
  /** Payments are switched off on this server (no AUTHNET_* settings), or the gateway is unreachable. */
  paymentsUnavailable: 'Card payments are not available right now. Please try again later.',
  sandboxNotice: `Test mode: no real charges are made. Use the test card ${SANDBOX_TEST_CARD_NUMBER} with any future expiry date and any 3-digit CVV.`,
} as const;

/** The payment form's values (spec section 3: Payment form) as typed. */
export interface PaymentFormValues {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  cardName: string;
  isDefault: boolean;
}

/** `POST .../payment-methods` to add a card: the Accept.js token and the expiry typed (spec section 7). */
export interface AddPaymentMethodRequest {
  opaqueDataDescriptor: string;
  opaqueDataValue: string;
  isDefault?: boolean;
  expiryMonth: string;
  expiryYear: string;
}

/** The same path in update mode: the card is replaced by the one the token names. */
export interface UpdatePaymentMethodRequest {
  paymentMethodId: string;
  action: 'update';
  opaqueDataDescriptor: string;
  opaqueDataValue: string;
  expiryMonth: string;
  expiryYear: string;
}

export type SavePaymentMethodRequest = AddPaymentMethodRequest | UpdatePaymentMethodRequest;

/** A stored card as the app shows it: brand, last four and expiry only. */
export interface PaymentMethod {
  id: string;
  /** Visa, MasterCard, AmericanExpress, Discover, JCB, DinersClub. */
  brand: string;
  last4: string;
  /** 1-12 */
  expiryMonth: number;
  expiryYear: number;
  isDefault: boolean;
  /** ISO 8601 */
  createdAt: string;
}

/** The answer of an add or an update (the dialog reads success and error). */
export interface SavePaymentMethodResponse {
  success: true;
  paymentMethod: PaymentMethod;
}

/** GET, and the answer of DELETE and PUT .../default: the user's cards, the default first. */
export interface PaymentMethodsResponse {
  paymentMethods: PaymentMethod[];
}

const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** The card number field as typed: digits only, grouped in fours, at most 19 characters. */
export function formatCardNumberInput(raw: string): string {
  const digits = digitsOnly(raw);
  return (digits.match(/.{1,4}/g) ?? []).join(' ').slice(0, PAYMENT_CARD_LIMITS.cardNumberInputMax).trimEnd();
}

/** The month field as typed: digits only, at most 2, capped at 12. */
export function formatExpiryMonthInput(raw: string): string {
  const digits = digitsOnly(raw).slice(0, PAYMENT_CARD_LIMITS.monthInputMax);
  return digits !== '' && Number(digits) > 12 ? '12' : digits;
}

/** The year field as typed: digits only, at most 4. */
export function formatExpiryYearInput(raw: string): string {
  return digitsOnly(raw).slice(0, PAYMENT_CARD_LIMITS.yearInputMax);
}

/** The CVV field as typed: digits only, at most 4. */
export function formatCvvInput(raw: string): string {
  return digitsOnly(raw).slice(0, PAYMENT_CARD_LIMITS.cvvMax);
}

/** The month as saved: two digits ('3' is '03'). */
export function padExpiryMonth(month: string): string {
  return month.trim().padStart(2, '0');
}

/** The card number as sent to the card provider: spaces removed. */
export function cardNumberDigits(cardNumber: string): string {
  return cardNumber.replace(/\s/g, '');
}

function expiryMonthError(value: unknown): string | null {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return /^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= 12 ? null : PAYMENT_MESSAGES.invalidExpiryMonth;
}

function expiryYearError(value: unknown, currentYear: number): string | null {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  const year = Number(text);
  return /^\d{4}$/.test(text) && year >= currentYear && year <= currentYear + PAYMENT_CARD_LIMITS.expiryYearsAhead ? null : PAYMENT_MESSAGES.invalidExpiryYear;
}

/**
 * The payment form's rules (spec section 5, Payment card), in the form's order: the required
 * fields first (one message under `form`), then the card number, then the expiry ranges.
 */
export function validatePaymentForm(values: PaymentFormValues, currentYear: number): FieldErrors {
  const required = [values.cardNumber, values.expiryMonth, values.expiryYear, values.cvv];
  if (required.some((value) => value.trim() === '')) return { form: [PAYMENT_MESSAGES.requiredFields] };
  const errors: FieldErrors = {};
  const digits = cardNumberDigits(values.cardNumber);
  if (!/^\d+$/.test(digits) || digits.length < PAYMENT_CARD_LIMITS.cardNumberMinDigits || digits.length > PAYMENT_CARD_LIMITS.cardNumberMaxDigits) {
    errors.cardNumber = [PAYMENT_MESSAGES.invalidCardNumber];
  }
  const month = expiryMonthError(values.expiryMonth);
  if (month) errors.expiryMonth = [month];
  const year = expiryYearError(values.expiryYear, currentYear);
  if (year) errors.expiryYear = [year];
  return errors;
}

/**
 * The server's checks of an add or an update: the opaque data is there, and the expiry is in
 * range (the card itself is checked by the card provider).
 */
export function validateSavePaymentMethod(input: Partial<Record<keyof UpdatePaymentMethodRequest | 'isDefault', unknown>>, currentYear: number): FieldErrors {
  const errors: FieldErrors = {};
  const present = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  if (!present(input.opaqueDataDescriptor) || !present(input.opaqueDataValue)) errors.opaqueDataValue = [PAYMENT_MESSAGES.cardTokenMissing];
  const month = expiryMonthError(input.expiryMonth);
  if (month) errors.expiryMonth = [month];
  const year = expiryYearError(input.expiryYear, currentYear);
  if (year) errors.expiryYear = [year];
  if (input.paymentMethodId !== undefined || input.action !== undefined) {
    if (input.action !== 'update' || !present(input.paymentMethodId)) errors.paymentMethodId = [PAYMENT_MESSAGES.invalidPaymentMethod];
  }
  if (input.isDefault !== undefined && typeof input.isDefault !== 'boolean') errors.isDefault = [PAYMENT_MESSAGES.invalidPaymentMethod];
  return errors;
}

/** True for an update (the spec's update mode: paymentMethodId present). */
export function isPaymentMethodUpdate(request: SavePaymentMethodRequest): request is UpdatePaymentMethodRequest {
  return 'paymentMethodId' in request && request.paymentMethodId !== undefined;
}

/** The card provider's messages as one text: joined with commas (spec section 8). */
export function joinProviderMessages(messages: ReadonlyArray<{ text: string }>): string {
  return messages
    .map((message) => message.text.trim())
    .filter((text) => text !== '')
    .join(', ');
}

/** A card's expiry as shown, MM/YYYY. */
export function formatCardExpiry(card: Pick<PaymentMethod, 'expiryMonth' | 'expiryYear'>): string {
  return `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`;
}

// ---------------------------------------------------------------- Plans, packages and subscriptions

/** The header every purchase and subscribe carries: a retried request with the same key gets the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** An Idempotency-Key: 1 to 255 visible characters (a UUID from the browser, in practice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** GET /api/billing/plans: the seekers' plans (spec section 3, amounts in cents). */
export interface SubscriptionPlansResponse {
  plans: SubscriptionPlan[];
}

/** GET /api/billing/packages: the employers' packages (spec section 3, amounts in cents). */
export interface JobPackagesResponse {
  packages: JobPackage[];
}

/**
 * A subscription's state: trialing (free days, no charge yet), active (paid period), past_due (a
 * renewal failed, retries pending), cancelled (ended).
 */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The seeker's subscription as the plans and billing pages show it. */
export interface SeekerSubscription {
  id: string;
  planId: SubscriptionPlanId;
  planName: string;
  status: SubscriptionStatus;
  /** ISO 8601: when the current period (or the free trial) began. */
  currentPeriodStart: string;
  /** ISO 8601: when it ends: the next charge, or the end of the subscription when cancelAtPeriodEnd. */
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  /** The plan taking over at the next renewal (plan changes arrive later), or null. */
  pendingPlanId: SubscriptionPlanId | null;
}

/** GET /api/seeker/subscription and the answer of cancel: the current subscription, or null without one. */
export interface SeekerSubscriptionResponse {
  subscription: SeekerSubscription | null;
}

/** POST /api/seeker/subscription. */
export interface SubscribeRequest {
  planId: SubscriptionPlanId;
}

/** What a subscribe charged at once (nothing for a free trial). */
export interface SubscriptionChargeSummary {
  /** Cents. */
  amount: number;
  cardBrand: string;
  cardLast4: string;
}

/** The answer of POST /api/seeker/subscription. */
export interface SubscribeResponse {
  subscription: SeekerSubscription;
  charge: SubscriptionChargeSummary | null;
}

/** The subscription texts (ours: the spec gives none). */
export const SUBSCRIPTION_MESSAGES = {
  unknownPlan: 'Please choose one of the plans',
  idempotencyKeyMissing: 'The Idempotency-Key header is required (a unique value per purchase)',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  requestInProgress: 'This request is still being processed. Please try again in a moment.',
  noCard: 'Please add a card in Billing before subscribing.',
  alreadySubscribed: 'You already have a subscription. Changing plans is not available yet.',
  chargeFailed: 'The payment did not go through. Please try another card.',
  noSubscription: 'You have no subscription',
} as const;

/** Where a seeker without a card adds one (the text of `noCard` points there). */
export const SEEKER_BILLING_PATH = '/seeker/billing';

/** The server's check of a subscribe: a plan of the catalogue. */
export function validateSubscribe(input: Partial<Record<keyof SubscribeRequest, unknown>>): FieldErrors {
  return typeof input.planId === 'string' && subscriptionPlan(input.planId) ? {} : { planId: [SUBSCRIPTION_MESSAGES.unknownPlan] };
}
