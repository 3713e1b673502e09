import { INTERVIEW_STAGE_LABELS, type InterviewStage } from '@marketplace/contracts';
import { formatDate, formatZonedDateTime } from '@marketplace/ui/dates';

/** The label of a stage; an unknown value (a newer server) is shown as written, with spaces. */
export function interviewStageLabel(stage: string): string {
  return Object.hasOwn(INTERVIEW_STAGE_LABELS, stage)
    ? INTERVIEW_STAGE_LABELS[stage as InterviewStage]
    : stage.replace(/_/g, ' ');
}

/** The time zone this browser runs in: the seeker's own. */
export function localTimeZone(): string | undefined {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/** A day, 'Dec 10, 2026' in the viewer's language, in the given time zone (the browser's by default). */
export function formatDay(iso: string, timeZone: string | undefined = localTimeZone()): string {
  return formatDate(iso, { timeZone });
}

/** A moment with its time zone, 'Dec 12, 2026, 3:30 PM EST' in the viewer's language, in the given time zone (the browser's by default). */
export function formatDateTime(iso: string, timeZone: string | undefined = localTimeZone()): string {
  return formatZonedDateTime(iso, { timeZone });
}
