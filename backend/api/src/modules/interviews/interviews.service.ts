import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  INTERVIEW_MESSAGES,
  type InterviewData,
  type InterviewHistoryResponse,
  interviewAfterUpdate,
  type InterviewState,
  interviewUpdateProblem,
  type InterviewUpdateRequest,
  type InterviewUpdateResponse,
} from '@marketplace/contracts';
import type { Actor } from '../../core/auth/actor';
import { Clock } from '../../core/clock/clock';
import { invalidField } from '../../core/errors/assert-valid';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { ContactVisibilityService } from '../applications';
import { NotificationCenter, NotificationPreferences, NotificationsService } from '../notifications';
import {
  EMPLOYER_APPLICATION_ACCESS,
  type EmployerApplicationAccess,
  type OwnedApplication,
} from './application-access';
import { type CalendarMessage, detailsOf, planCalendar } from './calendar/interview-calendar';
import { notifyInterviewUpdates } from './calendar/interview-calendar-mails';
import { calendarTimeZone } from './calendar/interview-invitation';
import { InterviewUpdates } from './interview-updates';
import {
  type InterviewRecord,
  InterviewsRepository,
  type InterviewWrite,
  type LockedInterviewRecord,
} from './interviews.repository';
import {
  toCurrentInterview,
  toInterviewData,
  toInterviewHistoryEntry,
  toInterviewUpdateResponse,
} from './interviews.mapper';
import { InterviewsError } from './interviews.errors';

/** The fields of an update request, as sent (types unchecked). */
export type InterviewUpdateBody = Partial<Record<keyof InterviewUpdateRequest, unknown>>;

const FIELDS = [
  'stage',
  'notes',
  'scheduledAt',
  'completedAt',
  'nextActionRequired',
  'nextActionDeadline',
  'timeZone',
  'location',
  'meetingUrl',
  'messageToCandidate',
] as const;

/** The body's known fields, those sent as undefined left out (an omitted field). */
export function readUpdate(body: InterviewUpdateBody): Partial<InterviewUpdateRequest> {
  const update: Record<string, unknown> = {};
  for (const field of FIELDS) if (body[field] !== undefined) update[field] = body[field];
  return update as Partial<InterviewUpdateRequest>;
}

/** Why the pipeline of this application may not be read (pending) or changed (pending, withdrawn), or null. */
export function pipelineRefusal(application: { status: string; withdrawn: boolean }, change: boolean): string | null {
  if (application.status === 'pending') return INTERVIEW_MESSAGES.pendingApplication;
  if (change && application.withdrawn) return INTERVIEW_MESSAGES.withdrawnApplication;
  return null;
}

const date = (value: string | null): Date | null => (value === null ? null : new Date(value));

/** What an update writes, and the calendar messages it sends once committed. */
interface UpdateDecision extends InterviewWrite {
  state: InterviewState;
  messages: CalendarMessage[];
}

/**
 * The interview pipeline (contracts: interviews.ts). Every call checks first that the application
 * is of the acting employer's company (404 otherwise) and past pending (409). An update runs the
 * contracts' rules on the interview as it stands under the application's lock (400 with the rule's
 * message), writes the interview and its history entry in one transaction, then, once committed,
 * tells the candidate of their calendar invitation or cancellation (a notification whose e-mail is
 * the calendar mail: calendar/interview-calendar-mails.ts).
 *
 * Setting a stage leaves the application's status alone: the two are kept apart (the stage is
 * chosen freely from a dropdown; only marking reviewed touches both, through PUT .../status), and
 * status 'interview' is what opens the contact details, which a stage must not do behind the
 * employer's back.
 */
@Injectable()
export class InterviewsService {
  private readonly logger = new Logger(InterviewsService.name);

