import { Module } from '@nestjs/common';
import { IdempotentRequestsRepository } from './idempotent-requests.repository';
import { IdempotentRequests } from './idempotent-requests.service';
import { MEMBERSHIP_PLANS } from './membership-plans.port';
import { MembershipPlansService } from './membership-plans.service';
import { paymentGatewayProvider } from './payment-gateway.provider';
import { EmployerPaymentMethodsController, PaymentsConfigController, SeekerPaymentMethodsController } from './payment-methods/payment-methods.controller';
import { PaymentMethodsRepository } from './payment-methods/payment-methods.repository';
import { PaymentMethodsService } from './payment-methods/payment-methods.service';
import { BillingCatalogController, SeekerSubscriptionController } from './subscriptions/subscriptions.controller';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository';
import { SubscriptionsService } from './subscriptions/subscriptions.service';

/**
 * The MEMBERSHIP_PLANS port (the plan a seeker holds), for applications and talent to import
 * without the rest of billing: it needs nothing but the database.
 */
@Module({
  providers: [SubscriptionsRepository, MembershipPlansService, { provide: MEMBERSHIP_PLANS, useExisting: MembershipPlansService }],
  exports: [MEMBERSHIP_PLANS],
})
export class MembershipPlansModule {}

/**
 * Billing (contracts: billing.ts, billing-catalog.ts). Built so far: card payment methods of
 * seekers and employers, stored at the payment gateway (one customer profile per user) and shown
 * from payment_methods; the catalogue; seeker subscriptions, started with the default card under an
 * Idempotency-Key (renewals come with the billing worker). The gateway comes from the settings;
 * without them the card routes answer 503.
 */
@Module({
  controllers: [PaymentsConfigController, SeekerPaymentMethodsController, EmployerPaymentMethodsController, BillingCatalogController, SeekerSubscriptionController],
  providers: [
    paymentGatewayProvider,
    PaymentMethodsRepository,
    PaymentMethodsService,
    SubscriptionsRepository,
    SubscriptionsService,
    IdempotentRequestsRepository,
    IdempotentRequests,
  ],
})
export class BillingModule {}
