import { randomUUID } from 'node:crypto';
import { type Ref, EntityName } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../accounts';

export const IMPERSONATION_END_REASONS = [
  'stopped',
  'replaced',
  'inactivity',
  'admin_signed_out',
  /** The admin's sign-in session that started it ran out (idle, or past its absolute lifetime). */
  'admin_session_ended',
  'account_deleted',
] as const;
export type ImpersonationEndReason = (typeof IMPERSONATION_END_REASONS)[number];

/** An admin acting as a user, from start to stop (or 2 hours without activity). Kept for the record. */
@Entity({ tableName: 'impersonation_sessions' })
@Index({
  name: 'impersonation_sessions_active_idx',
  expression:
    'create index "impersonation_sessions_active_idx" on "impersonation_sessions" ("admin_id", "target_user_id") where "ended_at" is null',
})
@Index({ name: 'impersonation_sessions_target_user_id_idx', properties: ['target'] })
export class ImpersonationSession {
  [EntityName]?: 'ImpersonationSession';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { ref: true, fieldName: 'admin_id', deleteRule: 'restrict' })
  admin!: Ref<User>;

  /** The admin's sign-in session that started it: only that session may use it, and signing out of it ends it. */
  @Property({ type: 'uuid', nullable: true })
  adminSessionId: string | null = null;

  @ManyToOne(() => User, { ref: true, fieldName: 'target_user_id', deleteRule: 'restrict' })
  target!: Ref<User>;

  @Property({ type: 'datetime', length: 3 })
  startedAt!: Date;

  @Property({ type: 'datetime', length: 3 })
  lastActivityAt!: Date;

  @Property({ type: 'datetime', length: 3, nullable: true })
  endedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  endReason: ImpersonationEndReason | null = null;
}
