/**
 * Typed builders for the Authorize.net JSON API requests the app sends. The gateway turns JSON into
 * XML and validates it against its schema (AnetApiSchema.xsd), so keys must come in the schema's
 * sequence order or the request is refused with E00003. Every object is built through
 * inSchemaOrder with the element order of its schema type, whatever order the code lists fields in.
 */
import type { BillingAddress, OpaqueData, OrderInfo } from '../payment-gateway';

export type Json = string | number | boolean | null | undefined | JsonObject | Json[];
export interface JsonObject {
  [key: string]: Json;
}

/** One API call: the method (the request element's name) and the body to POST. */
export interface AuthnetRequest {
  method: string;
  body: JsonObject;
}

export interface MerchantCredentials {
  apiLoginId: string;
  transactionKey: string;
}

const REQUEST_BASE = ['merchantAuthentication', 'clientId', 'refId'] as const;
const PAYMENT_PROFILE = [
  'customerType',
  'billTo',
  'payment',
  'driversLicense',
  'taxId',
  'defaultPaymentProfile',
] as const;

/**
 * The element order of each schema type the builders emit, from AnetApiSchema.xsd (the elements
 * the app never sends are left out; the relative order is the schema's).
 */
export const ELEMENT_ORDER = {
  merchantAuthenticationType: ['name', 'transactionKey'],
  createTransactionRequest: [...REQUEST_BASE, 'transactionRequest'],
  transactionRequestType: [
    'transactionType',
    'amount',
    'payment',
    'profile',
    'refTransId',
    'order',
    'customer',
    'billTo',
    'transactionSettings',
  ],
  paymentType: ['creditCard', 'opaqueData'],
  creditCardType: ['cardNumber', 'expirationDate'],
  opaqueDataType: ['dataDescriptor', 'dataValue'],
  customerProfilePaymentType: ['customerProfileId', 'paymentProfile'],
  paymentProfile: ['paymentProfileId'],
  orderType: ['invoiceNumber', 'description'],
  customerDataType: ['type', 'id', 'email'],
  customerAddressType: [
    'firstName',
    'lastName',
    'company',
    'address',
    'city',
    'state',
    'zip',
    'country',
    'phoneNumber',
  ],
  ArrayOfSetting: ['setting'],
  settingType: ['settingName', 'settingValue'],
  customerProfileType: ['merchantCustomerId', 'description', 'email', 'paymentProfiles'],
  customerPaymentProfileType: PAYMENT_PROFILE,
  customerPaymentProfileExType: [...PAYMENT_PROFILE, 'customerPaymentProfileId'],
  createCustomerProfileRequest: [...REQUEST_BASE, 'profile', 'validationMode'],
  getCustomerProfileRequest: [...REQUEST_BASE, 'customerProfileId', 'unmaskExpirationDate'],
  deleteCustomerProfileRequest: [...REQUEST_BASE, 'customerProfileId'],
  createCustomerPaymentProfileRequest: [...REQUEST_BASE, 'customerProfileId', 'paymentProfile', 'validationMode'],
  getCustomerPaymentProfileRequest: [
    ...REQUEST_BASE,
    'customerProfileId',
    'customerPaymentProfileId',
    'unmaskExpirationDate',
  ],
  updateCustomerPaymentProfileRequest: [...REQUEST_BASE, 'customerProfileId', 'paymentProfile', 'validationMode'],
  deleteCustomerPaymentProfileRequest: [...REQUEST_BASE, 'customerProfileId', 'customerPaymentProfileId'],
  getTransactionDetailsRequest: [...REQUEST_BASE, 'transId'],
} as const satisfies Record<string, readonly string[]>;

type SchemaType = keyof typeof ELEMENT_ORDER;
type Fields<T extends SchemaType> = Partial<Record<(typeof ELEMENT_ORDER)[T][number], Json>>;

/**
 * `fields` as an object whose keys follow the schema type's element order, without the ones left
 * undefined. A key the type does not list is a programming error: it throws.
 */
