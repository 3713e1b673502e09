import type { MikroORM } from '@mikro-orm/postgresql';
import { FEATURED_EXTENSION_DAYS } from '@marketplace/contracts';
import { JobExpiryService } from '../../src/modules/jobs/lifecycle/job-expiry.service';
import { type RunningApi, startApi } from '../support/api-server';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import { testConfig } from '../support/test-config';

const COMPANY = fixtureUuid(1, 'f');
const DAY = 24 * 3600_000;

/**
 * What the listings' expiry sweep does with the jobs' package credits, on PostgreSQL: a Featured Job
 * Post unfilled at its end gets its free extra days once, Gold Plus renews its jobs monthly and
 * moves them back to the top while it lasts, every other listing ends (and its credit with it).
 */
describe('package listings at their end (expiry sweep)', () => {
  const config = testConfig();
  let orm: MikroORM;
  let api: RunningApi;
  let expiry: JobExpiryService;
  const sql = <T>(text: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(text, params);

  const grant = async (id: string, packageId: string, listingDays: number, expiresAt: Date) =>
    sql(
      `insert into package_grants (id, company_id, purchased_by, package_id, charge_id, postings, featured, listing_days, expires_at, created_at)
       values (?, ?, null, ?, null, ?, ?, ?, ?, now())`,
      [
        id,
        COMPANY,
        packageId,
        packageId === 'gold-plus-small-business' ? -1 : 1,
        packageId === 'featured-job-post' ? 1 : 0,
        listingDays,
        expiresAt,
      ],
    );
  const debit = async (jobId: string, grantId: string, featured: boolean) =>
    sql(
      `insert into package_debits (id, grant_id, job_id, featured, created_at) values (gen_random_uuid(), ?, ?, ?, now())`,
      [grantId, jobId, featured],
    );
  const at = (value: Date | string | null) => (value === null ? null : new Date(value));
  const job = async (id: string) => {
    const [row] = await sql<{ status: string; expires_at: string; posted_at: string; is_featured: boolean }>(
      `select status, expires_at, posted_at, is_featured from jobs where id = ?`,
      [id],
    );
    return { ...row!, expires_at: at(row!.expires_at), posted_at: at(row!.posted_at) };
  };
  const debitOf = async (id: string) => {
    const [row] = await sql<{ extended_at: string | null; ended_at: string | null }>(
      `select extended_at, ended_at from package_debits where job_id = ?`,
      [id],
    );
    return { extended_at: at(row!.extended_at), ended_at: at(row!.ended_at) };
  };

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    api = await startApi(config);
    expiry = api.app.get(JobExpiryService, { strict: false });
    await insertCompany(orm, COMPANY, 'Package Listings Co');
  });

  afterAll(async () => {
    await api?.close();
    await truncateJobsData(orm);
    await orm.close(true);
  });

  it('extends a featured listing once, renews and bumps Gold Plus while it lasts, and ends the rest', async () => {
    const now = new Date(Date.now() + 60_000);
    const posted = new Date(now.getTime() - 30 * DAY);
    const [featured, gold, goldEnding, standard, legacy] = [1, 2, 3, 4, 5].map((n) => fixtureUuid(n, 'f'));
    await insertJobs(
      orm,
      [featured, gold, goldEnding, standard, legacy].map((id) => ({
        id: id!,
        companyId: COMPANY,
        status: 'approved' as const,
        postedAt: posted,
      })),
    );
    await sql(`update jobs set expires_at = ?, is_featured = (id = ?) where company_id = ?`, [
      new Date(now.getTime() - 1000),
      featured,
      COMPANY,
    ]);
    await grant(fixtureUuid(11, 'f'), 'featured-job-post', 30, new Date(now.getTime() + 300 * DAY));
    await grant(fixtureUuid(12, 'f'), 'gold-plus-small-business', 30, new Date(now.getTime() + 90 * DAY));
    await grant(fixtureUuid(13, 'f'), 'gold-plus-small-business', 30, new Date(now.getTime() - 1000));
    await grant(fixtureUuid(14, 'f'), 'standard-job-post', 30, new Date(now.getTime() + 300 * DAY));
    await debit(featured!, fixtureUuid(11, 'f'), true);
    await debit(gold!, fixtureUuid(12, 'f'), false);
    await debit(goldEnding!, fixtureUuid(13, 'f'), false);
    await debit(standard!, fixtureUuid(14, 'f'), false);

    const first = await expiry.expireDue(now);
    expect(first.renewed.sort()).toEqual([featured, gold].sort());
    expect(first.expired.sort()).toEqual([goldEnding, standard, legacy].sort());

    expect(await job(featured!)).toMatchObject({
      status: 'approved',
      is_featured: true,
      posted_at: posted,
      expires_at: new Date(now.getTime() + FEATURED_EXTENSION_DAYS * DAY),
    });
    expect((await debitOf(featured!)).extended_at).toEqual(now);
    expect(await job(gold!)).toMatchObject({
      status: 'approved',
      posted_at: now,
      expires_at: new Date(now.getTime() + 30 * DAY),
    });
    for (const id of [goldEnding, standard, legacy])
      expect(await job(id!)).toMatchObject({ status: 'expired', is_featured: false });
    for (const id of [goldEnding, standard]) expect((await debitOf(id!)).ended_at).toEqual(now);

    // At the extension's end the featured listing ends: the free days come once.
    const later = new Date(now.getTime() + (FEATURED_EXTENSION_DAYS + 1) * DAY);
    const second = await expiry.expireDue(later);
    expect(second.expired).toContain(featured);
    expect(await job(featured!)).toMatchObject({ status: 'expired', is_featured: false });
    expect((await debitOf(featured!)).ended_at).toEqual(later);
    // Gold Plus came round again: renewed and moved to the top once more.
    expect(second.renewed).toEqual([gold]);
    expect(await job(gold!)).toMatchObject({ status: 'approved', posted_at: later });
  });
});
