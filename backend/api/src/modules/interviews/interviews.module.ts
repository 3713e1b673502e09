import { Module } from '@nestjs/common';
import { registerQueue } from '../../infrastructure/queue/queue-registration';
import { ApplicationsModule } from '../applications';
import { NotificationsModule } from '../notifications';
import { ApplicationAccessRepository } from './application-access.repository';
import { EMPLOYER_APPLICATION_ACCESS, InterviewApplicationAccess } from './application-access';
import { InterviewCancellationsService } from './interview-cancellations.service';
import { InterviewsController } from './interviews.controller';
import { InterviewsApplicationListeners } from './interviews.listeners';
import { InterviewsProcessor } from './interviews.processor';
import {
  DEFAULT_INTERVIEW_CANCELLATION_DELAY_MS,
  INTERVIEW_CANCELLATION_DELAY_MS,
  INTERVIEWS_QUEUE,
} from './interviews.queue';
import { InterviewUpdates } from './interview-updates';
import { InterviewsRepository } from './interviews.repository';
import { InterviewsService } from './interviews.service';

const interviewsQueue = registerQueue(INTERVIEWS_QUEUE);

/**
 * The interview pipeline of an application (contracts: interviews.ts): its current
 * interview and append-only history, and the candidate's calendar invitations, queued on the
 * notifications queue. "The employer may act on this application" is the EMPLOYER_APPLICATION_ACCESS
 * port, served here by InterviewApplicationAccess until the applications module exports its own.
 * The seeker's list reads the next interview times through the applications module's
 * INTERVIEW_SCHEDULES port (InterviewSchedulesModule). An application that leaves the
 * pipeline (withdrawn, or not selected past the undo window: interviews.events.ts and its queue)
 * has the invitation the candidate holds cancelled (interview-cancellations.service.ts). An update
 * sets the application's stage through the applications module (InterviewUpdates).
 */
@Module({
  imports: [ApplicationsModule, NotificationsModule, interviewsQueue],
  controllers: [InterviewsController],
  providers: [
    InterviewsRepository,
    InterviewUpdates,
    InterviewsService,
    ApplicationAccessRepository,
    InterviewApplicationAccess,
    { provide: EMPLOYER_APPLICATION_ACCESS, useExisting: InterviewApplicationAccess },
    InterviewCancellationsService,
    InterviewsApplicationListeners,
    { provide: INTERVIEW_CANCELLATION_DELAY_MS, useValue: DEFAULT_INTERVIEW_CANCELLATION_DELAY_MS },
  ],
  exports: [InterviewCancellationsService],
})
export class InterviewsModule {}

/** The worker's half: the handler of the interviews queue. Only worker.ts imports it (through WORKER_MODULES). */
@Module({
  imports: [InterviewsModule],
  providers: [InterviewsProcessor],
})
export class InterviewsWorkerModule {}
