export { ApplicationsModule, ApplicationStatusesModule, ApplicationsWorkerModule } from './applications.module';
/** Events other modules may react to: an application submitted, statuses changed, applications withdrawn. */
export {
  APPLICATION_EVENTS,
  type ApplicationStatusChanged,
  type ApplicationSubmitted,
  type ApplicationsWithdrawn,
} from './applications.events';
/** The applications table's entity, for other modules' foreign keys to an application (interviews); its rows are read and written here only. */
export { Application } from './entities/application.entity';
export { INTERVIEW_SCHEDULES, type InterviewSchedules, type UpcomingInterview } from './interview-schedules.port';
/** One seeker's applications to a set of jobs (the talent profile's history, the seeker's invitations). */
export { type SeekerApplicationSummary, SeekerApplicationsToJobs } from './seeker-applications-to-jobs.service';
/** The one rule of when an employer sees a seeker's e-mail and phone, and its answer fields. */
export { contactVisible, type ContactDetails, type SeekerContact, toSeekerContact } from './contact-visibility';
export { ContactVisibilityService } from './contact-visibility.service';

import { Application } from './entities/application.entity';
import { ApplicationStatusChange } from './entities/application-status-change.entity';
import { ApplicationBulkChange } from './entities/application-bulk-change.entity';
import { ApplicationCard } from './entities/application-card.entity';

/** The tables applications owns, for the ORM (gathered in modules/index.ts). */
export const APPLICATIONS_ENTITIES = [Application, ApplicationStatusChange, ApplicationBulkChange, ApplicationCard];

/** The views this module publishes for other modules' statements (read-only, see its entities). */
export type { ApplicationCard };
