import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { IMPERSONATION_VERIFIER } from '../../core/auth/ports';
import { QueueModule } from '../../infrastructure/queue/queue.module';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { AccountsModule } from '../accounts';
import { ImpersonationController } from './impersonation.controller';
import { ImpersonationAccountEvents } from './impersonation.events';
import { ImpersonationRepository } from './impersonation.repository';
import { ImpersonationService } from './impersonation.service';
import { ImpersonationSweepProcessor, ImpersonationSweepScheduler } from './impersonation.sweep';

const impersonationQueue = BullModule.registerQueue({ name: QUEUES.impersonation });

/**
 * Admins acting as a seeker or employer (spec sections 3 to 8). The access guard verifies the
 * impersonation headers through IMPERSONATION_VERIFIER.
 */
@Module({
  imports: [AccountsModule, QueueModule, impersonationQueue],
  controllers: [ImpersonationController],
  providers: [ImpersonationRepository, ImpersonationService, ImpersonationAccountEvents, { provide: IMPERSONATION_VERIFIER, useExisting: ImpersonationService }],
  exports: [ImpersonationService, IMPERSONATION_VERIFIER, impersonationQueue],
})
export class ImpersonationModule {}

/** The worker's half: the sweep of idle sessions. */
@Module({
  imports: [ImpersonationModule, QueueModule],
  providers: [ImpersonationSweepProcessor, ImpersonationSweepScheduler],
})
export class ImpersonationWorkerModule {}
