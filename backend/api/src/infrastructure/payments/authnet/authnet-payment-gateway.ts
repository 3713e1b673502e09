/**
 * The PaymentGateway over Authorize.net's JSON API, called directly (no SDK): customer profiles
 * (CIM) with payment profiles made from Accept.js opaque data, createTransaction for charges,
 * refunds and voids, transaction details, and webhooks (REST registration, signed notifications).
 * The same code talks to production, Authorize.net's sandbox and the project's local sandbox; the
 * settings choose (PaymentsConfig).
 */
import type { PaymentsConfig } from '../../../config/app-config';
import {
  type AddedCard,
  type BillingAddress,
  type ChargeInput,
  type CreateCustomerProfileInput,
  type CreatedCustomerProfile,
  type CustomerProfile,
  type NewCard,
  PaymentGateway,
  PaymentGatewayError,
  type RefundInput,
  type StoredCard,
  type TransactionDetails,
  type TransactionResult,
  type WebhookNotification,
} from '../payment-gateway';
import { AuthnetApiClient } from './authnet-api-client';
import { type AuthnetAnswer, expectOk, rejection, toTransactionResult } from './authnet-json';
import * as requests from './authnet-requests';
import { verifyAuthnetSignature } from './authnet-signature';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const toCents = (value: unknown): number => Math.round(Number(value ?? 0) * 100);

/** E00040: the profile, payment profile or transaction does not exist. */
const NOT_FOUND = 'E00040';
/** E00039: a duplicate customer profile or payment profile (the gateway names the existing one). */
const DUPLICATE = 'E00039';

const ADDRESS_KEYS = [
  'firstName',
  'lastName',
  'company',
  'address',
  'city',
  'state',
  'zip',
  'country',
  'phoneNumber',
] as const;

function billingAddress(value: unknown): BillingAddress | null {
  if (!isRecord(value)) return null;
  const address: BillingAddress = {};
  for (const key of ADDRESS_KEYS) {
    const part = text(value[key]);
    if (part) address[key] = part;
  }
  return address;
}

function storedCard(value: unknown): StoredCard | null {
  if (!isRecord(value)) return null;
  const creditCard = isRecord(value['payment']) ? value['payment']['creditCard'] : undefined;
  const id = text(value['customerPaymentProfileId']);
  if (!id || !isRecord(creditCard)) return null;
  return {
    paymentProfileId: id,
    brand: text(creditCard['cardType']) ?? '',
    last4: (text(creditCard['cardNumber']) ?? '').slice(-4),
    expiration: text(creditCard['expirationDate']) ?? '',
    isDefault: value['defaultPaymentProfile'] === true || value['defaultPaymentProfile'] === 'true',
    billTo: billingAddress(value['billTo']),
  };
}

export class AuthnetPaymentGateway extends PaymentGateway {
  private readonly client: AuthnetApiClient;
  private readonly credentials: requests.MerchantCredentials;

  constructor(
    private readonly config: PaymentsConfig,
    options: { fetch?: typeof fetch; timeoutMs?: number } = {},
  ) {
    super();
    this.credentials = { apiLoginId: config.apiLoginId, transactionKey: config.transactionKey };
    this.client = new AuthnetApiClient({
      apiUrl: config.apiUrl,
      restUrl: config.restUrl,
      credentials: this.credentials,
      ...options,
    });
  }

  /** The HTTP client, for callers that need a raw call (the integration tests send malformed requests). */
  get apiClient(): AuthnetApiClient {
    return this.client;
  }

  async createCustomerProfile(input: CreateCustomerProfileInput): Promise<CreatedCustomerProfile> {
    const answer = await this.client.call(requests.createCustomerProfileRequest(this.credentials, input));
    if (answer.messages.resultCode !== 'Ok') {
      // "A duplicate record with ID 123 already exists.": the customer is known already; use it.
      const existing =
        answer.messages.message[0]?.code === DUPLICATE
          ? /ID (\d+)/.exec(answer.messages.message[0].text)?.[1]
          : undefined;
      if (existing) return { customerProfileId: existing, paymentProfileId: null, existing: true };
      throw rejection(answer);
    }
    const customerProfileId = text(answer['customerProfileId']);
    if (!customerProfileId)
      throw new PaymentGatewayError(
        'unavailable',
        null,
        answer.messages.message,
        'Authorize.net created a customer profile without an id',
      );
    const paymentProfileId = text(asList(answer['customerPaymentProfileIdList'])[0]);
    return { customerProfileId, paymentProfileId, existing: false };
  }

