import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
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
  type InterviewData,
  type InterviewUpdateRequest,
} from '@marketplace/contracts';
import { serverMessageOr } from '@marketplace/api-client';
import { Button, Dialog, useToast } from '@marketplace/ui';
import { Field, Input, Select, TextArea } from '@marketplace/ui/fields';
import { contractResolver, fieldMessages } from '@marketplace/ui/forms';
import { useUpdateInterview } from './api';
import { TimeZoneField, type StageFormErrors } from './InvitationFields';
import { ScheduleFields } from './ScheduleFields';
import { StageDialogFooter } from './StageDialogFooter';
import {
  currentInterviewOf,
  openedValues,
  stageFormErrors,
  stageSubmission,
  withStage,
  type StageFormValues,
} from './stage-form';

type TextField = Exclude<keyof StageFormValues, 'stage'>;

/** The message of the form's failed rule (the resolver marks one field at a time). */
function firstMessage(errors: StageFormErrors): string | undefined {
  return Object.values(errors).find((error) => error?.message)?.message;
}

export interface UpdateStageDialogProps {
  applicationId: string;
  interview: InterviewData;
  /** The zone the dialog opens in: the interview's own, or the browser's while it has none. */
  timeZone: string;
  onClose: () => void;
  /** After a successful update (the dialog is then closed by its owner). */
  onUpdated: () => void;
}

/**
 * The Update Stage dialog: any of the seven stages, the interview's time
 * zone, the schedule with where and how the candidate joins and a message to them (hidden for
 * initial_screening; the completed time only at the current stage), Mark as Done and Reschedule for
 * a scheduled interview at the current stage, the private notes and the next action. The contract
 * builds the request and checks its rules (a failed rule is a 'Validation Error' toast, and marks
 * its field); submitting nothing new asks first, since the server then clears the interview's data.
 */
export default function UpdateStageDialog({
  applicationId,
  interview,
  timeZone,
  onClose,
  onUpdated,
}: UpdateStageDialogProps) {
  const toast = useToast();
  const [confirming, setConfirming] = useState<InterviewUpdateRequest | null>(null);
  // What the dialog opened with is kept, so a refetch meanwhile does not move what "changed" means.
  const [current] = useState(() => currentInterviewOf(interview));
  const [opened] = useState(() => openedValues(interview, timeZone));
  const [storedZone] = useState(() => interview.timeZone);
  // Mark as Done locks the completed date to the scheduled one; the time stays editable.
  const [lockedDate, setLockedDate] = useState<string | null>(null);
  const form = useForm<StageFormValues>({
    defaultValues: opened,
    // The contract builds the request from the form and checks it, as the server does.
    resolver: contractResolver((values: StageFormValues) => stageFormErrors(values, opened, current, storedZone)),
    // A failed rule's field stays marked until the form changes, and is checked again on submit.
    reValidateMode: 'onSubmit',
    // Focus stays on Update Stage; the message shows at its field and in the toast.
    shouldFocusError: false,
  });
  const values = form.watch();
  const { errors } = form.formState;

  // Any change clears the failed rule and answers the no-changes question: the form is then submitted afresh.
  function edited() {
    form.clearErrors();
    setConfirming(null);
  }

  function set(field: TextField, value: string) {
    form.setValue(field, value);
    edited();
  }

  function schedule(value: string) {
    set('scheduledLocal', value);
    // After Mark as Done the completion stays on the scheduled date, wherever the schedule moves.
    if (lockedDate !== null && value) {
      const date = value.slice(0, 10);
      const completed = form.getValues('completedLocal');
      setLockedDate(date);
      form.setValue('completedLocal', completed ? `${date}${completed.slice(10)}` : '');
    }
  }

  function chooseStage(value: string) {
    const stage = isInterviewStage(value) ? value : null;
    const next = withStage(form.getValues(), stage, opened, current);
    for (const [field, text] of Object.entries(next) as Array<[keyof StageFormValues, string | null]>)
      form.setValue(field, text);
    if (stage !== opened.stage) setLockedDate(null);
    edited();
  }

  function markAsDone() {
    const done = markedDone(form.getValues('scheduledLocal') || opened.scheduledLocal);
    form.setValue('completedLocal', done.completedLocal);
    form.setValue('notes', done.notes);
    setLockedDate(done.completedLocal.slice(0, 10));
  }

  function reschedule() {
    const cleared = rescheduled();
    form.setValue('scheduledLocal', cleared.scheduledLocal);
    form.setValue('completedLocal', cleared.completedLocal);
    form.setValue('notes', cleared.notes);
    setLockedDate(null);
  }

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

  function submit(event: FormEvent) {
    void form.handleSubmit(
      (checked) => {
        const submission = stageSubmission(checked, opened, current, storedZone);
        if (submission.kind === 'confirm-unchanged') setConfirming(submission.payload);
        else if (submission.kind === 'send') update.mutate(submission.payload);
      },
      (failed) =>
        toast.show(INTERVIEW_MESSAGES.validationErrorTitle, { tone: 'error', description: firstMessage(failed) }),
    )(event);
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

        {offersQuickActions(values.stage, current) ? (
          <QuickActions role="group" aria-label="Quick actions">
            <Button $variant="secondary" onClick={markAsDone}>
              Mark as Done
            </Button>
            <Button $variant="secondary" onClick={reschedule}>
              Reschedule
            </Button>
          </QuickActions>
        ) : null}

        <TimeZoneField
          value={values.timeZone}
          error={fieldMessages(errors.timeZone)}
          onChange={(zone) => set('timeZone', zone)}
        />

        {hasScheduleFields(values.stage) ? (
          <ScheduleFields
            values={values}
            showCompleted={offersCompletedTime(values.stage, current)}
            lockedDate={lockedDate}
            errors={errors}
            onSchedule={schedule}
            onCompleted={(local) => set('completedLocal', local)}
            onInvitation={set}
          />
        ) : null}

        <Field label="Notes" hint="Private to your team: never shown or sent to the candidate.">
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
        <Field label="Next Action Deadline">
          {(props) => (
            <Input
              {...props}
              type="datetime-local"
              value={values.nextActionDeadlineLocal}
              onChange={(event) => set('nextActionDeadlineLocal', event.target.value)}
            />
          )}
        </Field>

        <StageDialogFooter
          confirming={confirming !== null}
          pending={update.isPending}
          canSubmit={values.stage !== null}
          onContinue={() => confirming && update.mutate(confirming)}
          onCancelConfirm={() => setConfirming(null)}
          onClose={onClose}
        />
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
