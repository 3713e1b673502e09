/**
 * Card payments with Authorize.net (docs/billing.md). The browser
 * sends card data only to the card provider's Accept.js, which answers single-use opaque data; the
 * app's server only ever receives that token.
 */

import {
  type JobPackage,
  jobPackage,
  type SubscriptionPlan,
  type SubscriptionPlanId,
  subscriptionPlan,
} from './billing-catalog';
import { ADMIN_QUERY_MESSAGES } from './access';
import { CRITIQUE_PRODUCT_ID, CRITIQUE_PRODUCT_NAME } from './critiques';
import { type FieldErrors, hasForbiddenCharacters } from './rules';

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
 * GET /api/payments/authnet/config: {apiLoginId, clientKey, environment} for Accept.js, plus the
 * address of the Accept.js script to load, which for the local sandbox is only known at run time.
 */
export interface AuthnetClientConfig {
  apiLoginId: string;
  clientKey: string;
  environment: PaymentEnvironment;
  acceptJsUrl: string;
}

// ---------------------------------------------------------------- Payment methods (cards)

/** Card rules of the payment form, the same in the dialog and on the server. */
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

/** A card number the sandbox accepts, for the sandbox notice. */
export const SANDBOX_TEST_CARD_NUMBER = '4111 1111 1111 1111';

/**
 * The payment texts: the dialog's validation and error texts, its labels and notice, and the
 * server-only texts (expiry ranges, the token, payments switched off).
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

/** The payment form's values as typed. */
export interface PaymentFormValues {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  cardName: string;
  isDefault: boolean;
}

/** `POST .../payment-methods` to add a card: the Accept.js token and the expiry typed; never card data. */
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
  return /^\d{4}$/.test(text) && year >= currentYear && year <= currentYear + PAYMENT_CARD_LIMITS.expiryYearsAhead
    ? null
    : PAYMENT_MESSAGES.invalidExpiryYear;
}

/**
 * The payment form's rules, in the form's order: the required
 * fields first (one message under `form`), then the card number, then the expiry ranges.
 */
