import { Module } from '@nestjs/common';
import { ClockModule } from '../../core/clock/clock';
import { registerQueue } from '../../infrastructure/queue/queue-registration';
import { SoloEmailBlastsModule } from '../billing';
import { JobsModule } from '../jobs';
import { NotificationsModule } from '../notifications';
import { ProfilesModule } from '../profiles';
import { EmailBlastListeners } from './email-blast.listeners';
import { EmailBlastProcessor } from './email-blast.processor';
import { EMAIL_BLAST_QUEUE } from './email-blast.queue';
import { EmailBlastService } from './email-blast.service';

const emailBlastQueue = registerQueue(EMAIL_BLAST_QUEUE);

/**
 * The Solo Email Blast: when an admin approves a job listed with a Solo Email Blast credit, the job
 * is e-mailed once to the seekers it matches. Billing owns the credit (SoloEmailBlasts), profiles
 * the seekers' skills, notifications the mail; this module only ties them together.
 */
@Module({
  imports: [SoloEmailBlastsModule, emailBlastQueue],
  providers: [EmailBlastListeners],
})
export class EmailBlastModule {}

/** The worker's half: sending a queued blast. */
@Module({
  imports: [ClockModule, SoloEmailBlastsModule, JobsModule, ProfilesModule, NotificationsModule, emailBlastQueue],
  providers: [EmailBlastService, EmailBlastProcessor],
})
export class EmailBlastWorkerModule {}
