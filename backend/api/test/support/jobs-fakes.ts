import type { JobAlertFrequency, JobStatus } from '@marketplace/contracts';
import type { Company } from '../../src/modules/accounts';
import type {
  AlertConflict,
  AlertDeliveryStats,
  AlertsCheck,
  DueAlert,
  JobAlertChanges,
  NewDelivery,
  NewJobAlert,
  StoredJobAlert,
} from '../../src/modules/jobs/alerts/job-alerts.repository';
import type { Job } from '../../src/modules/jobs/entities/job.entity';
import type { JobCardRow } from '../../src/modules/jobs/job-card.query';
import { isShownJob } from '../../src/modules/jobs/job-visibility';
import type { JobSummaryRow, RealCompany, ShownJob } from '../../src/modules/jobs/detail/job-detail.repository';
import type { Approval, JobUnderReview } from '../../src/modules/jobs/moderation/job-moderation.repository';
import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  EmployerJobChanges,
  EmployerJobRow,
  NewEmployerJob,
  SpendCredit,
} from '../../src/modules/jobs/posting/employer-jobs.repository';
import type {
  JobListingCredits,
  ListingRenewal,
  ListingTerms,
} from '../../src/modules/jobs/posting/listing-credits.port';
import type { SavedJobRow } from '../../src/modules/jobs/saved/saved-jobs.repository';
import type { SimilarJobRow, SitemapJob } from '../../src/modules/jobs/public-page/public-pages.repository';

/**
 * In-memory stand-ins for the jobs module's repositories, for the services' unit tests. One table
 * of jobs answers every repository's questions with the same rules as the SQL: the visibility rule
 * of job-visibility.ts, status-guarded updates, and the checks on approved_at (a write that breaks
 * one throws, as PostgreSQL would).
 */

export const COMPANY_A = 'company-a';
export const COMPANY_B = 'company-b';

let counter = 0;
/** A fresh UUID-shaped id (services answer 404 for ids that are not UUIDs). */
export function nextUuid(): string {
  counter += 1;
  return `0f0f0f0f-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`;
}

/** A complete job (every form field set), approved and live unless overridden. */
export function aJob(overrides: Partial<Job> & { companyId?: string } = {}): Job & { companyId: string } {
  const postedAt = new Date('2026-11-20T09:00:00.000Z');
  const { companyId = COMPANY_A, ...fields } = overrides;
  return {
    id: nextUuid(),
    companyId,
    company: { id: companyId } as unknown as Job['company'],
    title: 'Content Writer',
    description:
      'Write clear, well-researched articles for our blog and partner sites, working from briefs with our editor.',
    requirements: 'You have published writing you are proud of and can share links to it.',
    salaryMin: 50_000,
    salaryMax: 65_000,
    salaryType: 'yearly',
    location: 'Remote',
    jobType: 'FULL_TIME',
    experienceLevel: 'mid',
    category: 'Writing',
    skills: ['Research'],
    benefits: null,
    applicationDeadline: null,
    website: 'https://example.com',
    linkedinProfile: null,
    contactPhone: null,
    isCompanyPrivate: false,
    isFlexible: true,
    status: 'approved',
    postedAt,
    expiresAt: new Date(postedAt.getTime() + 30 * 86_400_000),
    approvedAt: postedAt,
    submittedAt: new Date(postedAt.getTime() - 3_600_000),
    rejectionReason: null,
    createdAt: new Date(postedAt.getTime() - 7_200_000),
    updatedAt: postedAt,
    isRemote: true,
    ...fields,
  } as Job & { companyId: string };
}

/** A job never approved, in the given status (draft, in review or rejected), as saving the form leaves it. */
export function anUnapprovedJob(
  status: JobStatus,
  overrides: Partial<Job> & { companyId?: string } = {},
): Job & { companyId: string } {
  return aJob({
    status,
    postedAt: null,
    expiresAt: null,
    approvedAt: null,
    submittedAt: status === 'draft' ? null : new Date('2026-11-20T08:00:00.000Z'),
    ...overrides,
  });
}

