import type { MikroORM } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
import { Redis } from 'ioredis';
import { APPLICATION_STATUSES, WITHDRAWABLE_STATUSES } from '@marketplace/contracts';
import {
  type ApplicationRecord,
  ApplicationsRepository,
  isDuplicateApplicationError,
} from '../../src/modules/applications/applications.repository';
import { ApplicationStatusesService } from '../../src/modules/applications/application-statuses.service';
import { SEEKER_APPLIED_KEY_PREFIX, SeekerAppliedCache } from '../../src/modules/applications/seeker-applied.cache';
import { uuidArrayLiteral } from '../../src/core/text/uuid';
import { recordSql } from '../../src/infrastructure/database/typed-sql';
import { insertUsers } from '../support/access-context';
import { deleteRedisKeys, openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import { testConfig } from '../support/test-config';

const COMPANY = fixtureUuid(1, 'c');
const SEEKER = fixtureUuid(1, 'e');
const OTHER_SEEKER = fixtureUuid(2, 'e');
const EMPLOYER = fixtureUuid(3, 'e');
const job = (n: number) => fixtureUuid(n, 'f');
const RESUME = fixtureUuid(1, 'd');
const RESUME_UPLOAD = fixtureUuid(2, 'd');
let applicationCounter = 0;
const nextApplicationId = () => fixtureUuid(++applicationCounter, 'a');

describe('applications and their status history on PostgreSQL', () => {
  const config = testConfig();
  let orm: MikroORM;
  let redis: Redis;
  let appliedCache: SeekerAppliedCache;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  /** A repository on its own EntityManager (concurrent calls run on separate connections). */
  const repository = () => new ApplicationsRepository(orm.em.fork(), appliedCache);
  const apply = (jobId: string, seekerId = SEEKER, at = new Date()) => {
    const id = nextApplicationId();
    return repository()
      .insert({ id, jobId, seekerId, resumeId: RESUME, coverLetter: 'Hello', appliedAt: at }, seekerId)
      .then(() => id);
  };
  const historyOf = (applicationId: string) =>
    sql<{ actor_id: string; from_status: string | null; to_status: string }>(
      'select actor_id, from_status, to_status from application_status_history where application_id = ? order by at, id',
      [applicationId],
    );

  beforeAll(async () => {
    orm = await openOrm(config);
    redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    appliedCache = new SeekerAppliedCache(redis);
    await deleteRedisKeys(config.redisUrl, SEEKER_APPLIED_KEY_PREFIX);
    await truncateJobsData(orm);
    await insertUsers(orm, [
      { id: SEEKER, email: 'apply.seeker@example.com', role: 'seeker' },
      { id: OTHER_SEEKER, email: 'apply.other@example.com', role: 'seeker' },
      { id: EMPLOYER, email: 'apply.employer@example.com', role: 'employer', companyId: null },
    ]);
    await insertCompany(orm, COMPANY, 'Applications Int Co');
    const posted = new Date(Date.now() - 3600_000);
    await insertJobs(
      orm,
      Array.from({ length: 30 }, (_, index) => ({
        id: job(index + 1),
        companyId: COMPANY,
        status: 'approved' as const,
        postedAt: posted,
      })),
    );
    await sql(
      `insert into uploads (id, owner_id, upload_type, purpose, file_name, file_type, file_size, file_key, created_at) values (?, ?, 'document', 'resume', 'cv.pdf', 'application/pdf', 100, ?, now())`,
      [RESUME_UPLOAD, SEEKER, `uploads/${SEEKER}/${RESUME_UPLOAD}/original`],
    );
    await sql(
      `insert into seeker_resumes (id, user_id, upload_id, name, is_default, created_at) values (?, ?, ?, 'CV', true, now())`,
      [RESUME, SEEKER, RESUME_UPLOAD],
    );
  });

  afterAll(async () => {
    await deleteRedisKeys(config.redisUrl, SEEKER_APPLIED_KEY_PREFIX);
    redis?.disconnect();
    await orm?.close(true);
  });

  it('have the one-per-seeker-and-job constraint and the indexes the lists need', async () => {
    const indexes = await sql<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where tablename = 'applications' order by indexname`,
    );
    const byName = Object.fromEntries(indexes.map((row) => [row.indexname, row.indexdef]));
    expect(byName.applications_job_seeker_unique).toMatch(/UNIQUE INDEX .* \(job_id, seeker_id\)$/);
    expect(byName.applications_seeker_applied_idx).toMatch(/\(seeker_id, applied_at DESC, id DESC\)$/);
    expect(byName.applications_job_status_applied_idx).toMatch(
      /\(job_id, status, applied_at DESC, id DESC\) WHERE \(withdrawn_at IS NULL\)$/,
    );
    expect(byName.applications_job_applied_idx).toMatch(
      /\(job_id, applied_at DESC, id DESC\) WHERE \(withdrawn_at IS NULL\)$/,
    );
  });

  it('write an application and its first history entry together; a refused one leaves neither', async () => {
    const id = await apply(job(1));
    expect(
      await sql('select status, withdrawn_at, cover_letter, resume_id from applications where id = ?', [id]),
    ).toEqual([{ status: 'pending', withdrawn_at: null, cover_letter: 'Hello', resume_id: RESUME }]);
    expect(await historyOf(id)).toEqual([{ actor_id: SEEKER, from_status: null, to_status: 'pending' }]);

    const second = nextApplicationId();
    const refused = await repository()
      .insert(
        { id: second, jobId: job(1), seekerId: SEEKER, resumeId: RESUME, coverLetter: null, appliedAt: new Date() },
        SEEKER,
      )
      .catch((error: unknown) => error);
    expect(isDuplicateApplicationError(refused)).toBe(true);
    expect(await sql('select id from applications where id = ?', [second])).toEqual([]);
    expect(await historyOf(second)).toEqual([]);
  });

  it('let exactly one of two simultaneous applications to the same job through (the unique race)', async () => {
    const outcomes = await Promise.allSettled([apply(job(2)), apply(job(2))]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected')!;
    expect(isDuplicateApplicationError(rejected.reason)).toBe(true);
    const rows = await sql<{ id: string }>('select id from applications where job_id = ? and seeker_id = ?', [
      job(2),
      SEEKER,
    ]);
    expect(rows).toHaveLength(1);
    expect(
      await sql('select count(*)::int as count from application_status_history where application_id = ?', [
        rows[0]!.id,
      ]),
    ).toEqual([{ count: 1 }]);
  });

  it('keep the status history append-only: updates and deletes are refused, and its applications cannot be deleted', async () => {
    const id = await apply(job(3));
    await expect(
      sql(`update application_status_history set to_status = 'hired' where application_id = ?`, [id]),
    ).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(sql(`delete from application_status_history where application_id = ?`, [id])).rejects.toThrow(
      /append-only: DELETE refused/,
    );
    await expect(sql(`delete from applications where id = ?`, [id])).rejects.toThrow(
      /application_status_history_application_id_foreign/,
    );
    expect(await historyOf(id)).toEqual([{ actor_id: SEEKER, from_status: null, to_status: 'pending' }]);
    // Its values are checked too.
    await expect(
      sql(
        `insert into application_status_history (id, application_id, actor_id, from_status, to_status, at) values (gen_random_uuid(), ?, ?, 'pending', 'archived', now())`,
        [id, SEEKER],
      ),
    ).rejects.toThrow(/application_status_history_to_status_check/);
  });

  it('refuse statuses and stages the spec does not have, and cover letters over 5,000 characters', async () => {
    const id = await apply(job(4));
    await expect(sql(`update applications set status = 'withdrawn' where id = ?`, [id])).rejects.toThrow(
      /applications_status_check/,
    );
    await expect(sql(`update applications set interview_stage = 'lunch' where id = ?`, [id])).rejects.toThrow(
      /applications_interview_stage_check/,
    );
    await expect(sql(`update applications set cover_letter = repeat('x', 5001) where id = ?`, [id])).rejects.toThrow(
      /applications_cover_letter_length/,
    );
    for (const status of APPLICATION_STATUSES)
      await sql(`update applications set status = ? where id = ?`, [status, id]);
  });

  it('withdraw once, under the row lock, keeping the status and writing one history entry', async () => {
    const id = await apply(job(5));
    const at = new Date();
    const outcomes = await Promise.all([
      repository().withdraw(id, SEEKER, at, WITHDRAWABLE_STATUSES),
      repository().withdraw(id, SEEKER, at, WITHDRAWABLE_STATUSES),
    ]);
    expect(outcomes.sort()).toEqual(['already-withdrawn', 'withdrawn']);
    const [row] = await sql<{ status: string; withdrawn_at: string }>(
      'select status, withdrawn_at from applications where id = ?',
      [id],
    );
    expect([row!.status, new Date(row!.withdrawn_at).getTime()]).toEqual(['pending', at.getTime()]);
    expect(await historyOf(id)).toEqual([
      { actor_id: SEEKER, from_status: null, to_status: 'pending' },
      { actor_id: SEEKER, from_status: 'pending', to_status: 'withdrawn' },
    ]);
    // Out of the employer's active lists (the partial indexes' condition), still in the seeker's.
    expect(await sql('select id from applications where job_id = ? and withdrawn_at is null', [job(5)])).toEqual([]);
    expect(
      (await repository().listOfSeeker(SEEKER, 100)).map((application: ApplicationRecord) => application.id),
    ).toContain(id);

    const decided = await apply(job(6));
    await sql(`update applications set status = 'hired' where id = ?`, [decided]);
    expect(await repository().withdraw(decided, SEEKER, at, WITHDRAWABLE_STATUSES)).toBe('not-withdrawable');
    expect(await repository().withdraw(fixtureUuid(999, 'a'), SEEKER, at, WITHDRAWABLE_STATUSES)).toBe('missing');
  });

  it("answer a seeker's statuses for a page of job ids in one statement, served by an index", async () => {
    // A table big enough for the planner to prefer an index: every seeker below applied to every job.
    const seekers = Array.from({ length: 60 }, (_, index) => fixtureUuid(100 + index, 'e'));
    await insertUsers(
      orm,
      seekers.map((id, index) => ({ id, email: `apply.many.${index}@example.com`, role: 'seeker' as const })),
    );
    await sql(
      `insert into applications (id, job_id, seeker_id, status, applied_at, updated_at)
       select gen_random_uuid(), j.id, u.id, 'reviewed', now(), now() from jobs j cross join users u where j.company_id = ? and u.email like 'apply.many.%'`,
      [COMPANY],
    );
    await sql('analyze applications');
    const page = Array.from({ length: 20 }, (_, index) => job(index + 1));
    const em = orm.em.fork();
    // Each typed statement opens the repository's door (typedSql) once.
    const execute = jest.spyOn(em, 'getKysely');
    const statuses = await new ApplicationsRepository(em, appliedCache).statusesOfSeekerForJobs(SEEKER, page);
    expect(execute).toHaveBeenCalledTimes(1);
    const applied = await sql<{ job_id: string }>('select job_id from applications where seeker_id = ?', [SEEKER]);
    expect(statuses.map((status) => status.jobId).sort()).toEqual(
      applied
        .map((row) => row.job_id)
        .filter((id) => page.includes(id))
        .sort(),
    );
    expect(statuses.find((status) => status.jobId === job(5))).toEqual({
      jobId: job(5),
      status: 'pending',
      withdrawn: true,
    });

    const recorded: string[] = [];
    await recordSql(
      (statement) => recorded.push(statement),
      () => repository().statusesOfSeekerForJobs(seekers[0]!, page),
    );
    const {
      rows: [plan],
    } = await orm.em
      .fork()
      .getKysely()
      .executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`explain (format json) ${recorded[0]}`, [uuidArrayLiteral(page), seekers[0]]),
      );
    // An index on the seeker (their few applications) or the unique one (a probe per job id): the planner picks by size, never the table.
    const text = JSON.stringify(plan!['QUERY PLAN']);
    expect(text).toMatch(/"Index Name":"(applications_job_seeker_unique|applications_seeker_applied_idx)"/);
    expect(text).not.toContain('Seq Scan');
  });

  it("keep a seeker's statuses in Redis: filled by the first read, forgotten at every write, never filled over a racing write", async () => {
    const seeker = fixtureUuid(7, 'e');
    await insertUsers(orm, [{ id: seeker, email: 'apply.kept@example.com', role: 'seeker' }]);
    const em = orm.em.fork();
    const statuses = new ApplicationStatusesService(new ApplicationsRepository(em, appliedCache), appliedCache);
    // Each typed statement opens the repository's door (typedSql) once.
    const execute = jest.spyOn(em, 'getKysely');
    const page = [job(21), job(22), job(23)];
    const first = await apply(job(21), seeker);
    expect(await statuses.statusesOf(seeker, page)).toEqual(
      new Map([[job(21), { hasApplied: true, status: 'pending' }]]),
    );
    expect(execute).toHaveBeenCalledTimes(1);
    // Kept: the next page asks the database nothing.
    expect([...(await statuses.statusesOf(seeker, page)).keys()]).toEqual([job(21)]);
    expect(execute).toHaveBeenCalledTimes(1);

    // Every write forgets them: applying, an employer's decision, withdrawing; each next read is one statement.
    await apply(job(22), seeker);
    expect([...(await statuses.statusesOf(seeker, page)).keys()].sort()).toEqual([job(21), job(22)].sort());
    await repository().changeStatuses(
      [first],
      EMPLOYER,
      new Date(),
      () => new Map([[first, { to: 'reviewed', toStage: 'initial_screening' }]]),
    );
    expect((await statuses.statusesOf(seeker, page)).get(job(21))).toEqual({ hasApplied: true, status: 'reviewed' });
    expect(await repository().withdraw(first, seeker, new Date(), WITHDRAWABLE_STATUSES)).toBe('withdrawn');
    expect((await statuses.statusesOf(seeker, page)).get(job(21))).toEqual({ hasApplied: true, status: null });
    expect(execute).toHaveBeenCalledTimes(4);

    // A read that missed, then read the database before a write committed, keeps nothing after it.
    await appliedCache.changed([seeker]);
    const read = await appliedCache.read(seeker, page);
    if (read.kind !== 'missing') throw new Error(`expected a miss, got ${read.kind}`);
    const before = await repository().statusesOfSeeker(seeker);
    await apply(job(23), seeker);
    await appliedCache.fill(seeker, read.version, before);
    expect((await appliedCache.read(seeker, page)).kind).toBe('missing');
    expect((await statuses.statusesOf(seeker, page)).get(job(23))).toEqual({ hasApplied: true, status: 'pending' });
    // Unchanged since its version was read, a fill is kept.
    expect(await appliedCache.read(seeker, page)).toEqual({
      kind: 'kept',
      applied: new Map(
        before
          .concat([{ jobId: job(23), status: 'pending', withdrawn: false }])
          .filter((entry) => page.includes(entry.jobId))
          .map((entry) => [entry.jobId, entry]),
      ),
    });
  });

  it("withdraw a deleted seeker's open applications with their history, keep decided ones, and erase cover letters", async () => {
    const open = await apply(job(20), OTHER_SEEKER);
    const decided = await apply(job(21), OTHER_SEEKER);
    await sql(`update applications set status = 'rejected' where id = ?`, [decided]);
    const mine = await apply(job(22));
    expect(
      await repository().closeAllOfSeeker(OTHER_SEEKER, OTHER_SEEKER, new Date(), WITHDRAWABLE_STATUSES),
    ).toHaveLength(1);
    const rows = await sql<{ id: string; withdrawn: boolean; cover_letter: string | null }>(
      'select id, withdrawn_at is not null as withdrawn, cover_letter from applications where id in (?, ?, ?) order by job_id',
      [open, decided, mine],
    );
    expect(rows).toEqual([
      { id: open, withdrawn: true, cover_letter: null },
      { id: decided, withdrawn: false, cover_letter: null },
      { id: mine, withdrawn: false, cover_letter: 'Hello' },
    ]);
    expect(await historyOf(open)).toEqual([
      { actor_id: OTHER_SEEKER, from_status: null, to_status: 'pending' },
      { actor_id: OTHER_SEEKER, from_status: 'pending', to_status: 'withdrawn' },
    ]);
    expect(await historyOf(decided)).toHaveLength(1);
  });

  it('leave an application without a resume once the seeker deletes that version', async () => {
    const id = await apply(job(7));
    await sql('delete from seeker_resumes where id = ?', [RESUME]);
    expect(await sql('select resume_id from applications where id = ?', [id])).toEqual([{ resume_id: null }]);
  });
});
