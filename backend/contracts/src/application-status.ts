import type { ApplicationStatus } from './enums';

// Apart from the rest of the applications contract so that the job search, which shows a badge per
// card, does not carry the application form's rules and messages into the /jobs first load.

/**
 * The one name of each application status, on every screen (the seeker's badges and list, the
 * employer's chips, rows, dialog, bulk banner and talent history) and in the e-mails: the names the
 * seeker's badge gives them. Badge colours key on the stored value, never on these words.
 */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Application Pending',
  reviewed: 'Reviewed',
  interview: 'Interview Scheduled',
  hired: 'Hired',
  rejected: 'Not Selected',
};

/** A status's name; one this build does not know (a newer server's) reads as written, with spaces. */
export function applicationStatusLabel(status: string): string {
  return Object.hasOwn(APPLICATION_STATUS_LABELS, status)
    ? APPLICATION_STATUS_LABELS[status as ApplicationStatus]
    : status.replace(/_/g, ' ');
}