type Row = Job & { companyId: string };

/** The database checks jobs_was_approved_if_live and jobs_unreviewed_not_approved. */
function assertApprovalChecks(row: Row): void {
  if (['approved', 'expired', 'filled'].includes(row.status) && row.approvedAt === null) {
    throw new Error('new row for relation "jobs" violates check constraint "jobs_was_approved_if_live"');
  }
  if (['draft', 'pending_review', 'rejected'].includes(row.status) && row.approvedAt !== null) {
    throw new Error('new row for relation "jobs" violates check constraint "jobs_unreviewed_not_approved"');
  }
}

/** A copy, as a query would return it: callers changing it do not change the table. */
function copy(row: Row): Row {
  return { ...row, skills: [...row.skills] };
}

/** A copy as EmployerJobsRepository reads it: the company by its id. */
function employerRow(row: Row): EmployerJobRow {
  return { ...copy(row), company: row.companyId };
}

/**
 * The jobs and companies tables, with the methods of EmployerJobsRepository,
 * JobModerationRepository, JobDetailRepository, JobsRepository and PublicPagesRepository.
 */
export class MemoryJobsTable {
  readonly rows = new Map<string, Row>();
  readonly companies = new Map<string, Company>([
    [
      COMPANY_A,
      { id: COMPANY_A, slug: 'open-books', name: 'Open Books Ltd', logoUrl: 'https://cdn.example/a.svg' } as Company,
    ],
    [
      COMPANY_B,
      { id: COMPANY_B, slug: 'stealth', name: 'Stealth Startup Inc', logoUrl: 'https://cdn.example/b.svg' } as Company,
    ],
  ]);

  add(job: Row): Row {
    assertApprovalChecks(job);
    this.rows.set(job.id, copy(job));
    return job;
  }

  get(id: string): Row {
    const row = this.rows.get(id);
    if (!row) throw new Error(`no job ${id}`);
    return row;
  }

