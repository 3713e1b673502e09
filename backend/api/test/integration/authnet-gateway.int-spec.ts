import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { ACCEPT_OPAQUE_DATA_DESCRIPTOR } from '@marketplace/contracts';
import type { PaymentsConfig } from '../../src/config/app-config';
import { AuthnetPaymentGateway } from '../../src/infrastructure/payments/authnet/authnet-payment-gateway';
import { expectOk } from '../../src/infrastructure/payments/authnet/authnet-json';
import { authnetSignature } from '../../src/infrastructure/payments/authnet/authnet-signature';
import { type OpaqueData, PaymentGatewayError } from '../../src/infrastructure/payments/payment-gateway';
import { rejection } from '../support/assertions';
import { eventually } from '../support/http-session';
import { testConfig } from '../support/test-config';

// The local sandbox (infra/authnet-sandbox) is CommonJS outside the TypeScript projects.
interface Merchant {
  apiLoginId: string;
  transactionKey: string;
  clientKey: string;
  signatureKey: string;
}
interface Sandbox {
  url: string;
  settle(apiLoginId: string): number;
  webhooksIdle(): Promise<void>;
  stop(): Promise<void>;
}
interface SandboxModule {
  startAuthnetSandbox(options: {
    dataDir: string;
    merchants: () => Merchant[];
    now?: () => Date;
    webhookRetryDelaysMs?: number[];
  }): Promise<Sandbox>;
  newMerchant(): Merchant;
}
const { startAuthnetSandbox, newMerchant } = require(
  path.resolve(__dirname, '../../../../infra/authnet-sandbox/index.cjs'),
) as SandboxModule;

interface CardData {
  cardNumber: string;
  month: string;
  year: string;
  cardCode?: string;
  zip?: string;
  fullName?: string;
}
interface AcceptResponse {
  opaqueData?: OpaqueData;
  messages: { resultCode: 'Ok' | 'Error'; message: { code: string; text: string }[] };
}

/**
 * A webhook endpoint standing in for the app's: it keeps every POST's exact bytes and headers, and
 * answers 500 to the first `failures` of them.
 */
