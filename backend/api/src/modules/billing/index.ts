export { BillingModule, MembershipPlansModule } from './billing.module';

import { BillingCustomer } from './entities/billing-customer.entity';
import { ChargeEntity } from './entities/charge.entity';
import { IdempotentRequestEntity } from './entities/idempotent-request.entity';
import { PackageDebitEntity } from './entities/package-debit.entity';
import { PackageGrantEntity } from './entities/package-grant.entity';
import { PaymentMethodEntity } from './entities/payment-method.entity';
import { SubscriptionEntity } from './entities/subscription.entity';

/** The tables billing owns, for the ORM (gathered in modules/index.ts). */
export const BILLING_ENTITIES = [BillingCustomer, PaymentMethodEntity, SubscriptionEntity, ChargeEntity, IdempotentRequestEntity, PackageGrantEntity, PackageDebitEntity];
export { paymentsContentSecurity } from './payments-csp';
export { MEMBERSHIP_PLANS, type MembershipPlans } from './membership-plans.port';
