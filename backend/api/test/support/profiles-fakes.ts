import type { ResumeAllowance } from '@marketplace/contracts';
import type { ResumeRecord, NewResume } from '../../src/modules/profiles/resumes.repository';
import type { SeekerProfileRecord } from '../../src/modules/profiles/seeker-profile.repository';
import type { FakeStoredFiles } from './stored-files-fake';

/** seeker_profiles in memory. */
export class MemorySeekerProfiles {
  readonly rows = new Map<string, SeekerProfileRecord>();
  async findByUser(userId: string) {
    const row = this.rows.get(userId);
    return row ? structuredClone(row) : null;
  }
  async save(profile: SeekerProfileRecord) {
    this.rows.set(profile.userId, structuredClone(profile));
  }
  async deleteOf(userId: string) {
    this.rows.delete(userId);
  }
}

/**
 * seeker_resumes in memory with the repository's rules: the limit counted under the seeker's lock,
 * the first one the default, one upload per version, and the foreign key to uploads (a version whose
 * upload is gone from `files` is gone too).
 */
export class MemoryResumes {
  rows: ResumeRecord[] = [];
  constructor(private readonly files: FakeStoredFiles) {}

  private live(): ResumeRecord[] {
    this.rows = this.rows.filter((row) => this.files.files.has(row.uploadId));
    return this.rows;
  }
  async listOf(userId: string) {
    return this.live()
      .filter((row) => row.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => ({ ...row }));
  }
  async findById(id: string) {
    const row = this.live().find((candidate) => candidate.id === id);
    return row ? { ...row } : null;
  }
  async findByUpload(uploadId: string) {
    const row = this.live().find((candidate) => candidate.uploadId === uploadId);
    return row ? { ...row } : null;
  }
  async insertWithinLimit(resume: NewResume, limit: number): Promise<ResumeRecord | 'limit-reached'> {
    const own = this.live().filter((row) => row.userId === resume.userId);
    if (limit >= 0 && own.length >= limit) return 'limit-reached';
    if (this.rows.some((row) => row.uploadId === resume.uploadId))
      throw Object.assign(new Error('duplicate'), { code: '23505', constraint: 'seeker_resumes_upload_id_unique' });
    const row = { ...resume, isDefault: !own.some((candidate) => candidate.isDefault) };
    this.rows.push(row);
    return { ...row };
  }
  async rename(id: string, name: string) {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (row) row.name = name;
  }
  async makeDefault(userId: string, id: string) {
    for (const row of this.rows) if (row.userId === userId) row.isDefault = row.id === id;
  }
  async remove(ids: readonly string[]) {
    this.rows = this.rows.filter((row) => !ids.includes(row.id));
  }
  async deleteOf(userId: string) {
    this.rows = this.rows.filter((row) => row.userId !== userId);
  }
}

/** The resume limit as a plan would set it. */
export class FakeResumeLimit {
  /** A seeker on a plan keeping `limit` versions (the trial's 1 by default), or without a plan ('none'). */
  constructor(
    public limit = 1,
    public membershipPlan = 'trial',
  ) {}
  async allowanceOf(): Promise<ResumeAllowance> {
    return { membershipPlan: this.membershipPlan, limit: this.limit };
  }
}

/** An EntityManager that only runs transactions (the fakes have nothing to roll back). */
export const fakeTransactions = { transactional: <T>(work: () => Promise<T>) => work() };
