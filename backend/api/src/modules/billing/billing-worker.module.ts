import { Module } from '@nestjs/common';
import { registerQueue } from '../../infrastructure/queue/queue-registration';
import { NotificationsModule } from '../notifications';
import { BILLING_QUEUE } from './billing.queue';
import { CardChargesService } from './charges/card-charges.service';
import { ChargesRepository } from './charges/charges.repository';
import { paymentGatewayProvider } from './payment-gateway.provider';
import { PaymentMethodsRepository } from './payment-methods/payment-methods.repository';
import { ReceiptsRepository } from './receipts/receipts.repository';
import { ReceiptsService } from './receipts/receipts.service';
import { RenewalRemindersService } from './renewals/renewal-reminders.service';
import { RenewalsProcessor } from './renewals/renewals.processor';
import { RenewalsRepository } from './renewals/renewals.repository';
import { RenewalsService } from './renewals/renewals.service';
import { CaptureReconciliationProcessor } from './webhooks/capture-reconciliation.processor';
import { CaptureReconciliationService } from './webhooks/capture-reconciliation.service';
import { PaymentWebhooksRepository } from './webhooks/payment-webhooks.repository';
import { WebhookRegistration } from './webhooks/webhook-registration';

/**
 * The worker's half of billing: the handler of QUEUES.billing (subscription renewals, their
 * e-mails and the receipts of their charges, and the reminders ahead of renewals; the re-checks of payment notifications). Only worker.ts imports it (through WORKER_MODULES); it needs the gateway and the
 * repositories, not the HTTP side of billing.
 */
@Module({
  imports: [NotificationsModule, registerQueue(BILLING_QUEUE)],
  providers: [
    paymentGatewayProvider,
    PaymentMethodsRepository,
    ChargesRepository,
    CardChargesService,
    ReceiptsRepository,
    ReceiptsService,
    RenewalsRepository,
    RenewalsService,
    RenewalRemindersService,
    RenewalsProcessor,
    WebhookRegistration,
    PaymentWebhooksRepository,
    CaptureReconciliationService,
    CaptureReconciliationProcessor,
  ],
})
export class BillingWorkerModule {}
