import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobStatus } from '@marketplace/contracts';
import { Job } from '../entities/job.entity';

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

/** A job an employer creates. */
export type NewEmployerJob = JobPostingFields & JobLifecycleFields & { id: string; companyId: string; createdAt: Date };

/**
 * Owns the employer side of `jobs`: a company's own postings. The only code that creates jobs or
 * changes their content.
 */
@Injectable()
export class EmployerJobsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The company's job with this id, or null (also for other companies' jobs). */
  findOwn(companyId: string, id: string): Promise<Job | null> {
    return this.em.fork().findOne(Job, { id, company: companyId });
  }

  /** The company's jobs, newest first. */
  listOfCompany(companyId: string): Promise<Job[]> {
    return this.em.fork().find(Job, { company: companyId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /**
   * Inserts the job; with `spend`, in one transaction with it (the listing's credit): when `spend`
   * answers false nothing is stored and the answer is null.
   */
  async insert({ companyId, ...job }: NewEmployerJob, spend?: SpendCredit): Promise<Job | null> {
    try {
      return await this.em.fork().transactional(async (em) => {
        const created = em.create(Job, { ...job, company: companyId });
        await em.flush();
        if (spend && !(await spend(em))) throw new NoCredit();
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
  async update(
    id: string,
    expected: JobStatus,
    changes: EmployerJobChanges,
    spend?: SpendCredit,
  ): Promise<'updated' | 'moved' | 'no-credit'> {
    try {
      return await this.em.fork().transactional(async (em) => {
        if ((await em.nativeUpdate(Job, { id, status: expected }, changes)) !== 1) return 'moved' as const;
        if (spend && !(await spend(em))) throw new NoCredit();
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
