import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobCursor } from './job-cursor';
import { JOB_FEED_AFTER_CURSOR_SQL, JOB_FEED_FIRST_PAGE_SQL, type JobFeedRow } from './job-feed.sql';

/** Read side of the public feed: one keyset query per page, rows straight from the driver. */
@Injectable()
export class JobFeedRepository {
  constructor(private readonly em: EntityManager) {}

  /** Up to `limit` approved jobs after `after` (or from the newest), newest first. */
  async findApproved(after: JobCursor | null, limit: number): Promise<JobFeedRow[]> {
    return after
      ? this.em.execute<JobFeedRow[]>(JOB_FEED_AFTER_CURSOR_SQL, [after.postedAt.toISOString(), after.id, limit])
      : this.em.execute<JobFeedRow[]>(JOB_FEED_FIRST_PAGE_SQL, [limit]);
  }
}
