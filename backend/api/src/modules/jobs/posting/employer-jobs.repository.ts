import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobStatus } from '@marketplace/contracts';
import type { Selectable } from 'kysely';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { columnDefault, type TablesOf, inTransaction, typedSql } from '../../../infrastructure/database/typed-sql';
import type { Job } from '../entities/job.entity';

/** The posting form's fields, as stored. */
export type JobPostingFields = Pick<
  Job,
  | 'title'
  | 'description'
  | 'requirements'
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryType'
  | 'location'
  | 'jobType'
  | 'experienceLevel'
  | 'category'
  | 'skills'
  | 'benefits'
  | 'applicationDeadline'
  | 'website'
  | 'linkedinProfile'
  | 'contactPhone'
  | 'isCompanyPrivate'
  | 'isFlexible'
>;

/** Where a job stands in its lifecycle (approvedAt is what makes it public). */
export type JobLifecycleFields = Pick<
  Job,
  'status' | 'postedAt' | 'expiresAt' | 'approvedAt' | 'submittedAt' | 'rejectionReason' | 'updatedAt'
>;

/** What an employer's action changes on a job. */
export type EmployerJobChanges = Partial<JobPostingFields & JobLifecycleFields>;

/** The columns of a job its employer sees: the form, the lifecycle and the owning company's id. */
const EMPLOYER_JOB_COLUMNS = [
  'id',
  'company',
  'createdAt',
  'title',
  'description',
  'requirements',
  'salaryMin',
  'salaryMax',
  'salaryType',
  'location',
  'jobType',
  'experienceLevel',
  'category',
  'skills',
  'benefits',
  'applicationDeadline',
  'website',
  'linkedinProfile',
  'contactPhone',
  'isCompanyPrivate',
  'isFlexible',
  'status',
  'postedAt',
  'expiresAt',
  'approvedAt',
  'submittedAt',
  'rejectionReason',
  'updatedAt',
] as const;

/** A company's own job as stored, by property names (`company` is the company's id). */
export type EmployerJobRow = Pick<Selectable<TablesOf<Job>['Job']>, (typeof EMPLOYER_JOB_COLUMNS)[number]>;

/** A job an employer creates. */
export type NewEmployerJob = JobPostingFields & JobLifecycleFields & { id: string; companyId: string; createdAt: Date };

/**
 * The stored generated columns of `jobs`: the types inferred from the entity class require them on
 * insert, and DEFAULT is the one value PostgreSQL accepts for them (it computes them).
 */
export const GENERATED_JOB_COLUMNS = {
  isRemote: columnDefault<Job['isRemote']>(),
  facet: columnDefault<Job['facet']>(),
  pay: columnDefault<Job['pay']>(),
};

/** A new draft to emit the insert with (the values do not matter, only the columns). */
const SAMPLE_NEW_JOB: NewEmployerJob = {
  id: SQL_SAMPLE.uuid,
  companyId: SQL_SAMPLE.otherUuid,
  createdAt: SQL_SAMPLE.date,
  title: SQL_SAMPLE.text,
  description: SQL_SAMPLE.text,
  requirements: SQL_SAMPLE.text,
  salaryMin: null,
  salaryMax: null,
  salaryType: 'yearly',
  location: 'Remote',
  jobType: null,
  experienceLevel: null,
  category: null,
  skills: [],
  benefits: null,
  applicationDeadline: null,
  website: null,
  linkedinProfile: null,
  contactPhone: null,
  isCompanyPrivate: false,
  isFlexible: false,
  status: 'draft',
  postedAt: null,
  expiresAt: null,
  approvedAt: null,
  submittedAt: null,
  rejectionReason: null,
  updatedAt: SQL_SAMPLE.date,
};

/**
 * Owns the employer side of `jobs`: a company's own postings. The only code that creates jobs or
 * changes their content.
 */
@Injectable()
export class EmployerJobsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<Job>(this.em);
  }

  /** The company's job with this id, or null (also for other companies' jobs). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid] })
  async findOwn(companyId: string, id: string): Promise<EmployerJobRow | null> {
    const row = await this.db
      .selectFrom('Job')
      .select(EMPLOYER_JOB_COLUMNS)
      .where('id', '=', id)
      .where('company', '=', companyId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The company's jobs, newest first. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  listOfCompany(companyId: string): Promise<EmployerJobRow[]> {
    return this.db
      .selectFrom('Job')
      .select(EMPLOYER_JOB_COLUMNS)
      .where('company', '=', companyId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /**
   * Inserts the job; with `spend`, in one transaction with it (the listing's credit): when `spend`
   * answers false nothing is stored and the answer is null.
   */
  @GenerateSql({ params: [SAMPLE_NEW_JOB] })
  async insert({ companyId, ...job }: NewEmployerJob, spend?: SpendCredit): Promise<EmployerJobRow | null> {
    try {
      return await inTransaction(this.em, async () => {
        const created = await this.db
          .insertInto('Job')
          .values({ ...job, ...GENERATED_JOB_COLUMNS, company: companyId, isFeatured: false })
          .returning(EMPLOYER_JOB_COLUMNS)
          .executeTakeFirstOrThrow();
        // Inside inTransaction the injected manager resolves to the transaction's, so the credit joins it.
        if (spend && !(await spend(this.em))) throw new NoCredit();
        return created;
      });
    } catch (error) {
      if (error instanceof NoCredit) return null;
      throw error;
    }
  }

  /**
   * Writes the changes if the job is still in `expected` status (the one the action was checked
   * against), so two actions racing cannot combine into a state neither allowed; with `spend`, in
   * one transaction with the listing's credit. 'moved' when the status moved, 'no-credit' when
   * `spend` answered false (nothing written then).
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, 'approved', { status: 'filled', updatedAt: SQL_SAMPLE.date }] })
  async update(
    id: string,
    expected: JobStatus,
    changes: EmployerJobChanges,
    spend?: SpendCredit,
  ): Promise<'updated' | 'moved' | 'no-credit'> {
    try {
      return await inTransaction(this.em, async () => {
        const result = await this.db
          .updateTable('Job')
          .set(changes)
          .where('id', '=', id)
          .where('status', '=', expected)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return 'moved' as const;
        if (spend && !(await spend(this.em))) throw new NoCredit();
        return 'updated' as const;
      });
    } catch (error) {
      if (error instanceof NoCredit) return 'no-credit';
      throw error;
    }
  }
}

/** Thrown inside a transaction to roll it back when the credit could not be spent. */
class NoCredit extends Error {}

/** Spends the listing's credit inside the transaction that submits the job; false when none is left. */
export type SpendCredit = (trx: EntityManager) => Promise<boolean>;
