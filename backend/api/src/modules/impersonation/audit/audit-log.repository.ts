import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { REFUSED_STATUS_FROM } from '@marketplace/contracts';
import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';
import type { UserCard } from '../../accounts';
import type { ApplicationCard } from '../../applications';
import type { JobCard } from '../../jobs';
import type { SeekerResumeCard } from '../../profiles';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { type TablesOf, typedSql } from '../../../infrastructure/database/typed-sql';
import type { ImpersonationAuditEntry } from '../entities/impersonation-audit-entry.entity';
import type { AuditTargetKind } from './audit-actions';
import type { AuditRef } from './audit-actions';

/** One entry of the log, the admin and the user acted as by their ids. */
export type AuditRow = Pick<ImpersonationAuditEntry, 'id' | 'method' | 'route' | 'statusCode' | 'at'> & {
  adminId: string;
  targetUserId: string;
};

/** A thing's current name: a user's name, a job's title, a resume's name, or an application's job title with the applicant's name as `detail`. */
export type NamedThing = Awaited<ReturnType<AuditLogRepository['names']>>[number];

/** Which list of the filters a person is offered in: the admins, or the users acted as or on. */
type AuditSide = 'admin' | 'user';

/** Someone the filters can choose: an admin in the log, or a user acted as or on. */
export type AuditPersonRow = Awaited<ReturnType<AuditLogRepository['people']>>[number];

/** Which entries a page shows; null and empty fields do not filter. */
export interface AuditLogFilter {
  adminId: string | null;
  /** Done as this user, or to them: their id, and patterns of the paths that name them. */
  user: { id: string; pathPatterns: readonly string[] } | null;
  /** Requests of one action, as (method, path pattern) pairs. */
  requests: ReadonlyArray<{ method: string; pattern: string }> | null;
  includeRefused: boolean;
}

type Tables = TablesOf<ImpersonationAuditEntry | UserCard | JobCard | ApplicationCard | SeekerResumeCard>;

/** The sample filter of the emitted calls: every condition present. */
const SAMPLE_FILTER: AuditLogFilter = {
  adminId: SQL_SAMPLE.uuid,
  user: { id: SQL_SAMPLE.otherUuid, pathPatterns: ['^/api/sample/([0-9a-f-]{36})$'] },
  requests: [{ method: 'POST', pattern: '^/api/sample$' }],
  includeRefused: false,
};

