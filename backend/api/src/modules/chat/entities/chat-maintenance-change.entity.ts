import { randomUUID } from 'node:crypto';
import { type Ref, EntityName } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../accounts';

/**
 * Every switch of chat maintenance, by whom and when: the newest row is the state every API
 * instance reads (none: chat is available), and the rows are the audit trail.
 */
@Entity({ tableName: 'chat_maintenance_changes' })
@Index({
  name: 'chat_maintenance_changes_at_idx',
  expression:
    'create index "chat_maintenance_changes_at_idx" on "chat_maintenance_changes" ("changed_at" desc, "id" desc)',
})
@Index({ name: 'chat_maintenance_changes_changed_by_id_idx', properties: ['changedBy'] })
export class ChatMaintenanceChange {
  [EntityName]?: 'ChatMaintenanceChange';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'boolean' })
  enabled!: boolean;

  @ManyToOne(() => User, { ref: true, fieldName: 'changed_by_id', deleteRule: 'restrict' })
  changedBy!: Ref<User>;

  @Property({ type: 'datetime', length: 3 })
  changedAt!: Date;
}