  constructor(
    @Inject(EMPLOYER_APPLICATION_ACCESS) private readonly access: EmployerApplicationAccess,
    private readonly interviews: InterviewsRepository,
    private readonly updates: InterviewUpdates,
    private readonly contacts: ContactVisibilityService,
    private readonly center: NotificationCenter,
    private readonly preferences: NotificationPreferences,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** GET .../interview; the candidate's e-mail only as the contact rule allows (ContactVisibilityService). */
  async interview(actor: Actor, id: string): Promise<InterviewData> {
    const application = await this.pipelineOf(actor, id, false);
    const [current, contactVisible] = await Promise.all([
      this.interviews.current(application.id),
      this.contacts.contactVisibleTo(actor, application.seekerId),
    ]);
    return toInterviewData(application, current, contactVisible);
  }

  /** GET .../interview/history, newest first. */
  async history(actor: Actor, id: string): Promise<InterviewHistoryResponse> {
    const application = await this.pipelineOf(actor, id, false);
    return { interviewHistory: (await this.interviews.history(application.id)).map(toInterviewHistoryEntry) };
  }

  /** PUT .../interview */
  async update(actor: Actor, id: string, body: InterviewUpdateBody): Promise<InterviewUpdateResponse> {
    const application = await this.pipelineOf(actor, id, true);
    const update = readUpdate(body);
    const now = this.clock.now();
    const decision = await this.updates.update(application.id, (locked) =>
      decide(locked, update, now, actor.realUser.id, application.companyTimeZone),
    );
    await this.sendCalendar(actor, application, decision.messages, now);
    return toInterviewUpdateResponse(application.id, decision.state);
  }

  private async pipelineOf(actor: Actor, id: string, change: boolean): Promise<OwnedApplication> {
    const application = await this.access.ownedApplication(actor, id);
    const refusal = pipelineRefusal(application, change);
    if (refusal) throw InterviewsError.because('pipelineRefused', refusal);
    return application;
  }

  /** Tells the candidate of the calendar messages once committed (notification and calendar mail); the acting employer is the organizer. */
  private sendCalendar(
    actor: Actor,
    application: OwnedApplication,
    messages: readonly CalendarMessage[],
    now: Date,
  ): Promise<void> {
    return notifyInterviewUpdates(
      { center: this.center, preferences: this.preferences, mail: this.notifications },
      this.config.publicUrl,
      application,
      actor.user.email,
      messages,
      now,
      this.logger,
    );
  }
}

const hasTime = (state: InterviewState) =>
  state.scheduledAt !== null || state.completedAt !== null || state.nextActionDeadline !== null;

/**
 * The update's decision under the application's lock (pure but for the new UID): refused (thrown:
 * 404, 409 or 400 with the rule's message), or the interview to write with its calendar messages.
 * A zone must be one the calendar can write (calendarTimeZone). An interview that gets a time
 * without ever being given a zone is in `fallbackZone`, the company's.
 */
export function decide(
  locked: LockedInterviewRecord | null,
  update: Partial<InterviewUpdateRequest>,
  now: Date,
  actorId: string,
  fallbackZone: string,
  newUid: () => string = randomUUID,
): UpdateDecision {
  if (!locked) throw InterviewsError.because('applicationNotFound');
  const refusal = pipelineRefusal(locked, true);
  if (refusal) throw InterviewsError.because('pipelineRefused', refusal);
  const current = toCurrentInterview(locked);
  const problem = interviewUpdateProblem(current, update);
  if (problem) throw invalidField(problem.field, problem.message);
  if (update.timeZone !== undefined && calendarTimeZone(update.timeZone) === null)
    throw invalidField('timeZone', INTERVIEW_MESSAGES.timeZoneInvalid);
  const after = interviewAfterUpdate(current, update as InterviewUpdateRequest);
  const state = after.timeZone === null && hasTime(after) ? { ...after, timeZone: fallbackZone } : after;
  const stored = locked.stored;
  const { calendar, messages } = planCalendar(
    {
      stage: stored?.stage ?? null,
      completedAt: stored?.completedAt ?? null,
      calendar: stored?.calendar ?? null,
      details: stored ? detailsOf(stored) : null,
    },
    state,
    now,
    newUid,
  );
  const interview: InterviewRecord = {
    stage: state.stage,
    scheduledAt: date(state.scheduledAt),
    completedAt: date(state.completedAt),
    notes: state.notes,
    nextActionRequired: state.nextActionRequired,
    nextActionDeadline: date(state.nextActionDeadline),
    ...detailsOf(state),
    calendar,
  };
  return { interview, actorId, at: now, state, messages };
}
