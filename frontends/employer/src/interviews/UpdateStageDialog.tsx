import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  INTERVIEW_MESSAGES,
  INTERVIEW_STAGE_LABELS,
  INTERVIEW_STAGES,
  hasScheduleFields,
  isInterviewStage,
  markedDone,
  offersCompletedTime,
  offersQuickActions,
  rescheduled,
  type InterviewUpdateRequest,
} from '@marketplace/contracts';
import { serverMessageOr } from '@marketplace/api-client';
import { Button, Dialog, Field, Input, Select, TextArea, useToast } from '@marketplace/ui';
import type { InterviewData } from '@marketplace/contracts';
import { useUpdateInterview } from './api';
import { currentInterviewOf, openedValues, stageSubmission, withStage, type StageFormValues } from './stage-form';

// 'No Changes Detected' names the confirmation (in bold); the rest of the text explains it.
const NO_CHANGES_COLON = INTERVIEW_MESSAGES.noChanges.indexOf(':');
const NO_CHANGES_TITLE = INTERVIEW_MESSAGES.noChanges.slice(0, NO_CHANGES_COLON);
const NO_CHANGES_TEXT = INTERVIEW_MESSAGES.noChanges.slice(NO_CHANGES_COLON + 1).trim();

export interface UpdateStageDialogProps {
  applicationId: string;
  interview: InterviewData;
  /** The company's IANA zone: the times are typed and read in it. */
  timeZone: string;
  onClose: () => void;
  /** After a successful update (the dialog is then closed by its owner). */
  onUpdated: () => void;
}

/**
 * The Update Stage dialog (spec sections 4 and 5): any of the seven stages, the schedule (hidden for
 * initial_screening; the completed time only at the current stage), Mark as Done and Reschedule for
 * a scheduled interview at the current stage, notes and the next action. The contract builds the
 * request and checks its rules (a failed rule is a 'Validation Error' toast); submitting nothing
 * new asks first, since the server then clears the interview's data.
 */
