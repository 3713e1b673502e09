import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Expression, expressionBuilder, type InferResult, type SqlBool, sql } from 'kysely';
import {
  APPLICATION_WITHDRAWN,
  type ApplicationHistoryStatus,
  type ApplicationStatus,
  type ApplicationStatusCounts,
  emptyStatusCounts,
  type InterviewStage,
} from '@marketplace/contracts';
import type { UserCard } from '../accounts';
import type { Application } from './entities/application.entity';
import type { ApplicationBulkChange, BulkChangeEntry } from './entities/application-bulk-change.entity';
import type { ApplicationCard } from './entities/application-card.entity';
import type { ApplicationStatusChange } from './entities/application-status-change.entity';
import { GenerateSql, SQL_SAMPLE } from '../../infrastructure/database/generate-sql';
import { type Db, inTransaction, type TablesOf, typedSql } from '../../infrastructure/database/typed-sql';
import { isUniqueViolation } from '../../infrastructure/database/unique-violation';
import { uuidArrayLiteral } from '../../core/text/uuid';
import { type AppliedEntry, SeekerAppliedCache } from './seeker-applied.cache';

/** A row of applications as the services use it: the columns applications publishes, and the cover letter. */
export type ApplicationRecord = Pick<
  ApplicationCard,
  'id' | 'jobId' | 'seekerId' | 'resumeId' | 'status' | 'interviewStage' | 'appliedAt' | 'updatedAt' | 'withdrawnAt'
> &
  Pick<Application, 'coverLetter'>;

/** What applying writes; the application starts pending. */
export type NewApplication = Pick<ApplicationRecord, 'id' | 'jobId' | 'seekerId' | 'coverLetter' | 'appliedAt'> & {
  resumeId: string;
};

/** An application's state as a status change sees it, under the row's lock (see lockApplications). */
export type LockedApplication = Awaited<ReturnType<ApplicationsRepository['lockApplications']>>[number];

/** A status change the service decided on, for one application. */
export interface StatusChange {
  to: ApplicationStatus;
  toStage: InterviewStage | null;
}

/** A bulk change kept for its undo. */
export type BulkChangeRecord = Pick<
  ApplicationBulkChange,
  'id' | 'changes' | 'createdAt' | 'expiresAt' | 'undoneAt'
> & {
  actorId: string;
  companyId: string;
};

/** What the undo of a bulk change came to: refused (why), or the entries it put back and those it left. */
export type UndoOutcome =
  { kind: 'refused'; reason: string } | { kind: 'undone'; restored: BulkChangeEntry[]; left: BulkChangeEntry[] };

/** What withdrawing came to: done, or why not (the application is missing, withdrawn already, or in a status that may not be withdrawn). */
export type WithdrawOutcome = 'withdrawn' | 'missing' | 'already-withdrawn' | 'not-withdrawable';

/** The filters of the employer's active lists and their counts (withdrawn applications are never in them). */
export interface EmployerListFilters {
  status: ApplicationStatus | null;
  stage: InterviewStage | null;
  /** An ILIKE pattern of the applicant's name, already escaped (by backslash, ILIKE's default) and wrapped in %. */
  namePattern: string | null;
}

/** Where the page starts: after this (applied_at, id) in the list's order. */
export interface ListPosition {
  appliedAt: Date;
  id: string;
}

/** PostgreSQL's unique_violation on applications (job_id, seeker_id): the seeker applied to that job already. */
export function isDuplicateApplicationError(error: unknown): boolean {
  return isUniqueViolation(error, 'applications_job_seeker_unique');
}

/** The columns of an ApplicationRecord, in the table's order. */
const RECORD_COLUMNS = [
  'id',
  'job as jobId',
  'seeker as seekerId',
  'resume as resumeId',
  'coverLetter',
  'status',
  'interviewStage',
  'appliedAt',
  'updatedAt',
  'withdrawnAt',
] as const;

/** PostgreSQL's array of uuids, which Kysely's cast has no name for. */
const UUID_ARRAY = sql<string[]>`uuid[]`;