  // EmployerJobsRepository
  async findOwn(companyId: string, id: string): Promise<EmployerJobRow | null> {
    const row = this.rows.get(id);
    return row && row.companyId === companyId ? employerRow(row) : null;
  }
  async listOfCompany(companyId: string): Promise<EmployerJobRow[]> {
    return [...this.rows.values()]
      .filter((row) => row.companyId === companyId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
      .map(employerRow);
  }
  async insert(job: NewEmployerJob, spend?: SpendCredit): Promise<EmployerJobRow | null> {
    if (spend && !(await spend(NO_TRANSACTION))) return null;
    const row = {
      ...job,
      company: { id: job.companyId } as unknown as Job['company'],
      isRemote: /^\s*(remote\b|$)/i.test(job.location),
    } as Row;
    return employerRow(this.add(row));
  }
  async update(
    id: string,
    expected: JobStatus,
    changes: EmployerJobChanges,
    spend?: SpendCredit,
  ): Promise<'updated' | 'moved' | 'no-credit'> {
    const row = this.rows.get(id);
    if (!row || row.status !== expected) return 'moved';
    if (spend && !(await spend(NO_TRANSACTION))) return 'no-credit';
    const next = { ...row, ...changes } as Row;
    assertApprovalChecks(next);
    this.rows.set(id, next);
    return 'updated';
  }

  // JobModerationRepository
  async reviewQueue(limit: number, offset: number): Promise<{ jobs: JobUnderReview[]; total: number }> {
    const inReview = [...this.rows.values()]
      .filter((row) => row.status === 'pending_review')
      .sort(
        (a, b) =>
          (a.submittedAt?.getTime() ?? 0) - (b.submittedAt?.getTime() ?? 0) ||
          a.createdAt.getTime() - b.createdAt.getTime(),
      );
    return {
      jobs: inReview
        .slice(offset, offset + limit)
        .map((row) => ({ job: copy(row), company: this.companies.get(row.companyId)! })),
      total: inReview.length,
    };
  }
  async findById(id: string): Promise<Job | null> {
    const row = this.rows.get(id);
    return row ? copy(row) : null;
  }
  async approve(id: string, seen: Date, { approvedAt, expiresAt, isFeatured }: Approval): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.status !== 'pending_review' || row.updatedAt.getTime() !== seen.getTime()) return false;
    this.rows.set(id, {
      ...row,
      status: 'approved',
      approvedAt,
      postedAt: approvedAt,
      expiresAt,
      isFeatured,
      rejectionReason: null,
      updatedAt: approvedAt,
    });
    return true;
  }
  async reject(id: string, reason: string, at: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.status !== 'pending_review') return false;
    this.rows.set(id, { ...row, status: 'rejected', rejectionReason: reason, updatedAt: at });
    return true;
  }

  // JobDetailRepository
  async findShown(id: string): Promise<ShownJob | null> {
    const row = this.rows.get(id);
    return row && isShownJob(row) ? { job: copy(row), company: this.companies.get(row.companyId)! } : null;
  }
  async realCompaniesOfPrivateJobs(jobIds: readonly string[]): Promise<RealCompany[]> {
    return jobIds
      .map((id) => this.rows.get(id))
      .filter((row): row is Row => row !== undefined && row.isCompanyPrivate)
      .map((row) => ({
        jobId: row.id,
        name: this.companies.get(row.companyId)!.name,
        logoUrl: this.companies.get(row.companyId)!.logoUrl,
      }));
  }
  async summariesOf(jobIds: readonly string[]): Promise<JobSummaryRow[]> {
    return jobIds
      .map((id) => this.rows.get(id))
      .filter((row): row is Row => row !== undefined)
      .map((row) => {
        const company = this.companies.get(row.companyId)!;
        return {
          id: row.id,
          title: row.title,
          status: row.status as JobStatus,
          expiresAt: row.expiresAt,
          isCompanyPrivate: row.isCompanyPrivate,
          companyName: company.name,
          companyLogoUrl: company.logoUrl,
        };
      });
  }

  // JobsRepository
  async archiveOpenOfCompany(companyId: string, at: Date): Promise<number> {
    const open = [...this.rows.values()].filter(
      (row) => row.companyId === companyId && ['draft', 'pending_review', 'approved'].includes(row.status),
    );
    for (const row of open) this.rows.set(row.id, { ...row, status: 'archived', updatedAt: at });
    return open.length;
  }
  async companiesWithOpenJobs(): Promise<string[]> {
    return [
      ...new Set(
        [...this.rows.values()]
          .filter((row) => ['draft', 'pending_review', 'approved'].includes(row.status))
          .map((row) => row.companyId),
      ),
    ];
  }
  async expireDue(
    now: Date,
    renewOrEnd: (trx: EntityManager, jobIds: readonly string[]) => Promise<Map<string, ListingRenewal>>,
  ): Promise<{ expired: string[]; renewed: string[] }> {
    const due = [...this.rows.values()].filter(
      (row) => row.status === 'approved' && row.expiresAt !== null && row.expiresAt <= now,
    );
    const renewals = await renewOrEnd(
      NO_TRANSACTION,
      due.map((row) => row.id),
    );
    const expired: string[] = [];
    for (const row of due) {
      const renewal = renewals.get(row.id);
      if (renewal)
        this.rows.set(row.id, {
          ...row,
          expiresAt: renewal.until,
          postedAt: renewal.bump ? now : row.postedAt,
          updatedAt: now,
        });
      else {
        this.rows.set(row.id, { ...row, status: 'expired', isFeatured: false, updatedAt: now });
        expired.push(row.id);
      }
    }
    return { expired, renewed: [...renewals.keys()] };
  }

  // PublicPagesRepository
  async liveJobs(now: Date, limit: number): Promise<SitemapJob[]> {
    return [...this.rows.values()]
      .filter((row) => row.status === 'approved' && (row.expiresAt === null || row.expiresAt > now))
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
      .slice(0, limit)
      .map((row) => ({ id: row.id, title: row.title, updatedAt: row.updatedAt }));
  }
  async similarLiveJobs(category: string, exceptId: string, now: Date, limit: number): Promise<SimilarJobRow[]> {
    return [...this.rows.values()]
      .filter(
        (row) =>
          row.status === 'approved' &&
          row.category === category &&
          row.id !== exceptId &&
          (row.expiresAt === null || row.expiresAt > now),
      )
      .sort((a, b) => (b.postedAt?.getTime() ?? 0) - (a.postedAt?.getTime() ?? 0) || b.id.localeCompare(a.id))
      .slice(0, limit)
      .map((row) => {
        const company = this.companies.get(row.companyId)!;
        return {
          id: row.id,
          title: row.title,
          location: row.location,
          companyName: company.name,
          companyLogoUrl: company.logoUrl,
          isCompanyPrivate: row.isCompanyPrivate,
        };
      });
  }

  /** The job as a job card row (what the feed and saved-jobs SQL select). */
  feedRow(id: string): JobCardRow {
    const row = this.get(id);
    const company = this.companies.get(row.companyId)!;
    return {
      id: row.id,
      title: row.title,
      description: row.description.slice(0, 600),
      location: row.location,
      salary_min: row.salaryMin,
      salary_max: row.salaryMax,
      salary_type: row.salaryType,
      posted_at: row.postedAt,
      job_type: row.jobType!,
      category: row.category!,
      skills: [...row.skills],
      is_flexible: row.isFlexible,
      is_featured: row.isFeatured,
      status: row.status,
      is_company_private: row.isCompanyPrivate,
      company_name: company.name,
      company_logo_url: company.logoUrl,
    };
  }
}

