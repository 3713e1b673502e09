import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type ApplicationStatus,
  type ApplicationStatusRequest,
  type ApplicationStatusResponse,
  type BulkStatusRequest,
  type BulkStatusResponse,
  type BulkStatusSkip,
  type BulkStatusUndoRequest,
  type BulkStatusUndoResponse,
  EMPLOYER_APPLICATION_LIMITS,
  EMPLOYER_APPLICATION_MESSAGES,
  stageAfterChange,
  statusChangeRefusal,
  validateApplicationStatusRequest,
  validateBulkStatusRequest,
  validateBulkStatusUndoRequest,
} from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import { DomainEvents } from '../../../core/events/domain-events';
import { assertValid } from '../../../core/errors/assert-valid';
import { generateToken, hashToken } from '../../../core/security/secure-token';
import { JobsService } from '../../jobs';
import type { ApplicationStatusChanged } from '../applications.events';
import type { BulkChangeEntry } from '../entities/application-bulk-change.entity';
import {
  type BulkChangeRecord,
  type LockedApplication,
  ApplicationsRepository,
  type StatusChange,
} from '../applications.repository';
import { EmployerApplicationsService } from './employer-applications.service';
import { toApplicationStatusResponse, toBulkStatusChange } from './employer-applications.mapper';
import { ApplicationsError } from '../applications.errors';

const M = EMPLOYER_APPLICATION_MESSAGES;

/**
 * Why a bulk change may not be undone by this actor now, or null (the server's side of the
 * 10-second undo): only the employer it was made as (an admin impersonating them counts as them),
 * once, within EMPLOYER_APPLICATION_LIMITS.undoSeconds. Someone else's change reads as unknown.
 */
export function undoRefusal(record: BulkChangeRecord | null, actor: Actor, now: Date): string | null {
  if (!record || record.actorId !== actor.user.id || record.companyId !== actor.user.companyId) return M.undoNotFound;
  if (record.undoneAt !== null) return M.undoneAlready;
  return now.getTime() > record.expiresAt.getTime() ? M.undoExpired : null;
}

/** The change to `to` for each application that may make it now, keyed by id (see statusChangeRefusal). */
export function decideChanges(
  found: readonly LockedApplication[],
  to: ApplicationStatus,
): { changes: Map<string, StatusChange>; refused: Map<string, string> } {
  const changes = new Map<string, StatusChange>();
  const refused = new Map<string, string>();
  for (const application of found) {
    const refusal = statusChangeRefusal(application, to);
    if (refusal) refused.set(application.id, refusal);
    else changes.set(application.id, { to, toStage: stageAfterChange(application, to) });
  }
  return { changes, refused };
}

/**
 * The employer's decisions on applications (contracts: employer-applications.ts): one status
 * change, a bulk change of many, and its undo within 10 seconds. Access is checked first; the
 * transitions are checked again under the rows' locks, and every change is written with its
 * history entry (who really acted, when, from, to) in the transaction of the change.
 */
@Injectable()
export class ApplicationDecisionsService {
  constructor(
    private readonly clock: Clock,
    private readonly applications: ApplicationsRepository,
    private readonly reading: EmployerApplicationsService,
    private readonly jobs: JobsService,
    private readonly events: DomainEvents,
  ) {}

  /** PUT .../status: 400 for a bad body, 404 for anyone else's application, 409 for a change the transitions refuse. */
  async setStatus(actor: Actor, id: string, input: ApplicationStatusRequest): Promise<ApplicationStatusResponse> {
    const { application } = await this.reading.companyApplication(actor, id);
    assertValid(validateApplicationStatusRequest(input));
    const to = input.status;
    const decision: { refusal: string | null } = { refusal: null };
    const now = this.clock.now();
    const { changed } = await this.applications.changeStatuses([application.id], actor.realUser.id, now, (found) => {
      const { changes, refused } = decideChanges(found, to);
      decision.refusal = refused.get(application.id) ?? null;
      return changes;
    });
    if (decision.refusal !== null) throw ApplicationsError.because('statusChangeRefused', decision.refusal);
    if (changed.length === 0) throw ApplicationsError.because('applicantNotFound');
    await this.publishChanges(changed, now, false, actor.realUser.id);
    const after = await this.applications.findById(application.id);
    if (!after) throw ApplicationsError.because('applicantNotFound');
    return toApplicationStatusResponse(after);
  }

