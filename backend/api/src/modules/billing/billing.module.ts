import { Module } from '@nestjs/common';
import { PaymentWebhooksController } from './webhooks/payment-webhooks.controller';
import { PaymentWebhooksRepository } from './webhooks/payment-webhooks.repository';
import { PaymentWebhooksService } from './webhooks/payment-webhooks.service';
import { CaptureReconciliationService } from './webhooks/capture-reconciliation.service';
import { JOB_LISTING_CREDITS, JobsModule } from '../jobs';
import { IdempotentRequestsRepository } from './idempotent-requests.repository';
import { IdempotentRequests } from './idempotent-requests.service';
import { MEMBERSHIP_PLANS } from './membership-plans.port';
import { MembershipPlansService } from './membership-plans.service';
import { paymentGatewayProvider } from './payment-gateway.provider';
import {
  EmployerPaymentMethodsController,
  PaymentsConfigController,
  SeekerPaymentMethodsController,
} from './payment-methods/payment-methods.controller';
import { PaymentMethodsRepository } from './payment-methods/payment-methods.repository';
import { PaymentMethodsService } from './payment-methods/payment-methods.service';
import { EmployerBillingHistoryController, SeekerBillingHistoryController } from './receipts/receipts.controller';
import { ReceiptsRepository } from './receipts/receipts.repository';
import { ReceiptsService } from './receipts/receipts.service';
import { NotificationsModule } from '../notifications';
import { AdminPaymentsController } from './admin-payments/admin-payments.controller';
import { AdminPaymentsRepository } from './admin-payments/admin-payments.repository';
import { AdminPaymentsService } from './admin-payments/admin-payments.service';
import { AdminConciergeController, EmployerConciergeController } from './concierge/concierge.controller';
import { ConciergeJobListeners } from './concierge/concierge.listeners';
import { ConciergeDirectory } from './concierge/concierge-directory.service';
import { ConciergeRepository } from './concierge/concierge.repository';
import { ConciergeService } from './concierge/concierge.service';
import { BILLING_QUEUE } from './billing.queue';
import { registerQueue } from '../../infrastructure/queue/queue-registration';
import { ListingCreditsService } from './packages/listing-credits.service';
import { EmployerPackagesController, PackagesCatalogController } from './packages/packages.controller';
import { PackagesRepository } from './packages/packages.repository';
import { SoloEmailBlasts } from './packages/solo-email-blasts';
import { RenewalsRepository } from './renewals/renewals.repository';
import { PackagesService } from './packages/packages.service';
import { BillingCatalogController, SeekerSubscriptionController } from './subscriptions/subscriptions.controller';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { CardChargesService } from './charges/card-charges.service';
import { ChargesRepository } from './charges/charges.repository';
import { CritiquePurchases } from './critiques/critique-purchases.service';

/**
 * The MEMBERSHIP_PLANS port (the plan a seeker holds), for applications and talent to import
 * without the rest of billing: it needs nothing but the database.
 */
@Module({
  providers: [
    SubscriptionsRepository,
    MembershipPlansService,
    { provide: MEMBERSHIP_PLANS, useExisting: MembershipPlansService },
  ],
  exports: [MEMBERSHIP_PLANS],
})
export class MembershipPlansModule {}

/** Billing's side of the Solo Email Blast (SoloEmailBlasts), for the email-blast module: it needs nothing but the database. */
@Module({ providers: [PackagesRepository, SoloEmailBlasts], exports: [SoloEmailBlasts] })
export class SoloEmailBlastsModule {}

/** Who looks after which concierge job (ConciergeDirectory), for chat: it needs nothing but the database. */
@Module({ providers: [ConciergeRepository, ConciergeDirectory], exports: [ConciergeDirectory] })
export class ConciergeDirectoryModule {}

/**
 * The jobs module's JOB_LISTING_CREDITS port (a job's submission spends a package credit; its
 * listing runs on the credit's terms), for the jobs module's JobListingsModule to import without the
 * rest of billing (whose ledger refers to jobs): it needs nothing but the database.
 */
@Module({
  providers: [
    PackagesRepository,
    ListingCreditsService,
    { provide: JOB_LISTING_CREDITS, useExisting: ListingCreditsService },
  ],
  exports: [JOB_LISTING_CREDITS],
})
export class ListingCreditsModule {}

/**
 * Billing (contracts: billing.ts, billing-catalog.ts). Built so far: card payment methods of
 * seekers and employers, stored at the payment gateway (one customer profile per user) and shown
 * from payment_methods; the catalogue; seeker subscriptions, started with the default card under an
 * Idempotency-Key (renewals: BillingWorkerModule); receipts and the billing history (receipts/),
 * admin payments and full refunds (admin-payments/), the admin concierges of jobs listed with a
 * concierge package (concierge/; it reads jobs through JobsModule), and critique purchases for the
 * critiques module (CritiquePurchases, exported). The gateway comes from the settings;
 * without them the card routes answer 503.
 */
@Module({
  imports: [NotificationsModule, JobsModule, registerQueue(BILLING_QUEUE)],
  controllers: [
    PaymentsConfigController,
    SeekerPaymentMethodsController,
    EmployerPaymentMethodsController,
    BillingCatalogController,
    PackagesCatalogController,
    SeekerSubscriptionController,
    EmployerPackagesController,
    SeekerBillingHistoryController,
    EmployerBillingHistoryController,
    AdminPaymentsController,
    EmployerConciergeController,
    AdminConciergeController,
    PaymentWebhooksController,
  ],
  providers: [
    paymentGatewayProvider,
    PaymentMethodsRepository,
    PaymentMethodsService,
    ChargesRepository,
    CardChargesService,
    SubscriptionsRepository,
    SubscriptionsService,
    IdempotentRequestsRepository,
    IdempotentRequests,
    ReceiptsRepository,
    ReceiptsService,
    AdminPaymentsRepository,
    AdminPaymentsService,
    PackagesRepository,
    PackagesService,
    ConciergeRepository,
    ConciergeService,
    ConciergeJobListeners,
    PaymentWebhooksRepository,
    PaymentWebhooksService,
    CaptureReconciliationService,
    // The worker's (BillingWorkerModule); also here so that the SQL emitter, which loads AppModule, reaches its statements.
    RenewalsRepository,
    CritiquePurchases,
  ],
  // Billing's side of resume critiques: the critiques module buys through the one charging path
  // here, on the same gateway instance as every other charge of the app.
  exports: [CritiquePurchases],
})
export class BillingModule {}
