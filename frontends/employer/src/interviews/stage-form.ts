import {
  hasScheduleFields,
  interviewUpdateError,
  interviewUpdatePayload,
  offersCompletedTime,
  type CurrentInterview,
  type InterviewForm,
  type InterviewStage,
  type InterviewUpdateRequest,
} from '@marketplace/contracts';
import { fromZonedInput, toZonedInput } from './company-time';
import type { InterviewData } from '@marketplace/contracts';

/**
 * The Update Stage dialog's fields as typed: times as `datetime-local` values in the company's
 * zone. The contract's InterviewForm (times as ISO instants) is made from it only to submit.
 */
export interface StageFormValues {
  stage: InterviewStage | null;
  notes: string;
  scheduledLocal: string;
  completedLocal: string;
  nextActionRequired: string;
  nextActionDeadlineLocal: string;
}

type TextField = Exclude<keyof StageFormValues, 'stage'>;
const TEXT_FIELDS: readonly TextField[] = [
  'notes',
  'scheduledLocal',
  'completedLocal',
  'nextActionRequired',
  'nextActionDeadlineLocal',
];

/** The interview as it stands, which the contract's rules compare a new schedule with. */
export function currentInterviewOf(data: InterviewData): CurrentInterview {
  return { stage: data.currentStage, scheduledAt: data.interviewScheduledAt, completedAt: data.interviewCompletedAt };
}

/** What the dialog opens with: the current interview, its times in the company's zone. */
export function openedValues(data: InterviewData, zone: string): StageFormValues {
  return {
    stage: data.currentStage,
    notes: data.interviewerNotes ?? '',
    scheduledLocal: toZonedInput(data.interviewScheduledAt, zone),
    completedLocal: toZonedInput(data.interviewCompletedAt, zone),
    nextActionRequired: data.nextActionRequired ?? '',
    nextActionDeadlineLocal: toZonedInput(data.nextActionDeadline, zone),
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
  }
  if (!offersCompletedTime(stage, current)) next.completedLocal = '';
  return next;
}

function toContractForm(values: StageFormValues, zone: string): InterviewForm {
  return {
    stage: values.stage,
    notes: values.notes,
    scheduledAt: fromZonedInput(values.scheduledLocal, zone),
    completedAt: fromZonedInput(values.completedLocal, zone),
    nextActionRequired: values.nextActionRequired,
    nextActionDeadline: fromZonedInput(values.nextActionDeadlineLocal, zone),
  };
}

const EMPTY: Omit<StageFormValues, 'stage'> = {
  notes: '',
  scheduledLocal: '',
  completedLocal: '',
  nextActionRequired: '',
  nextActionDeadlineLocal: '',
};

/** What submitting the form leads to: nothing (no stage), a rule's message, the confirmation, or the request. */
export type StageSubmission =
  | { kind: 'no-stage' }
  | { kind: 'invalid'; message: string }
  | { kind: 'confirm-unchanged'; payload: InterviewUpdateRequest }
  | { kind: 'send'; payload: InterviewUpdateRequest };

/**
 * The request of the dialog, built and checked by the contract (the server runs the same rules):
 * the stage always, the rest only when changed, trimmed, empty values left out. At the current
 * stage "changed" means from what the dialog opened with; at another stage, whose interview
 * starts empty, every filled field is new.
 */
export function stageSubmission(
  values: StageFormValues,
  opened: StageFormValues,
  current: CurrentInterview,
  zone: string,
): StageSubmission {
  const baseline = values.stage === opened.stage ? opened : { ...EMPTY, stage: opened.stage };
  const built = interviewUpdatePayload(toContractForm(baseline, zone), toContractForm(values, zone));
  if (built === null) return { kind: 'no-stage' };
  const message = interviewUpdateError(current, built.payload);
  if (message !== null) return { kind: 'invalid', message };
  return built.unchanged
    ? { kind: 'confirm-unchanged', payload: built.payload }
    : { kind: 'send', payload: built.payload };
}