async function startReceiver(
  failures = 0,
): Promise<{ url: string; received: { body: Buffer; signature: string | undefined }[]; stop(): Promise<void> }> {
  const received: { body: Buffer; signature: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks), signature: req.headers['x-anet-signature'] as string | undefined });
      res.writeHead(received.length <= failures ? 500 : 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/api/payments/authnet/webhook`,
    received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The payment-gateway driver against the local Authorize.net sandbox, started in-process on its own
 * data folder and merchant: what the billing code relies on, answered as the gateway answers it.
 */
describe('Authorize.net driver against the local sandbox', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'authnet-sandbox-'));
  const merchant = newMerchant();
  // The sandbox's clock: tests move it forward to expire opaque data or leave the duplicate window.
  let clockOffsetMs = 0;
  const now = () => new Date(Date.now() + clockOffsetMs);
  let sandbox: Sandbox;
  let config: PaymentsConfig;
  let gateway: AuthnetPaymentGateway;
  let accept: { dispatchData(secureData: unknown, handler: (response: AcceptResponse) => void): void };
  const nextYear = String(new Date().getFullYear() + 1);

  const startSandbox = () =>
    startAuthnetSandbox({ dataDir, merchants: () => [merchant], now, webhookRetryDelaysMs: [50, 100] });
  const paymentsConfig = (url: string, credentials: Partial<Merchant> = {}): PaymentsConfig => {
    const { apiLoginId, transactionKey, clientKey, signatureKey } = { ...merchant, ...credentials };
    return testConfig({
      AUTHNET_ENVIRONMENT: 'local',
      AUTHNET_ENDPOINT: url,
      AUTHNET_API_LOGIN_ID: apiLoginId,
      AUTHNET_TRANSACTION_KEY: transactionKey,
      AUTHNET_CLIENT_KEY: clientKey,
      AUTHNET_SIGNATURE_KEY: signatureKey,
    }).payments!;
  };

  /** Loads the sandbox's Accept.js stand-in as a page would (its own global scope, the real fetch). */
  async function loadAcceptJs(): Promise<void> {
    const script = await (await fetch(config.acceptJsUrl)).text();
    const page: Record<string, unknown> = { fetch, setTimeout, crypto: globalThis.crypto };
    page['window'] = page;
    vm.createContext(page);
    vm.runInContext(script, page);
    accept = page['Accept'] as typeof accept;
  }

  const dispatch = (
    cardData: Partial<CardData>,
    authData = { clientKey: merchant.clientKey, apiLoginID: merchant.apiLoginId },
  ) => new Promise<AcceptResponse>((resolve) => accept.dispatchData({ authData, cardData }, resolve));

  async function tokenize(card: Partial<CardData> = {}): Promise<OpaqueData> {
    const response = await dispatch({
      cardNumber: '4111111111111111',
      month: '12',
      year: nextYear,
      cardCode: '123',
      ...card,
    });
    if (!response.opaqueData) throw new Error(`Accept.js refused the card: ${JSON.stringify(response.messages)}`);
    return response.opaqueData;
  }

  let invoices = 0;
  const invoice = () => `INV-${Date.now().toString(36)}-${(invoices += 1)}`;

  beforeAll(async () => {
    sandbox = await startSandbox();
    config = paymentsConfig(sandbox.url);
    gateway = new AuthnetPaymentGateway(config);
    await loadAcceptJs();
  });

  afterAll(async () => {
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('the Accept.js stand-in', () => {
    it('turns card data into single-use opaque data at the gateway, in the shape Accept.js answers', async () => {
      const response = await dispatch({
        cardNumber: '4111111111111111',
        month: '07',
        year: nextYear,
        cardCode: '900',
        fullName: 'Ana Rivera',
      });
      expect(response.messages).toEqual({ resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] });
      expect(response.opaqueData).toEqual({
        dataDescriptor: ACCEPT_OPAQUE_DATA_DESCRIPTOR,
        dataValue: expect.stringMatching(/^[A-Za-z0-9+/=]{40,}$/),
      });
    });

    it('refuses bad card fields with the Accept.js codes before sending anything', async () => {
      const codes = async (card: Partial<CardData>) =>
        (await dispatch({ cardNumber: '4111111111111111', month: '12', year: nextYear, ...card })).messages.message.map(
          (m) => m.code,
        );
      expect(await codes({ cardNumber: '4111 1111' })).toEqual(['E_WC_05']);
      expect(await codes({ month: '13' })).toEqual(['E_WC_06']);
      expect(await codes({ year: '2020' })).toEqual(['E_WC_08']);
      expect(await codes({ cardCode: '12' })).toEqual(['E_WC_15']);
    });

    it('answers E_WC_21 for a wrong client key', async () => {
      const response = await dispatch(
        { cardNumber: '4111111111111111', month: '12', year: nextYear },
        { clientKey: 'not-the-key', apiLoginID: merchant.apiLoginId },
      );
      expect(response.messages).toEqual({
        resultCode: 'Error',
        message: [{ code: 'E_WC_21', text: 'User authentication failed due to invalid authentication values.' }],
      });
    });
  });

  describe('customer profiles and stored cards', () => {
    it('store a card from opaque data and show only brand, last four and expiry', async () => {
      const created = await gateway.createCustomerProfile({
        merchantCustomerId: 'seeker-1',
        email: 'ana@example.com',
        card: { opaqueData: await tokenize({ cardNumber: '5424000000000015', month: '03' }) },
      });
      expect(created).toEqual({
        customerProfileId: expect.stringMatching(/^\d+$/),
        paymentProfileId: expect.stringMatching(/^\d+$/),
        existing: false,
      });
      const profile = await gateway.getCustomerProfile(created.customerProfileId);
      expect(profile).toEqual({
        customerProfileId: created.customerProfileId,
        merchantCustomerId: 'seeker-1',
        email: 'ana@example.com',
        description: null,
        cards: [
          {
            paymentProfileId: created.paymentProfileId,
            brand: 'MasterCard',
            last4: '0015',
            expiration: `${nextYear}-03`,
            isDefault: true,
            billTo: null,
          },
        ],
      });
    });

    it('add, find, update and delete cards; the same card twice answers the stored one', async () => {
      const { customerProfileId } = await gateway.createCustomerProfile({
        merchantCustomerId: 'employer-1',
        description: 'Acme',
      });
      const visa = await gateway.addCard(customerProfileId, {
        opaqueData: await tokenize(),
        billTo: { firstName: 'Ana', lastName: 'Rivera', zip: '10001' },
      });
      const amex = await gateway.addCard(customerProfileId, {
        opaqueData: await tokenize({ cardNumber: '370000000000002', cardCode: '1234' }),
        isDefault: true,
      });
      expect(await gateway.addCard(customerProfileId, { opaqueData: await tokenize() })).toEqual({
        paymentProfileId: visa.paymentProfileId,
        existing: true,
      });
      expect(await gateway.getCard(customerProfileId, amex.paymentProfileId)).toMatchObject({
        brand: 'AmericanExpress',
        last4: '0002',
        isDefault: true,
      });
      expect(await gateway.getCard(customerProfileId, visa.paymentProfileId)).toMatchObject({
        brand: 'Visa',
        last4: '1111',
        isDefault: false,
        billTo: { firstName: 'Ana', lastName: 'Rivera', zip: '10001' },
      });

      await gateway.updateCard(customerProfileId, visa.paymentProfileId, {
        opaqueData: await tokenize({ cardNumber: '6011000000000012', month: '01' }),
        isDefault: true,
      });
      expect(await gateway.getCard(customerProfileId, visa.paymentProfileId)).toMatchObject({
        brand: 'Discover',
        last4: '0012',
        expiration: `${nextYear}-01`,
        isDefault: true,
      });

      expect(await gateway.deleteCard(customerProfileId, amex.paymentProfileId)).toBe(true);
      expect(await gateway.deleteCard(customerProfileId, amex.paymentProfileId)).toBe(false);
      expect(await gateway.getCard(customerProfileId, amex.paymentProfileId)).toBeNull();
      expect((await gateway.getCustomerProfile(customerProfileId))!.cards.map((card) => card.last4)).toEqual(['0012']);

      expect(await gateway.deleteCustomerProfile(customerProfileId)).toBe(true);
      expect(await gateway.getCustomerProfile(customerProfileId)).toBeNull();
      expect(await gateway.deleteCustomerProfile(customerProfileId)).toBe(false);
    });

    it('answer the known customer for the same id, description and e-mail', async () => {
      const first = await gateway.createCustomerProfile({ merchantCustomerId: 'seeker-2', email: 'bo@example.com' });
      expect(await gateway.createCustomerProfile({ merchantCustomerId: 'seeker-2', email: 'bo@example.com' })).toEqual({
        customerProfileId: first.customerProfileId,
        paymentProfileId: null,
        existing: true,
      });
    });

    it('refuse a card the bank declines when it is stored (ZIP 46282), and unusable opaque data', async () => {
      const { customerProfileId } = await gateway.createCustomerProfile({ merchantCustomerId: 'seeker-3' });
      const declined = await rejection(
        gateway.addCard(customerProfileId, { opaqueData: await tokenize(), billTo: { zip: '46282' } }),
      );
      expect(declined).toMatchObject({ kind: 'rejected', code: 'E00027' });
      const forged = await rejection(
        gateway.addCard(customerProfileId, {
          opaqueData: { dataDescriptor: ACCEPT_OPAQUE_DATA_DESCRIPTOR, dataValue: 'forged' },
        }),
      );
      expect(forged).toMatchObject({ kind: 'rejected', code: 'E00114', message: 'E00114 Invalid OTS Token.' });
      expect(await rejection(gateway.addCard('999999999', { opaqueData: await tokenize() }))).toMatchObject({
        code: 'E00040',
      });
    });
  });

  describe('charges', () => {
    it('charge opaque data and a stored card', async () => {
      const byToken = await gateway.charge({
        amountCents: 4999,
        source: { opaqueData: await tokenize({ cardCode: '900' }) },
        order: { invoiceNumber: invoice(), description: 'Gold Mom Professional' },
      });
      expect(byToken).toMatchObject({
        outcome: 'approved',
        reasonCode: 1,
        reasonText: 'This transaction has been approved.',
        accountNumber: 'XXXX1111',
        accountType: 'Visa',
        cvvResultCode: 'M',
        duplicate: false,
      });
      expect(byToken.transactionId).toMatch(/^\d+$/);
      expect(byToken.authCode).toMatch(/^[0-9A-Z]{6}$/);

      const created = await gateway.createCustomerProfile({
        merchantCustomerId: 'seeker-4',
        card: { opaqueData: await tokenize({ cardNumber: '2223000010309703' }) },
      });
      const byProfile = await gateway.charge({
        amountCents: 29900,
        source: { customerProfileId: created.customerProfileId, paymentProfileId: created.paymentProfileId! },
        order: { invoiceNumber: invoice() },
      });
      expect(byProfile).toMatchObject({ outcome: 'approved', accountNumber: 'XXXX9703', accountType: 'MasterCard' });
      expect(await gateway.getTransaction(byProfile.transactionId!)).toMatchObject({
        transactionId: byProfile.transactionId,
        type: 'authCaptureTransaction',
        status: 'capturedPendingSettlement',
        amountCents: 29900,
        accountNumber: 'XXXX9703',
      });
    });

    it('use opaque data once, and only for 15 minutes', async () => {
      const opaqueData = await tokenize();
      expect(
        (await gateway.charge({ amountCents: 1000, source: { opaqueData }, order: { invoiceNumber: invoice() } }))
          .outcome,
      ).toBe('approved');
      expect(
        await rejection(
          gateway.charge({ amountCents: 1000, source: { opaqueData }, order: { invoiceNumber: invoice() } }),
        ),
      ).toMatchObject({ code: 'E00114' });
      const stale = await tokenize();
      clockOffsetMs += 15 * 60_000 + 1000;
      expect(
        await rejection(
          gateway.charge({ amountCents: 1000, source: { opaqueData: stale }, order: { invoiceNumber: invoice() } }),
        ),
      ).toMatchObject({ code: 'E00114' });
    });

    it('answer the documented triggers: ZIP 46282 declines, the error card declines by amount, AVS ZIPs and card codes', async () => {
      const zipDecline = await gateway.charge({
        amountCents: 1500,
        source: { opaqueData: await tokenize() },
        billTo: { zip: '46282' },
        order: { invoiceNumber: invoice() },
      });
      expect(zipDecline).toMatchObject({
        outcome: 'declined',
        reasonCode: 2,
        reasonText: 'This transaction has been declined.',
        authCode: null,
      });
      expect(zipDecline.transactionId).toMatch(/^\d+$/);

      const errorCard = await tokenize({ cardNumber: '4222222222222' });
      const avsMismatch = await gateway.charge({
        amountCents: 2700,
        source: { opaqueData: errorCard },
        order: { invoiceNumber: invoice() },
      });
      expect(avsMismatch).toMatchObject({ outcome: 'declined', reasonCode: 27 });
      expect(avsMismatch.reasonText).toMatch(/^The transaction has been declined because of an AVS mismatch/);
      const heldForReview = await gateway.charge({
        amountCents: 25300,
        source: { opaqueData: await tokenize({ cardNumber: '4222222222222' }) },
        order: { invoiceNumber: invoice() },
      });
      expect(heldForReview).toMatchObject({ outcome: 'review', reasonCode: 253 });

      const avs = await gateway.charge({
        amountCents: 1600,
        source: { opaqueData: await tokenize({ cardCode: '901' }) },
        billTo: { zip: '46205' },
        order: { invoiceNumber: invoice() },
      });
      expect(avs).toMatchObject({ outcome: 'approved', avsResultCode: 'N', cvvResultCode: 'N' });

      const stored = await gateway.createCustomerProfile({
        merchantCustomerId: 'seeker-5',
        card: { opaqueData: await tokenize({ cardNumber: '4007000000027' }), billTo: { zip: '46201' } },
      });
      const storedCharge = await gateway.charge({
        amountCents: 3499,
        source: { customerProfileId: stored.customerProfileId, paymentProfileId: stored.paymentProfileId! },
        order: { invoiceNumber: invoice() },
      });
      expect(storedCharge).toMatchObject({ outcome: 'approved', avsResultCode: 'A' });
      const renewalDecline = await gateway.charge({
        amountCents: 3499,
        source: { customerProfileId: stored.customerProfileId, paymentProfileId: stored.paymentProfileId! },
        billTo: { zip: '46282' },
        order: { invoiceNumber: invoice() },
      });
      expect(renewalDecline).toMatchObject({ outcome: 'declined', reasonCode: 2 });
    });

    it('refuse the same charge within the duplicate window (reason code 11), unless the window is 0 or has passed', async () => {
      const created = await gateway.createCustomerProfile({
        merchantCustomerId: 'seeker-6',
        card: { opaqueData: await tokenize({ cardNumber: '4012888818888' }) },
      });
      const source = { customerProfileId: created.customerProfileId, paymentProfileId: created.paymentProfileId! };
      const order = { invoiceNumber: invoice() };
      expect((await gateway.charge({ amountCents: 4999, source, order })).outcome).toBe('approved');
      const repeated = await gateway.charge({ amountCents: 4999, source, order });
      expect(repeated).toMatchObject({
        outcome: 'error',
        duplicate: true,
        reasonCode: 11,
        reasonText: 'A duplicate transaction has been submitted.',
        transactionId: null,
      });
      expect((await gateway.charge({ amountCents: 4999, source, order, duplicateWindowSeconds: 0 })).outcome).toBe(
        'approved',
      );
      expect((await gateway.charge({ amountCents: 5000, source, order })).outcome).toBe('approved');
      expect((await gateway.charge({ amountCents: 4999, source, order, duplicateWindowSeconds: 600 })).duplicate).toBe(
        true,
      );
      clockOffsetMs += 121_000;
      expect((await gateway.charge({ amountCents: 4999, source, order })).outcome).toBe('approved');
    });
  });

  describe('refunds and voids', () => {
    it('void a charge before settlement, once', async () => {
      const charge = await gateway.charge({
        amountCents: 12700,
        source: { opaqueData: await tokenize() },
        order: { invoiceNumber: invoice() },
      });
      const voided = await gateway.void(charge.transactionId!);
      expect(voided).toMatchObject({ outcome: 'approved', reasonCode: 1, transactionId: charge.transactionId });
      expect((await gateway.getTransaction(charge.transactionId!))!.status).toBe('voided');
      expect(await gateway.void(charge.transactionId!)).toMatchObject({
        outcome: 'approved',
        reasonCode: 310,
        reasonText: 'This transaction has already been voided.',
      });
      expect(await gateway.void('123')).toMatchObject({ outcome: 'error', reasonCode: 16 });
      expect(
        await gateway.refund({ transactionId: charge.transactionId!, amountCents: 100, card: { last4: '1111' } }),
      ).toMatchObject({ outcome: 'error', reasonCode: 54 });
    });

    it('refund a settled charge up to its amount, to the card or the stored card', async () => {
      const created = await gateway.createCustomerProfile({
        merchantCustomerId: 'employer-2',
        card: { opaqueData: await tokenize({ cardNumber: '3088000000000017' }) },
      });
      const card = { customerProfileId: created.customerProfileId, paymentProfileId: created.paymentProfileId! };
      const charge = await gateway.charge({ amountCents: 69500, source: card, order: { invoiceNumber: invoice() } });
      // Before the batch settles, a refund is refused: the charge can only be voided.
      expect(
        await gateway.refund({ transactionId: charge.transactionId!, amountCents: 10000, card: { last4: '0017' } }),
      ).toMatchObject({ outcome: 'error', reasonCode: 54 });
      expect(sandbox.settle(merchant.apiLoginId)).toBeGreaterThan(0);
      expect(await gateway.getTransaction(charge.transactionId!)).toMatchObject({
        status: 'settledSuccessfully',
        settleAmountCents: 69500,
      });
      expect(await gateway.void(charge.transactionId!)).toMatchObject({ outcome: 'error', reasonCode: 16 });

      const wrongCard = await gateway.refund({
        transactionId: charge.transactionId!,
        amountCents: 10000,
        card: { last4: '1111' },
      });
      expect(wrongCard).toMatchObject({ outcome: 'error', reasonCode: 54 });
      const partial = await gateway.refund({
        transactionId: charge.transactionId!,
        amountCents: 20000,
        card: { last4: '0017' },
      });
      expect(partial).toMatchObject({ outcome: 'approved', reasonCode: 1, accountNumber: 'XXXX0017' });
      expect(await gateway.getTransaction(partial.transactionId!)).toMatchObject({
        type: 'refundTransaction',
        refTransactionId: charge.transactionId,
        amountCents: 20000,
      });
      const rest = await gateway.refund({ transactionId: charge.transactionId!, amountCents: 49500, card });
      expect(rest.outcome).toBe('approved');
      const tooMuch = await gateway.refund({
        transactionId: charge.transactionId!,
        amountCents: 100,
        card,
        order: { invoiceNumber: invoice() },
      });
      expect(tooMuch).toMatchObject({ outcome: 'error', reasonCode: 55 });
    });
  });

  describe('refused requests', () => {
    it('answer E00003 for elements out of the schema order, naming the expected one', async () => {
      const answer = await gateway.apiClient.call({
        method: 'createTransactionRequest',
        body: {
          createTransactionRequest: {
            merchantAuthentication: { name: merchant.apiLoginId, transactionKey: merchant.transactionKey },
            transactionRequest: { amount: '5.00', transactionType: 'authCaptureTransaction' },
          },
        },
      });
      expect(() => expectOk(answer)).toThrow(PaymentGatewayError);
      expect(() => expectOk(answer)).toThrow(
        expect.objectContaining({
          kind: 'rejected',
          code: 'E00003',
          messages: [
            {
              code: 'E00003',
              text: "The element 'transactionRequest' in namespace 'AnetApi/xml/v1/schema/AnetApiSchema.xsd' has invalid child element 'amount' in namespace 'AnetApi/xml/v1/schema/AnetApiSchema.xsd'. List of possible elements expected: 'transactionType' in namespace 'AnetApi/xml/v1/schema/AnetApiSchema.xsd'.",
            },
          ],
        }),
      );
    });

    it('answer E00007 for bad credentials, and the webhooks API refuses them too', async () => {
      const impostor = new AuthnetPaymentGateway(paymentsConfig(sandbox.url, { transactionKey: 'wrongKey12345678' }));
      const refused = await rejection(impostor.charge({ amountCents: 1000, source: { opaqueData: await tokenize() } }));
      expect(refused).toMatchObject({
        kind: 'rejected',
        code: 'E00007',
        message: 'E00007 User authentication failed due to invalid authentication values.',
      });
      expect(await rejection(impostor.getCustomerProfile('1'))).toMatchObject({ code: 'E00007' });
      expect(
        await rejection(
          impostor.ensureWebhook('http://127.0.0.1:9/hook', ['net.authorize.payment.authcapture.created']),
        ),
      ).toMatchObject({ kind: 'rejected', code: 'UNAUTHORIZED' });
    });

    it('answer with a byte-order mark first, which the driver strips', async () => {
      const response = await fetch(config.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          authenticateTestRequest: {
            merchantAuthentication: { name: merchant.apiLoginId, transactionKey: merchant.transactionKey },
          },
        }),
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(await gateway.getCustomerProfile('1')).toBeNull();
    });

    it('wait while the sandbox is told to answer slowly, and only for as long as it was told', async () => {
      const slow = (body: unknown, secret = merchant.transactionKey) =>
        fetch(`${sandbox.url}/sandbox/latency`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${merchant.apiLoginId}:${secret}`).toString('base64')}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
        });
      expect((await slow({ milliseconds: 400, seconds: 1 }, 'wrongKey12345678')).status).toBe(401);
      expect((await slow({ milliseconds: -1, seconds: 1 })).status).toBe(400);
      expect((await slow({ milliseconds: 400, seconds: 1 })).status).toBe(200);
      const impatient = new AuthnetPaymentGateway(config, { timeoutMs: 150 });
      expect(await rejection(impatient.getCustomerProfile('1'))).toMatchObject({ kind: 'unavailable' });
      const started = Date.now();
      expect(await gateway.getCustomerProfile('1')).toBeNull();
      expect(Date.now() - started).toBeGreaterThanOrEqual(350);
      // The slow spell is over after its second: answers come at once again.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await impatient.getCustomerProfile('1')).toBeNull();
    });

    it('are unavailable when the gateway cannot be reached', async () => {
      const nowhere = new AuthnetPaymentGateway(paymentsConfig('http://127.0.0.1:9'), { timeoutMs: 2000 });
      expect(await rejection(nowhere.getCustomerProfile('1'))).toMatchObject({ kind: 'unavailable', code: null });
    });
  });

  describe('webhooks', () => {
    it('are registered once, posted signed for each event, and checked by their signature', async () => {
      const receiver = await startReceiver();
      try {
        const events = [
          'net.authorize.payment.authcapture.created',
          'net.authorize.payment.refund.created',
          'net.authorize.payment.void.created',
        ];
        const { webhookId } = await gateway.ensureWebhook(receiver.url, events);
        expect(await gateway.ensureWebhook(receiver.url, [...events].reverse())).toEqual({ webhookId });

        const charge = await gateway.charge({
          amountCents: 9700,
          source: { opaqueData: await tokenize() },
          order: { invoiceNumber: invoice() },
        });
        const [delivery] = await eventually(async () => (receiver.received.length > 0 ? receiver.received : null));
        expect(delivery!.signature).toBe(authnetSignature(delivery!.body, merchant.signatureKey));
        const notification = gateway.verifyWebhook(delivery!.body, delivery!.signature);
        expect(notification).toEqual({
          notificationId: expect.any(String),
          eventType: 'net.authorize.payment.authcapture.created',
          eventDate: expect.any(String),
          webhookId,
          payload: {
            responseCode: 1,
            authCode: charge.authCode,
            avsResponse: 'P',
            authAmount: 97,
            invoiceNumber: expect.any(String),
            entityName: 'transaction',
            id: charge.transactionId,
          },
        });

        // A body changed in transit, or signed with another key, is refused.
        const tampered = Buffer.from(delivery!.body.toString('utf8').replace('"authAmount":97', '"authAmount":1'));
        expect(gateway.verifyWebhook(tampered, delivery!.signature)).toBeNull();
        expect(
          gateway.verifyWebhook(delivery!.body, authnetSignature(delivery!.body, newMerchant().signatureKey)),
        ).toBeNull();
        expect(gateway.verifyWebhook(delivery!.body, undefined)).toBeNull();

        await gateway.void(charge.transactionId!);
        const voided = await eventually(async () =>
          receiver.received.find(
            (received) =>
              gateway.verifyWebhook(received.body, received.signature)?.eventType ===
              'net.authorize.payment.void.created',
          ),
        );
        expect(gateway.verifyWebhook(voided.body, voided.signature)!.payload['id']).toBe(charge.transactionId);
      } finally {
        await sandbox.webhooksIdle();
        await receiver.stop();
      }
    });
  });

  describe('webhook deliveries', () => {
    it('are retried until the app takes them, the same signed notification each time', async () => {
      const receiver = await startReceiver(2);
      try {
        await gateway.ensureWebhook(receiver.url, ['net.authorize.customer.created']);
        const { customerProfileId } = await gateway.createCustomerProfile({ merchantCustomerId: 'seeker-8' });
        const deliveries = await eventually(async () => (receiver.received.length >= 3 ? receiver.received : null));
        expect(new Set(deliveries.map((delivery) => delivery.body.toString('utf8'))).size).toBe(1);
        const notification = gateway.verifyWebhook(deliveries[2]!.body, deliveries[2]!.signature);
        expect(notification).toMatchObject({
          eventType: 'net.authorize.customer.created',
          payload: { entityName: 'customerProfile', id: customerProfileId, merchantCustomerId: 'seeker-8' },
        });
        await sandbox.webhooksIdle(); // the sandbox records the outcome once the answer is in
        const listed = await gateway.apiClient.rest('GET', '/notifications');
        expect(listed.body).toMatchObject({
          notifications: expect.arrayContaining([
            expect.objectContaining({ notificationId: notification!.notificationId, deliveryStatus: 'Delivered' }),
          ]),
        });
      } finally {
        await sandbox.webhooksIdle();
        await receiver.stop();
      }
    });
  });

  it('keeps its records across a restart', async () => {
    const created = await gateway.createCustomerProfile({
      merchantCustomerId: 'seeker-7',
      card: { opaqueData: await tokenize({ cardNumber: '38000000000006' }) },
    });
    await sandbox.stop();
    sandbox = await startSandbox();
    const again = new AuthnetPaymentGateway(paymentsConfig(sandbox.url));
    expect((await again.getCustomerProfile(created.customerProfileId))!.cards).toEqual([
      expect.objectContaining({ brand: 'DinersClub', last4: '0006' }),
    ]);
  });
});
