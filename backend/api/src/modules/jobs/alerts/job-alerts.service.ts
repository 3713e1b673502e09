import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_UNDO_SECONDS,
  JOB_ALERTS_MAX_PER_SEEKER,
  JOB_POSTING_MESSAGES,
  type JobAlert as JobAlertView,
  type JobAlertFrequency,
  type JobAlertsResponse,
} from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import { invalidField } from '../../../core/errors/assert-valid';
import { hashToken } from '../../../core/security/secure-token';
import { isUuid } from '../../../core/text/uuid';
import { alertSearchKey, readAlertQuery } from './alert-query';
import {
  type AlertConflict,
  type AlertDeliveryStats,
  type AlertsCheck,
  type JobAlertChanges,
  JobAlertsRepository,
  type StoredJobAlert,
} from './job-alerts.repository';
import { JobsError } from '../jobs.errors';

const isFrequency = (value: unknown): value is JobAlertFrequency =>
  (JOB_ALERT_FREQUENCIES as readonly unknown[]).includes(value);

/** How long a deleted alert can be restored: the Undo toast's time and a grace for the request in flight. */
export const ALERT_RESTORE_WINDOW_MS = JOB_ALERT_UNDO_SECONDS * 1000 + 5_000;

/** What the alert list shows of an alert that has sent nothing yet. */
const NO_DELIVERIES: AlertDeliveryStats = { jobsMatched: 0, lastSentJobCount: null };

/** The alert as the seeker's alert list shows it. */
export function toJobAlertView(
  alert: Pick<StoredJobAlert, 'id' | 'query' | 'frequency' | 'paused' | 'createdAt' | 'lastSentAt'>,
  stats: AlertDeliveryStats = NO_DELIVERIES,
): JobAlertView {
  const read = readAlertQuery(alert.query);
  return {
    id: alert.id,
    query: alert.query,
    label: read.ok ? read.label : alert.query,
    frequency: alert.frequency,
    paused: alert.paused,
    createdAt: alert.createdAt.toISOString(),
    lastSentAt: alert.lastSentAt?.toISOString() ?? null,
    lastSentJobCount: stats.lastSentJobCount,
    jobsMatched: stats.jobsMatched,
  };
}

/** The search and frequency of a create or edit, checked together so every bad field is named at once. */
function readSearchInput(body: unknown): { query: string; frequency: JobAlertFrequency } {
  const raw = (body && typeof body === 'object' ? body : {}) as { query?: unknown; frequency?: unknown };
  const fieldErrors: Record<string, string[]> = {};
  if (!isFrequency(raw.frequency)) fieldErrors.frequency = [JOB_POSTING_MESSAGES.alertFrequencyInvalid];
  const read = typeof raw.query === 'string' ? readAlertQuery(raw.query) : null;
  if (!read?.ok) fieldErrors.query = [JOB_POSTING_MESSAGES.alertQueryInvalid];
  if (Object.keys(fieldErrors).length > 0 || !read?.ok) {
    throw new RequestValidationException(fieldErrors, Object.values(fieldErrors)[0]![0]);
  }
  return { query: read.query, frequency: raw.frequency as JobAlertFrequency };
}

/** Refuses a search the seeker already has an alert for (same alertSearchKey), and, when adding one, a seeker at the limit. */
function conflictsWith(query: string, { adding }: { adding: boolean }): AlertsCheck {
  const key = alertSearchKey(query);
  return (others) => {
    if (others.some((other) => alertSearchKey(other.query) === key)) return 'duplicate';
    if (adding && others.length >= JOB_ALERTS_MAX_PER_SEEKER) return 'limit';
    return null;
  };
}

function conflictError(conflict: AlertConflict): Error {
  return JobsError.because(conflict === 'duplicate' ? 'alertExists' : 'alertLimitReached');
}

/**
 * A seeker's job alerts: saved searches e-mailed daily or weekly (the worker sends them). One alert
 * per search; deleting one can be undone for JOB_ALERT_UNDO_SECONDS.
 */
@Injectable()
export class JobAlertsService {
  constructor(
    private readonly alerts: JobAlertsRepository,
    private readonly clock: Clock,
  ) {}

