import {
  type CurrentInterview,
  INTERVIEW_STAGE_LABELS,
  type InterviewData,
  type InterviewHistoryEntry,
  type InterviewStage,
  type InterviewState,
  type InterviewUpdateResponse,
  type InvitationDetails,
} from '@marketplace/contracts';
import type { OwnedApplication } from './application-access';
import type { CurrentInterviewRecord, HistoryRecord, InterviewRecord } from './interviews.repository';

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/**
 * The interview that is the application's now: the stored row while its stage is the
 * application's (a status change may have moved the stage without it, e.g. the undo of a review),
 * else the application's stage with no data.
 */
export function effectiveInterview(current: CurrentInterviewRecord | null): {
  stage: InterviewStage | null;
  record: InterviewRecord | null;
} {
  const stage = current?.applicationStage ?? null;
  const stored = current?.stored ?? null;
  return { stage, record: stored !== null && stored.stage === stage ? stored : null };
}

/** The interview as the contracts' rules read it (times as ISO 8601). */
export function toCurrentInterview(current: CurrentInterviewRecord | null): CurrentInterview &
  InvitationDetails & {
    notes: string | null;
    nextActionRequired: string | null;
    nextActionDeadline: string | null;
  } {
  const { stage, record } = effectiveInterview(current);
  return {
    stage,
    scheduledAt: iso(record?.scheduledAt ?? null),
    completedAt: iso(record?.completedAt ?? null),
    notes: record?.notes ?? null,
    nextActionRequired: record?.nextActionRequired ?? null,
    nextActionDeadline: iso(record?.nextActionDeadline ?? null),
    ...invitationDetailsOf(record),
  };
}

/** The invitation's details of a stored interview (all null without one). */
export function invitationDetailsOf(
  record: Pick<InterviewRecord, 'timeZone' | 'location' | 'meetingUrl' | 'messageToCandidate'> | null,
): InvitationDetails {
  return {
    timeZone: record?.timeZone ?? null,
    location: record?.location ?? null,
    meetingUrl: record?.meetingUrl ?? null,
    messageToCandidate: record?.messageToCandidate ?? null,
  };
}

/**
 * GET .../interview, the Interview Pipeline card's data; the candidate's e-mail only when
 * `contactVisible`, the contact rule's answer for this seeker and company (ContactVisibilityService).
 */
export function toInterviewData(
  application: OwnedApplication,
  current: CurrentInterviewRecord | null,
  contactVisible: boolean,
): InterviewData {
  const interview = toCurrentInterview(current);
  const email = contactVisible ? application.candidateEmail : null;
  return {
    id: application.id,
    jobTitle: application.jobTitle,
    companyName: application.companyName,
    candidateName: application.candidateName,
    ...(email !== null ? { candidateEmail: email } : {}),
    currentStage: interview.stage,
    formattedCurrentStage: interview.stage === null ? null : INTERVIEW_STAGE_LABELS[interview.stage],
    interviewScheduledAt: interview.scheduledAt,
    interviewCompletedAt: interview.completedAt,
    interviewerNotes: interview.notes,
    nextActionRequired: interview.nextActionRequired,
    nextActionDeadline: interview.nextActionDeadline,
    timeZone: interview.timeZone,
    location: interview.location,
    meetingUrl: interview.meetingUrl,
    messageToCandidate: interview.messageToCandidate,
  };
}

export function toInterviewHistoryEntry(entry: HistoryRecord): InterviewHistoryEntry {
  return {
    id: entry.id,
    stage: entry.stage,
    formattedStage: INTERVIEW_STAGE_LABELS[entry.stage],
    notes: entry.notes,
    scheduledAt: iso(entry.scheduledAt),
    completedAt: iso(entry.completedAt),
    createdAt: entry.createdAt.toISOString(),
  };
}

/** The answer of PUT .../interview: the application with the interview data the update left. */
export function toInterviewUpdateResponse(applicationId: string, state: InterviewState): InterviewUpdateResponse {
  return {
    application: {
      id: applicationId,
      interviewStage: state.stage,
      interviewScheduledAt: state.scheduledAt,
      interviewCompletedAt: state.completedAt,
      interviewerNotes: state.notes,
      nextActionRequired: state.nextActionRequired,
      nextActionDeadline: state.nextActionDeadline,
      timeZone: state.timeZone,
      location: state.location,
      meetingUrl: state.meetingUrl,
      messageToCandidate: state.messageToCandidate,
    },
  };
}
