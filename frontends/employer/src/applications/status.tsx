import {
  APPLICATION_STATUSES,
  EMPLOYER_APPLICATION_MESSAGES,
  EMPLOYER_STATUS_LABELS,
  INTERVIEW_STAGE_LABELS,
  type ApplicationStatus,
  type InterviewStage,
} from '@marketplace/contracts';
import { isApiError } from '@marketplace/api-client';
import { Badge, type BadgeTone } from '@marketplace/ui';

/**
 * The status labels of the employer's applicant screens (spec section 4): the applicant dialog maps
 * reviewed to 'reviewing' and interview to 'shortlisted'; the other statuses read as in the
 * employer's history column ('Applied', 'hired', 'Not Selected'). The lists use the same words, so
 * a row and its dialog agree.
 */
export const APPLICANT_STATUS_LABELS: Record<ApplicationStatus, string> = {
  ...EMPLOYER_STATUS_LABELS,
  reviewed: 'reviewing',
  interview: 'shortlisted',
};

/** Badge colours key on the raw stored value (spec section 4), never on the label. */
export const APPLICANT_STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  pending: 'neutral',
  reviewed: 'info',
  interview: 'accent',
  hired: 'success',
  rejected: 'danger',
};

/** A status the server sends that this build does not know is shown as written, in grey. */
export function applicantStatusLabel(status: string): string {
  return Object.hasOwn(APPLICANT_STATUS_LABELS, status) ? APPLICANT_STATUS_LABELS[status as ApplicationStatus] : status;
}

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** The status badge of a row and of the dialog's header. */
export function ApplicationStatusBadge({ status }: { status: string }) {
  return (
    <Badge $tone={isApplicationStatus(status) ? APPLICANT_STATUS_TONES[status] : 'neutral'} data-status={status}>
      {applicantStatusLabel(status)}
    </Badge>
  );
}

/** The label of a stage; an unknown value (a newer server) is shown as written, with spaces. */
export function interviewStageLabel(stage: string): string {
  return Object.hasOwn(INTERVIEW_STAGE_LABELS, stage)
    ? INTERVIEW_STAGE_LABELS[stage as InterviewStage]
    : stage.replace(/_/g, ' ');
}

/** 'Dec 10, 2026' in the browser's time zone; '' for a value that is not a date. */
export function formatAppliedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The status update failure of spec section 8: the server's text when it answered, else the generic one. */
export function statusUpdateFailure(error: unknown): string {
  return isApiError(error) && error.fromServer && error.error.trim()
    ? EMPLOYER_APPLICATION_MESSAGES.updateFailedWith(error.error)
    : EMPLOYER_APPLICATION_MESSAGES.updateFailed;
}
