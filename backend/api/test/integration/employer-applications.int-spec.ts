import type { MikroORM } from '@mikro-orm/postgresql';
import { type ApplicationStatus, emptyStatusCounts, REVIEW_INTERVIEW_STAGE } from '@marketplace/contracts';
import { actorOf } from '../support/accounts-fakes';
import { type Compilable, CompiledQuery } from 'kysely';
import {
  ApplicationsRepository,
  employerCountsStatement,
  type EmployerListDb,
  type EmployerListFilters,
  employerListStatement,
  nameUsesTrigrams,
} from '../../src/modules/applications/applications.repository';
import { decideChanges, undoRefusal } from '../../src/modules/applications/employer/application-decisions.service';
import { containsPattern } from '../../src/modules/applications/employer/employer-applications.service';
import { typedSql } from '../../src/infrastructure/database/typed-sql';
import type { UserCard } from '../../src/modules/accounts';
import type { Application } from '../../src/modules/applications/entities/application.entity';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import { testConfig } from '../support/test-config';
import { testSeekerAppliedCache } from '../support/seeker-applied-cache';

const COMPANY = fixtureUuid(1, 'c');
const OTHER_COMPANY = fixtureUuid(2, 'c');
const BIG = fixtureUuid(1, 'f');
const SMALL = fixtureUuid(2, 'f');
const THEIRS = fixtureUuid(3, 'f');
const EMPLOYER = fixtureUuid(1, 'e');
const APPLICANTS = 10_000;
const NONE = { status: null, stage: null, namePattern: null };
/** Statuses by applicant number: every fifth pending, the rest spread; every 50th withdrawn. */
const STATUS_OF = `(array['pending','reviewed','interview','hired','rejected'])[(g % 5) + 1]`;

