import { INTERVIEW_STAGES, type InterviewStage } from './enums';

/**
 * The interview pipeline of an application (spec sections 2, 3, 4, 5 and 8; issue 9): the data
 * GET and PUT /api/employer/applications/{id}/interview answer, its history
 * (GET .../interview/history), the Update Stage dialog's rules and every text they show. The same
 * functions run in the dialog and in the service, so the server enforces what the browser checks.
 *
 * What an update means (interviewAfterUpdate): the stage is always sent, each other field only when
 * the dialog changed it. At the same stage, a field not sent keeps its value, except that sending
 * the stage alone clears the stage's data (the 'No Changes Detected' confirmation warns of it).
 * At another stage, the interview starts afresh from what was sent. Every update appends a
 * history entry.
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

/** The stage an application enters when it is marked reviewed (spec section 4). */
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
  // The server's answers beside the rules (GET and PUT .../interview).
  pendingApplication: 'Review this application first: the interview pipeline starts once it is marked reviewed',
  withdrawnApplication: 'The applicant withdrew this application: its interview pipeline can no longer change',
  invitationSubject: (jobTitle: string, companyName: string) => `Interview invitation: ${jobTitle} at ${companyName}`,
  invitationUpdatedSubject: (jobTitle: string, companyName: string) =>
    `Interview rescheduled: ${jobTitle} at ${companyName}`,
  cancellationSubject: (jobTitle: string, companyName: string) => `Interview cancelled: ${jobTitle} at ${companyName}`,
} as const;

export const INTERVIEW_LIMITS = { notesMax: 5_000, nextActionMax: 500 } as const;

/** GET /api/employer/applications/{id}/interview (spec section 3, Interview data). */
export interface InterviewData {
  /** The application's id. */
  id: string;
  jobTitle: string;
  companyName: string;
  candidateName: string;
  /** Absent until the contact rule allows it (spec section 6), as in the applicant profile. */
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
   * The company's IANA time zone (such as America/New_York): the Update Stage dialog enters and shows
   * times in it, and the calendar invitation is written in it.
   */
  timeZone: string;
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
  };
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

/**
 * The scheduling and completion rules of spec section 5, on a payload and the interview as it
 * stands: the first message that applies, or null. (The dialog shows it in a 'Validation Error'
 * toast; the service answers it as a 400.)
 * - Moving to a later stage, a new schedule must be after the current interview's completion, or,
 *   without one, after its scheduled time.
 * - At the same or an earlier stage, a completed time must be after the scheduled time.
 */
export function interviewUpdateError(
  current: CurrentInterview,
  update: Partial<InterviewUpdateRequest>,
): string | null {
  if (update.stage === undefined || (update.stage as unknown) === null || (update.stage as unknown) === '')
    return INTERVIEW_MESSAGES.stageRequired;
  if (!isInterviewStage(update.stage)) return INTERVIEW_MESSAGES.stageInvalid;
  for (const field of ['scheduledAt', 'completedAt', 'nextActionDeadline'] as const) {
    const value = update[field];
    // Only the schedule's two times may be sent as null (cleared); see InterviewUpdateRequest.
    if (value === null && field !== 'nextActionDeadline') continue;
    if (value !== undefined && (typeof value !== 'string' || instant(value) === null))
      return INTERVIEW_MESSAGES.dateInvalid;
  }
  for (const field of ['notes', 'nextActionRequired'] as const) {
    const value = update[field];
    if (value !== undefined && typeof value !== 'string') return INTERVIEW_MESSAGES.textInvalid;
  }
  if (typeof update.notes === 'string' && update.notes.trim().length > INTERVIEW_LIMITS.notesMax)
    return INTERVIEW_MESSAGES.notesTooLong;
  if (
    typeof update.nextActionRequired === 'string' &&
    update.nextActionRequired.trim().length > INTERVIEW_LIMITS.nextActionMax
  )
    return INTERVIEW_MESSAGES.nextActionTooLong;

  const next = interviewAfterUpdate(current, update as InterviewUpdateRequest);
  const scheduled = instant(update.scheduledAt);
  const completed = instant(next.completedAt);
  const scheduledAfter = instant(next.scheduledAt);
  const later = current.stage !== null && stageIndex(update.stage) > stageIndex(current.stage);
  if (later && scheduled !== null) {
    const currentCompleted = instant(current.completedAt);
    const currentScheduled = instant(current.scheduledAt);
    if (currentCompleted !== null && scheduled <= currentCompleted) return INTERVIEW_MESSAGES.scheduleAfterCompletion;
    if (currentCompleted === null && currentScheduled !== null && scheduled <= currentScheduled)
      return INTERVIEW_MESSAGES.scheduleAfterScheduled;
  }
  if (!later && scheduledAfter !== null && completed !== null && completed <= scheduledAfter)
    return INTERVIEW_MESSAGES.completedAfterScheduled;
  return null;
}

