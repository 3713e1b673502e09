import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type ApplicationStatusCounts,
  canDoJobAction,
  emptyStatusCounts,
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
import { isUuid } from '../../../core/text/uuid';
import { JOB_APPLICATION_COUNTS, type JobApplicationCounts } from '../application-status.port';
import { toEmployerJob, toEmployerJobListItem, toJobFormValues } from './employer-job.view';
import {
  type EmployerJobChanges,
  EmployerJobsRepository,
  type JobLifecycleFields,
  type JobPostingFields,
  type EmployerJobRow,
  type SpendCredit,
} from './employer-jobs.repository';
import { JOB_LISTING_CREDITS, type JobListingCredits } from './listing-credits.port';
import { earliestToday, readPosting, type ReadPosting, validatePosting } from './job-posting-input';
import { JobsError } from '../jobs.errors';

/**
 * Employers' own jobs: post (draft or straight to review), edit, submit, mark filled, archive.
 * A job belongs to a company; any employer of that company may manage it, and for everyone else
 * it does not exist (404, so ids do not leak).
 */
@Injectable()
export class EmployerJobsService {
  constructor(
    private readonly jobs: EmployerJobsRepository,
    private readonly clock: Clock,
    @Inject(JOB_APPLICATION_COUNTS) private readonly applicationCounts: JobApplicationCounts,
    @Inject(JOB_LISTING_CREDITS) private readonly credits: JobListingCredits,
  ) {}

  /** Saves a new job: a draft, or submitted for review, which spends one of the company's credits. */
  async create(actor: Actor, body: unknown): Promise<EmployerJob> {
    const companyId = companyOf(actor);
    const posting = readPosting(body);
    const now = this.clock.now();
    assertValid(validatePosting(posting, now));
    const id = randomUUID();
    const spend = posting.draft ? undefined : this.spender(companyId, id, false, now);
    const job = await this.jobs.insert(
      { id, companyId, createdAt: now, ...postingFields(posting), ...afterSave(posting.draft, now) },
      spend,
    );
    if (!job) throw noCredit();
    return toEmployerJob(job, emptyStatusCounts());
  }

  /** The company's jobs with their active applications per status, counted in one grouped query for the whole list. */
  async list(actor: Actor): Promise<EmployerJobsResponse> {
    const jobs = await this.jobs.listOfCompany(companyOf(actor));
    const counts = await this.applicationCounts.countsOf(jobs.map((job) => job.id));
    return { jobs: jobs.map((job) => toEmployerJobListItem(job, counts.get(job.id) ?? emptyStatusCounts())) };
  }

  async get(actor: Actor, id: string): Promise<EmployerJob> {
    return this.view(await this.ownJob(actor, id));
  }

  /**
   * Saves the form. `draft: true` keeps (or puts back) the job as a draft; otherwise it goes to
   * review. Editing an approved job sends it back to review too: what seekers see must always be
   * what an admin approved, so the job leaves the public listing until it is approved again.
   */
  async update(actor: Actor, id: string, body: unknown): Promise<EmployerJob> {
    const job = await this.ownJob(actor, id);
    this.assertAllowed(job, 'edit');
    const posting = readPosting(body);
    const now = this.clock.now();
    assertValid(validatePosting(posting, now));
    return this.write(
      actor,
      job,
      'edit',
      { ...postingFields(posting), ...afterSave(posting.draft, now) },
      posting.draft ? undefined : this.spender(job.company, job.id, false, now),
    );
  }

  /** Draft (or rejected job) -> review, after checking the stored form in full. */
  async submit(actor: Actor, id: string): Promise<EmployerJob> {
    return this.sendToReview(actor, id, 'submit');
  }

  /**
   * Expired job -> review, unchanged, for a new listing period: approval is what starts a period
   * (moderation), and every job a seeker sees was approved by a person. The job keeps its id, so
   * its applications stay with it.
   */
  async renew(actor: Actor, id: string): Promise<EmployerJob> {
    return this.sendToReview(actor, id, 'renew');
  }

  /**
   * A new draft of the company's with the job's form fields, whatever the job's status. A deadline
   * that has passed is left out: the deadline rule holds for drafts too, so the copy could not
   * even be saved as it is.
   */
  async duplicate(actor: Actor, id: string): Promise<EmployerJob> {
    const job = await this.ownJob(actor, id);
    const now = this.clock.now();
    const form = toJobFormValues(job);
    if (form.applicationDeadline !== null && form.applicationDeadline < earliestToday(now))
      form.applicationDeadline = null;
    const copy = await this.jobs.insert({
      id: randomUUID(),
      companyId: companyOf(actor),
      createdAt: now,
      ...postingFields({ form }),
      ...afterSave(true, now),
    });
    // A draft spends no credit, so the insert cannot be refused.
    if (!copy) throw new Error('A draft was refused a credit');
    return toEmployerJob(copy, emptyStatusCounts());
  }

  async fill(actor: Actor, id: string): Promise<EmployerJob> {
    return this.close(actor, id, 'fill', 'filled');
  }

