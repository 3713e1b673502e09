import {
  hasScheduleFields,
  interviewUpdatePayload,
  offersCompletedTime,
  type CurrentInterview,
  type FieldErrors,
  type InterviewForm,
  type InterviewStage,
  type InterviewUpdateRequest,
  interviewUpdateProblem,
} from '@marketplace/contracts';
import { fromZonedInput, toZonedInput } from './interview-time';
import type { InterviewData } from '@marketplace/contracts';

/**
 * The Update Stage dialog's fields as typed: times as `datetime-local` values in the chosen zone
 * (`timeZone`), and the invitation's location, meeting link and message to the candidate. The
 * contract's InterviewForm (times as ISO instants) is made from it only to submit.
 */
export interface StageFormValues {
  stage: InterviewStage | null;
  notes: string;
  scheduledLocal: string;
  completedLocal: string;
  nextActionRequired: string;
  nextActionDeadlineLocal: string;
  timeZone: string;
  location: string;
  meetingUrl: string;
  messageToCandidate: string;
}

/** The fields that belong to one interview (the zone stays as chosen across stages). */
type TextField = Exclude<keyof StageFormValues, 'stage' | 'timeZone'>;
const TEXT_FIELDS: readonly TextField[] = [
  'notes',
  'scheduledLocal',
  'completedLocal',
  'nextActionRequired',
  'nextActionDeadlineLocal',
  'location',
  'meetingUrl',
  'messageToCandidate',
];

/** The interview as it stands, which the contract's rules compare a new schedule with. */
export function currentInterviewOf(data: InterviewData): CurrentInterview {
  return { stage: data.currentStage, scheduledAt: data.interviewScheduledAt, completedAt: data.interviewCompletedAt };
}

/**
 * What the dialog opens with: the current interview, its times in `zone` (the interview's own, or
 * the browser's while it has none).
 */
export function openedValues(data: InterviewData, zone: string): StageFormValues {
  return {
    stage: data.currentStage,
    notes: data.interviewerNotes ?? '',
    scheduledLocal: toZonedInput(data.interviewScheduledAt, zone),
    completedLocal: toZonedInput(data.interviewCompletedAt, zone),
    nextActionRequired: data.nextActionRequired ?? '',
    nextActionDeadlineLocal: toZonedInput(data.nextActionDeadline, zone),
    timeZone: zone,
    location: data.location ?? '',
    meetingUrl: data.meetingUrl ?? '',
    messageToCandidate: data.messageToCandidate ?? '',
  };
}

/**
 * The form after choosing `stage`. Another stage starts a new interview (the server keeps nothing
 * of the current one it is not sent), so the values that still belong to the current interview
 * are emptied, and come back when the current stage is chosen again; what the employer typed stays.
 * initial_screening has no times, and the completed time belongs to the current stage only.
 */
export function withStage(
  form: StageFormValues,
  stage: InterviewStage | null,
  opened: StageFormValues,
  current: CurrentInterview,
): StageFormValues {
  const next: StageFormValues = { ...form, stage };
  const leaving = form.stage === opened.stage && stage !== opened.stage;
  const returning = stage === opened.stage && form.stage !== opened.stage;
  for (const field of TEXT_FIELDS) {
    if (leaving && next[field] === opened[field]) next[field] = '';
    if (returning && next[field] === '') next[field] = opened[field];
  }
  if (!hasScheduleFields(stage)) {
    next.scheduledLocal = '';
    next.completedLocal = '';
    next.location = '';
    next.meetingUrl = '';
    next.messageToCandidate = '';
  }
  if (!offersCompletedTime(stage, current)) next.completedLocal = '';
  return next;
}

/** The contract's form: times read in the values' own zone; `timeZone` as given (the stored zone for the baseline). */
function toContractForm(values: StageFormValues, timeZone: string): InterviewForm {
  const zone = values.timeZone;
  return {
    stage: values.stage,
    notes: values.notes,
    scheduledAt: fromZonedInput(values.scheduledLocal, zone),
    completedAt: fromZonedInput(values.completedLocal, zone),
    nextActionRequired: values.nextActionRequired,
    nextActionDeadline: fromZonedInput(values.nextActionDeadlineLocal, zone),
    timeZone,
    location: values.location,
    meetingUrl: values.meetingUrl,
    messageToCandidate: values.messageToCandidate,
  };
}

const EMPTY: Omit<StageFormValues, 'stage' | 'timeZone'> = {
  notes: '',
  scheduledLocal: '',
  completedLocal: '',
  nextActionRequired: '',
  nextActionDeadlineLocal: '',
  location: '',
  meetingUrl: '',
  messageToCandidate: '',
};

/** What submitting the form leads to: nothing (no stage), a rule's message, the confirmation, or the request. */
export type StageSubmission =
  | { kind: 'no-stage' }
  | { kind: 'invalid'; message: string; field: keyof InterviewUpdateRequest }
  | { kind: 'confirm-unchanged'; payload: InterviewUpdateRequest }
  | { kind: 'send'; payload: InterviewUpdateRequest };

/**
 * The request of the dialog, built and checked by the contract (the server runs the same rules):
 * the stage always, the rest only when changed, trimmed, empty values left out. At the current
 * stage "changed" means from what the dialog opened with (its times read in the zone they were
 * shown in, so choosing another zone moves them); at another stage, whose interview starts empty,
 * every filled field is new. `storedZone` is the interview's own zone (null: none yet), which the
 * contract compares the chosen one with.
 */
export function stageSubmission(
  values: StageFormValues,
  opened: StageFormValues,
  current: CurrentInterview,
  storedZone: string | null,
): StageSubmission {
  const sameStage = values.stage === opened.stage;
  const baseline = sameStage ? opened : { ...EMPTY, stage: opened.stage, timeZone: opened.timeZone };
  const built = interviewUpdatePayload(
    toContractForm(baseline, sameStage ? (storedZone ?? '') : ''),
    toContractForm(values, values.timeZone),
  );
  if (built === null) return { kind: 'no-stage' };
  const problem = interviewUpdateProblem(current, built.payload);
  if (problem !== null) return { kind: 'invalid', ...problem };
  return built.unchanged
    ? { kind: 'confirm-unchanged', payload: built.payload }
    : { kind: 'send', payload: built.payload };
}

/** Where the form shows a rule's message: the request's times are typed in their `...Local` fields. */
const FORM_FIELD: Partial<Record<keyof InterviewUpdateRequest, keyof StageFormValues>> = {
  scheduledAt: 'scheduledLocal',
  completedAt: 'completedLocal',
  nextActionDeadline: 'nextActionDeadlineLocal',
};

/**
 * The rule the form's request breaks, as field errors at the form's own field (for the form's
 * resolver); none without a stage, which the dialog does not send.
 */
export function stageFormErrors(
  values: StageFormValues,
  opened: StageFormValues,
  current: CurrentInterview,
  storedZone: string | null,
): FieldErrors {
  const result = stageSubmission(values, opened, current, storedZone);
  if (result.kind !== 'invalid') return {};
  return { [FORM_FIELD[result.field] ?? result.field]: [result.message] };
}
