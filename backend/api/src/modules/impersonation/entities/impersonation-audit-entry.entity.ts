import { randomUUID } from 'node:crypto';
import { type Ref, EntityName } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../accounts';
import { ImpersonationSession } from './impersonation-session.entity';

/** One write (POST/PUT/PATCH/DELETE) an admin made while impersonating, with its outcome. */
@Entity({ tableName: 'impersonation_audit_log' })
@Index({
  name: 'impersonation_audit_log_at_idx',
  expression: 'create index "impersonation_audit_log_at_idx" on "impersonation_audit_log" ("at" desc, "id" desc)',
})
@Index({ name: 'impersonation_audit_log_session_id_idx', properties: ['session'] })
export class ImpersonationAuditEntry {
  [EntityName]?: 'ImpersonationAuditEntry';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => ImpersonationSession, { ref: true, fieldName: 'session_id', deleteRule: 'restrict' })
  session!: Ref<ImpersonationSession>;

  @ManyToOne(() => User, { ref: true, fieldName: 'admin_id', deleteRule: 'restrict' })
  admin!: Ref<User>;

  @ManyToOne(() => User, { ref: true, fieldName: 'target_user_id', deleteRule: 'restrict' })
  target!: Ref<User>;

  @Property({ type: 'string', length: 10 })
  method!: string;

  /** Path of the request, without the query string. */
  @Property({ type: 'string', length: 2048 })
  route!: string;

  @Property({ type: 'smallint' })
  statusCode!: number;

  @Property({ type: 'datetime', length: 3 })
  at!: Date;
}
