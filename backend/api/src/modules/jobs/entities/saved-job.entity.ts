import { type Opt, type Ref, EntityName } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../accounts';
import { Job } from './job.entity';

/** A job a seeker saved (the heart on a job card). One row per seeker and job, so saving is idempotent. */
@Entity({ tableName: 'saved_jobs' })
@Index({
  name: 'saved_jobs_user_saved_at_idx',
  expression: 'create index "saved_jobs_user_saved_at_idx" on "saved_jobs" ("user_id", "saved_at" desc)',
})
@Index({ name: 'saved_jobs_job_id_idx', properties: ['job'] })
export class SavedJob {
  [EntityName]?: 'SavedJob';
  @ManyToOne(() => User, { ref: true, primary: true, fieldName: 'user_id', deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne(() => Job, { ref: true, primary: true, fieldName: 'job_id', deleteRule: 'cascade' })
  job!: Ref<Job>;

  @Property({ type: 'datetime', length: 3, defaultRaw: 'now()' })
  savedAt: Opt<Date> = new Date();
}
