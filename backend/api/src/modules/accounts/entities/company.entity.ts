import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';

/**
 * An employer's company: the name and logo job cards show. Employer user accounts (a later issue)
 * will point at a company; until then the company is the employer.
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
export class Company {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Stable key (lowercase, dashes): the seed upserts on it and public pages can use it in URLs. */
  @Property({ type: 'string', length: 80, unique: 'companies_slug_unique' })
  slug!: string;

  @Property({ type: 'string', length: 120 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  logoUrl: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  website: string | null = null;

  @Property({ type: 'datetime', length: 3, defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', length: 3, defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
