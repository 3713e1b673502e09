import { Injectable } from '@nestjs/common';
import { JOBS_PAGE_SIZE, type JobsPage } from '@marketplace/contracts';
import { RequestValidationException } from '../../core/errors/request-validation.exception';
import { toJobCard } from './job-card.mapper';
import { decodeJobCursor, encodeJobCursor } from './job-cursor';
import { JobFeedRepository } from './job-feed.repository';
import { JOBS_MESSAGES } from './jobs.messages';

@Injectable()
export class JobsService {
  constructor(private readonly feed: JobFeedRepository) {}

  /** Public feed: approved jobs, newest first, JOBS_PAGE_SIZE a page. */
  async listApproved(cursorText?: string): Promise<JobsPage> {
    const after = cursorText === undefined ? null : decodeJobCursor(cursorText);
    if (cursorText !== undefined && after === null) {
      throw new RequestValidationException({ cursor: [JOBS_MESSAGES.invalidCursor] });
    }
    // One extra row tells whether another page exists without a count query.
    const rows = await this.feed.findApproved(after, JOBS_PAGE_SIZE + 1);
    const page = rows.slice(0, JOBS_PAGE_SIZE);
    const last = page.at(-1);
    const nextCursor =
      rows.length > JOBS_PAGE_SIZE && last?.posted_at
        ? encodeJobCursor({ postedAt: new Date(last.posted_at), id: last.id })
        : null;
    return { jobs: page.map(toJobCard), nextCursor };
  }
}
