import { Module } from '@nestjs/common';
import { paymentGatewayProvider } from './payment-gateway.provider';
import { EmployerPaymentMethodsController, PaymentsConfigController, SeekerPaymentMethodsController } from './payment-methods.controller';
import { PaymentMethodsRepository } from './payment-methods.repository';
import { PaymentMethodsService } from './payment-methods.service';

/**
 * Billing (contracts: billing.ts, billing-catalog.ts). Built so far: card payment methods of
 * seekers and employers, stored at the payment gateway (one customer profile per user) and shown
 * from payment_methods. The gateway comes from the settings; without them the routes answer 503.
 */
@Module({
  controllers: [PaymentsConfigController, SeekerPaymentMethodsController, EmployerPaymentMethodsController],
  providers: [paymentGatewayProvider, PaymentMethodsRepository, PaymentMethodsService],
})
export class BillingModule {}
