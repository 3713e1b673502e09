export { JobsModule } from './jobs.module';
export { JobsService } from './jobs.service';

import { Job } from './entities/job.entity';
import { JobAlert } from './entities/job-alert.entity';
import { JobAlertDelivery } from './entities/job-alert-delivery.entity';
import { JobSearchTerm } from './entities/job-search-term.entity';
import { SavedJob } from './entities/saved-job.entity';

/** The tables jobs owns, for the ORM (gathered in modules/index.ts). */
export const JOBS_ENTITIES = [Job, JobSearchTerm, SavedJob, JobAlert, JobAlertDelivery];
