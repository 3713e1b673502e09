import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import type { PaymentGateway } from '../../../infrastructure/payments/payment-gateway';
import { PAYMENT_GATEWAY } from '../payment-gateway.provider';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_PATH } from './payment-webhooks.service';

/**
 * With AUTHNET_REGISTER_WEBHOOK=true (`npm start` with the local sandbox), the worker registers
 * PUBLIC_URL's webhook endpoint with the gateway when it starts (kept as it is when it is there
 * already). A failure is logged, not fatal: payments work without notifications.
 */
@Injectable()
export class WebhookRegistration implements OnApplicationBootstrap {
  private readonly logger = new Logger(WebhookRegistration.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.gateway || !this.config.payments?.registerWebhook) return;
    const url = `${this.config.publicUrl}${WEBHOOK_PATH}`;
    try {
      const { webhookId } = await this.gateway.ensureWebhook(url, WEBHOOK_EVENT_TYPES);
      this.logger.log(`Payment notifications go to ${url} (webhook ${webhookId})`);
    } catch (error) {
      this.logger.warn(`Could not register the payment webhook ${url}: ${(error as Error).message}`);
    }
  }
}
