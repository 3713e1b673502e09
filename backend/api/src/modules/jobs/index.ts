export { JobsModule } from './jobs.module';
export { type CompanyJob, JobsService } from './jobs.service';
export type { JobOpening, JobSummary } from './detail/job-detail.service';
export {
  JOB_APPLICATION_COUNTS,
  type JobApplicationCounts,
  SEEKER_APPLICATION_STATUSES,
  type SeekerApplicationStatuses,
} from './application-status.port';
/** Which seekers' live job alerts find a live job (billing's Solo Email Blast). */
export { JobAudience, type LiveJob, type LiveJobAudience } from './alerts/job-audience.service';
export type { AudienceSeeker } from './alerts/job-audience.repository';
export {
  JOB_LISTING_CREDITS,
  type JobListingCredits,
  type ListingRenewal,
  type ListingTerms,
} from './posting/listing-credits.port';
/** A job's moderation decision, published once committed (billing gives approved concierge jobs their concierge). */
export { JOB_EVENTS, type JobModerated } from './jobs.events';
/** The keyset cursor format of the job feed, (date, id) as base64url JSON: the applications lists page the same way. */
export { decodeJobCursor, encodeJobCursor } from './job-cursor';
export { ApplicationStatusCountsDto } from './dto/job-posting.dto';
/** The jobs table's entity, for other modules' foreign keys to a job (applications); its rows are read and written here only. */
export { Job } from './entities/job.entity';

import { Job } from './entities/job.entity';
import { JobAlert } from './entities/job-alert.entity';
import { JobAlertDelivery } from './entities/job-alert-delivery.entity';
import { JobSearchTerm } from './entities/job-search-term.entity';
import { JobCountRow } from './entities/job-count-row.entity';
import { SavedJob } from './entities/saved-job.entity';
import { JobCard } from './entities/job-card.entity';

/** The tables jobs owns, for the ORM (gathered in modules/index.ts). */
export const JOBS_ENTITIES = [Job, JobCountRow, JobSearchTerm, SavedJob, JobAlert, JobAlertDelivery, JobCard];

/** The views this module publishes for other modules' statements (read-only, see its entities). */
export type { JobCard };
