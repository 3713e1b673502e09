import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type AuditLogPage, type AuditLogParams, readAuditLogQuery } from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import type { ImpersonatedWrite } from '../../../core/auth/ports';
import { Clock } from '../../../core/clock/clock';
import { assertValid } from '../../../core/errors/assert-valid';
import { pathsNamingUser, requestPatternsOf, userTargetCaptures } from './audit-actions';
import { AuditNames, refsOf, toAuditFilterPerson, toAuditLogEntry } from './audit-log.mapper';
import { AuditLogRepository } from './audit-log.repository';
import { ImpersonationError } from '../impersonation.errors';

/**
 * The audit log: every write an admin makes while impersonating is recorded with its outcome, and
 * admins read it in words, filtered and paged (GET /api/admin/audit-log).
 */
@Injectable()
export class AuditLogService {
  constructor(
    private readonly clock: Clock,
    private readonly log: AuditLogRepository,
  ) {}

  async record(write: ImpersonatedWrite): Promise<void> {
    await this.log.insert({
      id: randomUUID(),
      sessionId: write.impersonationId,
      adminId: write.adminId,
      targetUserId: write.targetUserId,
      method: write.method,
      route: write.route,
      statusCode: write.statusCode,
      at: this.clock.now(),
    });
  }

  /**
   * Newest first. Refused requests only when asked; the user filter matches what was done as the
   * user and what was done to them (a path naming them). Every name on the page comes from one
   * lookup, whatever the page's length.
   */
  async page(actor: Actor, params: Partial<Record<keyof AuditLogParams, unknown>>): Promise<AuditLogPage> {
    // Admins acting as themselves only: an impersonating admin acts as a seeker or employer.
    if (actor.user.role !== 'admin') throw ImpersonationError.because('adminsOnly');
    const { query, errors } = readAuditLogQuery(params);
    assertValid(errors);
    const { rows, total } = await this.log.page(
      {
        adminId: query.adminId,
        user: query.userId === null ? null : { id: query.userId, pathPatterns: pathsNamingUser(query.userId) },
        requests: query.action === null ? null : requestPatternsOf(query.action),
        includeRefused: query.includeRefused,
      },
      (query.page - 1) * query.pageSize,
      query.pageSize,
    );
    const [names, people] = await Promise.all([this.log.names(refsOf(rows)), this.log.people(userTargetCaptures())]);
    const known = new AuditNames(names);
    return {
      entries: rows.map((row) => toAuditLogEntry(row, known)),
      total,
      page: query.page,
      pageSize: query.pageSize,
      admins: people.filter((person) => person.side === 'admin').map(toAuditFilterPerson),
      users: people.filter((person) => person.side === 'user').map(toAuditFilterPerson),
    };
  }
}
