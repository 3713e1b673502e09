import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications';
import { ApplicationAccessRepository } from './application-access.repository';
import { EMPLOYER_APPLICATION_ACCESS, InterviewApplicationAccess } from './application-access';
import { InterviewSchedulesModule } from './interview-schedules';
import { InterviewsController } from './interviews.controller';
import { InterviewsRepository } from './interviews.repository';
import { InterviewsService } from './interviews.service';

/**
 * The interview pipeline of an application (contracts: interviews.ts; issue 9): its current
 * interview and append-only history, and the candidate's calendar invitations, queued on the
 * notifications queue. "The employer may act on this application" is the EMPLOYER_APPLICATION_ACCESS
 * port, served here by InterviewApplicationAccess until the applications module exports its own.
 * The seeker's list reads the next interview times through the applications module's
 * INTERVIEW_SCHEDULES port (InterviewSchedulesModule, global).
 */
@Module({
  imports: [NotificationsModule, InterviewSchedulesModule],
  controllers: [InterviewsController],
  providers: [
    InterviewsRepository,
    InterviewsService,
    ApplicationAccessRepository,
    InterviewApplicationAccess,
    { provide: EMPLOYER_APPLICATION_ACCESS, useExisting: InterviewApplicationAccess },
  ],
})
export class InterviewsModule {}
