import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type AuthnetClientConfig,
  isPaymentMethodUpdate,
  PAYMENT_MESSAGES,
  type PaymentMethodsResponse,
  type SavePaymentMethodRequest,
  type SavePaymentMethodResponse,
  type UpdatePaymentMethodRequest,
  validateSavePaymentMethod,
} from '@marketplace/contracts';
import type { Actor, ActorUser } from '../../../core/auth/actor';
import { assertValid } from '../../../core/errors/assert-valid';
import { Clock } from '../../../core/clock/clock';
import { isUuid } from '../../../core/text/uuid';
import type { AppConfig, PaymentsConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import type { PaymentGateway } from '../../../infrastructure/payments/payment-gateway';
import { atGateway, merchantCustomerIdOf } from '../gateway-calls';
import { PAYMENT_GATEWAY } from '../payment-gateway.provider';
import { toAuthnetClientConfig, toCardDetails, toPaymentMethod } from './payment-methods.mapper';
import { type PaymentMethodRecord, PaymentMethodsRepository } from './payment-methods.repository';
import { BillingError } from '../billing.errors';

/**
 * A user's cards (contracts: billing.ts): stored at the payment gateway as payment profiles of one
 * customer profile per user, and in payment_methods as what the app may show. Card numbers never
 * reach this service: cards arrive as Accept.js opaque data. Every route answers 503 when payments
 * are off.
 */
@Injectable()
export class PaymentMethodsService {
  private readonly logger = new Logger(PaymentMethodsService.name);

  constructor(
    private readonly clock: Clock,
    private readonly cards: PaymentMethodsRepository,
    @Inject(PAYMENT_GATEWAY) private readonly paymentGateway: PaymentGateway | null,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** What the browser needs to load Accept.js and tokenise a card. */
  clientConfig(): AuthnetClientConfig {
    return toAuthnetClientConfig(this.payments());
  }

  async list(actor: Actor): Promise<PaymentMethodsResponse> {
    this.gateway();
    return this.listOf(actor.user.id);
  }

  /** Adds a card, or replaces one in update mode (paymentMethodId with action 'update'). */
  async save(actor: Actor, body: SavePaymentMethodRequest): Promise<SavePaymentMethodResponse> {
    const gateway = this.gateway();
    assertValid(validateSavePaymentMethod(body, this.clock.now().getUTCFullYear()));
    const saved = isPaymentMethodUpdate(body)
      ? await this.update(actor, gateway, body)
      : await this.add(actor.user, gateway, body);
    return { success: true, paymentMethod: toPaymentMethod(saved) };
  }

  async remove(actor: Actor, id: string): Promise<PaymentMethodsResponse> {
    const gateway = this.gateway();
    const card = await this.ownCard(actor, id);
    // A card the gateway no longer has is gone already: the row goes too.
    await this.atGateway(
      () => gateway.deleteCard(card.customerProfileId, card.paymentProfileId),
      PAYMENT_MESSAGES.saveFailed,
    );
    await this.cards.deleteCard(actor.user.id, card.id, this.clock.now());
    return this.listOf(actor.user.id);
  }

  async makeDefault(actor: Actor, id: string): Promise<PaymentMethodsResponse> {
    this.gateway();
    const card = await this.ownCard(actor, id);
    if (!(await this.cards.makeDefault(actor.user.id, card.id, this.clock.now())))
      throw BillingError.because('paymentMethodNotFound');
    return this.listOf(actor.user.id);
  }

  private async add(
    user: ActorUser,
    gateway: PaymentGateway,
    body: SavePaymentMethodRequest,
  ): Promise<PaymentMethodRecord> {
    const customerProfileId = await this.customerProfile(user, gateway);
    const opaqueData = { dataDescriptor: body.opaqueDataDescriptor, dataValue: body.opaqueDataValue };
    const added = await this.atGateway(
      () => gateway.addCard(customerProfileId, { opaqueData }),
      PAYMENT_MESSAGES.addFailed,
    );
    const stored = await this.atGateway(
      () => gateway.getCard(customerProfileId, added.paymentProfileId),
      PAYMENT_MESSAGES.addFailed,
    );
    if (!stored) throw BillingError.because('addCardFailed');
    const record = await this.cards.addCard({
      id: randomUUID(),
      userId: user.id,
      customerProfileId,
      paymentProfileId: added.paymentProfileId,
      card: toCardDetails(stored, body.expiryMonth, body.expiryYear),
      makeDefault: 'isDefault' in body && body.isDefault === true,
      at: this.clock.now(),
    });
    if (!record) throw BillingError.because('addCardFailed');
    return record;
  }

  private async update(
    actor: Actor,
    gateway: PaymentGateway,
    body: UpdatePaymentMethodRequest,
  ): Promise<PaymentMethodRecord> {
    const card = await this.ownCard(actor, body.paymentMethodId);
    const opaqueData = { dataDescriptor: body.opaqueDataDescriptor, dataValue: body.opaqueDataValue };
    await this.atGateway(
      () => gateway.updateCard(card.customerProfileId, card.paymentProfileId, { opaqueData }),
      PAYMENT_MESSAGES.updateFailed,
    );
    const stored = await this.atGateway(
      () => gateway.getCard(card.customerProfileId, card.paymentProfileId),
      PAYMENT_MESSAGES.updateFailed,
    );
    if (!stored) throw BillingError.because('updateCardFailed');
    const updated = await this.cards.updateCard(
      actor.user.id,
      card.id,
      toCardDetails(stored, body.expiryMonth, body.expiryYear),
      this.clock.now(),
    );
    if (!updated) throw BillingError.because('paymentMethodNotFound');
    return updated;
  }

  /** The user's customer profile at the gateway, created with their first card. */
  private async customerProfile(user: ActorUser, gateway: PaymentGateway): Promise<string> {
    const existing = await this.cards.customerProfileOf(user.id);
    if (existing) return existing;
    const created = await this.atGateway(
      () =>
        gateway.createCustomerProfile({
          merchantCustomerId: merchantCustomerIdOf(user.id),
          email: user.email,
          description: user.role ?? undefined,
        }),
      PAYMENT_MESSAGES.addFailed,
    );
    return this.cards.saveCustomerProfile(user.id, created.customerProfileId, this.clock.now());
  }

  private async listOf(userId: string): Promise<PaymentMethodsResponse> {
    return { paymentMethods: (await this.cards.cardsOf(userId)).map(toPaymentMethod) };
  }

  /** The user's own card; anyone else's, or none, is 404. */
  private async ownCard(actor: Actor, id: string): Promise<PaymentMethodRecord> {
    const card = isUuid(id) ? await this.cards.cardOf(actor.user.id, id) : null;
    if (!card) throw BillingError.because('paymentMethodNotFound');
    return card;
  }

  private payments(): PaymentsConfig {
    if (!this.config.payments) throw BillingError.because('paymentsUnavailable');
    return this.config.payments;
  }

  private gateway(): PaymentGateway {
    if (!this.paymentGateway) throw BillingError.because('paymentsUnavailable');
    return this.paymentGateway;
  }

  private atGateway<T>(call: () => Promise<T>, failure: string): Promise<T> {
    return atGateway(this.logger, call, failure);
  }
}
