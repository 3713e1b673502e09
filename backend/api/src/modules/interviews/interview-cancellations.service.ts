import { Injectable, Logger } from '@nestjs/common';
import { INTERVIEW_MESSAGES, type InterviewState } from '@marketplace/contracts';
import { Clock } from '../../core/clock/clock';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { NotificationCenter, NotificationPreferences, NotificationsService } from '../notifications';
import { ApplicationAccessRepository } from './application-access.repository';
import { type CalendarMessage, detailsOf, planCalendar } from './calendar/interview-calendar';
import { notifyInterviewUpdates } from './calendar/interview-calendar-mails';
import type { CancelAfterRejectionJob } from './interviews.queue';
import { InterviewUpdates } from './interview-updates';
import type { InterviewWrite, LockedInterviewRecord } from './interviews.repository';

/** Why an application left the pipeline: the seeker withdrew it, or the employer marked it not selected. */
export type CancellationReason = 'withdrawn' | 'not-selected';

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/**
 * The cancellation of the candidate's invitation to the application's current interview, under the
 * application's lock, or null when there is none to cancel: the application is not (or no longer)
 * withdrawn / not selected, it has no interview row for its current stage, the interview is
 * completed or its time has passed, or the candidate holds no invitation (never sent, or cancelled
 * already). Written as the employer's "clear the schedule" is (planCalendar's CANCEL with the same
 * UID and the next SEQUENCE, scheduled time cleared, one history entry), so a second cancellation
 * of the same invitation finds nothing left to cancel.
 */
export function decideCancellation(
  locked: LockedInterviewRecord | null,
  reason: CancellationReason,
  now: Date,
  actorId: string,
): (InterviewWrite & { messages: CalendarMessage[] }) | null {
  if (!locked) return null;
  const stillDue = reason === 'withdrawn' ? locked.withdrawn : locked.status === 'rejected' && !locked.withdrawn;
  const stored = locked.stored;
  // A row of an earlier stage holds no invitation: changing the stage cancelled it.
  if (!stillDue || stored === null || stored.stage !== locked.applicationStage) return null;
  const notes =
    reason === 'withdrawn' ? INTERVIEW_MESSAGES.cancelledWithdrawnNotes : INTERVIEW_MESSAGES.cancelledNotSelectedNotes;
  const after: InterviewState = {
    stage: stored.stage,
    scheduledAt: null,
    completedAt: iso(stored.completedAt),
    notes,
    nextActionRequired: stored.nextActionRequired,
    nextActionDeadline: iso(stored.nextActionDeadline),
    ...detailsOf(stored),
  };
  const { calendar, messages } = planCalendar(
    { stage: stored.stage, completedAt: stored.completedAt, calendar: stored.calendar, details: detailsOf(stored) },
    after,
    now,
    () => stored.calendar.uid,
  );
  const cancels = messages.filter((message) => message.method === 'CANCEL');
  if (cancels.length === 0) return null;
  return { interview: { ...stored, scheduledAt: null, notes, calendar }, actorId, at: now, messages: cancels };
}

/**
 * Cancels the candidate's interview invitation when their application leaves the pipeline (docs/hiring.md,
 * Applications): at once when the seeker withdraws it (or deletes their account), and, for an
 * application marked not selected, from a job queued past the bulk undo window
 * (InterviewsApplicationListeners) that checks again that it still is. Each cancellation is written
 * first (history entry by whoever acted) and told once committed (a notification and its calendar
 * mail); a hired candidate keeps theirs.
 */
@Injectable()
export class InterviewCancellationsService {
  private readonly logger = new Logger(InterviewCancellationsService.name);

  constructor(
    private readonly updates: InterviewUpdates,
    private readonly applications: ApplicationAccessRepository,
    private readonly center: NotificationCenter,
    private readonly preferences: NotificationPreferences,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The seeker withdrew these applications (`actorId`: who acted). Returns how many invitations were cancelled. */
  async afterWithdrawal(applicationIds: readonly string[], actorId: string): Promise<number> {
    let cancelled = 0;
    for (const applicationId of applicationIds) {
      try {
        if (await this.cancel(applicationId, 'withdrawn', actorId)) cancelled += 1;
      } catch (error) {
        // One application's failure must not keep the others' invitations in the candidate's calendar.
        this.logger.error({ err: error, applicationId }, 'Could not cancel the interview of a withdrawn application');
      }
    }
    return cancelled;
  }

  /** The job queued past the undo window of a rejection: cancels only if the application is still not selected. */
  async afterRejection(job: CancelAfterRejectionJob): Promise<{ cancelled: boolean }> {
    return { cancelled: await this.cancel(job.applicationId, 'not-selected', job.actorId) };
  }

  private async cancel(applicationId: string, reason: CancellationReason, actorId: string): Promise<boolean> {
    // Read before the write, which makes the actor (a seeker, for a withdrawal) the interview's last editor.
    const application = await this.applications.forCancellation(applicationId);
    if (!application) return false;
    const now = this.clock.now();
    const decision = await this.updates.update(applicationId, (locked) =>
      decideCancellation(locked, reason, now, actorId),
    );
    if (decision === null) return false;
    // The organizer of the invitation is the employer who last changed the interview; when that account is gone, the platform's support address.
    await notifyInterviewUpdates(
      { center: this.center, preferences: this.preferences, mail: this.notifications },
      this.config.publicUrl,
      application,
      application.organizerEmail ?? this.config.supportEmail,
      decision.messages,
      now,
      this.logger,
    );
    return true;
  }
}
