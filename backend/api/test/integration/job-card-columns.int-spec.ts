import type { MikroORM } from '@mikro-orm/postgresql';
import type { JobStatus } from '@marketplace/contracts';
import { typedSql } from '../../src/infrastructure/database/typed-sql';
import type { CompanyCard } from '../../src/modules/accounts';
import type { Job } from '../../src/modules/jobs/entities/job.entity';
import { jobCardColumns, shownJob, toJobCardRow } from '../../src/modules/jobs/job-card.query';
import { FEED_COLUMNS, shownJobCondition } from '../../src/modules/jobs/search/job-feed.sql';
import { openOrm, truncateJobsData } from '../support/database';
import { type FixtureJob, fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import { testConfig } from '../support/test-config';

const COMPANY = fixtureUuid(1, 'c');
const PRIVATE_COMPANY = fixtureUuid(2, 'c');
const POSTED = new Date('2026-11-20T09:30:15.123Z');

/** Every status, live or closed after being live, and the ones never shown (archived unapproved included). */
const JOBS: FixtureJob[] = (
  [
    ['approved', POSTED],
    ['expired', POSTED],
    ['filled', POSTED],
    ['archived', POSTED],
    ['archived', null],
    ['draft', null],
    ['pending_review', null],
    ['rejected', null],
  ] as Array<[JobStatus, Date | null]>
).map(([status, postedAt], index) => ({
  id: fixtureUuid(index + 1),
  companyId: index % 2 === 0 ? COMPANY : PRIVATE_COMPANY,
  status,
  postedAt,
}));

/**
 * The typed job card (job-card.query.ts) against the feed's SQL text (job-feed.sql.ts), which the
 * job search still runs: the same job must come out with the same columns and values from both, and
 * the same jobs must count as shown, so that the two cannot drift apart.
 */
describe('job card columns on PostgreSQL', () => {
  const config = testConfig();
  let orm: MikroORM;
  const db = () => typedSql<Job | CompanyCard>(orm.em.fork());
  const feedSql = <T>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await insertCompany(orm, COMPANY, 'Quillmark Editorial');
    await insertCompany(orm, PRIVATE_COMPANY, 'Hidden Name Holdings');
    await insertJobs(orm, JOBS, PRIVATE_COMPANY);
    const [first, second, third] = JOBS;
    // What the card's casts and cuts act on: a long description, cents in the pay, no pay, no logo.
    await feedSql(
      `update jobs set description = repeat('Write clear articles. ', 60), salary_min = 41250.75 where id = ?`,
      [first!.id],
    );
    await feedSql(`update jobs set salary_min = null, salary_max = null, salary_type = 'hourly' where id = ?`, [
      second!.id,
    ]);
    await feedSql(`update companies set logo_url = null where id = ?`, [PRIVATE_COMPANY]);
    await feedSql(`update jobs set is_featured = true, skills = '{}' where id = ?`, [third!.id]);
  });

  afterAll(async () => {
    await orm?.close(true);
  });

  it('selects the same columns with the same values as the feed SQL, for every job', async () => {
    for (const job of JOBS) {
      const [fromText] = await feedSql<Record<string, unknown>>(
        `${FEED_COLUMNS} from "jobs" j join "company_cards" c on c."id" = j."company_id" where j."id" = ?`,
        [job.id],
      );
      const typed = await db()
        .selectFrom('Job as j')
        .innerJoin('CompanyCard as c', 'c.id', 'j.company')
        .select(jobCardColumns)
        .where('j.id', '=', job.id)
        .executeTakeFirstOrThrow();
      const card = toJobCardRow(typed);
      expect({ job: job.id, keys: Object.keys(card).sort() }).toEqual({
        job: job.id,
        keys: Object.keys(fromText!).sort(),
      });
      // The text comes back through the ORM's connection, which leaves times as text (JobFeedRow's
      // `posted_at`); the typed statement answers Dates. Both are the same instant.
      const postedAt = fromText!.posted_at === null ? null : new Date(fromText!.posted_at as string);
      expect({ job: job.id, card }).toEqual({ job: job.id, card: { ...fromText, posted_at: postedAt } });
    }
    // The cases the casts and cuts are for did come out as the feed has them.
    const [long] = await feedSql<{ description: string; salary_min: number }>(
      `${FEED_COLUMNS} from "jobs" j join "company_cards" c on c."id" = j."company_id" where j."id" = ?`,
      [JOBS[0]!.id],
    );
    expect([long!.description.length, long!.salary_min]).toEqual([600, 41250.75]);
  });

  it('shows the same jobs as the feed SQL condition (job-visibility.ts)', async () => {
    const byText = await feedSql<{ id: string }>(
      `select j."id" from "jobs" j where ${shownJobCondition('j')} order by j."id"`,
    );
    const typed = await db().selectFrom('Job as j').select('j.id').where(shownJob).orderBy('j.id').execute();
    expect(typed.map((row) => row.id)).toEqual(byText.map((row) => row.id));
    expect(typed.map((row) => row.id)).toEqual(JOBS.slice(0, 4).map((job) => job.id));
  });
});
