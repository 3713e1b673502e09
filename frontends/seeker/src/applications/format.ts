import { INTERVIEW_STAGE_LABELS, type InterviewStage } from '@marketplace/contracts';

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

function validDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A day as people read it, 'Dec 10, 2026', in the given time zone (the browser's by default). */
export function formatDay(iso: string, timeZone: string | undefined = localTimeZone()): string {
  const date = validDate(iso);
  return date ? date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }) : '';
}

/** A moment with its time zone, 'Dec 12, 2026, 3:30 PM EST', in the given time zone (the browser's by default). */
export function formatDateTime(iso: string, timeZone: string | undefined = localTimeZone()): string {
  const date = validDate(iso);
  return date
    ? date.toLocaleString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      })
    : '';
}
