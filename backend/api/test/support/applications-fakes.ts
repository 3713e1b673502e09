import { ForbiddenException, NotFoundException } from '@nestjs/common';
import {
  type ApplicationHistoryStatus,
  type ApplicationStatus,
  JOB_POSTING_MESSAGES,
  type JobStatus,
  type ResumeSummary,
  type SeekerProfile,
} from '@marketplace/contracts';
import type { Actor } from '../../src/core/auth/actor';
import type { CompanyJob, JobOpening, JobSummary, JobsService } from '../../src/modules/jobs';
import type {
  ApplicationsRepository,
  ApplicationRecord,
  BulkChangeRecord,
  LockedApplication,
  NewApplication,
  StatusChange,
  UndoOutcome,
  WithdrawOutcome,
} from '../../src/modules/applications/applications.repository';
import type { BulkChangeEntry } from '../../src/modules/applications/entities/application-bulk-change.entity';
import type { AppliedEntry } from '../../src/modules/applications/seeker-applied.cache';
import { ContactVisibilityService } from '../../src/modules/applications/contact-visibility.service';
import { SeekerApplicationsToJobs } from '../../src/modules/applications/seeker-applications-to-jobs.service';

/** One history entry as the fake keeps it. */
export interface FakeStatusChange {
  applicationId: string;
  actorId: string;
  from: ApplicationStatus | null;
  to: ApplicationHistoryStatus;
  at: Date;
}

/**
 * applications and application_status_history in memory with the repository's rules: one
 * application per seeker and job (a unique violation otherwise), history written with each change.
 * `beforeInsert` lets a test slip a concurrent application in between the service's check and its write.
 */
export class MemoryApplications {
  rows: ApplicationRecord[] = [];
  history: FakeStatusChange[] = [];
  statusLookups: Array<{ seekerId: string; jobIds: string[] }> = [];
  beforeInsert: (application: NewApplication) => void = () => undefined;

