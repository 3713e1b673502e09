import {
  type InterviewStage,
  type InterviewState,
  type InvitationDetails,
  SCHEDULED_INTERVIEW_STAGES,
} from '@marketplace/contracts';

/** The calendar side of one interview: its invitation's UID, the last SEQUENCE sent (null: none yet) and the start the candidate holds (null: none). */
export interface CalendarState {
  uid: string;
  sequence: number | null;
  invitedStart: Date | null;
}

/** One message to the candidate's calendar. */
export interface CalendarMessage {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  /** The interview's start: the new one for a REQUEST, the cancelled one for a CANCEL. */
  start: Date;
  stage: InterviewStage;
  /** A REQUEST for an interview the candidate already held another time of. */
  rescheduled: boolean;
  /** A REQUEST at the time the candidate holds, sent because the zone, place, link or message changed. */
  updated: boolean;
  /** What the invitation tells the candidate: the interview's details as they are (for a CANCEL, as they were). */
  details: InvitationDetails;
}

/** The interview before an update, as the calendar needs it (null calendar: no interview row yet). */
export interface InterviewBefore {
  stage: InterviewStage | null;
  completedAt: Date | null;
  calendar: CalendarState | null;
  /** The invitation's details as stored (null: no interview row yet). */
  details: InvitationDetails | null;
}

const NO_DETAILS: InvitationDetails = { timeZone: null, location: null, meetingUrl: null, messageToCandidate: null };

/** The invitation's details of a stored interview or an update's outcome. */
export function detailsOf(interview: InvitationDetails): InvitationDetails {
  return {
    timeZone: interview.timeZone,
    location: interview.location,
    meetingUrl: interview.meetingUrl,
    messageToCandidate: interview.messageToCandidate,
  };
}

function sameDetails(a: InvitationDetails, b: InvitationDetails): boolean {
  return (
    a.timeZone === b.timeZone &&
    a.location === b.location &&
    a.meetingUrl === b.meetingUrl &&
    a.messageToCandidate === b.messageToCandidate
  );
}

function isScheduledInterview(stage: InterviewStage): boolean {
  return SCHEDULED_INTERVIEW_STAGES.includes(stage);
}

/**
 * What an update sends to the candidate's calendar, and the calendar state it leaves (architecture.md,
 * "calendar"). One UID per interview: the same stage keeps its UID, another stage starts afresh with
 * a new one (`newUid`). Every message raises the SEQUENCE, so a reschedule is the same UID with a
 * higher SEQUENCE and clients apply messages in order whatever order they arrive in.
 * - REQUEST: a technical, behavioral or final interview gets a time, or another time, that is still
 *   ahead and not completed; or, at the time the candidate holds, its zone, location, meeting link
 *   or message to the candidate changed (an updated invitation, so their calendar says the same).
 * - CANCEL: a time the candidate holds an invitation for is cleared (Reschedule, the stage sent
 *   alone) or left for another stage, while it is still ahead and the interview not completed.
 *   Past interviews are left alone: cancelling one that took place would only confuse.
 */
export function planCalendar(
  before: InterviewBefore,
  after: InterviewState,
  now: Date,
  newUid: () => string,
): { calendar: CalendarState; messages: CalendarMessage[] } {
  const messages: CalendarMessage[] = [];
  const ahead = (time: Date | null): time is Date => time !== null && time.getTime() > now.getTime();
  const same = before.calendar !== null && before.stage === after.stage;
  const old = before.calendar;
  if (!same && old && ahead(old.invitedStart) && before.completedAt === null && before.stage !== null) {
    messages.push({
      method: 'CANCEL',
      uid: old.uid,
      sequence: (old.sequence ?? -1) + 1,
      start: old.invitedStart,
      stage: before.stage,
      rescheduled: false,
      updated: false,
      details: before.details ?? NO_DETAILS,
    });
  }
  let calendar: CalendarState = same && old ? { ...old } : { uid: newUid(), sequence: null, invitedStart: null };
  const scheduled = after.scheduledAt === null ? null : new Date(after.scheduledAt);
  const completed = after.completedAt !== null;
  const details = detailsOf(after);
  if (isScheduledInterview(after.stage) && ahead(scheduled) && !completed) {
    const moved = calendar.invitedStart === null || calendar.invitedStart.getTime() !== scheduled.getTime();
    const changed = !moved && same && !sameDetails(before.details ?? NO_DETAILS, details);
    if (moved || changed) {
      const sequence = (calendar.sequence ?? -1) + 1;
      messages.push({
        method: 'REQUEST',
        uid: calendar.uid,
        sequence,
        start: scheduled,
        stage: after.stage,
        rescheduled: moved && (calendar.invitedStart !== null || calendar.sequence !== null),
        updated: changed,
        details,
      });
      calendar = { uid: calendar.uid, sequence, invitedStart: scheduled };
    }
  } else if (same && scheduled === null && ahead(calendar.invitedStart) && !completed) {
    const sequence = (calendar.sequence ?? -1) + 1;
    messages.push({
      method: 'CANCEL',
      uid: calendar.uid,
      sequence,
      start: calendar.invitedStart,
      stage: after.stage,
      rescheduled: false,
      updated: false,
      details: before.details ?? NO_DETAILS,
    });
    calendar = { uid: calendar.uid, sequence, invitedStart: null };
  }
  return { calendar, messages };
}
