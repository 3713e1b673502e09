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
export type JobLifecycleFields = Pick<Job, 'status' | 'postedAt' | 'expiresAt' | 'approvedAt' | 'submittedAt' | 'rejectionReason' | 'updatedAt'>;

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

  async insert({ companyId, ...job }: NewEmployerJob): Promise<Job> {
    const em = this.em.fork();
    const created = em.create(Job, { ...job, company: companyId });
    await em.flush();
    return created;
  }

  /**
   * Writes the changes if the job is still in `expected` status (the one the action was checked
   * against), so two actions racing cannot combine into a state neither allowed. False when it moved.
   */
  async update(id: string, expected: JobStatus, changes: EmployerJobChanges): Promise<boolean> {
    const updated = await this.em.fork().nativeUpdate(Job, { id, status: expected }, changes);
    return updated === 1;
  }
}
