import type { JobCard, JobsPage } from '@marketplace/contracts';
import type { JobFeedRow } from '../job-card.query';
import type { RawSearchQuery } from '../search/job-search-query';
import type { JobSearchService } from '../search/job-search.service';
import { JobAlertMatcher } from './job-alert-matcher';
import type { AudienceSeeker, JobAudienceRepository, LiveJobRow } from './job-audience.repository';
import { groupBySearch, JobAudience } from './job-audience.service';

const POSTED = new Date('2026-11-27T10:00:00.000Z');
const at = (minutesAfter: number) => new Date(POSTED.getTime() + minutesAfter * 60_000).toISOString();
const card = (id: string, minutesAfter: number) => ({ id, postedDate: at(minutesAfter) }) as JobCard;

/** Answers each search from a table of query → jobs (newest first), two a page; records the searches run. */
class FakeSearch {
  runs: RawSearchQuery[] = [];
  constructor(private readonly results: Record<string, JobCard[]>) {}
  async search(query: RawSearchQuery): Promise<JobsPage> {
    this.runs.push(query);
    const { cursor, sort: _sort, ...rest } = query;
    const key = new URLSearchParams(rest as Record<string, string>).toString();
    const jobs = this.results[key] ?? [];
    const start = typeof cursor === 'string' ? Number(cursor) : 0;
    return { jobs: jobs.slice(start, start + 2), nextCursor: start + 2 < jobs.length ? String(start + 2) : null };
  }
}

describe('JobAlertMatcher.findsJob', () => {
  const job = { id: 'blast', postedAt: POSTED };
  const matcher = (results: Record<string, JobCard[]>) => {
    const search = new FakeSearch(results);
    return { search, matcher: new JobAlertMatcher(search as unknown as JobSearchService) };
  };

  it('finds the job among newer ones, following pages newest first', async () => {
    const { search, matcher: m } = matcher({
      'q=designer': [card('a', 9), card('b', 5), card('c', 1), card('blast', 0), card('old', -60)],
    });
    expect(await m.findsJob('q=designer', job)).toBe(true);
    expect(search.runs.map((run) => [run.sort, run.cursor])).toEqual([
      ['newest', undefined],
      ['newest', '2'],
    ]);
  });

  it('stops once past the posting time, and at the end of the results', async () => {
    const { search, matcher: m } = matcher({
      'q=writer': [card('a', 3), card('old', -1), card('older', -2), card('blast', -3)],
    });
    expect(await m.findsJob('q=writer', job)).toBe(false);
    expect(search.runs).toHaveLength(1);
    expect(await matcher({}).matcher.findsJob('q=nothing', job)).toBe(false);
  });
});

describe('JobAudience.forLiveJob', () => {
  const row = {
    id: 'blast',
    title: 'Remote Designer',
    description: 'Design things.',
    location: 'Austin, TX',
    salary_min: 50_000,
    salary_max: 70_000,
    salary_type: 'yearly',
    posted_at: POSTED,
    job_type: 'FULL_TIME',
    category: 'Design',
    skills: ['Figma', 'UX'],
    is_flexible: false,
    is_featured: false,
    status: 'approved',
    is_company_private: true,
    company_name: 'Hidden Co',
    company_logo_url: null,
    expires_at: new Date(POSTED.getTime() + 7 * 86_400_000),
  } as JobFeedRow & LiveJobRow;

  class FakeAudienceRepository {
    asked: string[][] = [];
    constructor(
      private readonly live: LiveJobRow | null,
      private readonly queries: string[],
    ) {}
    async liveJob(): Promise<LiveJobRow | null> {
      return this.live;
    }
    async liveAlertQueries(): Promise<string[]> {
      return this.queries;
    }
    async seekersOfAlertQueries(queries: readonly string[]): Promise<AudienceSeeker[]> {
      this.asked.push([...queries]);
      return queries.map((query) => ({ userId: `seeker-of-${query}`, email: `${query}@x.test`, name: query }));
    }
  }

  it("runs each distinct search once and answers the seekers of the searches that find the job, with the job's card", async () => {
    const search = new FakeSearch({
      'q=designer': [card('blast', 0)],
      'category=Design': [card('blast', 0)],
      'q=nurse': [card('other', 2)],
    });
    const repository = new FakeAudienceRepository(row, ['q=designer', 'q=Designer', 'category=Design', 'q=nurse']);
    const audience = new JobAudience(
      repository as unknown as JobAudienceRepository,
      new JobAlertMatcher(search as unknown as JobSearchService),
    );
    const found = await audience.forLiveJob('blast', 100);
    // 'q=designer' and 'q=Designer' are one search: run once, both of its alerts' seekers asked for.
    expect(search.runs.map((run) => run.q ?? run.category)).toEqual(['designer', 'Design', 'nurse']);
    expect(repository.asked).toEqual([['q=designer', 'q=Designer', 'category=Design']]);
    expect(found?.alertSeekers.map((seeker) => seeker.userId)).toEqual([
      'seeker-of-q=designer',
      'seeker-of-q=Designer',
      'seeker-of-category=Design',
    ]);
    // The card keeps a private company anonymous; the skills are the job's own.
    expect(found?.job.card).toMatchObject({ id: 'blast', title: 'Remote Designer', company: 'Private Company' });
    expect(found?.job.skills).toEqual(['Figma', 'UX']);
    expect(found?.job.postedAt).toEqual(POSTED);
  });

  it('answers null for a job that is not live, without running any search', async () => {
    const search = new FakeSearch({});
    const audience = new JobAudience(
      new FakeAudienceRepository(null, ['q=designer']) as unknown as JobAudienceRepository,
      new JobAlertMatcher(search as unknown as JobSearchService),
    );
    expect(await audience.forLiveJob('gone', 100)).toBeNull();
    expect(search.runs).toEqual([]);
  });
});

describe('groupBySearch', () => {
  it('groups saved searches that are the same search (keywords case and spacing ignored)', () => {
    expect(groupBySearch(['q=Nurse', 'q=nurse', 'remote=true', 'q=nurse&remote=true'])).toEqual([
      ['q=Nurse', 'q=nurse'],
      ['remote=true'],
      ['q=nurse&remote=true'],
    ]);
  });
});
