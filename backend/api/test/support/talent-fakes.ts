import { ForbiddenException } from '@nestjs/common';
import {
  JOB_POSTING_MESSAGES,
  type JobStatus,
  type ResumeDownloadResponse,
  type ResumeSummary,
  type SeekerProfile,
} from '@marketplace/contracts';
import type { Actor } from '../../src/core/auth/actor';
import type { SeekerApplicationSummary } from '../../src/modules/applications';
import type { CompanyJob, JobSummary } from '../../src/modules/jobs';
import type {
  InvitationRecord,
  TalentCount,
  TalentPosition,
  TalentRow,
  TalentSearchFilters,
} from '../../src/modules/talent/talent.repository';

/** A seeker's profile as SeekerProfiles.profileOf answers it, with what a test changes. */
export function aSeekerProfile(userId: string, overrides: Partial<SeekerProfile> = {}): SeekerProfile {
  return {
    userId,
    name: 'Maya Thompson',
    email: 'maya@example.com',
    profilePictureUrl: 'signed:maya.png',
    headline: 'Certified bookkeeper',
    location: 'Austin, TX',
    phone: '(512) 555-0142',
    availability: 'two_weeks',
    experienceLevel: 'senior',
    aboutMe: 'Parent of two.',
    salaryExpectations: 85_000,
    showSalaryExpectations: false,
    visibleToEmployers: true,
    skills: ['QuickBooks', 'Payroll'],
    portfolioUrls: ['https://maya.example'],
    workExperience: '<p><strong>Ledger &amp; Co</strong></p>',
    education: [{ institution: 'UT', certifications: '', startDate: '2010-09', endDate: null, notes: '' }],
    resumes: [],
    resumeLimit: 1,
    membershipPlan: 'none',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function aResume(id: string): ResumeSummary {
  return {
    id,
    name: 'CV',
    uploadedAt: '2026-11-20T09:00:00.000Z',
    isDefault: true,
    fileName: 'cv.pdf',
    fileType: 'application/pdf',
    fileSize: 1000,
    status: 'ready',
  };
}

/** SeekerProfiles (profileOf, defaultResume, resumeLink) over profiles the test sets. */
export class FakeTalentProfiles {
  readonly profiles = new Map<string, SeekerProfile>();
  readonly links = new Map<string, ResumeDownloadResponse>();

  async profileOf(userId: string): Promise<SeekerProfile | null> {
    return this.profiles.get(userId) ?? null;
  }
  async defaultResume(userId: string): Promise<ResumeSummary | null> {
    return this.profiles.get(userId)?.resumes.find((resume) => resume.isDefault) ?? null;
  }
  async resumeLink(resumeId: string): Promise<ResumeDownloadResponse | null> {
    return this.links.get(resumeId) ?? null;
  }
}

/** JobsService as talent sees it: the company rule (companyJobsOf) and jobs as a reader may see them (summariesFor). */
export class FakeTalentJobs {
  readonly jobs: Array<{ id: string; companyId: string; title: string; status: JobStatus; companyName: string }> = [];

  add(id: string, companyId: string, options: { title?: string; status?: JobStatus; companyName?: string } = {}): void {
    this.jobs.push({
      id,
      companyId,
      title: options.title ?? 'Remote Bookkeeper',
      status: options.status ?? 'approved',
      companyName: options.companyName ?? 'Open Books Ltd',
    });
  }
  async companyJobsOf(actor: Actor): Promise<CompanyJob[]> {
    if (!actor.user.companyId) throw new ForbiddenException(JOB_POSTING_MESSAGES.noCompany);
    return this.jobs.filter((job) => job.companyId === actor.user.companyId).map(({ id, title }) => ({ id, title }));
  }
  async summariesFor(_actor: Actor | null, jobIds: readonly string[]): Promise<Map<string, JobSummary>> {
    return new Map(
      this.jobs
        .filter((job) => jobIds.includes(job.id))
        .map(
          (job) =>
            [
              job.id,
              { id: job.id, title: job.title, status: job.status, company: { name: job.companyName, logoUrl: null } },
            ] as const,
        ),
    );
  }
}

/** SeekerApplicationsToJobs over applications the test adds. */
export class FakeApplicationsToJobs {
  readonly rows: Array<SeekerApplicationSummary & { seekerId: string }> = [];

  add(row: Partial<SeekerApplicationSummary> & { id: string; jobId: string; seekerId: string }): void {
    this.rows.push({
      status: 'pending',
      interviewStage: null,
      appliedAt: new Date('2026-11-10T09:00:00.000Z'),
      withdrawn: false,
      ...row,
    });
  }
  async ofSeekerForJobs(seekerId: string, jobIds: readonly string[]): Promise<SeekerApplicationSummary[]> {
    return this.rows
      .filter((row) => row.seekerId === seekerId && jobIds.includes(row.jobId))
      .map(({ seekerId: _seeker, ...row }) => row);
  }
}

/** TalentRepository in memory: invitations with their unique rule; search answers the rows the test sets and records what it was asked. */
export class MemoryTalent {
  readonly invitations: InvitationRecord[] = [];
  rows: TalentRow[] = [];
  counted: TalentCount = { total: 0, capped: false };
  readonly searches: Array<{ filters: TalentSearchFilters; after: TalentPosition | null; limit: number }> = [];

  async resolveQuery(text: string): Promise<string | null> {
    const words =
      text
        .toLowerCase()
        .match(/[a-z0-9]+/g)
        ?.filter((word) => word !== 'the') ?? [];
    return words.length === 0 ? null : words.map((word) => `'${word}'`).join(' & ');
  }
  async search(filters: TalentSearchFilters, after: TalentPosition | null, limit: number): Promise<TalentRow[]> {
    this.searches.push({ filters, after, limit });
    return this.rows.slice(0, limit);
  }
  async count(): Promise<TalentCount> {
    return this.counted;
  }
  async insertInvitation(invitation: InvitationRecord): Promise<void> {
    if (this.invitations.some((other) => other.jobId === invitation.jobId && other.seekerId === invitation.seekerId)) {
      throw Object.assign(
        new Error('duplicate key value violates unique constraint "job_invitations_job_seeker_unique"'),
        { code: '23505', constraint: 'job_invitations_job_seeker_unique' },
      );
    }
    this.invitations.push(invitation);
  }
  async invitationsOfCompanyForSeeker(companyId: string, seekerId: string): Promise<InvitationRecord[]> {
    return this.invitations
      .filter((invitation) => invitation.companyId === companyId && invitation.seekerId === seekerId)
      .reverse();
  }
  async invitationsOfSeeker(seekerId: string, limit: number): Promise<InvitationRecord[]> {
    return this.invitations
      .filter((invitation) => invitation.seekerId === seekerId)
      .reverse()
      .slice(0, limit);
  }
}
