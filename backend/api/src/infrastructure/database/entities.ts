import { Company } from '../../modules/accounts/entities/company.entity';
import { User } from '../../modules/accounts/entities/user.entity';
import { Job } from '../../modules/jobs/entities/job.entity';
import { WorkerHeartbeat } from '../queue/heartbeat/worker-heartbeat.entity';

/**
 * Every entity, listed explicitly: the ORM, the migrator and the CLI see the same model, and the
 * build needs no folder scanning. Each module still owns (and alone queries) its own entities.
 */
export const ENTITIES = [Company, User, Job, WorkerHeartbeat];
