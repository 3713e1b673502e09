import { REFUSED_STATUS_FROM } from '@marketplace/contracts';
import type { AuditTargetKind } from './audit-actions';

/**
 * The statements of AuditLogRepository over `impersonation_audit_log`. Placeholders are `?` in
 * order. The name lookups read (never write) the tables of accounts, jobs, applications and
 * profiles, in one statement per page, as applications.sql.ts reads users for applicant names.
 */

export interface AuditRow {
  id: string;
  admin_id: string;
  target_user_id: string;
  method: string;
  route: string;
  status_code: number;
  at: Date;
}

/** A thing's current name: a user's name, a job's title, a resume's name, or an application's job title with the applicant's name as `detail`. */
export interface NamedThing {
  kind: AuditTargetKind;
  id: string;
  name: string;
  detail: string | null;
}

/** Someone the filters can choose: an admin in the log, or a user acted as or on. */
export interface AuditPersonRow {
  side: 'admin' | 'user';
  id: string;
  name: string;
}

/** Which entries a page shows; null and empty fields do not filter. */
export interface AuditLogFilter {
  adminId: string | null;
  /** Done as this user, or to them: their id, and patterns of the paths that name them. */
  user: { id: string; pathPatterns: readonly string[] } | null;
  /** Requests of one action, as (method, path pattern) pairs. */
  requests: ReadonlyArray<{ method: string; pattern: string }> | null;
  includeRefused: boolean;
}

export interface Sql {
  sql: string;
  params: unknown[];
}

export const INSERT_AUDIT_SQL = `insert into "impersonation_audit_log" ("id", "session_id", "admin_id", "target_user_id", "method", "route", "status_code", "at")
values (?, ?, ?, ?, ?, ?, ?, ?)`;

/** The `where` of the filtered log (alias `l`); `true` when nothing filters. */
function whereOf(filter: AuditLogFilter): Sql {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (!filter.includeRefused) conditions.push(`l."status_code" < ${REFUSED_STATUS_FROM}`);
  if (filter.adminId !== null) {
    conditions.push(`l."admin_id" = ?`);
    params.push(filter.adminId);
  }
  if (filter.user !== null) {
    conditions.push(
      `(${[`l."target_user_id" = ?`, ...filter.user.pathPatterns.map(() => `l."route" ~* ?`)].join(' or ')})`,
    );
    params.push(filter.user.id, ...filter.user.pathPatterns);
  }
  if (filter.requests !== null) {
    // No request can match an empty list; `false` keeps the statement valid.
    conditions.push(`(${filter.requests.map(() => `(l."method" = ? and l."route" ~ ?)`).join(' or ') || 'false'})`);
    for (const request of filter.requests) params.push(request.method, request.pattern);
  }
  return { sql: conditions.join(' and ') || 'true', params };
}

/** How many entries match. */
export function auditCountSql(filter: AuditLogFilter): Sql {
  const where = whereOf(filter);
  return {
    sql: `select count(*) as "count" from "impersonation_audit_log" l where ${where.sql}`,
    params: where.params,
  };
}

/** One page of matching entries, newest first (impersonation_audit_log_at_idx). */
export function auditPageSql(filter: AuditLogFilter, offset: number, limit: number): Sql {
  const where = whereOf(filter);
  return {
    sql: `select l."id", l."admin_id", l."target_user_id", l."method", l."route", l."status_code", l."at"
from "impersonation_audit_log" l where ${where.sql}
order by l."at" desc, l."id" desc limit ? offset ?`,
    params: [...where.params, limit, offset],
  };
}

/**
 * Params: comma-separated ids of [users, jobs, applications, resumes] (valid UUIDs only; '' for
 * none). The current names of everything a page mentions, in one statement.
 */
export const NAMES_SQL = `select 'user' as "kind", u."id", u."name", null as "detail" from "users" u where u."id" = any(string_to_array(?, ',')::uuid[])
union all
select 'job', j."id", j."title", null from "jobs" j where j."id" = any(string_to_array(?, ',')::uuid[])
union all
select 'application', a."id", j."title", s."name" from "applications" a join "jobs" j on j."id" = a."job_id" join "users" s on s."id" = a."seeker_id"
where a."id" = any(string_to_array(?, ',')::uuid[])
union all
select 'resume', r."id", r."name", null from "seeker_resumes" r where r."id" = any(string_to_array(?, ',')::uuid[])`;

/**
 * Everyone the filters offer, with names: the admins of the whole log, and the users acted as or
 * named by a path (each pattern captures the user id it names).
 */
export function auditPeopleSql(userCaptures: readonly string[]): Sql {
  const named = userCaptures
    .map(
      () =>
        `\n  union select 'user', substring(l."route" from ?)::uuid from "impersonation_audit_log" l where l."route" ~ ?`,
    )
    .join('');
  return {
    sql: `select p."side", u."id", u."name" from (
  select 'admin' as "side", "admin_id" as "id" from "impersonation_audit_log"
  union select 'user', "target_user_id" from "impersonation_audit_log"${named}
) p join "users" u on u."id" = p."id"
order by p."side", lower(u."name"), u."id"`,
    params: userCaptures.flatMap((pattern) => [pattern, pattern]),
  };
}
