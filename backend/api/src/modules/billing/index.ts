export {
  BillingModule,
  ConciergeDirectoryModule,
  ListingCreditsModule,
  MembershipPlansModule,
  SoloEmailBlastsModule,
} from './billing.module';
/** Who looks after which concierge job, and the event of each assignment and hand-over (chat's concierge threads). */
export { ConciergeDirectory, type JobConciergeView } from './concierge/concierge-directory.service';
export { BILLING_EVENTS, type ConciergeAssigned } from './billing.events';
export { type DebitBlast, SoloEmailBlasts } from './packages/solo-email-blasts';
export { BillingWorkerModule } from './billing-worker.module';

import { BillingCustomer } from './entities/billing-customer.entity';
import { ChargeEntity } from './entities/charge.entity';
import { ChargeRefundEntity } from './entities/charge-refund.entity';
import { IdempotentRequestEntity } from './entities/idempotent-request.entity';
import { JobConciergeEntity } from './entities/job-concierge.entity';
import { PackageDebitEntity } from './entities/package-debit.entity';
import { PaymentWebhookEventEntity } from './entities/payment-webhook-event.entity';
import { PackageGrantEntity } from './entities/package-grant.entity';
import { PaymentMethodEntity } from './entities/payment-method.entity';
import { ReceiptEntity } from './entities/receipt.entity';
import { SubscriptionEntity } from './entities/subscription.entity';

/** The tables billing owns, for the ORM (gathered in modules/index.ts). */
export const BILLING_ENTITIES = [
  BillingCustomer,
  PaymentMethodEntity,
  SubscriptionEntity,
  ChargeEntity,
  IdempotentRequestEntity,
  PackageGrantEntity,
  PackageDebitEntity,
  PaymentWebhookEventEntity,
  ReceiptEntity,
  ChargeRefundEntity,
  JobConciergeEntity,
];
export { paymentsContentSecurity } from './payments-csp';
export { MEMBERSHIP_PLANS, type MembershipPeriod, type MembershipPlans } from './membership-plans.port';
/** Buying a resume critique with the default card (the critiques module's payments). */
export {
  type CritiqueCard,
  CritiquePurchases,
  type CritiquePurchaseOutcome,
} from './critiques/critique-purchases.service';
/** The charges table's entity, for other modules' foreign keys to a charge (critiques); its rows are written here only. */
export { ChargeEntity } from './entities/charge.entity';