  async findById(id: string) {
    const row = this.rows.find((candidate) => candidate.id === id);
    return row ? { ...row } : null;
  }
  async findOfSeekerForJob(seekerId: string, jobId: string) {
    const row = this.rows.find((candidate) => candidate.seekerId === seekerId && candidate.jobId === jobId);
    return row ? { ...row } : null;
  }
  async listOfSeeker(seekerId: string, limit: number) {
    return this.rows
      .filter((row) => row.seekerId === seekerId)
      .sort((a, b) => b.appliedAt.getTime() - a.appliedAt.getTime() || (a.id < b.id ? 1 : -1))
      .slice(0, limit)
      .map((row) => ({ ...row }));
  }
  async listOfSeekerForJobs(seekerId: string, jobIds: readonly string[]): Promise<ApplicationRecord[]> {
    return (await this.listOfSeeker(seekerId, this.rows.length)).filter((row) => jobIds.includes(row.jobId));
  }
  async statusesOfSeekerForJobs(seekerId: string, jobIds: readonly string[]): Promise<AppliedEntry[]> {
    this.statusLookups.push({ seekerId, jobIds: [...jobIds] });
    return this.rows
      .filter((row) => row.seekerId === seekerId && jobIds.includes(row.jobId))
      .map((row) => ({ jobId: row.jobId, status: row.status, withdrawn: row.withdrawnAt !== null }));
  }
  async statusesOfSeeker(seekerId: string): Promise<AppliedEntry[]> {
    return this.statusesOfSeekerForJobs(
      seekerId,
      this.rows.map((row) => row.jobId),
    );
  }
  async insert(application: NewApplication, actorId: string) {
    this.beforeInsert(application);
    if (this.rows.some((row) => row.seekerId === application.seekerId && row.jobId === application.jobId)) {
      throw Object.assign(new Error('duplicate'), { code: '23505', constraint: 'applications_job_seeker_unique' });
    }
    this.rows.push({
      ...application,
      status: 'pending',
      interviewStage: null,
      updatedAt: application.appliedAt,
      withdrawnAt: null,
    });
    this.history.push({ applicationId: application.id, actorId, from: null, to: 'pending', at: application.appliedAt });
  }
  async withdraw(
    id: string,
    actorId: string,
    at: Date,
    fromStatuses: readonly ApplicationStatus[],
  ): Promise<WithdrawOutcome> {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) return 'missing';
    if (row.withdrawnAt) return 'already-withdrawn';
    if (!fromStatuses.includes(row.status)) return 'not-withdrawable';
    row.withdrawnAt = at;
    row.updatedAt = at;
    this.history.push({ applicationId: id, actorId, from: row.status, to: 'withdrawn', at });
    return 'withdrawn';
  }

  async closeAllOfSeeker(
    seekerId: string,
    actorId: string,
    at: Date,
    fromStatuses: readonly ApplicationStatus[],
  ): Promise<string[]> {
    const withdrawn: string[] = [];
    for (const row of this.rows.filter((candidate) => candidate.seekerId === seekerId)) {
      if (!row.withdrawnAt && fromStatuses.includes(row.status)) {
        row.withdrawnAt = at;
        row.updatedAt = at;
        this.history.push({ applicationId: row.id, actorId, from: row.status, to: 'withdrawn', at });
        withdrawn.push(row.id);
      }
      row.coverLetter = null;
    }
    return withdrawn;
  }

  bulkChanges: Array<BulkChangeRecord & { tokenHash: string }> = [];
  /** Makes the next write of a status change fail (a lost connection, say) after `afterWrites` writes. */
  failAfterWrites: number | null = null;

  /** As the repository: the whole change (rows, history, the `after` work) or nothing. */
  async changeStatuses(
    ids: readonly string[],
    actorId: string,
    at: Date,
    decide: (found: LockedApplication[]) => Map<string, StatusChange>,
    after?: (changed: BulkChangeEntry[]) => Promise<void>,
  ): Promise<{ found: LockedApplication[]; changed: BulkChangeEntry[] }> {
    const snapshot = {
      rows: this.rows.map((row) => ({ ...row })),
      history: [...this.history],
      bulk: [...this.bulkChanges],
    };
    try {
      const found = this.rows
        .filter((row) => ids.includes(row.id))
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .map((row) => ({
          id: row.id,
          jobId: row.jobId,
          seekerId: row.seekerId,
          status: row.status,
          interviewStage: row.interviewStage,
          withdrawn: row.withdrawnAt !== null,
        }));
      const decisions = decide(found);
      const changed: BulkChangeEntry[] = [];
      let writes = 0;
      for (const application of found) {
        const change = decisions.get(application.id);
        if (!change) continue;
        if (this.failAfterWrites !== null && writes >= this.failAfterWrites) throw new Error('connection lost');
        writes += 1;
        const row = this.rows.find((candidate) => candidate.id === application.id)!;
        Object.assign(row, { status: change.to, interviewStage: change.toStage, updatedAt: at });
        this.history.push({ applicationId: row.id, actorId, from: application.status, to: change.to, at });
        changed.push({
          id: row.id,
          from: application.status,
          fromStage: application.interviewStage,
          to: change.to,
          toStage: change.toStage,
        });
      }
      if (after) await after(changed);
      return { found, changed };
    } catch (error) {
      this.rows = snapshot.rows;
      this.history = snapshot.history;
      this.bulkChanges = snapshot.bulk;
      throw error;
    }
  }

  async insertBulkChange(change: Omit<BulkChangeRecord, 'undoneAt'> & { tokenHash: string }): Promise<void> {
    this.bulkChanges.push({ ...change, undoneAt: null });
  }

  async undoBulkChange(
    tokenHash: string,
    actorId: string,
    at: Date,
    refuse: (record: BulkChangeRecord | null) => string | null,
  ): Promise<UndoOutcome> {
    const record = this.bulkChanges.find((candidate) => candidate.tokenHash === tokenHash) ?? null;
    const reason = refuse(record);
    if (reason !== null || !record) return { kind: 'refused', reason: reason ?? '' };
    const restored: BulkChangeEntry[] = [];
    const left: BulkChangeEntry[] = [];
    for (const entry of record.changes) {
      const row = this.rows.find((candidate) => candidate.id === entry.id);
      if (!row || row.withdrawnAt || row.status !== entry.to || row.interviewStage !== entry.toStage) {
        left.push(entry);
        continue;
      }
      Object.assign(row, { status: entry.from, interviewStage: entry.fromStage, updatedAt: at });
      this.history.push({ applicationId: row.id, actorId, from: entry.to, to: entry.from, at });
      restored.push(entry);
    }
    record.undoneAt = at;
    return { kind: 'undone', restored, left };
  }

  /** An application as another part of the product would have left it (e.g. decided by the employer). */
  add(row: Partial<ApplicationRecord> & Pick<ApplicationRecord, 'id' | 'jobId' | 'seekerId'>): ApplicationRecord {
    const record: ApplicationRecord = {
      resumeId: null,
      coverLetter: null,
      status: 'pending',
      interviewStage: null,
      appliedAt: new Date('2026-11-20T09:00:00Z'),
      updatedAt: new Date('2026-11-20T09:00:00Z'),
      withdrawnAt: null,
      ...row,
    };
    this.rows.push(record);
    return record;
  }
}

