import { randomUUID } from 'node:crypto';
import { type Ref, EntityName } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { ChatThreadKind } from '@marketplace/contracts';
import { Company, User } from '../../accounts';
import { Job } from '../../jobs';

/**
 * A conversation (contracts: chat.ts). `direct`: a company (any of its employers) and a seeker, one
 * per pair, about the job it started from. `concierge`: the company of a job listed with a concierge
 * package and the job's admin concierge, one per job (the concierge is a member row, so handing the
 * job to another admin moves the thread). Users, companies and jobs are never deleted, hence restrict.
 */
@Entity({ tableName: 'chat_threads' })
@Check({ name: 'chat_threads_kind_check', expression: `"kind" in ('direct', 'concierge')` })
@Check({
  name: 'chat_threads_shape_check',
  expression: `("kind" = 'direct' and "seeker_id" is not null) or ("kind" = 'concierge' and "seeker_id" is null and "job_id" is not null)`,
})
@Unique({
  name: 'chat_threads_direct_unique',
  expression: `create unique index "chat_threads_direct_unique" on "chat_threads" ("company_id", "seeker_id") where "kind" = 'direct'`,
})
@Unique({
  name: 'chat_threads_concierge_unique',
  expression: `create unique index "chat_threads_concierge_unique" on "chat_threads" ("job_id") where "kind" = 'concierge'`,
})
// The company's threads and the seeker's, newest activity first.
@Index({
  name: 'chat_threads_company_activity_idx',
  expression:
    'create index "chat_threads_company_activity_idx" on "chat_threads" ("company_id", "last_activity_at" desc, "id" desc)',
})
@Index({
  name: 'chat_threads_seeker_activity_idx',
  expression:
    'create index "chat_threads_seeker_activity_idx" on "chat_threads" ("seeker_id", "last_activity_at" desc, "id" desc) where "seeker_id" is not null',
})
@Index({ name: 'chat_threads_started_by_id_idx', properties: ['startedBy'] })
export class ChatThread {
  [EntityName]?: 'ChatThread';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 16 })
  kind!: ChatThreadKind;

  @ManyToOne(() => Company, { ref: true, fieldName: 'company_id', deleteRule: 'restrict' })
  company!: Ref<Company>;

  /** The seeker of a direct thread; null for a concierge thread. */
  @ManyToOne(() => User, { ref: true, fieldName: 'seeker_id', nullable: true, deleteRule: 'restrict' })
  seeker: Ref<User> | null = null;

  /** What the thread is about: the job the employer started it from, or the concierge job. */
  @ManyToOne(() => Job, { ref: true, fieldName: 'job_id', nullable: true, deleteRule: 'restrict' })
  job: Ref<Job> | null = null;

  /** The employer who started a direct thread (an impersonating admin's target); null for concierge threads. */
  @ManyToOne(() => User, { ref: true, fieldName: 'started_by_id', nullable: true, deleteRule: 'restrict' })
  startedBy: Ref<User> | null = null;

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;

  /** The latest message's time, or the creation's: the lists' order. */
  @Property({ type: 'datetime', length: 3 })
  lastActivityAt!: Date;
}
