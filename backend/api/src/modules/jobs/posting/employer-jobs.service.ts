import { isUuid } from '../../../core/text/uuid';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  canDoJobAction,
  type EmployerJob,
  type EmployerJobAction,
  type EmployerJobsResponse,
  JOB_POSTING_MESSAGES,
  JOB_STATUS_LABELS,
  type JobCategory,
  type JobType,
  type JobStatus,
  type ExperienceLevel,
  type SalaryType,
} from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import { assertValid } from '../../../core/errors/assert-valid';
import { Job } from '../entities/job.entity';
import { toEmployerJob, toEmployerJobListItem, toJobFormValues } from './employer-job.view';
import { readPosting, type ReadPosting, validatePosting } from './job-posting-input';

/**
 * Employers' own jobs: post (draft or straight to review), edit, submit, mark filled, archive.
 * A job belongs to a company; any employer of that company may manage it, and for everyone else
 * it does not exist (404, so ids do not leak).
 */
@Injectable()
export class EmployerJobsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async create(actor: Actor, body: unknown): Promise<EmployerJob> {
    const companyId = companyOf(actor);
    const posting = readPosting(body);
    const now = this.clock.now();
    assertValid(validatePosting(posting, now));
    const em = this.em.fork();
    const job = em.create(Job, { company: companyId, title: '', description: '', requirements: '', createdAt: now, updatedAt: now });
    apply(job, posting);
    this.moveAfterSave(job, posting.draft, now);
    await em.flush();
    return toEmployerJob(job);
  }

  async list(actor: Actor): Promise<EmployerJobsResponse> {
    const jobs = await this.em.fork().find(Job, { company: companyOf(actor) }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return { jobs: jobs.map((job) => toEmployerJobListItem(job)) };
  }

  async get(actor: Actor, id: string): Promise<EmployerJob> {
    return toEmployerJob(await this.ownJob(this.em.fork(), actor, id));
  }

  /**
   * Saves the form. `draft: true` keeps (or puts back) the job as a draft; otherwise it goes to
   * review. Editing an approved job sends it back to review too: what seekers see must always be
   * what an admin approved, so the job leaves the public listing until it is approved again.
   */
  async update(actor: Actor, id: string, body: unknown): Promise<EmployerJob> {
    const em = this.em.fork();
    const job = await this.ownJob(em, actor, id);
    this.assertAllowed(job, 'edit');
    const posting = readPosting(body);
    const now = this.clock.now();
    assertValid(validatePosting(posting, now));
    apply(job, posting);
    this.moveAfterSave(job, posting.draft, now);
    await em.flush();
    return toEmployerJob(job);
  }

  /** Draft (or rejected job) -> review, after checking the stored form in full. */
  async submit(actor: Actor, id: string): Promise<EmployerJob> {
    const em = this.em.fork();
    const job = await this.ownJob(em, actor, id);
    this.assertAllowed(job, 'submit');
    const now = this.clock.now();
    const form = toJobFormValues(job);
    // The deadline may have passed since the draft was saved; the full rules run again.
    assertValid(validatePosting({ draft: false, form, typeErrors: {} }, now));
    this.moveAfterSave(job, false, now);
    await em.flush();
    return toEmployerJob(job);
  }

  async fill(actor: Actor, id: string): Promise<EmployerJob> {
    return this.close(actor, id, 'fill', 'filled');
  }

  async archive(actor: Actor, id: string): Promise<EmployerJob> {
    return this.close(actor, id, 'archive', 'archived');
  }

  private async close(actor: Actor, id: string, action: EmployerJobAction, status: 'filled' | 'archived'): Promise<EmployerJob> {
    const em = this.em.fork();
    const job = await this.ownJob(em, actor, id);
    this.assertAllowed(job, action);
    job.status = status;
    job.updatedAt = this.clock.now();
    await em.flush();
    return toEmployerJob(job);
  }

  private moveAfterSave(job: Job, draft: boolean, now: Date): void {
    job.updatedAt = now;
    job.rejectionReason = null;
    if (draft) {
      job.status = 'draft';
      job.submittedAt = null;
    } else {
      job.status = 'pending_review';
      job.submittedAt = now;
    }
    // Live dates are set again on approval.
    job.postedAt = null;
    job.expiresAt = null;
  }

  private assertAllowed(job: Job, action: EmployerJobAction): void {
    if (!canDoJobAction(job.status as JobStatus, action)) throw new ConflictException(JOB_POSTING_MESSAGES.notAllowed(action, JOB_STATUS_LABELS[job.status as JobStatus]));
  }

  private async ownJob(em: EntityManager, actor: Actor, id: string): Promise<Job> {
    const companyId = companyOf(actor);
    const job = isUuid(id) ? await em.findOne(Job, { id, company: companyId }) : null;
    if (!job) throw new NotFoundException(JOB_POSTING_MESSAGES.notFound);
    return job;
  }
}

function companyOf(actor: Actor): string {
  const companyId = actor.user.companyId;
  if (!companyId) throw new ForbiddenException(JOB_POSTING_MESSAGES.noCompany);
  return companyId;
}

function apply(job: Job, { form }: ReadPosting): void {
  job.title = form.title;
  job.description = form.description;
  job.requirements = form.requirements;
  job.salaryMin = form.salaryMin;
  job.salaryMax = form.salaryMax;
  // Drafts may leave the salary type empty; the column has a default.
  job.salaryType = (form.salaryType || 'yearly') as SalaryType;
  job.location = form.location;
  job.jobType = (form.jobType || null) as JobType | null;
  job.experienceLevel = (form.experienceLevel || null) as ExperienceLevel | null;
  job.category = (form.category || null) as JobCategory | null;
  job.skills = form.skills;
  job.benefits = form.benefits || null;
  job.applicationDeadline = form.applicationDeadline;
  job.website = form.website || null;
  job.linkedinProfile = form.linkedinProfile || null;
  job.contactPhone = form.contactPhone || null;
  job.isCompanyPrivate = form.isCompanyPrivate;
  job.isFlexible = form.isFlexible;
}
