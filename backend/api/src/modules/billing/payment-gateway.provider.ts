import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { AuthnetPaymentGateway } from '../../infrastructure/payments/authnet/authnet-payment-gateway';
import type { PaymentGateway } from '../../infrastructure/payments/payment-gateway';

/** The payment gateway of the settings, or null when payments are off (no AUTHNET_ENVIRONMENT outside production). */
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

export const paymentGatewayProvider: Provider<PaymentGateway | null> = {
  provide: PAYMENT_GATEWAY,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): PaymentGateway | null =>
    config.payments ? new AuthnetPaymentGateway(config.payments) : null,
};
