import { randomUUID } from 'node:crypto';
import { type Opt, EntityName } from '@mikro-orm/core';
import type { Role } from '@marketplace/contracts';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { Company } from './company.entity';

/**
 * A person who signs in. `role` stays null until the user picks seeker or employer at onboarding;
 * admins are never created by sign-up. Employers belong to a company. Deleted accounts keep their
 * row (anonymised, `deletedAt` set) so jobs and audit entries still point somewhere.
 */
@Entity({ tableName: 'users' })
@Check({ name: 'users_role_check', expression: `"role" is null or "role" in ('seeker', 'employer', 'admin')` })
@Index({
  name: 'users_email_lower_unique',
  expression: 'create unique index "users_email_lower_unique" on "users" (lower("email"))',
})
// Employers search their applicants by a part of the name (ILIKE '%...%'): trigrams find the few
// matching seekers first (migration Migration20261126090000_applicant_name_search).
@Index({
  name: 'users_name_trgm_idx',
  expression: 'create index "users_name_trgm_idx" on "users" using gin ("name" gin_trgm_ops)',
})
// A name of one or two letters has no trigram: each applicant's name is read from this index alone
// (migration Migration20261128090000_applicant_short_name_search).
@Index({ name: 'users_id_name_idx', expression: 'create index "users_id_name_idx" on "users" ("id") include ("name")' })
// A seeker's new name or headline re-indexes their talent search text (migration Migration20261126100000_talent).
@Trigger({
  name: 'users_talent_search_refresh',
  timing: 'after',
  events: ['update'],
  forEach: 'row',
  expression:
    'create trigger "users_talent_search_refresh" after update of "name", "headline" on "users" for each row when (old."name" is distinct from new."name" or old."headline" is distinct from new."headline") execute function "users_talent_search_refresh"()',
})
export class User {
  [EntityName]?: 'User';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 120 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  role: Role | null = null;

  /** argon2id PHC string; never leaves the accounts module. */
  @Property({ type: 'text', lazy: true })
  passwordHash!: string;

  @ManyToOne(() => Company, { nullable: true, deleteRule: 'set null', index: 'users_company_id_idx' })
  company: Company | null = null;

  @Property({ type: 'string', length: 160, nullable: true })
  headline: string | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  emailVerifiedAt: Date | null = null;

  /** A picture URL (uploads or Gravatar); null shows initials. */
  @Property({ type: 'text', nullable: true })
  profilePictureUrl: string | null = null;

  /** Set when the account was deleted: the row stays, anonymised, so history keeps its references. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', length: 3, defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