/** The interview data an update leaves (see the rules at the top); the service stores it. */
export interface InterviewState extends CurrentInterview {
  stage: InterviewStage;
  notes: string | null;
  nextActionRequired: string | null;
  nextActionDeadline: string | null;
}

export function interviewAfterUpdate(
  current: CurrentInterview & {
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
  const text = (value: string | undefined, before: string | null | undefined) =>
    value !== undefined ? value.trim() || null : keep ? (before ?? null) : null;
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
  };
}

/** Mark as Done and Reschedule are offered for an interview stage that is the current one and has a time (spec section 4). */
export function offersQuickActions(chosenStage: InterviewStage | null, current: CurrentInterview): boolean {
  return (
    chosenStage !== null &&
    SCHEDULED_INTERVIEW_STAGES.includes(chosenStage) &&
    chosenStage === current.stage &&
    current.scheduledAt !== null
  );
}

/** The completed-time field is offered only for the current stage (spec section 5). */
export function offersCompletedTime(chosenStage: InterviewStage | null, current: CurrentInterview): boolean {
  return chosenStage !== null && chosenStage === current.stage;
}

/** Choosing initial_screening clears and hides the schedule fields (spec section 4). */
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

/** The dialog's fields as typed: times as ISO 8601 (converted from the inputs) or ''. */
export interface InterviewForm {
  stage: InterviewStage | null;
  notes: string;
  scheduledAt: string;
  completedAt: string;
  nextActionRequired: string;
  nextActionDeadline: string;
}

/**
 * The payload of the dialog (spec section 3): the stage always; notes and next action trimmed;
 * each field only when it differs from what the dialog opened with, and empty values omitted
 * (except a schedule time emptied at the same stage, sent as null: see InterviewUpdateRequest); no
 * times for initial_screening. Null without a stage. `unchanged` says nothing but the stage as it
 * was would be sent (the dialog then asks for confirmation).
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
  const notes = changed('notes', true);
  if (notes !== undefined) payload.notes = notes;
  if (hasScheduleFields(form.stage)) {
    // A time the dialog opened with and the employer emptied (Reschedule) is sent as null, so the server clears it.
    const cleared = (field: 'scheduledAt' | 'completedAt') =>
      form.stage === initial.stage && initial[field] !== '' && form[field] === '';
    const scheduledAt = changed('scheduledAt', false);
    if (scheduledAt !== undefined) payload.scheduledAt = scheduledAt;
    else if (cleared('scheduledAt')) payload.scheduledAt = null;
    const completedAt = changed('completedAt', false);
    if (completedAt !== undefined) payload.completedAt = completedAt;
    else if (cleared('completedAt')) payload.completedAt = null;
  }
  const nextActionRequired = changed('nextActionRequired', true);
  if (nextActionRequired !== undefined) payload.nextActionRequired = nextActionRequired;
  const nextActionDeadline = changed('nextActionDeadline', false);
  if (nextActionDeadline !== undefined) payload.nextActionDeadline = nextActionDeadline;
  return { payload, unchanged: Object.keys(payload).length === 1 && form.stage === initial.stage };
}
