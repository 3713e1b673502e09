import { AccountToken } from '../../modules/accounts/entities/account-token.entity';
import { Company } from '../../modules/accounts/entities/company.entity';
import { User } from '../../modules/accounts/entities/user.entity';
import { UserSession } from '../../modules/accounts/entities/user-session.entity';
import { ImpersonationAuditEntry } from '../../modules/impersonation/entities/impersonation-audit-entry.entity';
import { ImpersonationSession } from '../../modules/impersonation/entities/impersonation-session.entity';
import { Job } from '../../modules/jobs/entities/job.entity';
import { JobSearchTerm } from '../../modules/jobs/entities/job-search-term.entity';
import { JobAlert } from '../../modules/jobs/entities/job-alert.entity';
import { JobAlertDelivery } from '../../modules/jobs/entities/job-alert-delivery.entity';
import { SavedJob } from '../../modules/jobs/entities/saved-job.entity';
import { WorkerHeartbeat } from '../queue/heartbeat/worker-heartbeat.entity';

/**
 * Every entity, listed explicitly: the ORM, the migrator and the CLI see the same model, and the
 * build needs no folder scanning. Each module still owns (and alone queries) its own entities.
 */
export const ENTITIES = [Company, User, UserSession, AccountToken, Job, JobSearchTerm, SavedJob, JobAlert, JobAlertDelivery, ImpersonationSession, ImpersonationAuditEntry, WorkerHeartbeat];
