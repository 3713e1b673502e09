import {
  APPLICATION_STATUSES,
  EMPLOYER_APPLICATION_MESSAGES,
  INTERVIEW_STAGE_LABELS,
  applicationStatusLabel,
  type ApplicationStatus,
  type InterviewStage,
} from '@marketplace/contracts';
import { isApiError } from '@marketplace/api-client';
import { Badge, type BadgeTone } from '@marketplace/ui';

/** Badge colours key on the raw stored value, never on the label. */
export const APPLICANT_STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  pending: 'neutral',
  reviewed: 'info',
  interview: 'accent',
  hired: 'success',
  rejected: 'danger',
};

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** The status badge of a row and of the dialog's header; a status this build does not know is grey. */
export function ApplicationStatusBadge({ status }: { status: string }) {
  return (
    <Badge $tone={isApplicationStatus(status) ? APPLICANT_STATUS_TONES[status] : 'neutral'} data-status={status}>
      {applicationStatusLabel(status)}
    </Badge>
  );
}

/** The label of a stage; an unknown value (a newer server) is shown as written, with spaces. */
export function interviewStageLabel(stage: string): string {
  return Object.hasOwn(INTERVIEW_STAGE_LABELS, stage)
    ? INTERVIEW_STAGE_LABELS[stage as InterviewStage]
    : stage.replace(/_/g, ' ');
}

/** The status update failure: the server's text when it answered, else the generic one. */
export function statusUpdateFailure(error: unknown): string {
  return isApiError(error) && error.fromServer && error.error.trim()
    ? EMPLOYER_APPLICATION_MESSAGES.updateFailedWith(error.error)
    : EMPLOYER_APPLICATION_MESSAGES.updateFailed;
}
