import { randomUUID } from 'node:crypto';
import { type Opt, type Ref, EntityName } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity';

export const SESSION_END_REASONS = [
  'signed_out',
  /** 'Sign out of all other devices' in another session of the user. */
  'signed_out_elsewhere',
  'replaced',
  'password_changed',
  'password_reset',
  'email_changed',
  'account_deleted',
  'idle',
  'expired',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * A server-side sign-in session. The browser holds a random token; only its SHA-256 is stored, so
 * a database leak does not hand out live sessions. Revoked sessions are kept a while for support.
 */
@Entity({ tableName: 'user_sessions' })
@Index({ name: 'user_sessions_user_id_idx', properties: ['user'] })
export class UserSession {
  [EntityName]?: 'UserSession';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { ref: true, fieldName: 'user_id', deleteRule: 'cascade' })
  user!: Ref<User>;

  /** Hex SHA-256 of the cookie token. */
  @Property({ type: 'string', length: 64, unique: 'user_sessions_token_hash_unique' })
  tokenHash!: string;

  /** When the password was last checked for this session (the reverification rule reads it). */
  @Property({ type: 'datetime', length: 3 })
  signedInAt!: Date;

  @Property({ type: 'datetime', length: 3 })
  lastSeenAt!: Date;

  /** Absolute end, fixed at sign-in from the role's lifetime. */
  @Property({ type: 'datetime', length: 3 })
  expiresAt!: Date;

  @Property({ type: 'datetime', length: 3, nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  revokedReason: SessionEndReason | null = null;

  @Property({ type: 'datetime', length: 3, defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
