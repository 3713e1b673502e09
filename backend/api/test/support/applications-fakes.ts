import type { ApplicationHistoryStatus, ApplicationStatus, JobStatus, ResumeSummary, SeekerProfile } from '@marketplace/contracts';
import type { JobOpening, JobSummary } from '../../src/modules/jobs';
import type { ApplicationRecord, AppliedJobStatus, NewApplication, WithdrawOutcome } from '../../src/modules/applications/applications.repository';

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
  async statusesOfSeekerForJobs(seekerId: string, jobIds: readonly string[]): Promise<AppliedJobStatus[]> {
    this.statusLookups.push({ seekerId, jobIds: [...jobIds] });
    return this.rows.filter((row) => row.seekerId === seekerId && jobIds.includes(row.jobId)).map((row) => ({ jobId: row.jobId, status: row.status, withdrawnAt: row.withdrawnAt }));
  }
  async insert(application: NewApplication, actorId: string) {
    this.beforeInsert(application);
    if (this.rows.some((row) => row.seekerId === application.seekerId && row.jobId === application.jobId)) {
      throw Object.assign(new Error('duplicate'), { code: '23505', constraint: 'applications_job_seeker_unique' });
    }
    this.rows.push({ ...application, status: 'pending', interviewStage: null, updatedAt: application.appliedAt, withdrawnAt: null });
    this.history.push({ applicationId: application.id, actorId, from: null, to: 'pending', at: application.appliedAt });
  }
  async withdraw(id: string, actorId: string, at: Date, fromStatuses: readonly ApplicationStatus[]): Promise<WithdrawOutcome> {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) return 'missing';
    if (row.withdrawnAt) return 'already-withdrawn';
    if (!fromStatuses.includes(row.status)) return 'not-withdrawable';
    row.withdrawnAt = at;
    row.updatedAt = at;
    this.history.push({ applicationId: id, actorId, from: row.status, to: 'withdrawn', at });
    return 'withdrawn';
  }

  async closeAllOfSeeker(seekerId: string, actorId: string, at: Date, fromStatuses: readonly ApplicationStatus[]): Promise<number> {
    let withdrawn = 0;
    for (const row of this.rows.filter((candidate) => candidate.seekerId === seekerId)) {
      if (!row.withdrawnAt && fromStatuses.includes(row.status)) {
        row.withdrawnAt = at;
        row.updatedAt = at;
        this.history.push({ applicationId: row.id, actorId, from: row.status, to: 'withdrawn', at });
        withdrawn += 1;
      }
      row.coverLetter = null;
    }
    return withdrawn;
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

  add(id: string, options: { title?: string; status?: JobStatus; open?: boolean; company?: string; logoUrl?: string | null } = {}): JobSummary {
    const summary: JobSummary = {
      id,
      title: options.title ?? 'Remote Bookkeeper',
      status: options.status ?? 'approved',
      company: { name: options.company ?? 'Open Books Ltd', logoUrl: options.logoUrl === undefined ? 'https://cdn.example/a.svg' : options.logoUrl },
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
