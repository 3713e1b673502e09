import { Injectable, Module } from '@nestjs/common';
import { INTERVIEW_SCHEDULES, type InterviewSchedules, type UpcomingInterview } from '../applications';
import { InterviewsRepository } from './interviews.repository';

/** The applications module's INTERVIEW_SCHEDULES port: the seeker's list shows each application's next interview. */
@Injectable()
export class InterviewSchedulesService implements InterviewSchedules {
  constructor(private readonly interviews: InterviewsRepository) {}

  nextInterviewsOf(applicationIds: readonly string[], now: Date): Promise<Map<string, UpcomingInterview>> {
    return this.interviews.upcoming(applicationIds, now);
  }
}

/**
 * The port, for the applications module's SeekerApplicationsModule to import without the rest of
 * interviews (which imports applications): it exports the port only, and needs nothing but the
 * database.
 */
@Module({
  providers: [
    InterviewsRepository,
    InterviewSchedulesService,
    { provide: INTERVIEW_SCHEDULES, useExisting: InterviewSchedulesService },
  ],
  exports: [INTERVIEW_SCHEDULES],
})
export class InterviewSchedulesModule {}