/** The jobs module as applications sees it (JobsService.openingFor and summariesFor). */
export class FakeJobs {
  readonly jobs = new Map<string, { summary: JobSummary; opening: 'open' | 'closed' }>();

  add(
    id: string,
    options: { title?: string; status?: JobStatus; open?: boolean; company?: string; logoUrl?: string | null } = {},
  ): JobSummary {
    const summary: JobSummary = {
      id,
      title: options.title ?? 'Remote Bookkeeper',
      status: options.status ?? 'approved',
      company: {
        name: options.company ?? 'Open Books Ltd',
        logoUrl: options.logoUrl === undefined ? 'https://cdn.example/a.svg' : options.logoUrl,
      },
    };
    this.jobs.set(id, { summary, opening: options.open === false ? 'closed' : 'open' });
    return summary;
  }
  async openingFor(jobId: string): Promise<JobOpening> {
    const job = this.jobs.get(jobId);
    if (!job) return { kind: 'missing' };
    return job.opening === 'closed' ? { kind: 'closed' } : { kind: 'open', jobId, title: job.summary.title };
  }
  async summariesFor(_actor: unknown, jobIds: readonly string[]): Promise<Map<string, JobSummary>> {
    return new Map(jobIds.flatMap((id) => (this.jobs.has(id) ? [[id, this.jobs.get(id)!.summary] as const] : [])));
  }
}

/** The jobs module's company rule as the employer's side of applications sees it (JobsService.companyJobOf and companyJobsOf). */
export class FakeCompanyJobs {
  readonly jobs: Array<CompanyJob & { companyId: string }> = [];

  add(id: string, companyId: string, title = 'Remote Bookkeeper'): CompanyJob {
    this.jobs.push({ id, companyId, title });
    return { id, title };
  }
  async companyJobOf(actor: Actor, jobId: string): Promise<CompanyJob> {
    const job = (await this.companyJobsOf(actor)).find((candidate) => candidate.id === jobId);
    if (!job) throw new NotFoundException(JOB_POSTING_MESSAGES.notFound);
    return job;
  }
  async companyJobsOf(actor: Actor): Promise<CompanyJob[]> {
    if (!actor.user.companyId) throw new ForbiddenException(JOB_POSTING_MESSAGES.noCompany);
    return this.jobs.filter((job) => job.companyId === actor.user.companyId).map(({ id, title }) => ({ id, title }));
  }
}

/** The real contact rule (ContactVisibilityService) over the fakes' applications and company jobs. */
export function contactVisibilityOver(
  applications: MemoryApplications,
  jobs: FakeCompanyJobs,
): ContactVisibilityService {
  return new ContactVisibilityService(
    jobs as unknown as JobsService,
    new SeekerApplicationsToJobs(applications as unknown as ApplicationsRepository),
  );
}

/** SeekerProfiles.profileOf over profiles the test sets (null: not a live seeker). */
export class FakeSeekerProfiles {
  readonly profiles = new Map<string, SeekerProfile>();

  set(userId: string, profile: { name?: string; resumes?: string[] } = {}): void {
    const resumes: ResumeSummary[] = (profile.resumes ?? []).map((id, index) => ({
      id,
      name: `CV ${index + 1}`,
      uploadedAt: '2026-11-20T09:00:00.000Z',
      isDefault: index === 0,
      fileName: 'cv.pdf',
      fileType: 'application/pdf',
      fileSize: 1000,
      status: 'ready',
    }));
    this.profiles.set(userId, { userId, name: profile.name ?? 'Maya Thompson', resumes } as SeekerProfile);
  }
  async profileOf(userId: string): Promise<SeekerProfile | null> {
    return this.profiles.get(userId) ?? null;
  }
}
