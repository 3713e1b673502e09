import { useState } from 'react';
import { isInterviewStage, markedDone, rescheduled, type InterviewData } from '@marketplace/contracts';
import type { FieldProblem } from './InvitationFields';
import {
  currentInterviewOf,
  openedValues,
  stageSubmission,
  withStage,
  type StageFormValues,
  type StageSubmission,
} from './stage-form';

/**
 * The Update Stage dialog's form: what it opened with (kept, so a refetch meanwhile does not move
 * what "changed" means), the values as typed, the quick actions, and the submission the contract
 * builds and checks. `onEdit` runs on every change (it answers a pending 'No Changes Detected').
 */
export function useStageForm(interview: InterviewData, zone: string, onEdit: () => void) {
  const [current] = useState(() => currentInterviewOf(interview));
  const [opened] = useState(() => openedValues(interview, zone));
  const [storedZone] = useState(() => interview.timeZone);
  const [values, setValues] = useState<StageFormValues>(opened);
  // Mark as Done locks the completed date to the scheduled one; the time stays editable.
  const [lockedDate, setLockedDate] = useState<string | null>(null);
  // The field of the last failed rule, marked until it changes.
  const [problem, setProblem] = useState<FieldProblem | null>(null);

  const set = (field: Exclude<keyof StageFormValues, 'stage'>, value: string) => {
    setValues((form) => ({ ...form, [field]: value }));
    setProblem(null);
    onEdit();
  };

  function schedule(value: string) {
    set('scheduledLocal', value);
    // After Mark as Done the completion stays on the scheduled date, wherever the schedule moves.
    if (lockedDate !== null && value) {
      const date = value.slice(0, 10);
      setLockedDate(date);
      setValues((form) => ({
        ...form,
        completedLocal: form.completedLocal ? `${date}${form.completedLocal.slice(10)}` : '',
      }));
    }
  }

  function chooseStage(value: string) {
    const stage = isInterviewStage(value) ? value : null;
    setValues((form) => withStage(form, stage, opened, current));
    if (stage !== opened.stage) setLockedDate(null);
    setProblem(null);
    onEdit();
  }

  function markAsDone() {
    const done = markedDone(values.scheduledLocal || opened.scheduledLocal);
    setValues((form) => ({ ...form, completedLocal: done.completedLocal, notes: done.notes }));
    setLockedDate(done.completedLocal.slice(0, 10));
  }

  function reschedule() {
    const cleared = rescheduled();
    setValues((form) => ({
      ...form,
      scheduledLocal: cleared.scheduledLocal,
      completedLocal: cleared.completedLocal,
      notes: cleared.notes,
    }));
    setLockedDate(null);
  }

  /** The submission of the form as it stands; a failed rule marks its field. */
  function submission(): StageSubmission {
    const result = stageSubmission(values, opened, current, storedZone);
    if (result.kind === 'invalid') setProblem({ field: result.field, message: result.message });
    return result;
  }

  return { current, values, lockedDate, problem, set, schedule, chooseStage, markAsDone, reschedule, submission };
}