export function validatePaymentForm(values: PaymentFormValues, currentYear: number): FieldErrors {
  const required = [values.cardNumber, values.expiryMonth, values.expiryYear, values.cvv];
  if (required.some((value) => value.trim() === '')) return { form: [PAYMENT_MESSAGES.requiredFields] };
  const errors: FieldErrors = {};
  const digits = cardNumberDigits(values.cardNumber);
  if (
    !/^\d+$/.test(digits) ||
    digits.length < PAYMENT_CARD_LIMITS.cardNumberMinDigits ||
    digits.length > PAYMENT_CARD_LIMITS.cardNumberMaxDigits
  ) {
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
export function validateSavePaymentMethod(
  input: Partial<Record<keyof UpdatePaymentMethodRequest | 'isDefault', unknown>>,
  currentYear: number,
): FieldErrors {
  const errors: FieldErrors = {};
  const present = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  if (!present(input.opaqueDataDescriptor) || !present(input.opaqueDataValue))
    errors.opaqueDataValue = [PAYMENT_MESSAGES.cardTokenMissing];
  const month = expiryMonthError(input.expiryMonth);
  if (month) errors.expiryMonth = [month];
  const year = expiryYearError(input.expiryYear, currentYear);
  if (year) errors.expiryYear = [year];
  if (input.paymentMethodId !== undefined || input.action !== undefined) {
    if (input.action !== 'update' || !present(input.paymentMethodId))
      errors.paymentMethodId = [PAYMENT_MESSAGES.invalidPaymentMethod];
  }
  if (input.isDefault !== undefined && typeof input.isDefault !== 'boolean')
    errors.isDefault = [PAYMENT_MESSAGES.invalidPaymentMethod];
  return errors;
}

/** True for an update: the form edits a stored card when paymentMethodId is present. */
export function isPaymentMethodUpdate(request: SavePaymentMethodRequest): request is UpdatePaymentMethodRequest {
  return 'paymentMethodId' in request && request.paymentMethodId !== undefined;
}

/** The card provider's messages as one text: joined with commas. */
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

/** GET /api/billing/plans: the seekers' plans (amounts in cents). */
export interface SubscriptionPlansResponse {
  plans: SubscriptionPlan[];
}

/** GET /api/billing/packages: the employers' packages (amounts in cents). */
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
  /** The plan taking over at the next renewal (PUT /api/seeker/subscription sets it), or null. */
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

/** The subscription texts. */
export const SUBSCRIPTION_MESSAGES = {
  unknownPlan: 'Please choose one of the plans',
  idempotencyKeyMissing: 'The Idempotency-Key header is required (a unique value per purchase)',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  requestInProgress: 'This request is still being processed. Please try again in a moment.',
  noCard: 'Please add a card in Billing before subscribing.',
  alreadySubscribed: 'You already have a subscription. To change plans, choose Switch at renewal on another plan.',
  chargeFailed: 'The payment did not go through. Please try another card.',
  noSubscription: 'You have no subscription',
} as const;

/** Where a seeker without a card adds one (the text of `noCard` points there). */
export const SEEKER_BILLING_PATH = '/seeker/billing';

/** The server's check of a subscribe: a plan of the catalogue. */
export function validateSubscribe(input: Partial<Record<keyof SubscribeRequest, unknown>>): FieldErrors {
  return typeof input.planId === 'string' && subscriptionPlan(input.planId)
    ? {}
    : { planId: [SUBSCRIPTION_MESSAGES.unknownPlan] };
}

// ---------------------------------------------------------------- Packages and job-posting credits

/** Days a single-job package's credit can be spent after its purchase. */
export const PACKAGE_CREDIT_VALIDITY_DAYS = 365;

/** The free days a Featured Job Post's listing gets once when the job is still unfilled at its end. */
export const FEATURED_EXTENSION_DAYS = 30;

/** A Gold Plus job is renewed and moved back to the top of search this often while the package lasts. */
export const GOLD_PLUS_RENEWAL_DAYS = 30;

/** Featured jobs shown first on the first page of a search (the rest follow in the search's order). */
export const FEATURED_SEARCH_SLOTS = 3;

/** Where an employer buys packages (the job form's credit line links here). */
export const EMPLOYER_PACKAGES_PATH = '/employer/packages';

/** Where an employer adds a card. */
export const EMPLOYER_BILLING_PATH = '/employer/billing';

/** `POST /api/employer/packages/purchase` with an Idempotency-Key header. */
export interface PurchasePackageRequest {
  packageId: JobPackage['id'];
}

/** One purchase's credits as the employer sees them. */
export interface PackageCredit {
  id: string;
  packageId: JobPackage['id'];
  packageName: string;
  /** Jobs it posts; -1 for any number while it lasts. */
  postings: number;
  /** Jobs submitted with it so far. */
  used: number;
  featured: number;
  featuredUsed: number;
  /** ISO 8601: when unused credits lapse (for Gold Plus: when the package ends). */
  expiresAt: string;
  /** ISO 8601 */
  purchasedAt: string;
}

/**
 * `GET /api/employer/packages/credits`: the company's credits that can still be spent. `postingsLeft`
 * is -1 when a package without a job limit is running; `featuredLeft` counts featured listings.
 */
export interface EmployerCreditsResponse {
  postingsLeft: number;
  featuredLeft: number;
  credits: PackageCredit[];
}

/** The answer of a purchase: the credits it granted and what was charged. */
export interface PurchasePackageResponse {
  credit: PackageCredit;
  charge: SubscriptionChargeSummary;
}

/** The package texts. */
export const PACKAGE_MESSAGES = {
  unknownPackage: 'Please choose one of the packages',
  noCard: 'Please add a card in Billing before buying a package.',
  noCompany: 'Only employers of a company can buy packages',
  chargeFailed: 'The payment did not go through. Please try another card.',
  /** Submitting a job without a credit left (the job stays a draft). */
  noCredit: 'You have no job posts left. Buy a package to submit this job.',
  creditsLeft: (left: number): string =>
    left === -1
      ? 'Unlimited job posts left in your package'
      : left === 1
        ? '1 job post left'
        : `${left} job posts left`,
} as const;

/** The server's check of a purchase: a package of the catalogue. */
export function validatePurchasePackage(input: Partial<Record<keyof PurchasePackageRequest, unknown>>): FieldErrors {
  return typeof input.packageId === 'string' && jobPackage(input.packageId)
    ? {}
    : { packageId: [PACKAGE_MESSAGES.unknownPackage] };
}

// ---------------------------------------------------------------- Renewals and plan changes

/**
 * PUT /api/seeker/subscription: the plan to renew into. Nothing is charged now and nothing is
 * prorated: the next renewal charges this plan's price and switches to it. Naming the current plan
 * drops a pending change; any change also undoes a pending cancel (a switch means it renews).
 * Switching to the trial plan renews it monthly at its price, without free days.
 */
export interface ChangePlanRequest {
  planId: SubscriptionPlanId;
}

/** The server's check of a plan change: a plan of the catalogue (the same rule as a subscribe). */
export function validateChangePlan(input: Partial<Record<keyof ChangePlanRequest, unknown>>): FieldErrors {
  return validateSubscribe(input);
}

/**
 * The dunning schedule, as data: after a renewal charge fails, the card is charged again this many
 * days after the renewal date (1, 3 and 7 days); the subscription is past_due meanwhile, and
 * cancelled when the last retry fails too.
 */
export const DUNNING_RETRY_DAYS: readonly number[] = Object.freeze([1, 3, 7]);

/** What follows a failed renewal charge: a retry (its number, from 1) some days after the renewal date, or the end. */
export type DunningStep = { kind: 'retry'; retry: number; daysAfterRenewal: number } | { kind: 'cancel' };

/**
 * The step after the `failures`-th failed charge of one renewal (1: the renewal's own charge
 * failed; 2: its first retry failed; ...). Throws for anything but a whole number from 1.
 */
export function dunningStep(failures: number, schedule: readonly number[] = DUNNING_RETRY_DAYS): DunningStep {
  if (!Number.isInteger(failures) || failures < 1)
    throw new RangeError(`failures must be a whole number from 1, not ${failures}`);
  const days = schedule[failures - 1];
  return days === undefined ? { kind: 'cancel' } : { kind: 'retry', retry: failures, daysAfterRenewal: days };
}

/** A day as the renewal e-mails and pages write it, e.g. "December 2, 2026" (UTC). */
export function formatBillingDate(value: Date | string): string {
  return new Date(value).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Days ahead of its renewal date that a seeker is reminded their plan renews and what it will cost
 * ('renewal-coming'): enough time to change or cancel the plan before the card is charged.
 */
export const RENEWAL_REMINDER_DAYS = 7;

/**
 * What the renewal e-mails say (the billing worker's templates render these). The mails about a
 * charge are transactional, without unsubscribe; the reminder before a renewal is the e-mail of the
 * 'renewal-coming' notification, which the seeker can turn off. A paid renewal's confirmation is its
 * receipt e-mail.
 */
export const RENEWAL_EMAIL_TEXTS = {
  greeting: (name: string) => `Hi ${name},`,
  manageCards: 'Update your card',
  viewPlans: 'View plans',
  failed: {
    subject: 'Your Nestwork payment did not go through',
    body: (planName: string, amount: string, card: string) =>
      `We could not charge ${amount} to ${card} for your ${planName} subscription.`,
    noCard: (planName: string, amount: string) =>
      `We could not charge ${amount} for your ${planName} subscription: there is no card on your account.`,
    retry: (date: string) =>
      `We will try again on ${date}. Until then your plan is on hold; update your card in Billing to keep it.`,
  },
  cancelled: {
    subject: (planName: string) => `Your ${planName} subscription has been cancelled`,
    body: (planName: string) =>
      `We could not charge your card for ${planName}, even after trying again, so your subscription is now cancelled.`,
    again: 'You can subscribe again any time from Plans.',
  },
  coming: {
    subject: (planName: string, date: string) => `Your ${planName} plan renews on ${date}`,
    body: (planName: string, date: string, amount: string) =>
      `Your ${planName} subscription renews automatically on ${date}, and ${amount} will be charged to your default card.`,
    change: 'To change your plan or cancel before then, go to Billing. There is nothing to do to keep it.',
    manage: 'Manage your plan',
  },
  ended: {
    subject: (planName: string) => `Your ${planName} subscription has ended`,
    body: (planName: string) =>
      `As you asked, your ${planName} subscription ended with its period. Nothing more will be charged.`,
    again: 'You can subscribe again any time from Plans.',
  },
} as const;

/** The one-line notifications (under the bell and in the digest) of payments, beside their e-mails. */
export const BILLING_NOTIFICATION_TEXTS = {
  paymentFailed: (planName: string) => `Payment for your ${planName} plan failed: update your card`,
  /** The last retry failed too, and the subscription is cancelled. */
  paymentFailedCancelled: (planName: string) => `Payment for your ${planName} plan failed: your plan is cancelled`,
  receipt: (number: string, amount: string, product: string) => `Receipt ${number}: ${amount} for ${product}`,
  /** RENEWAL_REMINDER_DAYS ahead of the charge: the plan renewed into, its date and its price. */
  renewalComing: (planName: string, date: string, amount: string) =>
    `Your ${planName} plan renews on ${date}: ${amount}`,
} as const;

// ---------------------------------------------------------------- Receipts, billing history and refunds

/** A charge attempt's state (the `charges` table): only an approved charge has a receipt. */
export const CHARGE_STATUSES = ['pending', 'approved', 'declined', 'error', 'review'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** What a charge paid for. */
export type ChargeKind = 'subscription' | 'package' | 'critique';

/** How a refund reached the card: a void before the gateway settled the charge, a refund after. */
export type RefundMethod = 'refund' | 'void';

/** A refund as shown: the whole charge, once. */
export interface ChargeRefund {
  /** Cents. */
  amount: number;
  method: RefundMethod;
  /** ISO 8601. */
  refundedAt: string;
}

/** One line of a receipt: the plan or package, by its catalogue name. */
export interface ReceiptItem {
  description: string;
  /** Cents. */
  amount: number;
}

/** The receipt of an approved charge (also the PDF's and the e-mail's content). */
export interface Receipt {
  /** The charge's id. */
  id: string;
  /** NW-2026-000123: the year it was issued and its number, unique and never changed. */
  number: string;
  /** ISO 8601: when the charge was made. */
  date: string;
  items: ReceiptItem[];
  /** Cents. */
  total: number;
  cardBrand: string;
  cardLast4: string;
  refund: ChargeRefund | null;
}

/** A row of the billing history: every charge attempt of the user, its receipt when approved. */
export interface BillingHistoryEntry {
  id: string;
  /** ISO 8601. */
  date: string;
  kind: ChargeKind;
  description: string;
  /** Cents. */
  amount: number;
  status: ChargeStatus;
  cardBrand: string;
  cardLast4: string;
  /** The receipt number; null unless approved. */
  receiptNumber: string | null;
  /** GET address of the receipt's PDF; null unless approved. */
  receiptPdfUrl: string | null;
  refund: ChargeRefund | null;
}

/** GET /api/seeker/billing/history and /api/employer/billing/history?cursor=: newest first. */
export interface BillingHistoryPage {
  entries: BillingHistoryEntry[];
  /** Pass as ?cursor= for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** Entries of a billing history page. */
export const BILLING_HISTORY_PAGE_SIZE = 20;

/** The status filter of the admin payments table: a charge status, or refunded charges. */
export const ADMIN_PAYMENT_STATUS_FILTERS = [...CHARGE_STATUSES, 'refunded'] as const;
export type AdminPaymentStatusFilter = (typeof ADMIN_PAYMENT_STATUS_FILTERS)[number];

/** A row of GET /api/admin/payments. */
export interface AdminPayment {
  id: string;
  userId: string;
  userEmail: string;
  userName: string;
  kind: ChargeKind;
  itemId: string;
  description: string;
  /** Cents. */
  amount: number;
  status: ChargeStatus;
  cardBrand: string;
  cardLast4: string;
  /** ISO 8601. */
  date: string;
  receiptNumber: string | null;
  refund: ChargeRefund | null;
  /** Approved, with a gateway transaction, and not refunded (nor being refunded). */
  refundable: boolean;
}

/** GET /api/admin/payments?email=&status=&page=&pageSize=: newest first. */
export interface AdminPaymentsPage {
  payments: AdminPayment[];
  total: number;
  page: number;
  pageSize: number;
}

/** The query of GET /api/admin/payments as sent. */
export interface AdminPaymentsParams {
  email?: string;
  status?: string;
  page?: string;
  pageSize?: string;
}

/** The answer of POST /api/admin/payments/{id}/refund. */
export interface RefundPaymentResponse {
  payment: AdminPayment;
}

/** Longest e-mail filter text of the admin payments table. */
export const ADMIN_PAYMENTS_EMAIL_MAX = 254;

/** The receipts and refunds texts. */
export const RECEIPT_MESSAGES = {
  receiptNotFound: 'Receipt not found',
  paymentNotFound: 'Payment not found',
  invalidCursor: 'This page of the billing history is out of date. Please reload it.',
  invalidStatus: `Status must be one of ${ADMIN_PAYMENT_STATUS_FILTERS.join(', ')}`,
  emailTooLong: 'Email filter is too long',
  alreadyRefunded: 'This payment was already refunded',
  notRefundable: 'Only approved payments can be refunded',
  refundFailed: 'The refund did not go through.',
  refundConfirm: (amount: string, email: string) =>
    `Refund ${amount} to ${email}? The whole payment goes back to the card, and this cannot be undone.`,
} as const;

/** The receipt number as shown: NW-<year issued>-<number, at least six digits>. */
export function formatReceiptNumber(sequence: number | string, issuedAt: Date): string {
  return `NW-${issuedAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;
}

/** A receipt's amount: always dollars and cents ('$97.00', '$1,295.00'). */
export function formatReceiptAmount(cents: number): string {
  return (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** The catalogue name of what a charge paid for, or its id when the catalogue no longer has it. */
export function chargeItemName(kind: ChargeKind, itemId: string): string {
  if (kind === 'critique') return itemId === CRITIQUE_PRODUCT_ID ? CRITIQUE_PRODUCT_NAME : itemId;
  const name = kind === 'subscription' ? subscriptionPlan(itemId)?.name : jobPackage(itemId)?.name;
  if (!name) return itemId;
  return kind === 'subscription' ? `${name} subscription` : name;
}

/** The admin payments table's filters, read from its query (the page and the server share it). */
export interface AdminPaymentsQuery {
  email: string | null;
  status: AdminPaymentStatusFilter | null;
}

/** ?email=&status= of GET /api/admin/payments: optional, the e-mail as a case-insensitive part. */
export function readAdminPaymentsFilters(query: { email?: unknown; status?: unknown }): {
  filters: AdminPaymentsQuery;
  errors: FieldErrors;
} {
  const errors: FieldErrors = {};
  let email: string | null = null;
  if (query.email !== undefined) {
    if (typeof query.email !== 'string') errors.email = [ADMIN_QUERY_MESSAGES.single];
    else if (query.email.length > ADMIN_PAYMENTS_EMAIL_MAX || hasForbiddenCharacters(query.email))
      errors.email = [RECEIPT_MESSAGES.emailTooLong];
    else email = query.email.trim() || null;
  }
  let status: AdminPaymentStatusFilter | null = null;
  if (query.status !== undefined && query.status !== '') {
    if (typeof query.status === 'string' && (ADMIN_PAYMENT_STATUS_FILTERS as readonly string[]).includes(query.status))
      status = query.status as AdminPaymentStatusFilter;
    else errors.status = [RECEIPT_MESSAGES.invalidStatus];
  }
  return { filters: { email, status }, errors };
}