describe('the employer side of applications on PostgreSQL', () => {
  const config = testConfig();
  const appliedCache = testSeekerAppliedCache(config.redisUrl);
  let orm: MikroORM;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const repository = () => new ApplicationsRepository(orm.em.fork(), appliedCache.cache);
  /** The employer lists' door, as the repository opens it. */
  const listDb = (): EmployerListDb => typedSql<Application | UserCard>(orm.em.fork());
  /** The rows of `explain <options>` of a repository statement, with its own parameters. */
  const explain = async <T>(options: string, statement: Compilable) => {
    const db = orm.em.fork().getKysely();
    const compiled = statement.compile();
    return (await db.executeQuery<T>(CompiledQuery.raw(`explain ${options}${compiled.sql}`, [...compiled.parameters])))
      .rows;
  };
  const employer = actorOf({ id: EMPLOYER, role: 'employer', email: 'lists.employer@example.com', companyId: COMPANY });
  const historyOf = (id: string) =>
    sql<{ from_status: string | null; to_status: string; actor_id: string }>(
      'select from_status, to_status, actor_id from application_status_history where application_id = ? order by at, id',
      [id],
    );
  /** A few applications of SMALL, pending, with their first history entry. */
  async function smallApplications(n: number, tag: string): Promise<string[]> {
    const rows = await sql<{ id: string }>(
      `with s as (select u.id as seeker_id, row_number() over (order by u.email) as n from users u where u.email like ? order by u.email limit ?),
       a as (insert into applications (id, job_id, seeker_id, status, applied_at, updated_at)
             select gen_random_uuid(), ?, s.seeker_id, 'pending', now() - (s.n || ' minutes')::interval, now() from s
             where not exists (select 1 from applications x where x.job_id = ? and x.seeker_id = s.seeker_id) returning id)
       insert into application_status_history (id, application_id, actor_id, from_status, to_status, at) select gen_random_uuid(), a.id, ?, null, 'pending', now() from a returning application_id as id`,
      [`${tag}%`, n, SMALL, SMALL, EMPLOYER],
    );
    return rows.map((row) => row.id).sort();
  }

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await insertCompany(orm, COMPANY, 'Lists Int Co');
    await insertCompany(orm, OTHER_COMPANY, 'Other Lists Co');
    await sql(
      `insert into users (id, email, name, role, password_hash, company_id, email_verified_at) values (?, 'lists.employer@example.com', 'Lee Lists', 'employer', '!fixture', ?, now())`,
      [EMPLOYER, COMPANY],
    );
    const posted = new Date(Date.now() - 86_400_000);
    await insertJobs(orm, [
      { id: BIG, companyId: COMPANY, status: 'approved', postedAt: posted },
      { id: SMALL, companyId: COMPANY, status: 'approved', postedAt: posted },
      { id: THEIRS, companyId: OTHER_COMPANY, status: 'approved', postedAt: posted },
    ]);
    // 10,000 applicants on one job, applied a second apart; a few named for the search.
    await sql(
      `insert into users (id, email, name, role, password_hash, email_verified_at)
       select gen_random_uuid(), 'big.' || lpad(g::text, 5, '0') || '@example.com', case when g % 1000 = 7 then 'Zelda Quokka ' || g else 'Applicant ' || g end, 'seeker', '!fixture', now()
       from generate_series(1, ${APPLICANTS}) g`,
    );
    await sql(
      `insert into applications (id, job_id, seeker_id, status, interview_stage, applied_at, updated_at, withdrawn_at)
       select gen_random_uuid(), ?, u.id, ${STATUS_OF},
         case when g % 5 = 0 then null when g % 3 = 0 then 'final_interview' else 'initial_screening' end,
         timestamptz '2026-01-01T00:00:00Z' + (g || ' seconds')::interval, now(),
         case when g % 50 = 0 then now() end
       from (select id, substring(email from 5 for 5)::int as g from users where email like 'big.%') u`,
      [BIG],
    );
    // Two applicants applied at the same second: the id breaks the tie.
    await sql(
      `update applications set applied_at = timestamptz '2026-01-01T00:00:00Z' + interval '5000 seconds' where job_id = ? and applied_at = timestamptz '2026-01-01T00:00:00Z' + interval '5001 seconds'`,
      [BIG],
    );
    await sql('vacuum analyze applications');
    await sql('analyze users');
  }, 120_000);

  afterAll(async () => {
    appliedCache.close();
    await orm?.close(true);
  });

  it('pages a job with 10,000 applicants by keyset, newest and oldest first, exactly as the full order', async () => {
    for (const newestFirst of [true, false]) {
      const direction = newestFirst ? 'desc' : 'asc';
      const truth = await sql<{ id: string }>(
        `select id from applications where job_id = ? and withdrawn_at is null order by applied_at ${direction}, id ${direction} limit 450`,
        [BIG],
      );
      const seen: string[] = [];
      let after = null;
      for (let page = 0; page < 3; page += 1) {
        const rows = await repository().employerList([BIG], NONE, newestFirst, after, 150);
        seen.push(...rows.map((row) => row.id));
        const last = rows[rows.length - 1]!;
        after = { appliedAt: last.appliedAt, id: last.id };
      }
      expect(seen).toEqual(truth.map((row) => row.id));
    }
  });

  it('filters by status, stage and name, and counts per status for the same stage and name filters', async () => {
    const truth = await sql<{ status: ApplicationStatus; count: number }>(
      `select status, count(*)::int as count from applications where job_id = ? and withdrawn_at is null group by status`,
      [BIG],
    );
    const expected = emptyStatusCounts();
    for (const row of truth) {
      expected[row.status] = row.count;
      expected.total += row.count;
    }
    expect(await repository().employerCounts([BIG], { ...NONE, status: 'hired' })).toEqual(expected);
    expect(expected.total).toBe(APPLICANTS - APPLICANTS / 50);

    const finals = await repository().employerCounts([BIG], { ...NONE, stage: 'final_interview' });
    const [finalTruth] = await sql<{ count: number }>(
      `select count(*)::int as count from applications where job_id = ? and withdrawn_at is null and interview_stage = 'final_interview'`,
      [BIG],
    );
    expect(finals.total).toBe(finalTruth!.count);
    expect(finals.pending).toBe(0);

    const named = await repository().employerList(
      [BIG],
      { status: 'interview', stage: null, namePattern: containsPattern('zELDA quokka') },
      true,
      null,
      100,
    );
    const [namedTruth] = await sql<{ count: number }>(
      `select count(*)::int as count from applications a join users u on u.id = a.seeker_id where a.job_id = ? and a.withdrawn_at is null and a.status = 'interview' and u.name like 'Zelda Quokka%'`,
      [BIG],
    );
    expect(named).toHaveLength(namedTruth!.count);
    expect(named.every((row) => row.status === 'interview' && row.name.startsWith('Zelda Quokka'))).toBe(true);
    const namedCounts = await repository().employerCounts([BIG], {
      status: 'interview',
      stage: null,
      namePattern: containsPattern('zelda'),
    });
    expect(namedCounts.interview).toBe(namedTruth!.count);
    expect(namedCounts.total).toBe(10);
    // Wildcards in the search are the characters themselves.
    expect(
      await repository().employerList([BIG], { ...NONE, namePattern: containsPattern('%') }, true, null, 10),
    ).toEqual([]);
  });

  it('pages a name search in the full order, for a name of three letters or more (seekers first) as for a shorter one', async () => {
    for (const [text, like] of [
      ['zelda', '%zelda%'],
      ['ZE', '%ze%'],
    ] as const) {
      for (const newestFirst of [true, false]) {
        const direction = newestFirst ? 'desc' : 'asc';
        const truth = await sql<{ id: string }>(
          `select a.id from applications a join users u on u.id = a.seeker_id where a.job_id = ? and a.withdrawn_at is null and u.name ilike ? order by a.applied_at ${direction}, a.id ${direction}`,
          [BIG, like],
        );
        const seen: string[] = [];
        let after = null;
        for (let page = 0; page < 20; page += 1) {
          const rows = await repository().employerList(
            [BIG],
            { ...NONE, namePattern: containsPattern(text) },
            newestFirst,
            after,
            4,
          );
          seen.push(...rows.map((row) => row.id));
          if (rows.length < 4) break;
          const last = rows[rows.length - 1]!;
          after = { appliedAt: last.appliedAt, id: last.id };
        }
        expect({ text, newestFirst, seen }).toEqual({ text, newestFirst, seen: truth.map((row) => row.id) });
      }
    }
    // A short name's counts per status are right, and test each applicant's name by a probe of
    // users_id_name_idx: never a scan of every user testing the name.
    const short = { ...NONE, namePattern: containsPattern('ZE') };
    const counts = await repository().employerCounts([BIG], short);
    const truth = await sql<{ status: string; count: number }>(
      `select a.status, count(*)::int as count from applications a join users u on u.id = a.seeker_id where a.job_id = ? and a.withdrawn_at is null and u.name ilike '%ze%' group by a.status`,
      [BIG],
    );
    expect(truth.length).toBeGreaterThan(0);
    for (const row of truth) expect(counts[row.status as keyof typeof counts]).toBe(row.count);
    const plan = (await explain<{ 'QUERY PLAN': string }>('', employerCountsStatement(listDb(), [BIG], short)))
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).not.toContain('Seq Scan on users');
    expect(plan).toMatch(/Index (Only )?Scan using (users_id_name_idx|users_pkey) on users/);
    // Which index the planner takes depends on the table's size: at 100,000 seekers it is users_name_trgm_idx
    // (npm run bench:applications times it); here the order and the pages are what is checked.
    expect(nameUsesTrigrams(containsPattern('ze'))).toBe(false);
    expect(nameUsesTrigrams(containsPattern('%_x'))).toBe(true);
  });

  it('uses an index for every list of the 10,000-applicant job: no sort of its rows, no more rows read than a page', async () => {
    const cases: Array<{ filters: EmployerListFilters; newestFirst: boolean; index: string }> = [
      { filters: NONE, newestFirst: true, index: 'applications_job_applied_idx' },
      { filters: NONE, newestFirst: false, index: 'applications_job_applied_idx' },
      { filters: { ...NONE, status: 'reviewed' }, newestFirst: true, index: 'applications_job_status_applied_idx' },
      {
        filters: { ...NONE, stage: 'final_interview' },
        newestFirst: true,
        index: 'applications_job_stage_applied_idx',
      },
    ];
    for (const { filters, newestFirst, index } of cases) {
      for (const after of [
        null,
        { appliedAt: new Date('2026-01-01T01:00:00Z'), id: 'ffffffff-ffff-4fff-8fff-ffffffffffff' },
      ]) {
        const [plan] = await explain<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
          '(analyze, format json) ',
          employerListStatement(listDb(), [BIG], filters, newestFirst, after, 21),
        );
        const nodes = flatten(plan!['QUERY PLAN'][0]!.Plan);
        const label = JSON.stringify({ filters, newestFirst, after: after !== null });
        expect({ label, index: nodes.some((node) => node['Index Name'] === index) }).toEqual({ label, index: true });
        const onApplications = nodes.filter((node) => node['Relation Name'] === 'applications');
        expect({
          label,
          seq: onApplications.some(
            (node) => node['Node Type'] === 'Seq Scan' || node['Node Type'] === 'Bitmap Heap Scan',
          ),
        }).toEqual({ label, seq: false });
        // The only sort is the merge of at most a page per job, never the job's applicants.
        const sorted = nodes.filter((node) => node['Node Type'] === 'Sort').map((node) => node['Actual Rows'] ?? 0);
        expect({ label, sorted: sorted.every((rows) => rows <= 21) }).toEqual({ label, sorted: true });
        expect({
          label,
          read:
            Math.max(...onApplications.map((node) => (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1))) <= 21,
        }).toEqual({ label, read: true });
      }
    }
  });

  it("merges the company's jobs into one list, and counts per job for the job list in one statement", async () => {
    await smallApplications(3, 'big.0000');
    const [first] = await repository().employerList([BIG, SMALL], NONE, true, null, 5);
    const truth = await sql<{ id: string }>(
      `select id from applications where job_id in (?, ?) and withdrawn_at is null order by applied_at desc, id desc limit 5`,
      [BIG, SMALL],
    );
    expect((await repository().employerList([BIG, SMALL], NONE, true, null, 5)).map((row) => row.id)).toEqual(
      truth.map((row) => row.id),
    );
    expect(first!.jobId).toBe(SMALL);

    const em = orm.em.fork();
    // Each typed statement opens the repository's door (typedSql) once.
    const execute = jest.spyOn(em, 'getKysely');
    const counts = await new ApplicationsRepository(em, appliedCache.cache).countsByJob([BIG, SMALL, THEIRS]);
    expect(execute).toHaveBeenCalledTimes(1);
    expect(counts.get(SMALL)).toEqual({ ...emptyStatusCounts(), pending: 3, total: 3 });
    expect(counts.get(BIG)!.total).toBe(APPLICANTS - APPLICANTS / 50);
    expect(counts.has(THEIRS)).toBe(false);
  });

  it('writes a status change and its history entry together, under the row lock: two at once change it once', async () => {
    const [id] = await smallApplications(1, 'big.0001');
    const at = new Date();
    const change = () =>
      repository().changeStatuses([id!], EMPLOYER, at, (found) => decideChanges(found, 'reviewed').changes);
    const outcomes = await Promise.all([change(), change()]);
    expect(outcomes.map((outcome) => outcome.changed.length).sort()).toEqual([0, 1]);
    expect(await sql('select status, interview_stage from applications where id = ?', [id])).toEqual([
      { status: 'reviewed', interview_stage: REVIEW_INTERVIEW_STAGE },
    ]);
    expect(await historyOf(id!)).toEqual([
      { from_status: null, to_status: 'pending', actor_id: EMPLOYER },
      { from_status: 'pending', to_status: 'reviewed', actor_id: EMPLOYER },
    ]);
  });

  it('rolls a whole bulk change back when one of its writes fails: no status, no history, no undo record', async () => {
    const ids = await smallApplications(3, 'big.0002');
    const failing = ids[1]!;
    await sql(
      `create function fail_history_of_one() returns trigger language plpgsql as $$ begin if new.application_id = '${failing}' then raise exception 'boom'; end if; return new; end $$`,
    );
    await sql(
      `create trigger fail_history_of_one before insert on application_status_history for each row execute function fail_history_of_one()`,
    );
    try {
      const bulk = repository().changeStatuses(
        ids,
        EMPLOYER,
        new Date(),
        (found) => decideChanges(found, 'reviewed').changes,
        async (changed) => {
          await repository().insertBulkChange({
            id: fixtureUuid(1, 'b'),
            tokenHash: 'a'.repeat(64),
            actorId: EMPLOYER,
            companyId: COMPANY,
            changes: changed,
            createdAt: new Date(),
            expiresAt: new Date(),
          });
        },
      );
      await expect(bulk).rejects.toThrow(/boom/);
    } finally {
      await sql('drop trigger fail_history_of_one on application_status_history');
      await sql('drop function fail_history_of_one()');
    }
    expect(await sql<{ status: string }>('select distinct status from applications where id in (?)', [ids])).toEqual([
      { status: 'pending' },
    ]);
    expect(
      await sql(
        'select count(*)::int as count from application_status_history where application_id in (?) and to_status <> ?',
        [ids, 'pending'],
      ),
    ).toEqual([{ count: 0 }]);
    expect(await sql('select id from application_bulk_changes where token_hash = ?', ['a'.repeat(64)])).toEqual([]);
  });

  it('undoes a bulk change within its window only, once, putting the statuses back with history entries', async () => {
    const ids = await smallApplications(2, 'big.0003');
    const created = new Date();
    const expiresAt = new Date(created.getTime() + 10_000);
    const tokenHash = 'b'.repeat(64);
    await repository().changeStatuses(
      ids,
      EMPLOYER,
      created,
      (found) => decideChanges(found, 'reviewed').changes,
      (changed) =>
        repository().insertBulkChange({
          id: fixtureUuid(2, 'b'),
          tokenHash,
          actorId: EMPLOYER,
          companyId: COMPANY,
          changes: changed,
          createdAt: created,
          expiresAt,
        }),
    );
    const late = new Date(created.getTime() + 10_001);
    expect(
      await repository().undoBulkChange(tokenHash, EMPLOYER, late, (record) => undoRefusal(record, employer, late)),
    ).toEqual({ kind: 'refused', reason: 'The time to undo this change has passed' });
    const inTime = new Date(created.getTime() + 9_000);
    const undo = () =>
      repository().undoBulkChange(tokenHash, EMPLOYER, inTime, (record) => undoRefusal(record, employer, inTime));
    const outcomes = await Promise.all([undo(), undo()]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['refused', 'undone']);
    expect(outcomes.find((outcome) => outcome.kind === 'refused')).toEqual({
      kind: 'refused',
      reason: 'This change was undone already',
    });
    expect(await sql('select distinct status, interview_stage from applications where id in (?)', [ids])).toEqual([
      { status: 'pending', interview_stage: null },
    ]);
    expect((await historyOf(ids[0]!)).map((entry) => [entry.from_status, entry.to_status])).toEqual([
      [null, 'pending'],
      ['pending', 'reviewed'],
      ['reviewed', 'pending'],
    ]);
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}
