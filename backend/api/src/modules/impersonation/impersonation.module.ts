import { Module } from '@nestjs/common';
import { IMPERSONATION_VERIFIER } from '../../core/auth/ports';
import { registerQueue } from '../../infrastructure/queue/queue-registration';
import { AccountsModule } from '../accounts';
import { ImpersonationController } from './impersonation.controller';
import { ImpersonationAccountEvents } from './impersonation.events';
import { ImpersonationRepository } from './impersonation.repository';
import { ImpersonationService } from './impersonation.service';
import { ImpersonationProcessor } from './impersonation.processor';
import { IMPERSONATION_QUEUE } from './impersonation.queue';

const impersonationQueue = registerQueue(IMPERSONATION_QUEUE);

/**
 * Admins acting as a seeker or employer. The access guard verifies the
 * impersonation headers through IMPERSONATION_VERIFIER.
 */
@Module({
  imports: [AccountsModule, impersonationQueue],
  controllers: [ImpersonationController],
  providers: [ImpersonationRepository, ImpersonationService, ImpersonationAccountEvents, { provide: IMPERSONATION_VERIFIER, useExisting: ImpersonationService }],
  exports: [ImpersonationService, IMPERSONATION_VERIFIER, impersonationQueue],
})
export class ImpersonationModule {}

/** The worker's half: the sweep of idle sessions. */
@Module({
  imports: [ImpersonationModule],
  providers: [ImpersonationProcessor],
})
export class ImpersonationWorkerModule {}