  async getCustomerProfile(customerProfileId: string): Promise<CustomerProfile | null> {
    const answer = await this.orNotFound(requests.getCustomerProfileRequest(this.credentials, customerProfileId));
    if (!answer || !isRecord(answer['profile'])) return null;
    const profile = answer['profile'];
    return {
      customerProfileId: text(profile['customerProfileId']) ?? customerProfileId,
      merchantCustomerId: text(profile['merchantCustomerId']),
      email: text(profile['email']),
      description: text(profile['description']),
      cards: asList(profile['paymentProfiles'])
        .map(storedCard)
        .filter((card): card is StoredCard => card !== null),
    };
  }

  async deleteCustomerProfile(customerProfileId: string): Promise<boolean> {
    return (await this.orNotFound(requests.deleteCustomerProfileRequest(this.credentials, customerProfileId))) !== null;
  }

  async addCard(customerProfileId: string, card: NewCard): Promise<AddedCard> {
    const answer = await this.client.call(
      requests.createCustomerPaymentProfileRequest(this.credentials, customerProfileId, card),
    );
    const paymentProfileId = text(answer['customerPaymentProfileId']);
    if (answer.messages.resultCode === 'Ok' && paymentProfileId) return { paymentProfileId, existing: false };
    // The same card stored twice: the gateway answers the stored one.
    if (answer.messages.message[0]?.code === DUPLICATE && paymentProfileId) return { paymentProfileId, existing: true };
    throw rejection(answer);
  }

  async getCard(customerProfileId: string, paymentProfileId: string): Promise<StoredCard | null> {
    const answer = await this.orNotFound(
      requests.getCustomerPaymentProfileRequest(this.credentials, customerProfileId, paymentProfileId),
    );
    return answer ? storedCard(answer['paymentProfile']) : null;
  }

  async updateCard(customerProfileId: string, paymentProfileId: string, card: NewCard): Promise<void> {
    expectOk(
      await this.client.call(
        requests.updateCustomerPaymentProfileRequest(this.credentials, customerProfileId, paymentProfileId, card),
      ),
    );
  }

  async deleteCard(customerProfileId: string, paymentProfileId: string): Promise<boolean> {
    return (
      (await this.orNotFound(
        requests.deleteCustomerPaymentProfileRequest(this.credentials, customerProfileId, paymentProfileId),
      )) !== null
    );
  }

  async charge(input: ChargeInput): Promise<TransactionResult> {
    const request = requests.createTransactionRequest(
      this.credentials,
      {
        transactionType: 'authCaptureTransaction',
        amountCents: input.amountCents,
        source: input.source,
        order: input.order,
        customer: { id: input.customerId, email: input.email },
        billTo: input.billTo,
        duplicateWindowSeconds: input.duplicateWindowSeconds,
      },
      input.refId,
    );
    return toTransactionResult(await this.client.call(request));
  }

  async refund(input: RefundInput): Promise<TransactionResult> {
    const request = requests.createTransactionRequest(
      this.credentials,
      {
        transactionType: 'refundTransaction',
        amountCents: input.amountCents,
        refTransId: input.transactionId,
        card: input.card,
        order: input.order,
      },
      input.refId,
    );
    return toTransactionResult(await this.client.call(request));
  }

  async void(transactionId: string): Promise<TransactionResult> {
    return toTransactionResult(
      await this.client.call(
        requests.createTransactionRequest(this.credentials, {
          transactionType: 'voidTransaction',
          refTransId: transactionId,
        }),
      ),
    );
  }