/** Ids as one uuid[] parameter (uuidArrayLiteral), however many there are. */
function uuidArray(ids: readonly string[]) {
  const eb = expressionBuilder();
  return eb.cast<string[]>(eb.val(uuidArrayLiteral(ids)), UUID_ARRAY);
}

/** The tables the employer's lists read: applications as `a`, and accounts' user cards as `u` (and `n`). */
type ListTables = TablesOf<Application | UserCard>;
type ListScope = ListTables & { a: ListTables['Application']; u: ListTables['UserCard'] };

/** The door the employer's list statements are built on. */
export type EmployerListDb = Db<Application | UserCard>;

/** Conditions on `a` and `u`, built apart from any one statement (the list's and the counts' share them). */
const listScope = expressionBuilder<ListScope, 'a' | 'u'>();

/**
 * A row of the employer's lists as the statements select it: the application with its applicant as
 * the list shows them. Columns under their property names stay unaliased: the ORM names them back
 * (applied_at as a Date) and the merge outside the LATERAL orders by them.
 */
const LIST_COLUMNS = [
  'a.id',
  'a.job as jobId',
  'a.seeker as seekerId',
  'a.resume as resumeId',
  listScope('a.coverLetter', 'is not', null).$castTo<boolean>().as('hasCoverLetter'),
  'a.status',
  'a.interviewStage',
  'a.appliedAt',
  'u.name',
  'u.headline',
  'u.profilePictureUrl',
] as const;

/**
 * Whether an ILIKE pattern (escaped, wrapped in %) holds a run of three characters or more, the
 * shortest text users_name_trgm_idx can look up; a shorter name matches too many seekers to look
 * them up first anyway.
 */
export function nameUsesTrigrams(pattern: string): boolean {
  return pattern.replace(/\\(.)/g, '$1').length - 2 >= 3;
}

/**
 * Conditions of one job's active applications under the filters, on `a` (applications) and `u`
 * (user_cards, joined when a name of three letters or more is searched). Each filter is added only
 * when given, so the planner sees plain equalities it can match to applications_job_status_applied_idx,
 * applications_job_stage_applied_idx or applications_job_applied_idx. A shorter name (no trigram to
 * look up) is tested on each applicant by a probe of users_id_name_idx (index only, through the
 * inlined view), which the planner cannot turn into a scan of every user testing the name: with many users that
 * scan costs several times the probes of even a job with thousands of applicants.
 */
function filterConditions(filters: EmployerListFilters, exceptStatus = false): Expression<SqlBool>[] {
  const eb = listScope;
  const conditions: Expression<SqlBool>[] = [eb('a.withdrawnAt', 'is', null)];
  if (filters.status !== null && !exceptStatus) conditions.push(eb('a.status', '=', filters.status));
  if (filters.stage !== null) conditions.push(eb('a.interviewStage', '=', filters.stage));
  if (filters.namePattern !== null) {
    conditions.push(
      nameUsesTrigrams(filters.namePattern)
        ? eb('u.name', 'ilike', filters.namePattern)
        : eb(
            eb.selectFrom('UserCard as n').select('n.name').whereRef('n.id', '=', 'a.seeker'),
            'ilike',
            filters.namePattern,
          ),
    );
  }
  return conditions;
}

/**
 * A page of the active applications of some jobs (one job, or all of a company's), newest or
 * oldest first by applied date, after `after`. Each job gives at most `limit` rows from its own
 * index, in index order (a LATERAL per job over the unnested ids), and only those few rows are
 * merged: no sort of all of a job's applicants, however many there are. The user_cards join
 * (accounts' published view) gives the name searched and shown.
 */
