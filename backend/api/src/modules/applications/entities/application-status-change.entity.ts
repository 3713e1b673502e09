import { randomUUID } from 'node:crypto';
import { type Ref, EntityName } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import {
  APPLICATION_STATUSES,
  APPLICATION_WITHDRAWN,
  type ApplicationHistoryStatus,
  type ApplicationStatus,
} from '@marketplace/contracts';
import { User } from '../../accounts';
import { Application } from './application.entity';

/**
 * One change of an application's status: who (the acting user), when, from and to. Written in the
 * same transaction as the change; applying writes the first (from null), withdrawing one to
 * 'withdrawn'. Append-only: a trigger refuses every update and delete (migration
 * Migration20261125120000_applications creates its function).
 */
@Entity({ tableName: 'application_status_history' })
@Index({
  name: 'application_status_history_application_idx',
  expression:
    'create index "application_status_history_application_idx" on "application_status_history" ("application_id", "at" desc, "id" desc)',
})
@Index({ name: 'application_status_history_actor_id_idx', properties: ['actor'] })
@Trigger({
  name: 'application_status_history_append_only',
  timing: 'before',
  events: ['update', 'delete'],
  forEach: 'row',
  expression:
    'create trigger "application_status_history_append_only" before update or delete on "application_status_history" for each row execute function "application_status_history_refuse_change"()',
})
export class ApplicationStatusChange {
  [EntityName]?: 'ApplicationStatusChange';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Application, { ref: true, fieldName: 'application_id', deleteRule: 'restrict' })
  application!: Ref<Application>;

  @ManyToOne(() => User, { ref: true, fieldName: 'actor_id', deleteRule: 'restrict' })
  actor!: Ref<User>;

  @Enum({ items: () => [...APPLICATION_STATUSES], type: 'string', length: 16, nullable: true })
  fromStatus: ApplicationStatus | null = null;

  @Enum({ items: () => [...APPLICATION_STATUSES, APPLICATION_WITHDRAWN], type: 'string', length: 16 })
  toStatus!: ApplicationHistoryStatus;

  @Property({ type: 'datetime', length: 3 })
  at!: Date;
}
