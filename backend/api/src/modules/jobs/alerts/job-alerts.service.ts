import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  JOB_ALERT_FREQUENCIES,
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
import type { JobAlert } from '../entities/job-alert.entity';
import { isUuid } from '../../../core/text/uuid';
import { readAlertQuery } from './alert-query';
import { type JobAlertChanges, JobAlertsRepository } from './job-alerts.repository';

const isFrequency = (value: unknown): value is JobAlertFrequency => (JOB_ALERT_FREQUENCIES as readonly unknown[]).includes(value);

/** The alert as the seeker's alert list shows it. */
export function toJobAlertView(alert: Pick<JobAlert, 'id' | 'query' | 'frequency' | 'paused' | 'createdAt' | 'lastSentAt'>): JobAlertView {
  const read = readAlertQuery(alert.query);
  return {
    id: alert.id,
    query: alert.query,
    label: read.ok ? read.label : alert.query,
    frequency: alert.frequency,
    paused: alert.paused,
    createdAt: alert.createdAt.toISOString(),
    lastSentAt: alert.lastSentAt?.toISOString() ?? null,
  };
}

/** A seeker's job alerts: saved searches e-mailed daily or weekly (the worker sends them). */
@Injectable()
export class JobAlertsService {
  constructor(
    private readonly alerts: JobAlertsRepository,
    private readonly clock: Clock,
  ) {}

  async create(actor: Actor, body: unknown): Promise<JobAlertView> {
    const raw = (body && typeof body === 'object' ? body : {}) as { query?: unknown; frequency?: unknown };
    const fieldErrors: Record<string, string[]> = {};
    if (!isFrequency(raw.frequency)) fieldErrors.frequency = [JOB_POSTING_MESSAGES.alertFrequencyInvalid];
    const read = typeof raw.query === 'string' ? readAlertQuery(raw.query) : null;
    if (!read?.ok) fieldErrors.query = [JOB_POSTING_MESSAGES.alertQueryInvalid];
    if (Object.keys(fieldErrors).length > 0 || !read?.ok) {
      throw new RequestValidationException(fieldErrors, Object.values(fieldErrors)[0]![0]);
    }
    if ((await this.alerts.countOfUser(actor.user.id)) >= JOB_ALERTS_MAX_PER_SEEKER) throw new ConflictException(JOB_POSTING_MESSAGES.alertLimitReached);
    const now = this.clock.now();
    // Only jobs posted from now on are news for this alert.
    const alert = await this.alerts.insert({ id: randomUUID(), userId: actor.user.id, query: read.query, frequency: raw.frequency as JobAlertFrequency, notifiedUpTo: now, createdAt: now });
    return toJobAlertView(alert);
  }

  async list(actor: Actor): Promise<JobAlertsResponse> {
    const alerts = await this.alerts.listOfUser(actor.user.id);
    return { alerts: alerts.map(toJobAlertView) };
  }

  /** Pause/resume and change the frequency. Resuming does not send what was posted while paused. */
  async update(actor: Actor, id: string, body: unknown): Promise<JobAlertView> {
    const raw = (body && typeof body === 'object' ? body : {}) as { paused?: unknown; frequency?: unknown };
    if (raw.frequency !== undefined && !isFrequency(raw.frequency)) throw invalidField('frequency', JOB_POSTING_MESSAGES.alertFrequencyInvalid);
    if (raw.paused !== undefined && typeof raw.paused !== 'boolean') throw invalidField('paused', JOB_POSTING_MESSAGES.alertPausedInvalid);
    const alert = await this.ownAlert(actor, id);
    const changes: JobAlertChanges = {};
    if (raw.frequency !== undefined) changes.frequency = raw.frequency as JobAlertFrequency;
    if (raw.paused !== undefined && raw.paused !== alert.paused) {
      changes.paused = raw.paused;
      if (!raw.paused) changes.notifiedUpTo = this.clock.now();
    }
    await this.alerts.update(alert.id, changes);
    return toJobAlertView({ ...alert, ...changes });
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const alert = await this.ownAlert(actor, id);
    await this.alerts.remove(alert.id);
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
  private async ownAlert(actor: Actor, id: string): Promise<JobAlert> {
    const alert = isUuid(id) ? await this.alerts.findOwn(actor.user.id, id) : null;
    if (!alert) throw new NotFoundException(JOB_POSTING_MESSAGES.alertNotFound);
    return alert;
  }
}
