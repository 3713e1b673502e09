import { randomUUID } from 'node:crypto';
import { type Ref, EntityName } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { INTERVIEW_STAGES, type InterviewStage } from '@marketplace/contracts';
import { User } from '../../accounts';
import { Application } from '../../applications';

/**
 * One update of an application's interview (GET .../interview/history, newest first): the stage,
 * notes and times it left, who made it (the acting user, an impersonating admin's own id) and when.
 * Written in the transaction of the update. Append-only: a trigger refuses every update and delete
 * (migration Migration20261125140000_interviews creates its function).
 */
@Entity({ tableName: 'interview_history' })
@Index({
  name: 'interview_history_application_idx',
  expression:
    'create index "interview_history_application_idx" on "interview_history" ("application_id", "created_at" desc, "id" desc)',
})
@Index({ name: 'interview_history_actor_id_idx', properties: ['actor'] })
@Trigger({
  name: 'interview_history_append_only',
  timing: 'before',
  events: ['update', 'delete'],
  forEach: 'row',
  expression:
    'create trigger "interview_history_append_only" before update or delete on "interview_history" for each row execute function "interview_history_refuse_change"()',
})
export class InterviewHistoryEntry {
  [EntityName]?: 'InterviewHistoryEntry';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Application, { ref: true, fieldName: 'application_id', deleteRule: 'restrict' })
  application!: Ref<Application>;

  @ManyToOne(() => User, { ref: true, fieldName: 'actor_id', deleteRule: 'restrict' })
  actor!: Ref<User>;

  @Enum({ items: () => [...INTERVIEW_STAGES], type: 'string', length: 32 })
  stage!: InterviewStage;

  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  scheduledAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  completedAt: Date | null = null;

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;
}
