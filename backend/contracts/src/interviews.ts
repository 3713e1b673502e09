import { INTERVIEW_STAGES, type InterviewStage } from './enums';
import { textFieldError } from './rules';

/**
 * The interview pipeline of an application: the data GET and PUT
 * /api/employer/applications/{id}/interview answer, its history (GET .../interview/history), the
 * Update Stage dialog's rules and every text they show. The same
 * functions run in the dialog and in the service, so the server enforces what the browser checks.
 *
 * What an update means (interviewAfterUpdate): the stage is always sent, each other field only when
 * the dialog changed it. At the same stage, a field not sent keeps its value, except that sending
 * the stage alone clears the stage's data (the 'No Changes Detected' confirmation warns of it).
 * At another stage, the interview starts afresh from what was sent. Every update appends a
 * history entry.
 *
 * The invitation: the interview's IANA time zone (the employer's choice; the dialog offers the
 * browser's zone first), its location and/or meeting link, and a message to the candidate travel
 * to the candidate (e-mail, calendar file, their applications page). The interviewer's notes never
 * do: they are the employer's alone.
 */

/** What each stage reads as ("formattedStage"). */
export const INTERVIEW_STAGE_LABELS: Record<InterviewStage, string> = {
  initial_screening: 'Initial Screening',
  technical_interview: 'Technical Interview',
  behavioral_interview: 'Behavioral Interview',
  final_interview: 'Final Interview',
  offer_extended: 'Offer Extended',
  offer_accepted: 'Offer Accepted',
  offer_rejected: 'Offer Rejected',
};

/** The stages that are interviews with a time: Mark as Done and Reschedule belong to them. */
export const SCHEDULED_INTERVIEW_STAGES: readonly InterviewStage[] = [
  'technical_interview',
  'behavioral_interview',
  'final_interview',
];

/** The stage an application enters when it is marked reviewed. */
export const FIRST_INTERVIEW_STAGE: InterviewStage = 'initial_screening';

/** Every text of the pipeline: toasts, the confirmation, the quick actions' notes, the rules' messages. */
export const INTERVIEW_MESSAGES = {
  stageRequired: 'Please choose an interview stage',
  stageInvalid: 'Please choose an interview stage from the list',
  dateInvalid: 'Please enter a valid date and time',
  scheduleAfterCompletion: 'New interview schedule must be after the completion of the current interview.',
  scheduleAfterScheduled: 'New interview schedule must be after the scheduled time of the current interview.',
  completedAfterScheduled: 'Completed time must be after scheduled time.',
  validationErrorTitle: 'Validation Error',
  markedDoneNotes: 'Interview completed successfully.',
  rescheduledNotes: 'Interview rescheduled.',
  /** The note of the history entry written when the candidate's withdrawal cancelled a scheduled interview. */
  cancelledWithdrawnNotes: 'Interview cancelled: the candidate withdrew the application.',
  /** The same when the application was marked not selected. */
  cancelledNotSelectedNotes: 'Interview cancelled: the application was not selected.',
  noChanges: 'No Changes Detected: This will clear all existing interview data. Are you sure you want to continue?',
  updated: 'Interview stage updated successfully.',
  /** The talent profile's quick selector: a 'Success' toast (successTitle) with this text. */
  quickUpdated: 'Interview stage updated successfully',
  successTitle: 'Success',
  errorTitle: 'Error',
  updateFailed: 'Failed to update interview stage',
  historyLoadFailed: 'Failed to load interview history',
  notesTooLong: 'Notes must be at most 5,000 characters',
  nextActionTooLong: 'Next action must be at most 500 characters',
  textInvalid: 'Notes and the next action must be text',
  timeZoneInvalid: 'Please choose a time zone from the list',
  locationTooLong: 'Location must be at most 200 characters',
  meetingUrlInvalid: 'Meeting link must be a full https:// address, such as https://meet.example.com/interview',
  meetingUrlTooLong: 'Meeting link must be at most 2,000 characters',
  messageTooLong: 'Message to the candidate must be at most 2,000 characters',
  invitationTextInvalid: 'Location, meeting link and message must be text',
  // The server's answers beside the rules (GET and PUT .../interview).
  pendingApplication: 'Review this application first: the interview pipeline starts once it is marked reviewed',
  withdrawnApplication: 'The applicant withdrew this application: its interview pipeline can no longer change',
  invitationSubject: (jobTitle: string, companyName: string) => `Interview invitation: ${jobTitle} at ${companyName}`,
  invitationUpdatedSubject: (jobTitle: string, companyName: string) =>
    `Interview rescheduled: ${jobTitle} at ${companyName}`,
  /** The same time, with a new place, link, time zone or message. */
  invitationDetailsSubject: (jobTitle: string, companyName: string) =>
    `Interview details updated: ${jobTitle} at ${companyName}`,
  cancellationSubject: (jobTitle: string, companyName: string) => `Interview cancelled: ${jobTitle} at ${companyName}`,
} as const;

