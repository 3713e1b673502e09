import { Injectable } from '@nestjs/common';
import { type JobCard, JOB_SEARCH_PARAMS as P } from '@marketplace/contracts';
import { JobSearchService } from '../search/job-search.service';
import { rawQueryOf } from './alert-query';

/** At most this many jobs in one alert e-mail (newest first); the e-mail links to the full search. */
export const ALERT_EMAIL_MAX_JOBS = 20;

/** Finds the jobs an alert has not told about yet, through the same search as GET /api/jobs. */
@Injectable()
export class JobAlertMatcher {
  constructor(private readonly search: JobSearchService) {}

  /** Live jobs matching the saved search posted after `after` and no later than `until`, newest first. */
  async newJobs(query: string, after: Date, until: Date): Promise<JobCard[]> {
    const raw = { ...rawQueryOf(query), [P.sort]: 'newest' };
    const found: JobCard[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page = await this.search.search(cursor === null ? raw : { ...raw, [P.cursor]: cursor });
      for (const job of page.jobs) {
        const posted = job.postedDate === null ? 0 : Date.parse(job.postedDate);
        // Newest first: once past the watermark, everything after is old news.
        if (posted <= after.getTime()) return found;
        if (posted <= until.getTime()) found.push(job);
        if (found.length >= ALERT_EMAIL_MAX_JOBS) return found;
      }
      if (!page.nextCursor) return found;
      cursor = page.nextCursor;
    }
  }

  /**
   * Whether the saved search finds this live job: its newest-first pages are read down to the
   * job's posting time (a job just approved is on the first one).
   */
  async findsJob(query: string, job: { id: string; postedAt: Date }): Promise<boolean> {
    const raw = { ...rawQueryOf(query), [P.sort]: 'newest' };
    let cursor: string | null = null;
    for (;;) {
      const page = await this.search.search(cursor === null ? raw : { ...raw, [P.cursor]: cursor });
      for (const card of page.jobs) {
        if (card.id === job.id) return true;
        // Newest first: past the job's posting time it can no longer come.
        if (card.postedDate !== null && Date.parse(card.postedDate) < job.postedAt.getTime()) return false;
      }
      if (!page.nextCursor) return false;
      cursor = page.nextCursor;
    }
  }
}
