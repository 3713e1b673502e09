import { Module } from '@nestjs/common';
import { IMPERSONATION_VERIFIER } from '../../core/auth/ports';
import { registerQueue } from '../../infrastructure/queue/queue-registration';
import { AccountsModule } from '../accounts';
import { AuditLogController } from './audit/audit-log.controller';
import { AuditLogRepository } from './audit/audit-log.repository';
import { AuditLogService } from './audit/audit-log.service';
import { ImpersonationController } from './impersonation.controller';
import { ImpersonationAccountListeners } from './impersonation.listeners';
import { ImpersonationRepository } from './impersonation.repository';
import { ImpersonationService } from './impersonation.service';
import { ImpersonationProcessor } from './impersonation.processor';
import { IMPERSONATION_QUEUE } from './impersonation.queue';

const impersonationQueue = registerQueue(IMPERSONATION_QUEUE);

/**
 * Admins acting as a seeker or employer, and the audit log of what they did so. The access guard
 * verifies the impersonation headers and records writes through IMPERSONATION_VERIFIER.
 */
@Module({
  imports: [AccountsModule, impersonationQueue],
  controllers: [ImpersonationController, AuditLogController],
  providers: [
    ImpersonationRepository,
    ImpersonationService,
    AuditLogRepository,
    AuditLogService,
    ImpersonationAccountListeners,
    { provide: IMPERSONATION_VERIFIER, useExisting: ImpersonationService },
  ],
  exports: [ImpersonationService, IMPERSONATION_VERIFIER, impersonationQueue],
})
export class ImpersonationModule {}

/** The worker's half: the sweep of idle sessions. */
@Module({
  imports: [ImpersonationModule],
  providers: [ImpersonationProcessor],
})
export class ImpersonationWorkerModule {}