export const INTERVIEW_LIMITS = {
  notesMax: 5_000,
  nextActionMax: 500,
  locationMax: 200,
  meetingUrlMax: 2_000,
  messageMax: 2_000,
  /** The longest IANA zone name is 32 characters (America/Argentina/ComodRivadavia). */
  timeZoneMax: 64,
} as const;

/** GET /api/employer/applications/{id}/interview: the Interview Pipeline card's data. */
export interface InterviewData {
  /** The application's id. */
  id: string;
  jobTitle: string;
  companyName: string;
  candidateName: string;
  /** Absent until the contact rule allows it (interview status), as in the applicant profile. */
  candidateEmail?: string;
  currentStage: InterviewStage | null;
  formattedCurrentStage: string | null;
  /** ISO 8601 */
  interviewScheduledAt: string | null;
  interviewCompletedAt: string | null;
  interviewerNotes: string | null;
  nextActionRequired: string | null;
  nextActionDeadline: string | null;
  /**
   * The IANA zone the interview's times are in (such as Europe/Berlin), chosen by the employer; the
   * invitation states the time in it. Null while the interview has no zone yet: the screens then
   * use the employer's browser zone.
   */
  timeZone: string | null;
  /** Where the interview takes place (an address, "Phone call", ...); for the candidate. */
  location: string | null;
  /** The https link to join a video interview; for the candidate. */
  meetingUrl: string | null;
  /** The employer's message to the candidate, carried into the invitation (unlike interviewerNotes). */
  messageToCandidate: string | null;
}

/** One entry of GET .../interview/history (newest first). */
export interface InterviewHistoryEntry {
  id: string;
  stage: InterviewStage;
  formattedStage: string;
  notes: string | null;
  scheduledAt: string | null;
  completedAt: string | null;
  createdAt: string;
}

export interface InterviewHistoryResponse {
  interviewHistory: InterviewHistoryEntry[];
}

/**
 * PUT /api/employer/applications/{id}/interview: the stage always, the rest only when changed (ISO
 * 8601 times). A scheduled or completed time the dialog opened with and the employer emptied
 * (Reschedule clears both) is sent as null: the server then clears it (and cancels the calendar
 * invitation), where an omitted time would be kept.
 */
export interface InterviewUpdateRequest {
  stage: InterviewStage;
  notes?: string;
  scheduledAt?: string | null;
  completedAt?: string | null;
  nextActionRequired?: string;
  nextActionDeadline?: string;
  /** An IANA zone name; kept at the same stage when not sent. */
  timeZone?: string;
  /** The invitation's details, trimmed; null clears one the dialog opened with. */
  location?: string | null;
  meetingUrl?: string | null;
  messageToCandidate?: string | null;
}

/** The answer of an update: the application with its new interview data. */
export interface InterviewUpdateResponse {
  application: {
    id: string;
    interviewStage: InterviewStage;
    interviewScheduledAt: string | null;
    interviewCompletedAt: string | null;
    interviewerNotes: string | null;
    nextActionRequired: string | null;
    nextActionDeadline: string | null;
    timeZone: string | null;
    location: string | null;
    meetingUrl: string | null;
    messageToCandidate: string | null;
  };
}

/**
 * A scheduled interview as the candidate sees it (their applications page): the time (which their
 * page shows in their own zone), the zone the employer set it in, where and how to join, and the
 * employer's message. Never the interviewer's notes.
 */
export interface CandidateInterview {
  /** ISO 8601 */
  scheduledAt: string;
  timeZone: string | null;
  location: string | null;
  meetingUrl: string | null;
  messageToCandidate: string | null;
}