/** SavedJobsRepository over a MemoryJobsTable: only shown jobs can be saved or listed. */
export class MemorySavedJobs {
  readonly saves = new Map<string, Date>();
  constructor(private readonly jobs: MemoryJobsTable) {}

  private key(userId: string, jobId: string): string {
    return `${userId}/${jobId}`;
  }
  private shown(jobId: string): boolean {
    const row = this.jobs.rows.get(jobId);
    return row !== undefined && isShownJob(row);
  }
  async save(userId: string, jobId: string, at: Date): Promise<Date | null> {
    if (!this.shown(jobId)) return null;
    const key = this.key(userId, jobId);
    if (!this.saves.has(key)) this.saves.set(key, at);
    return this.saves.get(key)!;
  }
  async jobExists(jobId: string): Promise<boolean> {
    return this.jobs.rows.has(jobId);
  }
  async remove(userId: string, jobId: string): Promise<void> {
    this.saves.delete(this.key(userId, jobId));
  }
  async list(userId: string, limit: number): Promise<SavedJobRow[]> {
    return [...this.saves.entries()]
      .map(([key, savedAt]) => ({ userId: key.split('/')[0]!, jobId: key.split('/')[1]!, savedAt }))
      .filter((save) => save.userId === userId && this.shown(save.jobId))
      .sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime())
      .slice(0, limit)
      .map((save) => ({ ...this.jobs.feedRow(save.jobId), saved_at: save.savedAt }));
  }
}

interface StoredAlert {
  id: string;
  userId: string;
  query: string;
  frequency: JobAlertFrequency;
  paused: boolean;
  notifiedUpTo: Date;
  lastRunAt: Date | null;
  lastSentAt: Date | null;
  createdAt: Date;
  deletedAt: Date | null;
}

/** JobAlertsRepository in memory: alerts with their deliveries, and users' addresses for due alerts. */
export class MemoryJobAlerts {
  readonly alerts = new Map<string, StoredAlert>();
  readonly deliveries: NewDelivery[] = [];
  readonly users = new Map<string, { email: string; name: string; deleted: boolean }>();

