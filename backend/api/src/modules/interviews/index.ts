export { InterviewsModule, InterviewsWorkerModule } from './interviews.module';
/** The applications module's INTERVIEW_SCHEDULES port (the seeker's list shows each application's next interview). */
export { InterviewSchedulesModule } from './interview-schedules';
export {
  EMPLOYER_APPLICATION_ACCESS,
  type EmployerApplicationAccess,
  type OwnedApplication,
} from './application-access';

import { ApplicationInterview } from './entities/application-interview.entity';
import { InterviewHistoryEntry } from './entities/interview-history-entry.entity';

/** The tables interviews owns, for the ORM (gathered in modules/index.ts). */
export const INTERVIEWS_ENTITIES = [ApplicationInterview, InterviewHistoryEntry];