/** The interview as it stands, which a new schedule must come after. */
export interface CurrentInterview {
  stage: InterviewStage | null;
  scheduledAt: string | null;
  completedAt: string | null;
}

export function stageIndex(stage: InterviewStage): number {
  return INTERVIEW_STAGES.indexOf(stage);
}

export function isInterviewStage(value: unknown): value is InterviewStage {
  return typeof value === 'string' && (INTERVIEW_STAGES as readonly string[]).includes(value);
}

function instant(value: string | undefined | null): number | null {
  if (value === undefined || value === null) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

// An IANA zone name: Area/Location (up to two more parts), or a single name such as UTC. Offsets
// like "+05:00", which Intl also accepts, are not zones: the calendar file needs a named zone.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * True for an IANA time zone name that this JavaScript engine knows. The server also requires the
 * zone's VTIMEZONE for the calendar file (interview-invitation.ts), so it refuses the few zones its
 * calendar database does not have yet.
 */
export function isTimeZoneName(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > INTERVIEW_LIMITS.timeZoneMax || !ZONE_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A link to join a video interview: a full https address with a host name, and no user name or password in it. */
export function isMeetingUrl(value: string): boolean {
  const text = value.trim();
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The rule an update breaks: the field it is about (for fieldErrors) and the message shown. */
export interface InterviewUpdateProblem {
  field: keyof InterviewUpdateRequest;
  message: string;
}

type InvitationField = 'location' | 'meetingUrl' | 'messageToCandidate';

/** The first message of an invitation detail (location, meeting link, message), or null; null and absent are fine. */
export function invitationFieldError(field: InvitationField, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return INTERVIEW_MESSAGES.invitationTextInvalid;
  const M = INTERVIEW_MESSAGES;
  if (field === 'meetingUrl') {
    const text = value.trim();
    if (text === '') return null;
    if (text.length > INTERVIEW_LIMITS.meetingUrlMax) return M.meetingUrlTooLong;
    return isMeetingUrl(text) ? null : M.meetingUrlInvalid;
  }
  return field === 'location'
    ? textFieldError(value, { max: INTERVIEW_LIMITS.locationMax, tooLong: M.locationTooLong })
    : textFieldError(value, { max: INTERVIEW_LIMITS.messageMax, tooLong: M.messageTooLong, multiLine: true });
}

/**
 * The scheduling and completion rules of the Update Stage dialog, and the checks of every field, on a
 * payload and the interview as it stands: the first rule that fails, with its field, or null.
 * (The dialog shows its message in a 'Validation Error' toast; the service answers it as a 400.)
 * - Moving to a later stage, a new schedule must be after the current interview's completion, or,
 *   without one, after its scheduled time.
 * - At the same or an earlier stage, a completed time must be after the scheduled time.
 */
export function interviewUpdateProblem(
  current: CurrentInterview,
  update: Partial<InterviewUpdateRequest>,
): InterviewUpdateProblem | null {
  const problem = (field: keyof InterviewUpdateRequest, message: string) => ({ field, message });
  if (update.stage === undefined || (update.stage as unknown) === null || (update.stage as unknown) === '')
    return problem('stage', INTERVIEW_MESSAGES.stageRequired);
  if (!isInterviewStage(update.stage)) return problem('stage', INTERVIEW_MESSAGES.stageInvalid);
  for (const field of ['scheduledAt', 'completedAt', 'nextActionDeadline'] as const) {
    const value = update[field];
    // Only the schedule's two times may be sent as null (cleared); see InterviewUpdateRequest.
    if (value === null && field !== 'nextActionDeadline') continue;
    if (value !== undefined && (typeof value !== 'string' || instant(value) === null))
      return problem(field, INTERVIEW_MESSAGES.dateInvalid);
  }
  for (const field of ['notes', 'nextActionRequired'] as const) {
    const value = update[field];
    if (value !== undefined && typeof value !== 'string') return problem(field, INTERVIEW_MESSAGES.textInvalid);
  }
  if (typeof update.notes === 'string' && update.notes.trim().length > INTERVIEW_LIMITS.notesMax)
    return problem('notes', INTERVIEW_MESSAGES.notesTooLong);
  if (
    typeof update.nextActionRequired === 'string' &&
    update.nextActionRequired.trim().length > INTERVIEW_LIMITS.nextActionMax
  )
    return problem('nextActionRequired', INTERVIEW_MESSAGES.nextActionTooLong);
  if (update.timeZone !== undefined && !isTimeZoneName(update.timeZone))
    return problem('timeZone', INTERVIEW_MESSAGES.timeZoneInvalid);
  for (const field of ['location', 'meetingUrl', 'messageToCandidate'] as const) {
    const message = invitationFieldError(field, update[field]);
    if (message !== null) return problem(field, message);
  }

  const next = interviewAfterUpdate(current, update as InterviewUpdateRequest);
  const scheduled = instant(update.scheduledAt);
  const completed = instant(next.completedAt);
  const scheduledAfter = instant(next.scheduledAt);
  const later = current.stage !== null && stageIndex(update.stage) > stageIndex(current.stage);
  if (later && scheduled !== null) {
    const currentCompleted = instant(current.completedAt);
    const currentScheduled = instant(current.scheduledAt);
    if (currentCompleted !== null && scheduled <= currentCompleted)
      return problem('scheduledAt', INTERVIEW_MESSAGES.scheduleAfterCompletion);
    if (currentCompleted === null && currentScheduled !== null && scheduled <= currentScheduled)
      return problem('scheduledAt', INTERVIEW_MESSAGES.scheduleAfterScheduled);
  }
  if (!later && scheduledAfter !== null && completed !== null && completed <= scheduledAfter)
    return problem('completedAt', INTERVIEW_MESSAGES.completedAfterScheduled);
  return null;
}

/** interviewUpdateProblem's message alone: what the dialog's 'Validation Error' toast says. */
export function interviewUpdateError(
  current: CurrentInterview,
  update: Partial<InterviewUpdateRequest>,
): string | null {
  return interviewUpdateProblem(current, update)?.message ?? null;
}

/** The invitation's details of an interview: its zone, where and how to join, the message to the candidate. */
export interface InvitationDetails {
  timeZone: string | null;
  location: string | null;
  meetingUrl: string | null;
  messageToCandidate: string | null;
}

/** The interview data an update leaves (see the rules at the top); the service stores it. */
export interface InterviewState extends CurrentInterview, InvitationDetails {
  stage: InterviewStage;
  notes: string | null;
  nextActionRequired: string | null;
  nextActionDeadline: string | null;
}

export function interviewAfterUpdate(
  current: CurrentInterview &
    Partial<InvitationDetails> & {
      notes?: string | null;
      nextActionRequired?: string | null;
      nextActionDeadline?: string | null;
    },
  update: InterviewUpdateRequest,
): InterviewState {
  const sameStage = update.stage === current.stage;
  const stageOnly = Object.keys(update).every(
    (key) => key === 'stage' || update[key as keyof InterviewUpdateRequest] === undefined,
  );
  const keep = sameStage && !stageOnly;
  const text = (value: string | null | undefined, before: string | null | undefined) =>
    value === null ? null : value !== undefined ? value.trim() || null : keep ? (before ?? null) : null;
  const time = (value: string | null | undefined, before: string | null | undefined) =>
    value === null ? null : value !== undefined ? new Date(value).toISOString() : keep ? (before ?? null) : null;
  const schedule = hasScheduleFields(update.stage);
  return {
    stage: update.stage,
    notes: text(update.notes, current.notes),
    scheduledAt: schedule ? time(update.scheduledAt, current.scheduledAt) : null,
    completedAt: schedule ? time(update.completedAt, current.completedAt) : null,
    nextActionRequired: text(update.nextActionRequired, current.nextActionRequired),
    nextActionDeadline: time(update.nextActionDeadline, current.nextActionDeadline),
    // The zone is the one every time of the interview is read in, the deadline's too: any stage keeps it.
    timeZone: text(update.timeZone, current.timeZone),
    // Where and how to meet belong to the schedule: initial_screening has none.
    location: schedule ? text(update.location, current.location) : null,
    meetingUrl: schedule ? text(update.meetingUrl, current.meetingUrl) : null,
    messageToCandidate: schedule ? text(update.messageToCandidate, current.messageToCandidate) : null,
  };
}

/** Mark as Done and Reschedule are offered for an interview stage that is the current one and has a time. */
export function offersQuickActions(chosenStage: InterviewStage | null, current: CurrentInterview): boolean {
  return (
    chosenStage !== null &&
    SCHEDULED_INTERVIEW_STAGES.includes(chosenStage) &&
    chosenStage === current.stage &&
    current.scheduledAt !== null
  );
}

/** The completed-time field is offered only for the current stage. */
export function offersCompletedTime(chosenStage: InterviewStage | null, current: CurrentInterview): boolean {
  return chosenStage !== null && chosenStage === current.stage;
}

/** Choosing initial_screening clears and hides the schedule fields. */
export function hasScheduleFields(stage: InterviewStage | null): boolean {
  return stage !== null && stage !== FIRST_INTERVIEW_STAGE;
}

/**
 * Mark as Done: completed at 23:59 on the scheduled date (a `datetime-local` value, the date part
 * locked in the dialog, the time editable), with the completion note.
 */
export function markedDone(scheduledLocal: string): { completedLocal: string; notes: string } {
  const date = scheduledLocal.slice(0, 10);
  return { completedLocal: `${date}T23:59`, notes: INTERVIEW_MESSAGES.markedDoneNotes };
}

/** Reschedule: both times cleared, with the rescheduling note. */
export function rescheduled(): { scheduledLocal: ''; completedLocal: ''; notes: string } {
  return { scheduledLocal: '', completedLocal: '', notes: INTERVIEW_MESSAGES.rescheduledNotes };
}

/**
 * The dialog's fields as typed: times as ISO 8601 (converted from the inputs) or ''. `timeZone` is
 * the zone chosen; in the `initial` form it is the interview's stored zone, '' when it has none.
 */
export interface InterviewForm {
  stage: InterviewStage | null;
  notes: string;
  scheduledAt: string;
  completedAt: string;
  nextActionRequired: string;
  nextActionDeadline: string;
  timeZone: string;
  location: string;
  meetingUrl: string;
  messageToCandidate: string;
}

/**
 * The payload of the dialog: the stage always; text trimmed; each field only when
 * it differs from what the dialog opened with, and empty values omitted (except a schedule time or
 * an invitation detail emptied at the same stage, sent as null: see InterviewUpdateRequest); no
 * times or invitation details for initial_screening. The zone goes when the employer changed it,
 * or with the first data of an interview that has none yet (a stage sent alone still clears, and
 * so still asks first). Null without a stage. `unchanged` says nothing but the stage as it was
 * would be sent (the dialog then asks for confirmation).
 */
export function interviewUpdatePayload(
  initial: InterviewForm,
  form: InterviewForm,
): { payload: InterviewUpdateRequest; unchanged: boolean } | null {
  if (form.stage === null) return null;
  const payload: InterviewUpdateRequest = { stage: form.stage };
  const changed = (field: keyof Omit<InterviewForm, 'stage'>, trim: boolean) => {
    const value = trim ? form[field].trim() : form[field];
    const before = trim ? initial[field].trim() : initial[field];
    return value !== '' && value !== before ? value : undefined;
  };
  // A value the dialog opened with and the employer emptied is sent as null, so the server clears it.
  const cleared = (field: 'scheduledAt' | 'completedAt' | InvitationField) =>
    form.stage === initial.stage && initial[field].trim() !== '' && form[field].trim() === '';
  const notes = changed('notes', true);
  if (notes !== undefined) payload.notes = notes;
  if (hasScheduleFields(form.stage)) {
    for (const field of ['scheduledAt', 'completedAt', 'location', 'meetingUrl', 'messageToCandidate'] as const) {
      const value = changed(field, field !== 'scheduledAt' && field !== 'completedAt');
      if (value !== undefined) payload[field] = value;
      else if (cleared(field)) payload[field] = null;
    }
  }
  const nextActionRequired = changed('nextActionRequired', true);
  if (nextActionRequired !== undefined) payload.nextActionRequired = nextActionRequired;
  const nextActionDeadline = changed('nextActionDeadline', false);
  if (nextActionDeadline !== undefined) payload.nextActionDeadline = nextActionDeadline;
  const timeZone = changed('timeZone', false);
  if (timeZone !== undefined && (initial.timeZone !== '' || Object.keys(payload).length > 1))
    payload.timeZone = timeZone;
  return { payload, unchanged: Object.keys(payload).length === 1 && form.stage === initial.stage };
}