export function employerListStatement(
  db: EmployerListDb,
  jobIds: readonly string[],
  filters: EmployerListFilters,
  newestFirst: boolean,
  after: ListPosition | null,
  limit: number,
) {
  const direction = newestFirst ? 'desc' : 'asc';
  const conditions = filterConditions(filters);
  if (after) {
    const eb = listScope;
    conditions.push(
      eb(eb.refTuple('a.appliedAt', 'a.id'), newestFirst ? '<' : '>', eb.tuple(after.appliedAt, after.id)),
    );
  }
  if (filters.namePattern !== null && nameUsesTrigrams(filters.namePattern)) {
    // A name of three letters or more: the few seekers it matches come from users_name_trgm_idx and
    // are joined to the jobs' applications (applications_job_seeker_unique); sorting those few costs
    // less than walking every applicant of the job in date order to test each name.
    return db
      .selectFrom('Application as a')
      .innerJoin('UserCard as u', 'u.id', 'a.seeker')
      .select(LIST_COLUMNS)
      .where((eb) => eb.and([eb('a.job', '=', eb.fn.any(uuidArray(jobIds))), ...conditions]))
      .orderBy('a.appliedAt', direction)
      .orderBy('a.id', direction)
      .limit(limit);
  }
  return db
    .selectFrom((eb) => eb.fn<{ j: string }>('unnest', [uuidArray(jobIds)]).as('j'))
    .crossJoinLateral((eb) =>
      eb
        .selectFrom('Application as a')
        .innerJoin('UserCard as u', 'u.id', 'a.seeker')
        .select(LIST_COLUMNS)
        .where((eb) => eb.and([eb('a.job', '=', eb.ref('j.j')), ...conditions]))
        .orderBy('a.appliedAt', direction)
        .orderBy('a.id', direction)
        .limit(limit)
        .as('p'),
    )
    .selectAll('p')
    .orderBy('p.appliedAt', direction)
    .orderBy('p.id', direction)
    .limit(limit);
}

/** A row of an employer's list, as employerListStatement selects it. */
export type EmployerListRow = InferResult<ReturnType<typeof employerListStatement>>[number];

/**
 * Active applications per status of these jobs under the same stage and name filters, whatever
 * the status filter (the status tabs show every count). Without a name, an index-only count over
 * applications_job_status_applied_idx.
 */
export function employerCountsStatement(db: EmployerListDb, jobIds: readonly string[], filters: EmployerListFilters) {
  const joinsUsers = filters.namePattern !== null && nameUsesTrigrams(filters.namePattern);
  return db
    .selectFrom('Application as a')
    .$if(joinsUsers, (query) => query.innerJoin('UserCard as u', 'u.id', 'a.seeker'))
    .select((eb) => ['a.status', eb.cast<number>(eb.fn.countAll(), 'integer').as('count')])
    .where((eb) => eb.and([eb('a.job', 'in', [...jobIds]), ...filterConditions(filters, true)]))
    .groupBy('a.status');
}

const SAMPLE_FILTERS: EmployerListFilters = { status: 'reviewed', stage: 'initial_screening', namePattern: '%ze%' };
const SAMPLE_NAME_FILTER: EmployerListFilters = { status: null, stage: null, namePattern: '%zelda%' };
const SAMPLE_BULK_CHANGE = {
  id: SQL_SAMPLE.uuid,
  tokenHash: 'a'.repeat(64),
  actorId: SQL_SAMPLE.uuid,
  companyId: SQL_SAMPLE.otherUuid,
  changes: [{ id: SQL_SAMPLE.uuid, from: 'pending', fromStage: null, to: 'reviewed', toStage: 'initial_screening' }],
  createdAt: SQL_SAMPLE.date,
  expiresAt: SQL_SAMPLE.date,
} satisfies Omit<BulkChangeRecord, 'undoneAt'> & { tokenHash: string };

/**
 * Owns `applications`, `application_status_history` and `application_bulk_changes`: the only code
 * that reads or writes them. Every change of an application's status writes its history entry in
 * the same transaction. The employer's lists read accounts' `user_cards` (name, headline, picture)
 * beside them. Every write to applications tells the seekers' kept applications
 * (SeekerAppliedCache) once it has committed.
 */
