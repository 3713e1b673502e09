import { Injectable } from '@nestjs/common';
import { type SavedJobsResponse, type SavedJobState } from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import { isUuid } from '../../../core/text/uuid';
import { toJobCard } from '../job-card.mapper';
import { SavedJobsRepository } from './saved-jobs.repository';
import { JobsError } from '../jobs.errors';

/** A seeker keeps at most this many saved jobs on the page; older saves stay stored. */
export const SAVED_JOBS_LIST_MAX = 500;

/** The heart on job cards: a seeker's saved jobs. Saving and unsaving are idempotent. */
@Injectable()
export class SavedJobsService {
  constructor(
    private readonly saved: SavedJobsRepository,
    private readonly clock: Clock,
  ) {}

  /** Saves a job seekers can see (live or closed after being live); saving again keeps the first time. */
  async save(actor: Actor, jobId: string): Promise<SavedJobState> {
    const savedAt = isUuid(jobId) ? await this.saved.save(actor.user.id, jobId, this.clock.now()) : null;
    if (!savedAt) throw JobsError.because('notFound');
    return { jobId, saved: true, savedAt: savedAt.toISOString() };
  }

  /** Unsaves; unsaving a job that is not saved is fine, an unknown job is 404. */
  async unsave(actor: Actor, jobId: string): Promise<SavedJobState> {
    if (!isUuid(jobId) || !(await this.saved.jobExists(jobId))) throw JobsError.because('notFound');
    await this.saved.remove(actor.user.id, jobId);
    return { jobId, saved: false, savedAt: null };
  }

  /** Newest saved first, as job cards (closed jobs keep their Filled / Archived badges). */
  async list(actor: Actor): Promise<SavedJobsResponse> {
    const rows = await this.saved.list(actor.user.id, SAVED_JOBS_LIST_MAX);
    return { jobs: rows.map((row) => ({ savedAt: new Date(row.saved_at).toISOString(), job: toJobCard(row) })) };
  }
}