  add(alert: Partial<StoredAlert> & { userId: string }): StoredAlert {
    const row: StoredAlert = {
      id: nextUuid(),
      query: '',
      frequency: 'daily',
      paused: false,
      notifiedUpTo: new Date('2026-11-20T09:00:00.000Z'),
      lastRunAt: null,
      lastSentAt: null,
      createdAt: new Date('2026-11-20T09:00:00.000Z'),
      deletedAt: null,
      ...alert,
    };
    this.alerts.set(row.id, row);
    return row;
  }

  private view({ userId: _userId, ...row }: StoredAlert): StoredJobAlert {
    return row;
  }

  private liveOf(userId: string): StoredAlert[] {
    return [...this.alerts.values()].filter((alert) => alert.userId === userId && alert.deletedAt === null);
  }
  async countOfUser(userId: string): Promise<number> {
    return this.liveOf(userId).length;
  }
  async insert(alert: NewJobAlert, check: AlertsCheck): Promise<StoredJobAlert | AlertConflict> {
    const conflict = check(this.liveOf(alert.userId));
    if (conflict) return conflict;
    return this.view(this.add({ ...alert, paused: false, lastRunAt: null, lastSentAt: null, deletedAt: null }));
  }
  async listOfUser(userId: string): Promise<StoredJobAlert[]> {
    return this.liveOf(userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((alert) => this.view(alert));
  }
  async findOwn(userId: string, id: string): Promise<StoredJobAlert | null> {
    const row = this.alerts.get(id);
    return row && row.userId === userId && row.deletedAt === null ? this.view(row) : null;
  }
  async findOwnDeleted(userId: string, id: string): Promise<StoredJobAlert | null> {
    const row = this.alerts.get(id);
    return row && row.userId === userId && row.deletedAt !== null ? this.view(row) : null;
  }
  async update(id: string, changes: JobAlertChanges): Promise<void> {
    Object.assign(this.alerts.get(id)!, changes);
  }
  async updateChecked(
    userId: string,
    id: string,
    changes: JobAlertChanges,
    check: AlertsCheck,
  ): Promise<AlertConflict | null> {
    const conflict = check(this.liveOf(userId).filter((alert) => alert.id !== id));
    if (conflict) return conflict;
    Object.assign(this.alerts.get(id)!, changes);
    return null;
  }
  async softDelete(id: string, at: Date): Promise<void> {
    const alert = this.alerts.get(id);
    if (alert && alert.deletedAt === null) alert.deletedAt = at;
  }
  async restoreChecked(userId: string, id: string, check: AlertsCheck): Promise<AlertConflict | null> {
    const conflict = check(this.liveOf(userId));
    if (conflict) return conflict;
    this.alerts.get(id)!.deletedAt = null;
    return null;
  }
  async purgeDeleted(before: Date): Promise<number> {
    const gone = [...this.alerts.values()].filter((alert) => alert.deletedAt !== null && alert.deletedAt < before);
    for (const alert of gone) this.alerts.delete(alert.id);
    return gone.length;
  }
  async deliveryStats(alertIds: readonly string[]): Promise<Map<string, AlertDeliveryStats>> {
    const stats = new Map<string, AlertDeliveryStats>();
    for (const id of alertIds) {
      const sent = this.deliveries
        .filter((delivery) => delivery.alertId === id)
        .sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime());
      if (sent.length > 0)
        stats.set(id, {
          jobsMatched: sent.reduce((sum, delivery) => sum + delivery.jobCount, 0),
          lastSentJobCount: sent[0]!.jobCount,
        });
    }
    return stats;
  }
  async pauseByDeliveryToken(tokenHash: string): Promise<boolean> {
    const delivery = this.deliveries.find((candidate) => candidate.unsubscribeTokenHash === tokenHash);
    if (!delivery) return false;
    const alert = this.alerts.get(delivery.alertId);
    if (alert) alert.paused = true;
    return true;
  }
  async due(now: Date, limit: number): Promise<DueAlert[]> {
    const period = (alert: StoredAlert) => (alert.frequency === 'weekly' ? 7 : 1) * 86_400_000 - 10 * 60_000;
    return [...this.alerts.values()]
      .filter((alert) => !alert.paused && alert.deletedAt === null && this.users.get(alert.userId)?.deleted === false)
      .filter((alert) => (alert.lastRunAt ?? alert.createdAt).getTime() <= now.getTime() - period(alert))
      .sort((a, b) => (a.lastRunAt ?? a.createdAt).getTime() - (b.lastRunAt ?? b.createdAt).getTime())
      .slice(0, limit)
      .map((alert) => ({
        id: alert.id,
        query: alert.query,
        notifiedUpTo: alert.notifiedUpTo,
        lastRunAt: alert.lastRunAt,
        userId: alert.userId,
        ...this.users.get(alert.userId)!,
      }))
      .map(({ deleted: _deleted, ...due }) => due);
  }
  async claimRun(id: string, seenLastRunAt: Date | null, now: Date): Promise<boolean> {
    const alert = this.alerts.get(id);
    if (!alert || (alert.lastRunAt?.getTime() ?? null) !== (seenLastRunAt?.getTime() ?? null)) return false;
    alert.lastRunAt = now;
    return true;
  }
  async markNotified(id: string, upTo: Date, sentAt: Date | null): Promise<void> {
    const alert = this.alerts.get(id)!;
    alert.notifiedUpTo = upTo;
    if (sentAt !== null) alert.lastSentAt = sentAt;
  }
  async insertDelivery(delivery: NewDelivery): Promise<void> {
    this.deliveries.push(delivery);
  }
}

