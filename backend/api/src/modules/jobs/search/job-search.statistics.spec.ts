import type { Clock } from '../../../core/clock/clock';
import { NO_FILTERS } from './job-search-criteria';
import {
  JobSearchStatistics,
  PAST_END_MAX_AGE_MS,
  type SqlRunner,
  STATISTICS_MAX_AGE_MS,
} from './job-search.statistics';

/** A clock the test moves. */
class FakeClock {
  at = new Date('2026-11-28T08:00:00.000Z').getTime();
  now(): Date {
    return new Date(this.at);
  }
}

/** Answers each statement by its kind, and records what ran. */
function fakeRunner() {
  const ran: string[] = [];
  const runner: SqlRunner = {
    execute: <Row extends object>(sql: string, params: readonly unknown[] = []): Promise<Row[]> => {
      const kind = sql.startsWith('explain')
        ? 'explain'
        : sql.includes('pg_stats')
          ? 'pg_stats'
          : sql.includes('"past_end"')
            ? 'past_end'
            : sql.includes('"candidates"')
              ? 'candidates'
              : 'window_end';
      ran.push(kind);
      const answers: Record<string, object[]> = {
        explain: [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': 1_234 } }] }],
        pg_stats: [
          { column: 'fts_document', lexemes: ['team'], frequencies: [0.8], null_share: 0, rows: 1_000_000 },
          { column: 'fts_title', lexemes: null, frequencies: null, null_share: 0, rows: 1_000_000 },
        ],
        past_end: [{ past_end: Math.min(7, Number(params.at(-1))) }],
        candidates: [{ candidates: Math.min(90, Number(params.at(-1))) }],
        window_end: [{ posted_at: '2026-11-27T10:00:00.000Z', id: 'j-1' }],
      };
      return Promise.resolve((answers[kind] ?? []) as Row[]);
    },
  };
  return { runner, ran };
}

describe('JobSearchStatistics', () => {
  let clock: FakeClock;
  let statistics: JobSearchStatistics;

  beforeEach(() => {
    clock = new FakeClock();
    statistics = new JobSearchStatistics(clock as unknown as Clock);
  });

  it('fetches only the facts a plan asks for, each once per search however often it is asked again', async () => {
    const { runner, ran } = fakeRunner();
    const facts = statistics.forSearch(runner);
    const answer = await facts.plan((known) => {
      const document = known.words('fts_document');
      const title = known.words('fts_title');
      const matches = known.matches({
        filters: NO_FILTERS,
        tsquery: "'team'",
        scope: { sort: 'newest' },
        after: null,
        limit: 21,
      });
      return { document: document?.rows, title, matches, jobs: known.jobs() };
    });
    expect(answer).toEqual({
      document: 1_000_000,
      title: null,
      matches: 1_234,
      jobs: { approved: 1_234, live: 1_234 },
    });
    expect(ran).toEqual(['pg_stats', 'explain', 'explain', 'explain']);
  });

  it('keeps the statistics and the job estimates for later searches, until they are STATISTICS_MAX_AGE_MS old', async () => {
    const first = fakeRunner();
    await statistics.forSearch(first.runner).plan((known) => [known.words('fts_document'), known.jobs()]);
    expect(first.ran).toEqual(['pg_stats', 'explain', 'explain']);

    clock.at += STATISTICS_MAX_AGE_MS - 1;
    const second = fakeRunner();
    await statistics.forSearch(second.runner).plan((known) => [known.words('fts_document'), known.jobs()]);
    expect(second.ran).toEqual([]);

    clock.at += 1;
    const third = fakeRunner();
    await statistics.forSearch(third.runner).plan((known) => [known.words('fts_document'), known.jobs()]);
    expect(third.ran).toEqual(['pg_stats', 'explain', 'explain']);
  });

  it('keeps the count of jobs past their end for a minute, for every limit it answers', async () => {
    const first = fakeRunner();
    expect(await statistics.forSearch(first.runner).plan((known) => known.pastEndJobs(100))).toBe(7);
    // An exact count (7 of at most 101) answers any limit.
    const second = fakeRunner();
    expect(await statistics.forSearch(second.runner).plan((known) => known.pastEndJobs(5))).toBe(6);
    expect(await statistics.forSearch(second.runner).plan((known) => known.pastEndJobs(1_000))).toBe(7);
    expect(second.ran).toEqual([]);

    clock.at += PAST_END_MAX_AGE_MS;
    const third = fakeRunner();
    expect(await statistics.forSearch(third.runner).plan((known) => known.pastEndJobs(100))).toBe(7);
    expect(third.ran).toEqual(['past_end']);
  });

  it('counts candidates again only beyond a capped count', async () => {
    const { runner, ran } = fakeRunner();
    const facts = statistics.forSearch(runner);
    // 50 + 1 counted: capped, so it answers limits up to 50 only.
    expect(await facts.plan((known) => known.candidates(NO_FILTERS, 50))).toBe(51);
    expect(await facts.plan((known) => known.candidates(NO_FILTERS, 20))).toBe(21);
    expect(ran).toEqual(['candidates']);
    expect(await facts.plan((known) => known.candidates(NO_FILTERS, 500))).toBe(90);
    expect(ran).toEqual(['candidates', 'candidates']);
    // Exact (90 of at most 501): every limit.
    expect(await facts.plan((known) => known.candidates(NO_FILTERS, 5_000))).toBe(90);
    expect(ran).toHaveLength(2);
  });

  it('answers the end of a walk window as a position, and null when the window has no end', async () => {
    const { runner } = fakeRunner();
    const end = await statistics.forSearch(runner).plan((known) => known.windowEnd(null, 5_000));
    expect(end).toEqual({ postedAt: new Date('2026-11-27T10:00:00.000Z'), id: 'j-1' });

    const empty: SqlRunner = { execute: <Row extends object>() => Promise.resolve([] as Row[]) };
    expect(await statistics.forSearch(empty).plan((known) => known.windowEnd(null, 5_000))).toBeNull();
  });

  it('lets a planner error through instead of fetching', async () => {
    const { runner, ran } = fakeRunner();
    await expect(
      statistics.forSearch(runner).plan(() => {
        throw new Error('planner bug');
      }),
    ).rejects.toThrow('planner bug');
    expect(ran).toEqual([]);
  });
});