  /**
   * Marks several applications reviewed or not selected in one transaction. Those that may not
   * make the change (another company's or unknown: not found; withdrawn, already so, or a
   * transition the rules refuse) are left and reported; a failure leaves every one as it was.
   */
  async bulkStatus(actor: Actor, input: BulkStatusRequest): Promise<BulkStatusResponse> {
    const companyJobIds = new Set((await this.jobs.companyJobsOf(actor)).map((job) => job.id));
    const companyId = actor.user.companyId;
    if (!companyId) throw ApplicationsError.because('noCompany');
    assertValid(validateBulkStatusRequest(input));
    const ids = [...new Set(input.applicationIds.map((id) => id.toLowerCase()))];
    const now = this.clock.now();
    const token = generateToken();
    const expiresAt = new Date(now.getTime() + EMPLOYER_APPLICATION_LIMITS.undoSeconds * 1000);
    const decision = { refused: new Map<string, string>() };
    const { found, changed } = await this.applications.changeStatuses(
      ids,
      actor.realUser.id,
      now,
      (locked) => {
        const decided = decideChanges(
          locked.filter((application) => companyJobIds.has(application.jobId)),
          input.status,
        );
        decision.refused = decided.refused;
        return decided.changes;
      },
      async (entries) => {
        if (entries.length === 0) return;
        await this.applications.insertBulkChange({
          id: randomUUID(),
          tokenHash: hashToken(token),
          actorId: actor.user.id,
          companyId,
          changes: entries,
          createdAt: now,
          expiresAt,
        });
      },
    );
    const ours = new Set(
      found.filter((application) => companyJobIds.has(application.jobId)).map((application) => application.id),
    );
    await this.publishChanges(changed, now, false, actor.realUser.id);
    const changedIds = new Set(changed.map((entry) => entry.id));
    const skipped: BulkStatusSkip[] = ids
      .filter((id) => !changedIds.has(id))
      .map((id) => ({ id, reason: ours.has(id) ? (decision.refused.get(id) ?? M.notFound) : M.notFound }));
    return {
      changed: changed.map((entry) => toBulkStatusChange(entry)),
      skipped,
      undoToken: changed.length > 0 ? token : null,
      undoExpiresAt: changed.length > 0 ? expiresAt.toISOString() : null,
    };
  }

  /**
   * Puts back the statuses a bulk change replaced, each with its history entry, in one
   * transaction: 404 for an unknown token or someone else's change, 409 once undone or after the
   * 10 seconds. An application changed again since is left as it is and reported.
   */
  async undoBulkStatus(actor: Actor, input: BulkStatusUndoRequest): Promise<BulkStatusUndoResponse> {
    assertValid(validateBulkStatusUndoRequest(input));
    const now = this.clock.now();
    const outcome = await this.applications.undoBulkChange(
      hashToken(input.undoToken),
      actor.realUser.id,
      now,
      (record) => undoRefusal(record, actor, now),
    );
    if (outcome.kind === 'refused') {
      if (outcome.reason === M.undoNotFound) throw ApplicationsError.because('undoNotFound');
      throw ApplicationsError.because('undoRefused', outcome.reason);
    }
    await this.publishChanges(
      outcome.restored.map((entry) => ({ ...entry, from: entry.to, to: entry.from })),
      now,
      true,
      actor.realUser.id,
    );
    return {
      restored: outcome.restored.map((entry) => toBulkStatusChange(entry, true)),
      skipped: outcome.left.map((entry) => ({ id: entry.id, reason: M.changedMeanwhile })),
    };
  }

  /** After the commit: the seeker's e-mails (applications/emails) and whoever else listens hear of the changes. */
  private async publishChanges(
    changed: readonly BulkChangeEntry[],
    at: Date,
    undo: boolean,
    actorId: string,
  ): Promise<void> {
    if (changed.length === 0) return;
    await this.events.publish({
      type: 'applications.status-changed',
      changes: changed.map((entry) => ({ applicationId: entry.id, from: entry.from, to: entry.to })),
      at,
      undo,
      actorId,
    } satisfies ApplicationStatusChanged);
  }
}
