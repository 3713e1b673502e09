import { Module } from '@nestjs/common';
import { ClockModule } from '../../../core/clock/clock';
import { registerQueue } from '../../../infrastructure/queue/queue-registration';
import { JobsModule } from '../../jobs';
import { NotificationsModule } from '../../notifications';
import { ProfilesModule } from '../../profiles';
import { BILLING_QUEUE } from '../billing.queue';
import { PackagesRepository } from '../packages/packages.repository';
import { EmailBlastProcessor } from './email-blast.processor';
import { EmailBlastService } from './email-blast.service';

/**
 * The worker's Solo Email Blast: the handler of BILLING_JOBS.emailBlast. Listed in WORKER_MODULES
 * by its own path, not through billing's index.ts: it imports profiles, whose module imports
 * billing's, and the index would make that a cycle of files.
 */
@Module({
  imports: [ClockModule, JobsModule, ProfilesModule, NotificationsModule, registerQueue(BILLING_QUEUE)],
  providers: [PackagesRepository, EmailBlastService, EmailBlastProcessor],
})
export class EmailBlastWorkerModule {}
