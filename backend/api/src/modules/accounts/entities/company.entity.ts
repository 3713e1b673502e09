import { randomUUID } from 'node:crypto';
import { type Opt, EntityName } from '@mikro-orm/core';
import { Check, Entity, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import type { CompanySize } from '@marketplace/contracts';

/**
 * An employer's company: the name and logo job cards show. Employer user accounts belong to one
 * (User.company), and act for it.
 */
@Entity({ tableName: 'companies' })
// Job search indexes the company name with each job: a rename re-indexes the company's jobs
// (function in the jobs search migration, Migration20261121120000_job_search).
@Trigger({
  name: 'companies_search_text_refresh',
  timing: 'after',
  events: ['update'],
  forEach: 'row',
  expression:
    'create trigger "companies_search_text_refresh" after update of "name" on "companies" for each row when (old."name" is distinct from new."name") execute function "companies_search_text_refresh"()',
})
@Check({
  name: 'companies_size_check',
  expression: `"size" in ('1-10', '11-50', '51-200', '201-500', '501-1000', '1000+')`,
})
export class Company {
  [EntityName]?: 'Company';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Stable key (lowercase, dashes): the seed upserts on it and public pages can use it in URLs. */
  @Property({ type: 'string', length: 80, unique: 'companies_slug_unique' })
  slug!: string;

  @Property({ type: 'string', length: 120 })
  name!: string;

  /** The logo as job cards and pages show it: a stable public path for an uploaded logo (see logoFileUrl), else a link. */
  @Property({ type: 'text', nullable: true })
  logoUrl: string | null = null;

  /** The uploaded logo's private storage address (null for no logo, or one that is only a link). */
  @Property({ type: 'text', nullable: true })
  logoFileUrl: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  linkedinUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  about: string | null = null;

  @Property({ type: 'string', length: 16, nullable: true })
  size: CompanySize | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  website: string | null = null;

  /**
   * The IANA time zone the company schedules in: interview invitations are written in it, with its
   * VTIMEZONE (migration Migration20261125140000_interviews). Not yet editable in the profile.
   */
  @Property({ type: 'string', length: 64, default: 'America/New_York' })
  timeZone: Opt<string> = 'America/New_York';

  /**
   * Whether applicants the company marks not selected get a kind e-mail (contracts:
   * notifications.ts; migration Migration20261126110000_application_emails). On unless turned off
   * in the company profile.
   */
  @Property({ type: 'boolean', default: true })
  notSelectedEmails: Opt<boolean> = true;

  @Property({ type: 'datetime', length: 3, defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', length: 3, defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
