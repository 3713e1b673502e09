import { BadRequestException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { ACCEPT_OPAQUE_DATA_DESCRIPTOR, PAYMENT_MESSAGES } from '@marketplace/contracts';
import { actorOf, FakeClock, UNIT_PAYMENTS_ENV, unitConfig } from '../../../../test/support/accounts-fakes';
import type { Clock } from '../../../core/clock/clock';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import {
  type AddedCard,
  type CreateCustomerProfileInput,
  type CreatedCustomerProfile,
  type NewCard,
  PaymentGateway,
  PaymentGatewayError,
  type StoredCard,
} from '../../../infrastructure/payments/payment-gateway';
import type { CardDetails, PaymentMethodRecord, PaymentMethodsRepository } from './payment-methods.repository';
import { merchantCustomerIdOf } from '../gateway-calls';
import { PaymentMethodsService } from './payment-methods.service';
import { asHttpException } from '../../../../test/support/assertions';

/** A gateway in memory: customers with cards named by their opaque data value (e.g. 'visa-1111'). */
class FakeGateway extends PaymentGateway {
  customers = new Map<string, { input: CreateCustomerProfileInput; cards: Map<string, StoredCard> }>();
  nextId = 100;
  /** The next call refuses with this error. */
  failNext: PaymentGatewayError | null = null;

  private fail(): void {
    const error = this.failNext;
    this.failNext = null;
    if (error) throw error;
  }
  private cardOf(card: NewCard, paymentProfileId: string): StoredCard {
    const [brand, last4] = card.opaqueData.dataValue.split('-');
    return {
      paymentProfileId,
      brand: brand === 'mc' ? 'MasterCard' : 'Visa',
      last4: last4!,
      expiration: 'XXXX',
      isDefault: false,
      billTo: null,
    };
  }
  async createCustomerProfile(input: CreateCustomerProfileInput): Promise<CreatedCustomerProfile> {
    this.fail();
    const id = String((this.nextId += 1));
    this.customers.set(id, { input, cards: new Map() });
    return { customerProfileId: id, paymentProfileId: null, existing: false };
  }
  async addCard(customerProfileId: string, card: NewCard): Promise<AddedCard> {
    this.fail();
    const id = String((this.nextId += 1));
    this.customers.get(customerProfileId)!.cards.set(id, this.cardOf(card, id));
    return { paymentProfileId: id, existing: false };
  }
  async getCard(customerProfileId: string, paymentProfileId: string): Promise<StoredCard | null> {
    return this.customers.get(customerProfileId)?.cards.get(paymentProfileId) ?? null;
  }
  async updateCard(customerProfileId: string, paymentProfileId: string, card: NewCard): Promise<void> {
    this.fail();
    this.customers.get(customerProfileId)!.cards.set(paymentProfileId, this.cardOf(card, paymentProfileId));
  }
  async deleteCard(customerProfileId: string, paymentProfileId: string): Promise<boolean> {
    this.fail();
    return this.customers.get(customerProfileId)?.cards.delete(paymentProfileId) ?? false;
  }
  getCustomerProfile = unused;
  deleteCustomerProfile = unused;
  charge = unused;
  refund = unused;
  void = unused;
  getTransaction = unused;
  ensureWebhook = unused;
  verifyWebhook = unused;
}
function unused(): never {
  throw new Error('not used by payment methods');
}

/** payment_methods and billing_customers in memory, with the repository's rules (one default per user). */
class MemoryCards {
  customers = new Map<string, string>();
  rows: PaymentMethodRecord[] = [];
  async customerProfileOf(userId: string) {
    return this.customers.get(userId) ?? null;
  }
  async saveCustomerProfile(userId: string, id: string) {
    if (!this.customers.has(userId)) this.customers.set(userId, id);
    return this.customers.get(userId)!;
  }
  async cardsOf(userId: string) {
    return this.rows
      .filter((row) => row.userId === userId)
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt.getTime() - a.createdAt.getTime());
  }
  async cardOf(userId: string, id: string) {
    return this.rows.find((row) => row.userId === userId && row.id === id) ?? null;
  }
  async addCard(input: {
    id: string;
    userId: string;
    customerProfileId: string;
    paymentProfileId: string;
    card: CardDetails;
    makeDefault: boolean;
    at: Date;
  }) {
    const isDefault = input.makeDefault || !this.rows.some((row) => row.userId === input.userId && row.isDefault);
    if (isDefault) for (const row of this.rows) if (row.userId === input.userId) row.isDefault = false;
    const row = {
      id: input.id,
      userId: input.userId,
      customerProfileId: input.customerProfileId,
      paymentProfileId: input.paymentProfileId,
      ...input.card,
      isDefault,
      createdAt: input.at,
      updatedAt: input.at,
    };
    this.rows.push(row);
    return row;
  }
  async updateCard(userId: string, id: string, card: CardDetails, at: Date) {
    const row = await this.cardOf(userId, id);
    if (row) Object.assign(row, card, { updatedAt: at });
    return row;
  }
  async makeDefault(userId: string, id: string) {
    if (!(await this.cardOf(userId, id))) return false;
    for (const row of this.rows) if (row.userId === userId) row.isDefault = row.id === id;
    return true;
  }
  async deleteCard(userId: string, id: string) {
    const row = await this.cardOf(userId, id);
    if (!row) return false;
    this.rows = this.rows.filter((other) => other !== row);
    const rest = await this.cardsOf(userId);
    if (row.isDefault && rest[0]) rest[0].isDefault = true;
    return true;
  }
}