  async getTransaction(transactionId: string): Promise<TransactionDetails | null> {
    const answer = await this.orNotFound(requests.getTransactionDetailsRequest(this.credentials, transactionId));
    const tx = answer?.['transaction'];
    if (!isRecord(tx)) return null;
    const creditCard =
      isRecord(tx['payment']) && isRecord(tx['payment']['creditCard']) ? tx['payment']['creditCard'] : {};
    const order = isRecord(tx['order']) ? tx['order'] : {};
    return {
      transactionId: text(tx['transId']) ?? transactionId,
      refTransactionId: text(tx['refTransId']),
      type: text(tx['transactionType']) ?? '',
      status: text(tx['transactionStatus']) ?? '',
      responseCode: Number(tx['responseCode']),
      reasonCode: Number(tx['responseReasonCode']),
      amountCents: toCents(tx['authAmount']),
      settleAmountCents: toCents(tx['settleAmount']),
      submittedAt: new Date(text(tx['submitTimeUTC']) ?? 0),
      invoiceNumber: text(order['invoiceNumber']),
      accountNumber: text(creditCard['cardNumber']),
      accountType: text(creditCard['cardType']),
    };
  }

  async ensureWebhook(url: string, eventTypes: readonly string[]): Promise<{ webhookId: string }> {
    const wanted = [...new Set(eventTypes)].sort();
    const listed = await this.client.rest('GET', '/webhooks');
    if (listed.status !== 200 || !Array.isArray(listed.body)) throw this.restError('list webhooks', listed);
    const existing = listed.body.filter(isRecord).find((hook) => hook['url'] === url);
    if (existing) {
      const webhookId = text(existing['webhookId']) ?? '';
      const current = asList(existing['eventTypes']).map(text).filter(Boolean).sort();
      if (existing['status'] === 'active' && JSON.stringify(current) === JSON.stringify(wanted)) return { webhookId };
      const updated = await this.client.rest('PUT', `/webhooks/${encodeURIComponent(webhookId)}`, {
        url,
        eventTypes: wanted,
        status: 'active',
      });
      if (updated.status !== 200) throw this.restError('update a webhook', updated);
      return { webhookId };
    }
    const created = await this.client.rest('POST', '/webhooks', {
      name: 'Nestwork',
      url,
      eventTypes: wanted,
      status: 'active',
    });
    const webhookId = isRecord(created.body) ? text(created.body['webhookId']) : null;
    if ((created.status !== 200 && created.status !== 201) || !webhookId)
      throw this.restError('register a webhook', created);
    return { webhookId };
  }

  verifyWebhook(rawBody: string | Uint8Array, signatureHeader: string | undefined): WebhookNotification | null {
    if (!verifyAuthnetSignature(rawBody, signatureHeader, this.config.signatureKey)) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8'));
    } catch {
      return null;
    }
    if (!isRecord(parsed) || !isRecord(parsed['payload'])) return null;
    const [notificationId, eventType, eventDate, webhookId] = [
      'notificationId',
      'eventType',
      'eventDate',
      'webhookId',
    ].map((key) => text(parsed[key]));
    if (!notificationId || !eventType) return null;
    return {
      notificationId,
      eventType,
      eventDate: eventDate ?? '',
      webhookId: webhookId ?? '',
      payload: parsed['payload'],
    };
  }

  /** Calls and answers the Ok answer, or null when the gateway does not know the record (E00040). */
  private async orNotFound(request: requests.AuthnetRequest): Promise<AuthnetAnswer | null> {
    const answer = await this.client.call(request);
    if (answer.messages.resultCode === 'Ok') return answer;
    if (answer.messages.message[0]?.code === NOT_FOUND) return null;
    throw rejection(answer);
  }

  private restError(what: string, answer: { status: number; body: unknown }): PaymentGatewayError {
    const reason = isRecord(answer.body) ? text(answer.body['reason']) : null;
    const message = isRecord(answer.body) ? text(answer.body['message']) : null;
    const kind = answer.status >= 500 ? 'unavailable' : 'rejected';
    return new PaymentGatewayError(
      kind,
      reason,
      message ? [{ code: reason ?? String(answer.status), text: message }] : [],
      `Authorize.net refused to ${what} (HTTP ${answer.status}${message ? `: ${message}` : ''})`,
    );
  }
}