@Injectable()
export class ApplicationsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly applied: SeekerAppliedCache,
  ) {}

  private get db() {
    return typedSql<Application | ApplicationStatusChange | ApplicationBulkChange>(this.em);
  }

  /** The employer's lists' door: applications beside accounts' user cards. */
  private get listDb(): EmployerListDb {
    return typedSql<Application | UserCard>(this.em);
  }

  /**
   * The interview stage the employer's lists filter on, as the interviews module set it (in its
   * update's transaction, under the row's lock it took). SeekerAppliedCache keeps no stage.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, 'technical_interview', SQL_SAMPLE.date] })
  async setInterviewStage(id: string, stage: InterviewStage, at: Date): Promise<void> {
    await this.db
      .updateTable('Application')
      .set({ interviewStage: stage, updatedAt: at })
      .where('id', '=', id)
      .execute();
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async findById(id: string): Promise<ApplicationRecord | null> {
    const row = await this.db.selectFrom('Application').select(RECORD_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row ?? null;
  }

  /** Served by applications_job_seeker_unique. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid] })
  async findOfSeekerForJob(seekerId: string, jobId: string): Promise<ApplicationRecord | null> {
    const row = await this.db
      .selectFrom('Application')
      .select(RECORD_COLUMNS)
      .where('job', '=', jobId)
      .where('seeker', '=', seekerId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The seeker's applications, withdrawn ones included, newest first (applications_seeker_applied_idx). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, 20] })
  async listOfSeeker(seekerId: string, limit: number): Promise<ApplicationRecord[]> {
    return this.db
      .selectFrom('Application')
      .select(RECORD_COLUMNS)
      .where('seeker', '=', seekerId)
      .orderBy('appliedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * The seeker's applications to any of these jobs (one company's, for the talent profile),
   * withdrawn ones included, newest first: applications_seeker_applied_idx.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, [SQL_SAMPLE.otherUuid]] })
  async listOfSeekerForJobs(seekerId: string, jobIds: readonly string[]): Promise<ApplicationRecord[]> {
    if (jobIds.length === 0) return [];
    return this.db
      .selectFrom('Application')
      .select(RECORD_COLUMNS)
      .where('seeker', '=', seekerId)
      .where('job', 'in', [...jobIds])
      .orderBy('appliedAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** All of the seeker's applications, as job cards need them (what SeekerAppliedCache keeps; applications_seeker_applied_idx). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async statusesOfSeeker(seekerId: string): Promise<AppliedEntry[]> {
    return this.db
      .selectFrom('Application')
      .select((eb) => ['job as jobId', 'status', eb('withdrawnAt', 'is not', null).$castTo<boolean>().as('withdrawn')])
      .where('seeker', '=', seekerId)
      .execute();
  }

  /**
   * The seeker's applications to any of these jobs, in one statement (a page of job cards, when
   * Redis is down): one probe of applications_job_seeker_unique per job id, the ids as one array
   * parameter (uuidArrayLiteral).
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, [SQL_SAMPLE.otherUuid]] })
  async statusesOfSeekerForJobs(seekerId: string, jobIds: readonly string[]): Promise<AppliedEntry[]> {
    if (jobIds.length === 0) return [];
    return this.db
      .selectFrom('Application')
      .select((eb) => ['job as jobId', 'status', eb('withdrawnAt', 'is not', null).$castTo<boolean>().as('withdrawn')])
      .where((eb) => eb('job', '=', eb.fn.any(uuidArray(jobIds))))
      .where('seeker', '=', seekerId)
      .execute();
  }

  /**
   * Inserts a pending application and its first history entry (from null, by `actorId`) in one
   * transaction. Rejects with a unique violation (isDuplicateApplicationError) when the seeker has
   * an application to that job already.
   */
  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        jobId: SQL_SAMPLE.otherUuid,
        seekerId: SQL_SAMPLE.uuid,
        resumeId: SQL_SAMPLE.otherUuid,
        coverLetter: SQL_SAMPLE.text,
        appliedAt: SQL_SAMPLE.date,
      },
      SQL_SAMPLE.uuid,
    ],
  })
  async insert(application: NewApplication, actorId: string): Promise<void> {
    await inTransaction(this.em, async () => {
      await this.db
        .insertInto('Application')
        .values({
          id: application.id,
          job: application.jobId,
          seeker: application.seekerId,
          resume: application.resumeId,
          coverLetter: application.coverLetter,
          status: 'pending',
          interviewStage: null,
          appliedAt: application.appliedAt,
          updatedAt: application.appliedAt,
          withdrawnAt: null,
        })
        .execute();
      await this.insertStatusChange(application.id, actorId, null, 'pending', application.appliedAt);
    });
    await this.applied.changed([application.seekerId]);
  }

  /**
   * Withdraws the application when its status is one of `fromStatuses`: marks it withdrawn (it
   * keeps its status) and records the change to 'withdrawn', in one transaction that holds the
   * row's lock, so a concurrent change cannot slip in between the check and the write.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid, SQL_SAMPLE.date, ['pending', 'reviewed']] })
  async withdraw(
    id: string,
    actorId: string,
    at: Date,
    fromStatuses: readonly ApplicationStatus[],
  ): Promise<WithdrawOutcome> {
    const outcome = await inTransaction(this.em, async (): Promise<{ outcome: WithdrawOutcome; seekerId?: string }> => {
      const row = await this.db
        .selectFrom('Application')
        .select(['seeker as seekerId', 'status', 'withdrawnAt'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return { outcome: 'missing' };
      if (row.withdrawnAt !== null) return { outcome: 'already-withdrawn' };
      if (!fromStatuses.includes(row.status)) return { outcome: 'not-withdrawable' };
      await this.db.updateTable('Application').set({ withdrawnAt: at, updatedAt: at }).where('id', '=', id).execute();
      await this.insertStatusChange(id, actorId, row.status, APPLICATION_WITHDRAWN, at);
      return { outcome: 'withdrawn', seekerId: row.seekerId };
    });
    if (outcome.seekerId) await this.applied.changed([outcome.seekerId]);
    return outcome.outcome;
  }

  /**
   * A deleted seeker's applications: every open one whose status is one of `fromStatuses` is
   * withdrawn (with its history entry by `actorId`) and every cover letter erased, in one
   * transaction. Returns the ids of those withdrawn: one statement, the update feeding the history
   * insert through a CTE.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.uuid, SQL_SAMPLE.date, ['pending', 'reviewed']] })
  async closeAllOfSeeker(
    seekerId: string,
    actorId: string,
    at: Date,
    fromStatuses: readonly ApplicationStatus[],
  ): Promise<string[]> {
    const withdrawn = await inTransaction(this.em, async () => {
      const rows = await this.db
        .with('withdrawn', (db) =>
          db
            .updateTable('Application')
            .set({ withdrawnAt: at, updatedAt: at })
            .where('seeker', '=', seekerId)
            .where('withdrawnAt', 'is', null)
            .where('status', 'in', [...fromStatuses])
            .returning(['id', 'status']),
        )
        .insertInto('ApplicationStatusChange')
        .columns(['id', 'application', 'actor', 'fromStatus', 'toStatus', 'at'])
        .expression((eb) =>
          eb
            .selectFrom('withdrawn')
            .select((eb) => [
              eb.fn<string>('gen_random_uuid').as('newId'),
              'id',
              eb.val(actorId).as('actor'),
              'status',
              eb.val(APPLICATION_WITHDRAWN).as('toStatus'),
              eb.val(at).as('at'),
            ]),
        )
        .returning('application')
        .execute();
      await this.db
        .updateTable('Application')
        .set({ coverLetter: null })
        .where('seeker', '=', seekerId)
        .where('coverLetter', 'is not', null)
        .execute();
      return rows.map((row) => row.application);
    });
    await this.applied.changed([seekerId]);
    return withdrawn;
  }

  // ---------------------------------------------------------------- the employer's side

  /** A page of the active applications of these jobs (see employerListStatement). */
  @GenerateSql({
    name: 'per job, filtered, after a position',
    params: [
      [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid],
      SAMPLE_FILTERS,
      true,
      { appliedAt: SQL_SAMPLE.date, id: SQL_SAMPLE.uuid },
      21,
    ],
  })
  @GenerateSql({
    name: 'a name of three letters or more',
    params: [[SQL_SAMPLE.uuid], SAMPLE_NAME_FILTER, false, null, 21],
  })
  async employerList(
    jobIds: readonly string[],
    filters: EmployerListFilters,
    newestFirst: boolean,
    after: ListPosition | null,
    limit: number,
  ): Promise<EmployerListRow[]> {
    if (jobIds.length === 0) return [];
    return employerListStatement(this.listDb, jobIds, filters, newestFirst, after, limit).execute();
  }

  /** Active applications per status of these jobs under the stage and name filters, in one statement. */
  @GenerateSql({ name: 'a short name', params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid], SAMPLE_FILTERS] })
  @GenerateSql({ name: 'a name of three letters or more', params: [[SQL_SAMPLE.uuid], SAMPLE_NAME_FILTER] })
  async employerCounts(jobIds: readonly string[], filters: EmployerListFilters): Promise<ApplicationStatusCounts> {
    const counts = emptyStatusCounts();
    if (jobIds.length === 0) return counts;
    const rows = await employerCountsStatement(this.listDb, jobIds, filters).execute();
    for (const row of rows) {
      const status: ApplicationStatus = row.status;
      counts[status] = row.count;
      counts.total += row.count;
    }
    return counts;
  }

  /** Active applications per job and status, in one grouped statement (the employer's job list). */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async countsByJob(jobIds: readonly string[]): Promise<Map<string, ApplicationStatusCounts>> {
    const byJob = new Map<string, ApplicationStatusCounts>();
    if (jobIds.length === 0) return byJob;
    const rows = await this.db
      .selectFrom('Application')
      .select((eb) => ['job as jobId', 'status', eb.cast<number>(eb.fn.countAll(), 'integer').as('count')])
      .where('job', 'in', [...jobIds])
      .where('withdrawnAt', 'is', null)
      .groupBy(['job', 'status'])
      .execute();
    for (const row of rows) {
      const counts = byJob.get(row.jobId) ?? emptyStatusCounts();
      const status: ApplicationStatus = row.status;
      counts[status] = row.count;
      counts.total += row.count;
      byJob.set(row.jobId, counts);
    }
    return byJob;
  }

  /**
   * Changes the statuses `decide` chooses for the locked applications, each with its history entry
   * by `actorId`, in one transaction that holds the rows' locks from the decision to the writes.
   * `decide` sees every found application (ids not found are absent) and answers, per id, the
   * change or nothing. `after` runs in the same transaction with what changed (the bulk change's
   * undo record, which joins it); any failure rolls everything back. Returns what changed.
   */
  @GenerateSql({
    params: [
      [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid],
      SQL_SAMPLE.uuid,
      SQL_SAMPLE.date,
      (found: LockedApplication[]) =>
        new Map<string, StatusChange>(found.map((application) => [application.id, { to: 'reviewed', toStage: null }])),
    ],
  })
  async changeStatuses(
    ids: readonly string[],
    actorId: string,
    at: Date,
    decide: (found: LockedApplication[]) => Map<string, StatusChange>,
    after?: (changed: BulkChangeEntry[]) => Promise<void>,
  ): Promise<{ found: LockedApplication[]; changed: BulkChangeEntry[] }> {
    if (ids.length === 0) return { found: [], changed: [] };
    const outcome = await inTransaction(this.em, async () => {
      const found = await this.lockApplications(ids);
      const decisions = decide(found);
      const changed: BulkChangeEntry[] = [];
      const seekerIds: string[] = [];
      for (const application of found) {
        const change = decisions.get(application.id);
        if (!change) continue;
        await this.setStatus(application.id, change.to, change.toStage, at);
        await this.insertStatusChange(application.id, actorId, application.status, change.to, at);
        changed.push({
          id: application.id,
          from: application.status,
          fromStage: application.interviewStage,
          to: change.to,
          toStage: change.toStage,
        });
        seekerIds.push(application.seekerId);
      }
      if (after) await after(changed);
      return { found, changed, seekerIds };
    });
    await this.applied.changed(outcome.seekerIds);
    return { found: outcome.found, changed: outcome.changed };
  }

  /** Keeps a bulk change for its undo (call inside changeStatuses' `after`: it joins that transaction). */
  @GenerateSql({ params: [SAMPLE_BULK_CHANGE] })
  async insertBulkChange(change: Omit<BulkChangeRecord, 'undoneAt'> & { tokenHash: string }): Promise<void> {
    await this.db
      .insertInto('ApplicationBulkChange')
      .values({
        id: change.id,
        tokenHash: change.tokenHash,
        actor: change.actorId,
        company: change.companyId,
        changes: change.changes,
        createdAt: change.createdAt,
        expiresAt: change.expiresAt,
        undoneAt: null,
      })
      .execute();
  }

  /**
   * Undoes a bulk change in one transaction: locks its record (a second undo waits, then finds it
   * undone), lets `refuse` decide whether it may be undone (unknown token: null record), then puts
   * back each application that is still as the change left it (each with its history entry by
   * `actorId`) and marks the record undone.
   */
  @GenerateSql({ params: ['a'.repeat(64), SQL_SAMPLE.uuid, SQL_SAMPLE.date, () => null] })
  async undoBulkChange(
    tokenHash: string,
    actorId: string,
    at: Date,
    refuse: (record: BulkChangeRecord | null) => string | null,
  ): Promise<UndoOutcome> {
    const seekerIds: string[] = [];
    const outcome = await inTransaction(this.em, async (): Promise<UndoOutcome> => {
      const record =
        (await this.db
          .selectFrom('ApplicationBulkChange')
          .select(['id', 'actor as actorId', 'company as companyId', 'changes', 'createdAt', 'expiresAt', 'undoneAt'])
          .where('tokenHash', '=', tokenHash)
          .forUpdate()
          .executeTakeFirst()) ?? null;
      const reason = refuse(record);
      if (reason !== null || !record) return { kind: 'refused', reason: reason ?? '' };
      const current = new Map(
        (await this.lockApplications(record.changes.map((entry) => entry.id))).map((locked) => [locked.id, locked]),
      );
      const restored: BulkChangeEntry[] = [];
      const left: BulkChangeEntry[] = [];
      for (const entry of record.changes) {
        const now = current.get(entry.id);
        if (!now || now.withdrawn || now.status !== entry.to || now.interviewStage !== entry.toStage) {
          left.push(entry);
          continue;
        }
        await this.setStatus(entry.id, entry.from, entry.fromStage, at);
        await this.insertStatusChange(entry.id, actorId, entry.to, entry.from, at);
        restored.push(entry);
        seekerIds.push(now.seekerId);
      }
      await this.db.updateTable('ApplicationBulkChange').set({ undoneAt: at }).where('id', '=', record.id).execute();
      return { kind: 'undone', restored, left };
    });
    await this.applied.changed(seekerIds);
    return outcome;
  }

  /** Locks applications for a change of their status, in id order (two bulk changes never deadlock). */
  private lockApplications(ids: readonly string[]) {
    return this.db
      .selectFrom('Application')
      .select((eb) => [
        'id',
        'job as jobId',
        'seeker as seekerId',
        'status',
        'interviewStage',
        eb('withdrawnAt', 'is not', null).$castTo<boolean>().as('withdrawn'),
      ])
      .where('id', 'in', [...ids])
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  private async setStatus(
    id: string,
    status: ApplicationStatus,
    stage: InterviewStage | null,
    at: Date,
  ): Promise<void> {
    await this.db
      .updateTable('Application')
      .set({ status, interviewStage: stage, updatedAt: at })
      .where('id', '=', id)
      .execute();
  }

  /** One history entry; the history is append-only (a trigger refuses the rest). */
  private async insertStatusChange(
    applicationId: string,
    actorId: string,
    from: ApplicationStatus | null,
    to: ApplicationHistoryStatus,
    at: Date,
  ): Promise<void> {
    await this.db
      .insertInto('ApplicationStatusChange')
      .values({ id: randomUUID(), application: applicationId, actor: actorId, fromStatus: from, toStatus: to, at })
      .execute();
  }
}