  /**
   * Archives the job. Its approval (if any) is kept as it is: a job that went live shows as
   * archived, one that never passed review stays hidden (job-visibility.ts).
   */
  async archive(actor: Actor, id: string): Promise<EmployerJob> {
    return this.close(actor, id, 'archive', 'archived');
  }

  private async close(
    actor: Actor,
    id: string,
    action: EmployerJobAction,
    status: 'filled' | 'archived',
  ): Promise<EmployerJob> {
    const job = await this.ownJob(actor, id);
    this.assertAllowed(job, action);
    return this.write(actor, job, action, { status, updatedAt: this.clock.now() });
  }

  /**
   * Stores the action's changes unless the job changed status meanwhile (409 with its new status);
   * with `spend`, only when the listing's credit is spent in the same transaction (402 without one).
   */
  private async write(
    actor: Actor,
    job: EmployerJobRow,
    action: EmployerJobAction,
    changes: EmployerJobChanges,
    spend?: SpendCredit,
  ): Promise<EmployerJob> {
    const outcome = await this.jobs.update(job.id, job.status as JobStatus, changes, spend);
    if (outcome === 'no-credit') throw noCredit();
    if (outcome === 'moved') {
      const current = await this.ownJob(actor, job.id);
      throw JobsError.because(
        'actionNotAllowed',
        JOB_POSTING_MESSAGES.notAllowed(action, JOB_STATUS_LABELS[current.status as JobStatus]),
      );
    }
    return this.view(Object.assign(job, changes));
  }

  /** Spends the company's credit on the job's listing, inside the transaction that submits it. */
  private spender(companyId: string, jobId: string, renewing: boolean, at: Date): SpendCredit {
    return (trx) => this.credits.spend(trx, { companyId, jobId, renewing, at });
  }

  /** Checks the stored form in full (a deadline may have passed since it was saved), then review. */
  private async sendToReview(actor: Actor, id: string, action: 'submit' | 'renew'): Promise<EmployerJob> {
    const job = await this.ownJob(actor, id);
    this.assertAllowed(job, action);
    const now = this.clock.now();
    // Every problem at once (not the first only), so the list can show them all.
    assertValid(validatePosting({ draft: false, form: toJobFormValues(job), typeErrors: {} }, now));
    return this.write(
      actor,
      job,
      action,
      afterSave(false, now),
      this.spender(job.company, job.id, action === 'renew', now),
    );
  }

  private async view(job: EmployerJobRow): Promise<EmployerJob> {
    const counts: ApplicationStatusCounts | undefined = (await this.applicationCounts.countsOf([job.id])).get(job.id);
    return toEmployerJob(job, counts ?? emptyStatusCounts());
  }

  private assertAllowed(job: EmployerJobRow, action: EmployerJobAction): void {
    if (!canDoJobAction(job.status as JobStatus, action))
      throw JobsError.because(
        'actionNotAllowed',
        JOB_POSTING_MESSAGES.notAllowed(action, JOB_STATUS_LABELS[job.status as JobStatus]),
      );
  }

  /** The actor's company's job, or 404: other companies' jobs do not exist for them. */
  private async ownJob(actor: Actor, id: string): Promise<EmployerJobRow> {
    const companyId = companyOf(actor);
    const job = isUuid(id) ? await this.jobs.findOwn(companyId, id) : null;
    if (!job) throw JobsError.because('notFound');
    return job;
  }
}

/**
 * Where a saved form leaves the job: a draft, or in review. Either way the content is new, so any
 * approval and live dates go (set again on approval) and the job is not public until approved.
 */
function afterSave(draft: boolean, now: Date): JobLifecycleFields {
  return {
    status: draft ? 'draft' : 'pending_review',
    submittedAt: draft ? null : now,
    rejectionReason: null,
    approvedAt: null,
    postedAt: null,
    expiresAt: null,
    updatedAt: now,
  };
}

/** 402: submitting needs a job post credit (a package); the job is left as it was. */
function noCredit(): Error {
  return JobsError.because('noCredit');
}

/** The acting employer's company, or 403: an employer without a company has no jobs. */
export function companyOf(actor: Actor): string {
  const companyId = actor.user.companyId;
  if (!companyId) throw JobsError.because('noCompany');
  return companyId;
}

function postingFields({ form }: Pick<ReadPosting, 'form'>): JobPostingFields {
  return {
    title: form.title,
    description: form.description,
    requirements: form.requirements,
    salaryMin: form.salaryMin,
    salaryMax: form.salaryMax,
    // Drafts may leave the salary type empty; the column has a default.
    salaryType: (form.salaryType || 'yearly') as SalaryType,
    location: form.location,
    jobType: (form.jobType || null) as JobType | null,
    experienceLevel: (form.experienceLevel || null) as ExperienceLevel | null,
    category: (form.category || null) as JobCategory | null,
    skills: form.skills,
    benefits: form.benefits || null,
    applicationDeadline: form.applicationDeadline,
    website: form.website || null,
    linkedinProfile: form.linkedinProfile || null,
    contactPhone: form.contactPhone || null,
    isCompanyPrivate: form.isCompanyPrivate,
    isFlexible: form.isFlexible,
  };
}
