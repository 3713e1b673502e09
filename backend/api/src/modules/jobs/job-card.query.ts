import type { SnakeCase } from '@mikro-orm/postgresql';
import { type Expression, type ExpressionBuilder, type Selection, sql, type SqlBool } from 'kysely';
import type { TablesOf } from '../../infrastructure/database/typed-sql';
import type { CompanyCard } from '../accounts';
import type { Job } from './entities/job.entity';
import { SHOWN_STATUSES } from './job-visibility';

type CardTables = TablesOf<Job | CompanyCard>;

/** The tables of a job card: jobs as `j`, joined to accounts' published company card `c` (`c.id = j.company`). */
type CardScope = { j: CardTables['Job']; c: CardTables['CompanyCard'] };

/**
 * The columns of a job card, the feed's columns (FEED_COLUMNS of search/job-feed.sql.ts) as typed
 * selections: the description's first 600 characters, the pay as float8 (numbers, not decimal
 * text), and the company's name and logo from its card. Named by property (the ORM turns entity
 * column names in results into property names); toJobCardRow names them as the feed's SQL does.
 */
export function jobCardColumns(eb: ExpressionBuilder<CardScope, 'j' | 'c'>) {
  return [
    'j.id',
    'j.title',
    eb.fn<string>('left', ['j.description', eb.lit(600)]).as('description'),
    'j.location',
    eb.cast<number | null>('j.salaryMin', 'float8').as('salaryMin'),
    eb.cast<number | null>('j.salaryMax', 'float8').as('salaryMax'),
    'j.salaryType',
    'j.postedAt',
    // Set on every job past its draft (jobs_complete_unless_draft), so on every shown job.
    eb.ref('j.jobType').$notNull().as('jobType'),
    eb.ref('j.category').$notNull().as('category'),
    'j.skills',
    'j.isFlexible',
    'j.isFeatured',
    'j.status',
    'j.isCompanyPrivate',
    'c.name as companyName',
    'c.logoUrl as companyLogoUrl',
  ] as const;
}

/**
 * The rule of job-visibility.ts (isShownJob) for the job `j`: a shown status and an approval of
 * its current content. The statuses are literals, as in the feed's SQL (shownJobCondition).
 */
export function shownJob(eb: ExpressionBuilder<Pick<CardScope, 'j'>, 'j'>): Expression<SqlBool> {
  const shownStatuses = SHOWN_STATUSES.map((status) => sql.lit(status));
  return eb.and([eb('j.status', 'in', shownStatuses), eb('j.approvedAt', 'is not', null)]);
}

/** A row with the feed SQL's snake_case column names (`companyLogoUrl` as `company_logo_url`). */
export type SnakeCased<Row> = { [Key in keyof Row & string as SnakeCase<Key>]: Row[Key] };

/** The row of a job card query in the names of the feed's SQL, which job-card.mapper.ts reads. */
export function toJobCardRow<Row extends object>(row: Row): SnakeCased<Row> {
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), value]),
  ) as SnakeCased<Row>;
}

/** A job card row, as the feed's SQL returns it and job cards are made from (toJobCard). */
export type JobCardRow = SnakeCased<Selection<CardScope, 'j' | 'c', ReturnType<typeof jobCardColumns>[number]>>;

/**
 * A job card row as either kind of statement answers it: the typed query above, or the job
 * search's statements run as text (search/job-feed.sql.ts), whose times come back as text.
 */
export type JobFeedRow = Omit<JobCardRow, 'posted_at'> & { posted_at: JobCardRow['posted_at'] | string };