  async create(actor: Actor, body: unknown): Promise<JobAlertView> {
    const { query, frequency } = readSearchInput(body);
    const now = this.clock.now();
    // Only jobs posted from now on are news for this alert.
    const created = await this.alerts.insert(
      { id: randomUUID(), userId: actor.user.id, query, frequency, notifiedUpTo: now, createdAt: now },
      conflictsWith(query, { adding: true }),
    );
    if (typeof created === 'string') throw conflictError(created);
    return toJobAlertView(created);
  }

  async list(actor: Actor): Promise<JobAlertsResponse> {
    const alerts = await this.alerts.listOfUser(actor.user.id);
    const stats = await this.alerts.deliveryStats(alerts.map((alert) => alert.id));
    return { alerts: alerts.map((alert) => toJobAlertView(alert, stats.get(alert.id))) };
  }

  /**
   * Edits the search and the frequency. The watermark stays: the next e-mail carries the jobs new
   * since the last one that match the edited search.
   */
  async replace(actor: Actor, id: string, body: unknown): Promise<JobAlertView> {
    const alert = await this.ownAlert(actor, id);
    const { query, frequency } = readSearchInput(body);
    const changes: JobAlertChanges = { query, frequency };
    const conflict = await this.alerts.updateChecked(
      actor.user.id,
      alert.id,
      changes,
      conflictsWith(query, { adding: false }),
    );
    if (conflict) throw conflictError(conflict);
    return this.viewOf({ ...alert, ...changes });
  }

  /** Pause/resume and change the frequency. Resuming does not send what was posted while paused. */
  async update(actor: Actor, id: string, body: unknown): Promise<JobAlertView> {
    const raw = (body && typeof body === 'object' ? body : {}) as { paused?: unknown; frequency?: unknown };
    if (raw.frequency !== undefined && !isFrequency(raw.frequency))
      throw invalidField('frequency', JOB_POSTING_MESSAGES.alertFrequencyInvalid);
    if (raw.paused !== undefined && typeof raw.paused !== 'boolean')
      throw invalidField('paused', JOB_POSTING_MESSAGES.alertPausedInvalid);
    const alert = await this.ownAlert(actor, id);
    const changes: JobAlertChanges = {};
    if (raw.frequency !== undefined) changes.frequency = raw.frequency as JobAlertFrequency;
    if (raw.paused !== undefined && raw.paused !== alert.paused) {
      changes.paused = raw.paused;
      if (!raw.paused) changes.notifiedUpTo = this.clock.now();
    }
    await this.alerts.update(alert.id, changes);
    return this.viewOf({ ...alert, ...changes });
  }

  /** Deletes the alert: it stops at once and leaves the list, and can be restored for JOB_ALERT_UNDO_SECONDS. */
  async remove(actor: Actor, id: string): Promise<void> {
    const alert = await this.ownAlert(actor, id);
    await this.alerts.softDelete(alert.id, this.clock.now());
  }

  /** Undoes a delete within the undo time, as it was (e-mail history and watermark included). */
  async restore(actor: Actor, id: string): Promise<JobAlertView> {
    const alert = isUuid(id) ? await this.alerts.findOwnDeleted(actor.user.id, id) : null;
    if (!alert?.deletedAt) throw JobsError.because('alertNotFound');
    if (this.clock.now().getTime() - alert.deletedAt.getTime() > ALERT_RESTORE_WINDOW_MS) {
      throw JobsError.because('alertUndoExpired');
    }
    const conflict = await this.alerts.restoreChecked(
      actor.user.id,
      alert.id,
      conflictsWith(alert.query, { adding: true }),
    );
    if (conflict) throw conflictError(conflict);
    return this.viewOf({ ...alert, deletedAt: null });
  }

  private async viewOf(alert: StoredJobAlert): Promise<JobAlertView> {
    return toJobAlertView(alert, (await this.alerts.deliveryStats([alert.id])).get(alert.id));
  }

  /**
   * The e-mail's one-click unsubscribe: pauses the alert the link was sent for. Answers whether
   * the token was valid; clicking again is fine.
   */
  async unsubscribe(token: string): Promise<boolean> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return false;
    return this.alerts.pauseByDeliveryToken(hashToken(token));
  }

  /** The seeker's own alert, or 404: other seekers' alerts do not exist for them. */
  private async ownAlert(actor: Actor, id: string): Promise<StoredJobAlert> {
    const alert = isUuid(id) ? await this.alerts.findOwn(actor.user.id, id) : null;
    if (!alert) throw JobsError.because('alertNotFound');
    return alert;
  }
}