export default function UpdateStageDialog({
  applicationId,
  interview,
  timeZone,
  onClose,
  onUpdated,
}: UpdateStageDialogProps) {
  const toast = useToast();
  // The interview as the dialog opened on it: a refetch meanwhile does not move what "changed" means.
  const [current] = useState(() => currentInterviewOf(interview));
  const [opened] = useState(() => openedValues(interview, timeZone));
  const [values, setValues] = useState<StageFormValues>(opened);
  // Mark as Done locks the completed date to the scheduled one; the time stays editable.
  const [lockedDate, setLockedDate] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<InterviewUpdateRequest | null>(null);
  const cancelConfirmRef = useRef<HTMLButtonElement>(null);
  const ids = { zone: useId(), confirmText: useId() };

  const update = useUpdateInterview(applicationId, {
    onSuccess: () => {
      toast.show(INTERVIEW_MESSAGES.updated, { tone: 'success' });
      onUpdated();
    },
    onError: (error) => {
      setConfirming(null);
      toast.show(INTERVIEW_MESSAGES.errorTitle, {
        tone: 'error',
        description: serverMessageOr(error, INTERVIEW_MESSAGES.updateFailed),
      });
    },
  });

  useEffect(() => {
    if (confirming) cancelConfirmRef.current?.focus();
  }, [confirming]);

  // Any change answers the no-changes question: the form is then submitted afresh.
  const set = (field: Exclude<keyof StageFormValues, 'stage'>, value: string) => {
    setValues((form) => ({ ...form, [field]: value }));
    setConfirming(null);
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

  const showSchedule = hasScheduleFields(values.stage);
  const showCompleted = offersCompletedTime(values.stage, current);
  const showQuickActions = offersQuickActions(values.stage, current);

  function chooseStage(value: string) {
    const stage = isInterviewStage(value) ? value : null;
    setValues((form) => withStage(form, stage, opened, current));
    if (stage !== opened.stage) setLockedDate(null);
    setConfirming(null);
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const submission = stageSubmission(values, opened, current, timeZone);
    if (submission.kind === 'no-stage') return;
    if (submission.kind === 'invalid') {
      toast.show(INTERVIEW_MESSAGES.validationErrorTitle, { tone: 'error', description: submission.message });
      return;
    }
    if (submission.kind === 'confirm-unchanged') {
      setConfirming(submission.payload);
      return;
    }
    update.mutate(submission.payload);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Update Interview Stage"
      description={`${interview.candidateName} · ${interview.jobTitle}`}
    >
      <form onSubmit={submit} noValidate aria-label="Update interview stage">
        <Field label="Interview Stage" required>
          {(props) => (
            <Select {...props} value={values.stage ?? ''} onChange={(event) => chooseStage(event.target.value)}>
              <option value="">Select a stage</option>
              {INTERVIEW_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {INTERVIEW_STAGE_LABELS[stage]}
                </option>
              ))}
            </Select>
          )}
        </Field>

        {showQuickActions ? (
          <QuickActions role="group" aria-label="Quick actions">
            <Button $variant="secondary" onClick={markAsDone}>
              Mark as Done
            </Button>
            <Button $variant="secondary" onClick={reschedule}>
              Reschedule
            </Button>
          </QuickActions>
        ) : null}

        {showSchedule ? (
          <Schedule aria-describedby={ids.zone}>
            <legend>Schedule</legend>
            <ZoneNote id={ids.zone}>Times are in the company&apos;s time zone ({timeZone}).</ZoneNote>
            <Field label="Scheduled Time">
              {(props) => (
                <Input
                  {...props}
                  type="datetime-local"
                  value={values.scheduledLocal}
                  onChange={(event) => schedule(event.target.value)}
                />
              )}
            </Field>
            {showCompleted ? (
              lockedDate !== null ? (
                <Completed>
                  <legend>Completed Time</legend>
                  <Field label="Completion date" hint="The scheduled date">
                    {(props) => <Input {...props} type="date" value={lockedDate} readOnly />}
                  </Field>
                  <Field label="Completion time">
                    {(props) => (
                      <Input
                        {...props}
                        type="time"
                        value={values.completedLocal.slice(11, 16)}
                        onChange={(event) =>
                          set('completedLocal', event.target.value ? `${lockedDate}T${event.target.value}` : '')
                        }
                      />
                    )}
                  </Field>
                </Completed>
              ) : (
                <Field label="Completed Time">
                  {(props) => (
                    <Input
                      {...props}
                      type="datetime-local"
                      value={values.completedLocal}
                      onChange={(event) => set('completedLocal', event.target.value)}
                    />
                  )}
                </Field>
              )
            ) : null}
          </Schedule>
        ) : null}

        <Field label="Notes">
          {(props) => (
            <TextArea {...props} rows={4} value={values.notes} onChange={(event) => set('notes', event.target.value)} />
          )}
        </Field>
        <Field label="Next Action Required">
          {(props) => (
            <Input
              {...props}
              value={values.nextActionRequired}
              onChange={(event) => set('nextActionRequired', event.target.value)}
            />
          )}
        </Field>
        <Field
          label="Next Action Deadline"
          hint={showSchedule ? undefined : `In the company's time zone (${timeZone}).`}
        >
          {(props) => (
            <Input
              {...props}
              type="datetime-local"
              value={values.nextActionDeadlineLocal}
              onChange={(event) => set('nextActionDeadlineLocal', event.target.value)}
            />
          )}
        </Field>

        {confirming ? (
          <Confirmation role="alertdialog" aria-label={NO_CHANGES_TITLE} aria-describedby={ids.confirmText}>
            <p id={ids.confirmText}>
              <strong>{NO_CHANGES_TITLE}:</strong> {NO_CHANGES_TEXT}
            </p>
            <Actions>
              <Button ref={cancelConfirmRef} $variant="secondary" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
              <Button onClick={() => update.mutate(confirming)} disabled={update.isPending}>
                Continue
              </Button>
            </Actions>
          </Confirmation>
        ) : (
          <Actions>
            <Button $variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={values.stage === null || update.isPending}>
              {update.isPending ? 'Updating…' : 'Update Stage'}
            </Button>
          </Actions>
        )}
      </form>
    </Dialog>
  );
}

const QuickActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Schedule = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Completed = styled(Schedule)`
  display: grid;
  grid-template-columns: 1fr 1fr;
  column-gap: ${({ theme }) => theme.space.md};
  legend {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const ZoneNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Confirmation = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;
