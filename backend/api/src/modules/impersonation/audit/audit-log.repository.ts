import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuditRef } from './audit-log.mapper';
import {
  type AuditLogFilter,
  type AuditPersonRow,
  type AuditRow,
  auditCountSql,
  auditPageSql,
  auditPeopleSql,
  INSERT_AUDIT_SQL,
  type NamedThing,
  NAMES_SQL,
} from './audit-log.sql';

/** The only code that reads or writes impersonation_audit_log (names come from the other modules' tables, read only). */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly em: EntityManager) {}

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
    await this.em.execute(INSERT_AUDIT_SQL, [
      entry.id,
      entry.sessionId,
      entry.adminId,
      entry.targetUserId,
      entry.method,
      entry.route,
      entry.statusCode,
      entry.at,
    ]);
  }

  async page(filter: AuditLogFilter, offset: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
    const count = auditCountSql(filter);
    const page = auditPageSql(filter, offset, limit);
    const [counted] = await this.em.execute<{ count: string }[]>(count.sql, count.params);
    const rows = await this.em.execute<AuditRow[]>(page.sql, page.params);
    return { rows, total: Number(counted?.count ?? 0) };
  }

  /** Current names of these things, in one statement; the ones not found are left out. Ids must be UUIDs. */
  async names(refs: readonly AuditRef[]): Promise<NamedThing[]> {
    if (refs.length === 0) return [];
    const idsOf = (kind: AuditRef['kind']) =>
      [...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.id))].join(',');
    return this.em.execute<NamedThing[]>(NAMES_SQL, [
      idsOf('user'),
      idsOf('job'),
      idsOf('application'),
      idsOf('resume'),
    ]);
  }

  /** The admins and the users the filters offer, sorted by name. */
  async people(userCaptures: readonly string[]): Promise<AuditPersonRow[]> {
    const people = auditPeopleSql(userCaptures);
    return this.em.execute<AuditPersonRow[]>(people.sql, people.params);
  }
}
