import { randomUUID } from 'node:crypto';
import { type Opt, type Ref, EntityName } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity';

export const ACCOUNT_TOKEN_PURPOSES = ['email_verification', 'password_reset'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * A single-use, expiring link token sent by e-mail. Only its SHA-256 is stored; it is bound to the
 * address it was sent to, so changing the e-mail voids the links sent to the old one.
 */
@Entity({ tableName: 'account_tokens' })
@Index({ name: 'account_tokens_user_id_idx', properties: ['user'] })
@Check({ name: 'account_tokens_purpose_check', expression: `"purpose" in ('email_verification', 'password_reset')` })
export class AccountToken {
  [EntityName]?: 'AccountToken';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { ref: true, fieldName: 'user_id', deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'text' })
  purpose!: AccountTokenPurpose;

  @Property({ type: 'string', length: 64, unique: 'account_tokens_token_hash_unique' })
  tokenHash!: string;

  /** The address the link was sent to. */
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'datetime', length: 3 })
  expiresAt!: Date;

  @Property({ type: 'datetime', length: 3, nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
