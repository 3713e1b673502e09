import type { JobCard, JobsPage } from '@marketplace/contracts';
import type { RawSearchQuery } from '../search/job-search-query';
import type { JobSearchService } from '../search/job-search.service';
import { ALERT_EMAIL_MAX_JOBS, JobAlertMatcher } from './job-alert-matcher';

const NOW = Date.parse('2026-11-21T09:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000);

function card(minutes: number): JobCard {
  return {
    id: `job-${minutes}`,
    title: `Posted ${minutes} min ago`,
    postedDate: minutesAgo(minutes).toISOString(),
  } as JobCard;
}

/** Serves the given jobs (newest first) in pages of `pageSize`, cursors being offsets; records each query. */
class FakeSearch {
  queries: RawSearchQuery[] = [];
  constructor(
    private readonly jobs: JobCard[],
    private readonly pageSize = 3,
  ) {}
  async search(query: RawSearchQuery): Promise<JobsPage> {
    this.queries.push(query);
    const start = typeof query.cursor === 'string' ? Number(query.cursor) : 0;
    const end = start + this.pageSize;
    return { jobs: this.jobs.slice(start, end), nextCursor: end < this.jobs.length ? String(end) : null };
  }
}

function matcherOver(jobs: JobCard[]) {
  const search = new FakeSearch(jobs);
  return { search, matcher: new JobAlertMatcher(search as unknown as JobSearchService) };
}

describe('JobAlertMatcher.newJobs', () => {
  it('runs the saved search newest first and keeps the jobs posted after the watermark, up to the run time', async () => {
    const { matcher, search } = matcherOver([card(-5), card(10), card(20), card(30), card(40), card(60), card(70)]);
    const found = await matcher.newJobs('category=Design&remote=true', minutesAgo(60), minutesAgo(0));
    // The job "posted" after the run started waits for the next run; the one at the watermark was already told.
    expect(found.map((job) => job.id)).toEqual(['job-10', 'job-20', 'job-30', 'job-40']);
    expect(search.queries[0]).toEqual({ category: 'Design', remote: 'true', sort: 'newest' });
    // Pages are followed by cursor until the watermark is passed, and no further.
    expect(search.queries.map((query) => query.cursor)).toEqual([undefined, '3']);
  });

  it(`stops at ${ALERT_EMAIL_MAX_JOBS} jobs`, async () => {
    const { matcher } = matcherOver(Array.from({ length: 30 }, (_, n) => card(n + 1)));
    const found = await matcher.newJobs('', minutesAgo(1000), minutesAgo(0));
    expect(found).toHaveLength(ALERT_EMAIL_MAX_JOBS);
    expect(found[0]!.id).toBe('job-1');
  });

  it('finds nothing when no job is newer than the watermark, and stops at the end of the results', async () => {
    expect(await matcherOver([card(90), card(120)]).matcher.newJobs('q=writer', minutesAgo(60), minutesAgo(0))).toEqual(
      [],
    );
    const { matcher, search } = matcherOver([card(5), card(6)]);
    expect((await matcher.newJobs('q=writer', minutesAgo(60), minutesAgo(0))).map((job) => job.id)).toEqual([
      'job-5',
      'job-6',
    ]);
    expect(search.queries).toHaveLength(1);
  });
});