/** A job posting body that meets every rule of the job form. */
export function aCompletePosting(title = 'Technical Writer'): Record<string, unknown> {
  return {
    title,
    description:
      'Plan, write and edit long-form articles for our engineering blog. You will work with engineers to turn notes into clear stories.',
    requirements: 'Three years of technical writing with published samples we can read.',
    salaryMin: 60000,
    salaryMax: 80000,
    salaryType: 'yearly',
    location: 'Remote',
    jobType: 'FULL_TIME',
    experienceLevel: 'mid',
    category: 'Writing',
    skills: ['Technical Writing', ' technical writing ', 'Markdown'],
    contactPhone: '5551234567',
    isFlexible: true,
  };
}

/** The JOB_APPLICATION_COUNTS port of a world where nobody applied (the applications module's own tests count for real). */
export const NO_APPLICATION_COUNTS = { countsOf: async () => new Map() };

/** The transaction handle the memory tables pass to the ports (nothing reads it). */
const NO_TRANSACTION = {} as EntityManager;

/**
 * JOB_LISTING_CREDITS in memory: `credits` per company (Infinity: unlimited), one open credit per
 * job, reused until a renewal; `terms` and `renewals` are what approval and the expiry sweep get.
 */
export class MemoryListingCredits implements JobListingCredits {
  readonly credits = new Map<string, number>([
    [COMPANY_A, Infinity],
    [COMPANY_B, Infinity],
  ]);
  readonly open = new Set<string>();
  readonly spent: Array<{ companyId: string; jobId: string; renewing: boolean }> = [];
  terms: ListingTerms = { days: 30, featured: false };
  renewals = new Map<string, ListingRenewal>();

  async spend(
    _trx: EntityManager,
    input: { companyId: string; jobId: string; renewing: boolean; at: Date },
  ): Promise<boolean> {
    if (!input.renewing && this.open.has(input.jobId)) return true;
    const left = this.credits.get(input.companyId) ?? 0;
    if (left <= 0) return false;
    this.credits.set(input.companyId, left - 1);
    this.open.add(input.jobId);
    this.spent.push({ companyId: input.companyId, jobId: input.jobId, renewing: input.renewing });
    return true;
  }
  async termsFor(): Promise<ListingTerms> {
    return this.terms;
  }
  async renewOrEnd(_trx: EntityManager, jobIds: readonly string[]): Promise<Map<string, ListingRenewal>> {
    return new Map([...this.renewals].filter(([id]) => jobIds.includes(id)));
  }
}
