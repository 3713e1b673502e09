import { Module } from '@nestjs/common';
import { registerQueue } from '../../infrastructure/queue/queue-registration';
import { BillingModule, MembershipPlansModule } from '../billing';
import { NotificationsModule } from '../notifications';
import { ProfilesModule } from '../profiles';
import { AdminCritiquesController, SeekerCritiquesController } from './critiques.controller';
import { CritiquesListeners } from './critiques.listeners';
import { CritiquesProcessor } from './critiques.processor';
import { CRITIQUES_QUEUE } from './critiques.queue';
import { CritiquesRepository } from './critiques.repository';
import { CritiquesService } from './critiques.service';
import { CritiqueEmailsService } from './emails/critique-emails.service';
import { CritiqueReportsService } from './report/critique-reports.service';

const critiquesQueue = registerQueue(CRITIQUES_QUEUE);

/**
 * Resume critiques (contracts: critiques.ts): seekers' requests and results, the reviewers' queue
 * and workbench. Payments through billing's CritiquePurchases (exported by BillingModule), the plan period through its
 * MEMBERSHIP_PLANS port, resumes (their state, text and file links) through profiles'
 * SeekerProfiles; the PDF report and the mails are made by CritiquesWorkerModule.
 */
@Module({
  imports: [BillingModule, MembershipPlansModule, ProfilesModule, critiquesQueue],
  controllers: [SeekerCritiquesController, AdminCritiquesController],
  providers: [CritiquesRepository, CritiquesService, CritiquesListeners],
  exports: [CritiquesRepository, CritiquesService, critiquesQueue],
})
export class CritiquesModule {}

/** The worker's half: the PDF reports and the mails (through the notifications queue). Only worker.ts imports it. */
@Module({
  imports: [CritiquesModule, NotificationsModule],
  providers: [CritiqueReportsService, CritiqueEmailsService, CritiquesProcessor],
})
export class CritiquesWorkerModule {}