const SEEKER = actorOf({ id: '3f9a2c1e-8d4b-4e6f-9a1b-2c3d4e5f6a7b', role: 'seeker', email: 'seeker@example.com' });
const OTHER = actorOf({ id: '7b6a5f4e-3d2c-4b1a-8f9e-0d1c2b3a4e5f', role: 'seeker', email: 'other@example.com' });
const add = (value: string, extra: { isDefault?: boolean } = {}) => ({
  opaqueDataDescriptor: ACCEPT_OPAQUE_DATA_DESCRIPTOR,
  opaqueDataValue: value,
  expiryMonth: '03',
  expiryYear: '2030',
  ...extra,
});

describe('PaymentMethodsService', () => {
  let gateway: FakeGateway;
  let cards: MemoryCards;
  let clock: FakeClock;
  let service: PaymentMethodsService;

  const build = (payments: boolean) =>
    new PaymentMethodsService(
      clock as unknown as Clock,
      cards as unknown as PaymentMethodsRepository,
      payments ? gateway : null,
      unitConfig(payments ? UNIT_PAYMENTS_ENV : {}),
    );

  beforeEach(() => {
    gateway = new FakeGateway();
    cards = new MemoryCards();
    clock = new FakeClock();
    service = build(true);
  });

  const rejectionOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => asHttpException(error),
    );

  it('creates one customer profile per user with a merchantCustomerId of at most 20 characters, on the first card', async () => {
    await service.save(SEEKER, add('visa-1111'));
    await service.save(SEEKER, add('mc-0015'));
    expect(gateway.customers.size).toBe(1);
    const [customer] = [...gateway.customers.values()];
    expect(customer!.input).toEqual({
      merchantCustomerId: merchantCustomerIdOf(SEEKER.user.id),
      email: 'seeker@example.com',
      description: 'seeker',
    });
    expect(merchantCustomerIdOf(SEEKER.user.id)).toHaveLength(20);
    expect(customer!.cards.size).toBe(2);
  });

  it("stores the gateway's brand and last four with the expiry sent; the first card is the default", async () => {
    const { success, paymentMethod } = await service.save(SEEKER, add('visa-1111'));
    expect(success).toBe(true);
    expect(paymentMethod).toMatchObject({
      brand: 'Visa',
      last4: '1111',
      expiryMonth: 3,
      expiryYear: 2030,
      isDefault: true,
    });
    const second = await service.save(SEEKER, add('mc-0015'));
    expect(second.paymentMethod.isDefault).toBe(false);
    const third = await service.save(SEEKER, add('visa-4242', { isDefault: true }));
    expect(third.paymentMethod.isDefault).toBe(true);
    const { paymentMethods } = await service.list(SEEKER);
    expect(paymentMethods.filter((card) => card.isDefault).map((card) => card.last4)).toEqual(['4242']);
  });

  it('replaces a card in update mode, keeping its id', async () => {
    const { paymentMethod } = await service.save(SEEKER, add('visa-1111'));
    const updated = await service.save(SEEKER, {
      paymentMethodId: paymentMethod.id,
      action: 'update',
      ...add('mc-0015'),
      expiryMonth: '11',
      expiryYear: '2031',
    });
    expect(updated.paymentMethod).toMatchObject({
      id: paymentMethod.id,
      brand: 'MasterCard',
      last4: '0015',
      expiryMonth: 11,
      expiryYear: 2031,
      isDefault: true,
    });
  });

  it("answers 404 for another user's card, in update, delete and default", async () => {
    const { paymentMethod } = await service.save(OTHER, add('visa-1111'));
    for (const attempt of [
      service.save(SEEKER, { paymentMethodId: paymentMethod.id, action: 'update', ...add('mc-0015') }),
      service.remove(SEEKER, paymentMethod.id),
      service.makeDefault(SEEKER, paymentMethod.id),
      service.remove(SEEKER, 'not-a-uuid'),
    ]) {
      const error = await rejectionOf(attempt);
      expect(error).toBeInstanceOf(NotFoundException);
      expect((error as NotFoundException).message).toBe(PAYMENT_MESSAGES.paymentMethodNotFound);
    }
    expect((await service.list(OTHER)).paymentMethods).toHaveLength(1);
    expect((await service.list(SEEKER)).paymentMethods).toEqual([]);
  });

  it('deletes a card at the gateway and here; the newest other card becomes the default', async () => {
    const first = await service.save(SEEKER, add('visa-1111'));
    clock.advance(1000);
    await service.save(SEEKER, add('mc-0015'));
    clock.advance(1000);
    await service.save(SEEKER, add('visa-4242'));
    const { paymentMethods } = await service.remove(SEEKER, first.paymentMethod.id);
    expect(paymentMethods.map((card) => [card.last4, card.isDefault])).toEqual([
      ['4242', true],
      ['0015', false],
    ]);
    expect([...gateway.customers.values()][0]!.cards.size).toBe(2);
  });

  it('makes a card the default', async () => {
    await service.save(SEEKER, add('visa-1111'));
    const second = await service.save(SEEKER, add('mc-0015'));
    const { paymentMethods } = await service.makeDefault(SEEKER, second.paymentMethod.id);
    expect(paymentMethods.map((card) => [card.last4, card.isDefault])).toEqual([
      ['0015', true],
      ['1111', false],
    ]);
  });

  it('checks the opaque data and the expiry before calling the gateway', async () => {
    const error = await rejectionOf(service.save(SEEKER, { ...add(''), expiryMonth: '13', expiryYear: '2025' }));
    expect(error).toBeInstanceOf(RequestValidationException);
    expect((error as RequestValidationException).fieldErrors).toEqual({
      opaqueDataValue: [PAYMENT_MESSAGES.cardTokenMissing],
      expiryMonth: [PAYMENT_MESSAGES.invalidExpiryMonth],
      expiryYear: [PAYMENT_MESSAGES.invalidExpiryYear],
    });
    expect(gateway.customers.size).toBe(0);
  });

  it('answers a card the gateway refused with its messages joined by commas, and a gateway that is down or refuses our credentials with 503', async () => {
    await service.save(SEEKER, add('visa-1111'));
    gateway.failNext = new PaymentGatewayError(
      'rejected',
      'E00114',
      [
        { code: 'E00114', text: 'Invalid OTS Token.' },
        { code: 'E00027', text: 'The transaction was unsuccessful.' },
      ],
      'refused',
    );
    const refused = await rejectionOf(service.save(SEEKER, add('visa-4242')));
    expect(refused).toBeInstanceOf(BadRequestException);
    expect((refused as BadRequestException).message).toBe('Invalid OTS Token., The transaction was unsuccessful.');

    gateway.failNext = new PaymentGatewayError('unavailable', null, [], 'timeout');
    const down = await rejectionOf(service.save(SEEKER, add('visa-4242')));
    expect(down).toBeInstanceOf(ServiceUnavailableException);
    expect((down as ServiceUnavailableException).message).toBe(PAYMENT_MESSAGES.paymentsUnavailable);

    gateway.failNext = new PaymentGatewayError(
      'rejected',
      'E00007',
      [{ code: 'E00007', text: 'User authentication failed due to invalid authentication values.' }],
      'auth',
    );
    expect(await rejectionOf(service.save(SEEKER, add('visa-4242')))).toBeInstanceOf(ServiceUnavailableException);
  });

  it('answers 503 on every route when payments are off', async () => {
    service = build(false);
    for (const attempt of [
      Promise.resolve().then(() => service.clientConfig()),
      service.list(SEEKER),
      service.save(SEEKER, add('visa-1111')),
      service.remove(SEEKER, SEEKER.user.id),
      service.makeDefault(SEEKER, SEEKER.user.id),
    ]) {
      const error = await rejectionOf(attempt);
      expect(error).toBeInstanceOf(ServiceUnavailableException);
      expect((error as ServiceUnavailableException).message).toBe(PAYMENT_MESSAGES.paymentsUnavailable);
    }
  });

  it('answers the public Accept.js settings', () => {
    expect(service.clientConfig()).toEqual({
      apiLoginId: 'unit',
      clientKey: 'unit-client-key',
      environment: 'sandbox',
      acceptJsUrl: 'https://jstest.authorize.net/v1/Accept.js',
    });
  });
});
