import { randomUUID } from 'node:crypto';
import { type Opt, type Ref, EntityName } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency } from '@marketplace/contracts';
import { User } from '../../accounts';

/**
 * A seeker's saved search, e-mailed daily or weekly. `notifiedUpTo` is the watermark: each e-mail
 * lists only jobs posted after it, then moves it to the run's time.
 */
@Entity({ tableName: 'job_alerts' })
@Index({ name: 'job_alerts_user_id_idx', properties: ['user'] })
@Index({
  name: 'job_alerts_due_idx',
  expression: 'create index "job_alerts_due_idx" on "job_alerts" ("last_run_at") where not "paused"',
})
export class JobAlert {
  [EntityName]?: 'JobAlert';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { ref: true, fieldName: 'user_id', deleteRule: 'cascade' })
  user!: Ref<User>;

  /** The search as GET /api/jobs query string, canonical order, without cursor and sort. */
  @Property({ type: 'text' })
  query!: string;

  @Enum({ items: () => [...JOB_ALERT_FREQUENCIES], type: 'string', length: 16 })
  frequency!: JobAlertFrequency;

  @Property({ type: 'boolean', default: false })
  paused: Opt<boolean> = false;

  /** Jobs posted up to this time have been considered (e-mailed or there were none). */
  @Property({ type: 'datetime', length: 3 })
  notifiedUpTo!: Date;

  /** When the worker last looked at this alert (due again a day or a week later). */
  @Property({ type: 'datetime', length: 3, nullable: true })
  lastRunAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  lastSentAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  /** When the seeker deleted it: it can be restored for JOB_ALERT_UNDO_SECONDS, then the worker purges it. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  deletedAt: Date | null = null;
}