export function inSchemaOrder<T extends SchemaType>(type: T, fields: Fields<T>): JsonObject {
  const order: readonly string[] = ELEMENT_ORDER[type];
  const given = fields as Record<string, Json>;
  const unknown = Object.keys(given).filter((key) => !order.includes(key));
  if (unknown.length > 0) throw new Error(`${type} has no element ${unknown.join(', ')}`);
  const ordered: JsonObject = {};
  for (const key of order) if (given[key] !== undefined) ordered[key] = given[key];
  return ordered;
}

/** Whole cents as the API's decimal amount: 4999 -> "49.99". */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new Error(`An amount must be a positive whole number of cents (got ${cents})`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function request<T extends SchemaType>(
  method: T,
  credentials: MerchantCredentials,
  fields: Omit<Fields<T>, 'merchantAuthentication'>,
  refId?: string,
): AuthnetRequest {
  const merchantAuthentication = inSchemaOrder('merchantAuthenticationType', {
    name: credentials.apiLoginId,
    transactionKey: credentials.transactionKey,
  });
  return {
    method,
    body: { [method]: inSchemaOrder(method, { ...fields, merchantAuthentication, refId } as Fields<T>) },
  };
}

const address = (billTo: BillingAddress | undefined): JsonObject | undefined =>
  billTo ? inSchemaOrder('customerAddressType', { ...billTo }) : undefined;
const order = (info: OrderInfo | undefined): JsonObject | undefined =>
  info && (info.invoiceNumber !== undefined || info.description !== undefined)
    ? inSchemaOrder('orderType', { invoiceNumber: info.invoiceNumber, description: info.description })
    : undefined;
const opaque = (data: OpaqueData): JsonObject =>
  inSchemaOrder('paymentType', {
    opaqueData: inSchemaOrder('opaqueDataType', { dataDescriptor: data.dataDescriptor, dataValue: data.dataValue }),
  });
const storedCard = (customerProfileId: string, paymentProfileId: string): JsonObject =>
  inSchemaOrder('customerProfilePaymentType', {
    customerProfileId,
    paymentProfile: inSchemaOrder('paymentProfile', { paymentProfileId }),
  });

// ---------------------------------------------------------------------------------------------
// Transactions

export type TransactionInput =
  | {
      transactionType: 'authCaptureTransaction';
      amountCents: number;
      source: { opaqueData: OpaqueData } | { customerProfileId: string; paymentProfileId: string };
      order?: OrderInfo;
      customer?: { id?: string; email?: string };
      billTo?: BillingAddress;
      duplicateWindowSeconds?: number;
    }
  | {
      transactionType: 'refundTransaction';
      amountCents: number;
      refTransId: string;
      card: { last4: string } | { customerProfileId: string; paymentProfileId: string };
      order?: OrderInfo;
    }
  | { transactionType: 'voidTransaction'; refTransId: string };

function transactionRequest(input: TransactionInput): JsonObject {
  switch (input.transactionType) {
    case 'authCaptureTransaction': {
      const bySource =
        'opaqueData' in input.source
          ? { payment: opaque(input.source.opaqueData) }
          : { profile: storedCard(input.source.customerProfileId, input.source.paymentProfileId) };
      const customer =
        input.customer && (input.customer.id || input.customer.email)
          ? inSchemaOrder('customerDataType', { id: input.customer.id, email: input.customer.email })
          : undefined;
      const transactionSettings =
        input.duplicateWindowSeconds === undefined
          ? undefined
          : inSchemaOrder('ArrayOfSetting', {
              setting: [
                inSchemaOrder('settingType', {
                  settingName: 'duplicateWindow',
                  settingValue: String(input.duplicateWindowSeconds),
                }),
              ],
            });
      return inSchemaOrder('transactionRequestType', {
        transactionType: input.transactionType,
        amount: formatAmount(input.amountCents),
        ...bySource,
        order: order(input.order),
        customer,
        billTo: address(input.billTo),
        transactionSettings,
      });
    }
    case 'refundTransaction': {
      // A refund names the card by its last four digits (the expiry may stay masked) or as the stored card.
      const byCard =
        'last4' in input.card
          ? {
              payment: inSchemaOrder('paymentType', {
                creditCard: inSchemaOrder('creditCardType', { cardNumber: input.card.last4, expirationDate: 'XXXX' }),
              }),
            }
          : { profile: storedCard(input.card.customerProfileId, input.card.paymentProfileId) };
      return inSchemaOrder('transactionRequestType', {
        transactionType: input.transactionType,
        amount: formatAmount(input.amountCents),
        ...byCard,
        refTransId: input.refTransId,
        order: order(input.order),
      });
    }
    case 'voidTransaction':
      return inSchemaOrder('transactionRequestType', {
        transactionType: input.transactionType,
        refTransId: input.refTransId,
      });
  }
}

export function createTransactionRequest(
  credentials: MerchantCredentials,
  input: TransactionInput,
  refId?: string,
): AuthnetRequest {
  return request('createTransactionRequest', credentials, { transactionRequest: transactionRequest(input) }, refId);
}

export function getTransactionDetailsRequest(credentials: MerchantCredentials, transId: string): AuthnetRequest {
  return request('getTransactionDetailsRequest', credentials, { transId });
}

// ---------------------------------------------------------------------------------------------
// Customer and payment profiles

export interface PaymentProfileInput {
  opaqueData: OpaqueData;
  billTo?: BillingAddress;
  isDefault?: boolean;
}

function paymentProfile(input: PaymentProfileInput): JsonObject {
  return inSchemaOrder('customerPaymentProfileType', {
    customerType: 'individual',
    billTo: address(input.billTo),
    payment: opaque(input.opaqueData),
    defaultPaymentProfile: input.isDefault === undefined ? undefined : input.isDefault,
  });
}

/**
 * Cards are stored with a $0 authorisation (validationMode liveMode), so a card the bank refuses
 * is refused here rather than at the first charge.
 */
export const VALIDATION_MODE = 'liveMode';

export function createCustomerProfileRequest(
  credentials: MerchantCredentials,
  input: { merchantCustomerId?: string; description?: string; email?: string; card?: PaymentProfileInput },
): AuthnetRequest {
  const profile = inSchemaOrder('customerProfileType', {
    merchantCustomerId: input.merchantCustomerId,
    description: input.description,
    email: input.email,
    paymentProfiles: input.card ? [paymentProfile(input.card)] : undefined,
  });
  return request('createCustomerProfileRequest', credentials, {
    profile,
    validationMode: input.card ? VALIDATION_MODE : undefined,
  });
}

export function getCustomerProfileRequest(credentials: MerchantCredentials, customerProfileId: string): AuthnetRequest {
  return request('getCustomerProfileRequest', credentials, { customerProfileId, unmaskExpirationDate: true });
}

export function deleteCustomerProfileRequest(
  credentials: MerchantCredentials,
  customerProfileId: string,
): AuthnetRequest {
  return request('deleteCustomerProfileRequest', credentials, { customerProfileId });
}

export function createCustomerPaymentProfileRequest(
  credentials: MerchantCredentials,
  customerProfileId: string,
  card: PaymentProfileInput,
): AuthnetRequest {
  return request('createCustomerPaymentProfileRequest', credentials, {
    customerProfileId,
    paymentProfile: paymentProfile(card),
    validationMode: VALIDATION_MODE,
  });
}

export function getCustomerPaymentProfileRequest(
  credentials: MerchantCredentials,
  customerProfileId: string,
  customerPaymentProfileId: string,
): AuthnetRequest {
  return request('getCustomerPaymentProfileRequest', credentials, {
    customerProfileId,
    customerPaymentProfileId,
    unmaskExpirationDate: true,
  });
}

export function updateCustomerPaymentProfileRequest(
  credentials: MerchantCredentials,
  customerProfileId: string,
  customerPaymentProfileId: string,
  card: PaymentProfileInput,
): AuthnetRequest {
  const profile = inSchemaOrder('customerPaymentProfileExType', { ...paymentProfile(card), customerPaymentProfileId });
  return request('updateCustomerPaymentProfileRequest', credentials, {
    customerProfileId,
    paymentProfile: profile,
    validationMode: VALIDATION_MODE,
  });
}

export function deleteCustomerPaymentProfileRequest(
  credentials: MerchantCredentials,
  customerProfileId: string,
  customerPaymentProfileId: string,
): AuthnetRequest {
  return request('deleteCustomerPaymentProfileRequest', credentials, { customerProfileId, customerPaymentProfileId });
}
