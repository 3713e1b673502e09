export { BillingModule } from './billing.module';

import { BillingCustomer } from './entities/billing-customer.entity';
import { PaymentMethodEntity } from './entities/payment-method.entity';

/** The tables billing owns, for the ORM (gathered in modules/index.ts). */
export const BILLING_ENTITIES = [BillingCustomer, PaymentMethodEntity];
export { paymentsContentSecurity } from './payments-csp';
