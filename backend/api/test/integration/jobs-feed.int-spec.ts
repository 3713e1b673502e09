import type { INestApplicationContext } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { JOBS_PAGE_SIZE, PRIVATE_COMPANY_NAME, type JobsPage } from '@marketplace/contracts';
import { RequestValidationException } from '../../src/core/errors/request-validation.exception';
import { encodeJobCursor } from '../../src/modules/jobs/job-cursor';
import { JOB_FEED_AFTER_CURSOR_SQL, JOB_FEED_FIRST_PAGE_SQL } from '../../src/modules/jobs/search/job-feed.sql';
import { JobsService } from '../../src/modules/jobs';
import { openOrm, truncateJobsData } from '../support/database';
import { type FixtureJob, fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import { createJobsContext } from '../support/jobs-context';
import { testConfig } from '../support/test-config';

const HOUR = 3_600_000;
const base = Date.parse('2026-11-01T12:00:00.000Z');
const COMPANY = fixtureUuid(1, 'c');
const PRIVATE_COMPANY = fixtureUuid(2, 'c');

/** Feed order: newest first, ties broken by id (descending), as the index is ordered. */
function feedOrder(jobs: readonly FixtureJob[]): string[] {
  return [...jobs]
    .sort((a, b) => b.postedAt!.getTime() - a.postedAt!.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map((job) => job.id);
}

describe('public job feed against PostgreSQL', () => {
  const config = testConfig();
  let orm: MikroORM;
  let context: INestApplicationContext;
  let jobs: JobsService;
  let approved: FixtureJob[];

  async function allPages(): Promise<JobsPage[]> {
    const pages: JobsPage[] = [];
    let cursor: string | undefined;
    do {
      const page = await jobs.listApproved(cursor);
      pages.push(page);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && pages.length < 20);
    return pages;
  }

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await insertCompany(orm, COMPANY, 'Quillmark Editorial');
    await insertCompany(orm, PRIVATE_COMPANY, 'Hidden Name Holdings');

    // 45 approved jobs an hour apart, and 3 more sharing one posting time (the id breaks the tie).
    approved = Array.from({ length: 45 }, (_, i) => ({
      id: fixtureUuid(100 + i),
      companyId: i % 9 === 0 ? PRIVATE_COMPANY : COMPANY,
      status: 'approved' as const,
      postedAt: new Date(base - i * HOUR),
    }));
    const tied = new Date(base - 20.5 * HOUR);
    approved.push(
      ...[7, 3, 5].map((n) => ({
        id: fixtureUuid(n, 'b'),
        companyId: COMPANY,
        status: 'approved' as const,
        postedAt: tied,
      })),
    );
    // Newer than everything, but not public.
    const hidden: FixtureJob[] = (
      ['draft', 'pending_review', 'rejected', 'expired', 'filled', 'archived'] as const
    ).map((status, i) => ({
      id: fixtureUuid(900 + i),
      companyId: COMPANY,
      status,
      postedAt:
        status === 'draft' || status === 'pending_review' || status === 'rejected'
          ? null
          : new Date(base + (i + 1) * HOUR),
    }));
    await insertJobs(orm, [...approved, ...hidden], PRIVATE_COMPANY);

    context = await createJobsContext(config);
    jobs = context.get(JobsService);
  });

  afterAll(async () => {
    await context?.close();
    await orm.close(true);
  });

  it('pages through every approved job exactly once, newest first, 20 a page', async () => {
    const pages = await allPages();
    expect(pages.map((page) => page.jobs.length)).toEqual([JOBS_PAGE_SIZE, JOBS_PAGE_SIZE, 8]);
    expect(pages.flatMap((page) => page.jobs.map((job) => job.id))).toEqual(feedOrder(approved));
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(pages[0]!.nextCursor).toEqual(expect.any(String));
  });

  it('maps rows to job cards, hiding private companies', async () => {
    const { jobs: cards } = await jobs.listApproved();
    const first = cards[0]!;
    expect(first).toMatchObject({
      id: fixtureUuid(100),
      company: PRIVATE_COMPANY_NAME,
      companyLogoUrl: null,
      location: 'Remote',
      payRange: { min: 50000, max: 65000, text: null },
      salaryType: 'yearly',
      postedDate: new Date(base).toISOString(),
      type: 'full-time',
      category: 'Writing',
      skills: ['Research', 'SEO Writing', 'WordPress', 'AP Style'],
      isFlexible: true,
      applicationStatus: { hasApplied: false, status: null },
    });
    expect(cards[1]).toMatchObject({
      company: 'Quillmark Editorial',
      companyLogoUrl: `https://cdn.example/logos/${COMPANY}.svg`,
    });
  });

  it('keeps later pages stable when a newer job is posted meanwhile (keyset, not offset)', async () => {
    const first = await jobs.listApproved();
    const newcomer: FixtureJob = {
      id: fixtureUuid(999, 'd'),
      companyId: COMPANY,
      status: 'approved',
      postedAt: new Date(base + 10 * HOUR),
    };
    await insertJobs(orm, [newcomer]);
    try {
      const second = await jobs.listApproved(first.nextCursor!);
      expect(second.jobs.map((job) => job.id)).toEqual(feedOrder(approved).slice(JOBS_PAGE_SIZE, 2 * JOBS_PAGE_SIZE));
      expect((await jobs.listApproved()).jobs[0]!.id).toBe(newcomer.id);
    } finally {
      await orm.em.getConnection().execute('delete from jobs where id = ?', [newcomer.id]);
    }
  });

  it('ends with a null cursor when the last page is exactly full', async () => {
    const extra = feedOrder(approved).slice(2 * JOBS_PAGE_SIZE);
    await orm.em
      .getConnection()
      .execute(`update jobs set status = 'archived' where id in (${extra.map(() => '?').join(', ')})`, extra);
    try {
      const pages = await allPages();
      expect(pages.map((page) => page.jobs.length)).toEqual([JOBS_PAGE_SIZE, JOBS_PAGE_SIZE]);
      expect(pages[1]!.nextCursor).toBeNull();
    } finally {
      await orm.em
        .getConnection()
        .execute(`update jobs set status = 'approved' where id in (${extra.map(() => '?').join(', ')})`, extra);
    }
  });

  it('answers an empty page for a cursor past the oldest job', async () => {
    const page = await jobs.listApproved(
      encodeJobCursor({ postedAt: new Date('2000-01-01T00:00:00.000Z'), id: fixtureUuid(1) }),
    );
    expect(page).toMatchObject({ jobs: [], nextCursor: null });
  });

  it('rejects a cursor it did not issue as invalid input', async () => {
    const error = await jobs.listApproved('not-a-cursor').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationException);
    expect((error as RequestValidationException).fieldErrors).toEqual({ cursor: ['Invalid cursor'] });
  });

  it.each([
    ['first page', JOB_FEED_FIRST_PAGE_SQL, [21]],
    [
      'page after a cursor',
      JOB_FEED_AFTER_CURSOR_SQL,
      [new Date(base - 10 * HOUR).toISOString(), fixtureUuid(110), 21],
    ],
  ])('serves the %s from jobs_approved_feed_idx without sorting', async (_label, sql, params) => {
    const plan = await orm.em.fork().transactional(async (em) => {
      // Tiny tables make a scan plus a sort cheap, and the plan then depends on the statistics of
      // whatever ran before; this asks whether the index *can* serve the query in its order.
      // (enable_sort = off only penalises a sort: a query no index can serve still shows one.)
      await em.execute('set local enable_seqscan = off');
      await em.execute('set local enable_bitmapscan = off');
      await em.execute('set local enable_sort = off');
      const rows = await em.execute<{ 'QUERY PLAN': string }[]>(`explain ${sql}`, params);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Scan using jobs_approved_feed_idx/);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