/**
 * Owns `impersonation_audit_log`: the only code that reads or writes it. Names come from the cards
 * other modules publish (`user_cards`, `job_cards`, `application_cards`, `seeker_resume_cards`).
 */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<ImpersonationAuditEntry | UserCard | JobCard | ApplicationCard | SeekerResumeCard>(this.em);
  }

  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        sessionId: SQL_SAMPLE.uuid,
        adminId: SQL_SAMPLE.uuid,
        targetUserId: SQL_SAMPLE.otherUuid,
        method: 'POST',
        route: '/api/sample',
        statusCode: 200,
        at: SQL_SAMPLE.date,
      },
    ],
  })
  async insert(entry: {
    id: string;
    sessionId: string;
    adminId: string;
    targetUserId: string;
    method: string;
    route: string;
    statusCode: number;
    at: Date;
  }): Promise<void> {
    const { sessionId, adminId, targetUserId, ...fields } = entry;
    await this.db
      .insertInto('ImpersonationAuditEntry')
      .values({ ...fields, session: sessionId, admin: adminId, target: targetUserId })
      .execute();
  }

  /** One page of matching entries, newest first (impersonation_audit_log_at_idx), and how many match. */
  @GenerateSql({ name: 'every filter', params: [SAMPLE_FILTER, 0, 25] })
  @GenerateSql({
    name: 'no filter',
    params: [{ adminId: null, user: null, requests: null, includeRefused: true }, 25, 25],
  })
  async page(filter: AuditLogFilter, offset: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
    const { count } = await this.db
      .selectFrom('ImpersonationAuditEntry')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where((eb) => whereOf(eb, filter))
      .executeTakeFirstOrThrow();
    const rows = await this.db
      .selectFrom('ImpersonationAuditEntry')
      .select(['id', 'admin as adminId', 'target as targetUserId', 'method', 'route', 'statusCode', 'at'])
      .where((eb) => whereOf(eb, filter))
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows, total: Number(count) };
  }

  /** Current names of these things, in one statement; the ones not found are left out. Ids must be UUIDs. */
  @GenerateSql({
    params: [
      [
        { kind: 'user', id: SQL_SAMPLE.uuid },
        { kind: 'job', id: SQL_SAMPLE.otherUuid },
        { kind: 'application', id: SQL_SAMPLE.uuid },
        { kind: 'resume', id: SQL_SAMPLE.otherUuid },
      ],
    ],
  })
  async names(refs: readonly AuditRef[]) {
    if (refs.length === 0) return [];
    // Each kind's ids as one array parameter: the statement's text is the same for any page.
    const idsOf = (kind: AuditRef['kind']) => [
      ...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.id)),
    ];
    const kind = (name: AuditTargetKind) => sql.lit<AuditTargetKind>(name).as('kind');
    const noDetail = sql.lit<string | null>(null).as('detail');
    return this.db
      .selectFrom('UserCard as u')
      .select([kind('user'), 'u.id', 'u.name', noDetail])
      .where((eb) => eb('u.id', '=', eb.fn.any(eb.val(idsOf('user')))))
      .unionAll((eb) =>
        eb
          .selectFrom('JobCard as j')
          .select([kind('job'), 'j.id', 'j.title as name', noDetail])
          .where((eb) => eb('j.id', '=', eb.fn.any(eb.val(idsOf('job'))))),
      )
      .unionAll((eb) =>
        eb
          .selectFrom('ApplicationCard as a')
          .innerJoin('JobCard as j', 'j.id', 'a.jobId')
          .innerJoin('UserCard as s', 's.id', 'a.seekerId')
          .select([kind('application'), 'a.id', 'j.title as name', 's.name as detail'])
          .where((eb) => eb('a.id', '=', eb.fn.any(eb.val(idsOf('application'))))),
      )
      .unionAll((eb) =>
        eb
          .selectFrom('SeekerResumeCard as r')
          .select([kind('resume'), 'r.id', 'r.name', noDetail])
          .where((eb) => eb('r.id', '=', eb.fn.any(eb.val(idsOf('resume'))))),
      )
      .execute();
  }

  /**
   * The admins and the users the filters offer, sorted by name: the admins of the whole log, and the
   * users acted as or named by a path (each pattern captures the user id it names). With each, the
   * role and when the account was deleted, which tell apart the accounts all named 'Deleted user'.
   */
  @GenerateSql({ params: [['^/api/sample/([0-9a-f-]{36})$']] })
  async people(userCaptures: readonly string[]) {
    const side = (name: AuditSide) => sql.lit<AuditSide>(name).as('side');
    return this.db
      .selectFrom((eb) => {
        let sides = eb
          .selectFrom('ImpersonationAuditEntry')
          .select([side('admin'), 'admin as id'])
          .union(eb.selectFrom('ImpersonationAuditEntry').select([side('user'), 'target as id']));
        for (const pattern of userCaptures) {
          sides = sides.union(
            eb
              .selectFrom('ImpersonationAuditEntry as l')
              .select((named) => [
                side('user'),
                named.cast<string>(named.fn('substring', ['l.route', named.val(pattern)]), 'uuid').as('id'),
              ])
              .where('l.route', '~', pattern),
          );
        }
        return sides.as('p');
      })
      .innerJoin('UserCard as u', 'u.id', 'p.id')
      .select(['p.side', 'u.id', 'u.name', 'u.role', 'u.deletedAt'])
      .orderBy('p.side')
      .orderBy((eb) => eb.fn('lower', [eb.ref('u.name')]))
      .orderBy('u.id')
      .execute();
  }
}

/** The `where` of the filtered log; `true` when nothing filters. */
function whereOf(
  eb: ExpressionBuilder<Tables, 'ImpersonationAuditEntry'>,
  filter: AuditLogFilter,
): Expression<SqlBool> {
  const conditions: Array<Expression<SqlBool>> = [];
  if (!filter.includeRefused) conditions.push(eb('statusCode', '<', sql.lit(REFUSED_STATUS_FROM)));
  if (filter.adminId !== null) conditions.push(eb('admin', '=', filter.adminId));
  if (filter.user !== null) {
    conditions.push(
      eb.or([
        eb('target', '=', filter.user.id),
        ...filter.user.pathPatterns.map((pattern) => eb('route', '~*', pattern)),
      ]),
    );
  }
  // No request can match an empty list: an empty `or` is false.
  if (filter.requests !== null) {
    conditions.push(
      eb.or(
        filter.requests.map((request) =>
          eb.and([eb('method', '=', request.method), eb('route', '~', request.pattern)]),
        ),
      ),
    );
  }
  return eb.and(conditions);
}
