import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  INTERVIEW_MESSAGES,
  INTERVIEW_STAGE_LABELS,
  INTERVIEW_STAGES,
  hasScheduleFields,
  offersCompletedTime,
  offersQuickActions,
  type InterviewData,
  type InterviewUpdateRequest,
} from '@marketplace/contracts';
import { serverMessageOr } from '@marketplace/api-client';
import { Button, Dialog, Field, Input, Select, TextArea, useToast } from '@marketplace/ui';
import { useUpdateInterview } from './api';
import { TimeZoneField } from './InvitationFields';
import { ScheduleFields } from './ScheduleFields';
import { StageDialogFooter } from './StageDialogFooter';
import { useStageForm } from './useStageForm';

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
  // Any change answers the no-changes question: the form is then submitted afresh.
  const form = useStageForm(interview, timeZone, () => setConfirming(null));
  const { values, current } = form;

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
    event.preventDefault();
    const submission = form.submission();
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
            <Select {...props} value={values.stage ?? ''} onChange={(event) => form.chooseStage(event.target.value)}>
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
            <Button $variant="secondary" onClick={form.markAsDone}>
              Mark as Done
            </Button>
            <Button $variant="secondary" onClick={form.reschedule}>
              Reschedule
            </Button>
          </QuickActions>
        ) : null}

        <TimeZoneField value={values.timeZone} problem={form.problem} onChange={(zone) => form.set('timeZone', zone)} />

        {hasScheduleFields(values.stage) ? (
          <ScheduleFields
            values={values}
            showCompleted={offersCompletedTime(values.stage, current)}
            lockedDate={form.lockedDate}
            problem={form.problem}
            onSchedule={form.schedule}
            onCompleted={(local) => form.set('completedLocal', local)}
            onInvitation={form.set}
          />
        ) : null}

        <Field label="Notes" hint="Private to your team: never shown or sent to the candidate.">
          {(props) => (
            <TextArea
              {...props}
              rows={4}
              value={values.notes}
              onChange={(event) => form.set('notes', event.target.value)}
            />
          )}
        </Field>
        <Field label="Next Action Required">
          {(props) => (
            <Input
              {...props}
              value={values.nextActionRequired}
              onChange={(event) => form.set('nextActionRequired', event.target.value)}
            />
          )}
        </Field>
        <Field label="Next Action Deadline">
          {(props) => (
            <Input
              {...props}
              type="datetime-local"
              value={values.nextActionDeadlineLocal}
              onChange={(event) => form.set('nextActionDeadlineLocal', event.target.value)}
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
