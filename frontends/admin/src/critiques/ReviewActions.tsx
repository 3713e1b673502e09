import { useState } from 'react';
import styled from 'styled-components';
import { isApiError, serverMessageOr } from '@marketplace/api-client';
import { CRITIQUE_MESSAGES, type CritiqueWorkbench } from '@marketplace/contracts';
import { Button, Dialog } from '@marketplace/ui';
import { useCompleteCritique, useSaveCritiqueDraft } from './api';
import type { CritiqueReviewForm } from './useCritiqueReviewForm';

/** Said when the contract's checks stop a save before it is sent; the fields say what is wrong. */
export const FIX_FIELDS = 'Some fields need your attention: see the messages beside them.';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export interface ReviewActionsProps {
  workbench: CritiqueWorkbench;
  form: CritiqueReviewForm;
  disabled: boolean;
}

/** Save draft and Complete (after confirming): the contract's checks first, then the server's answer. */
export function ReviewActions({ workbench, form, disabled }: ReviewActionsProps) {
  const requestId = workbench.item.requestId;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState(false);
  const onError = (error: Error) => {
    setConfirming(false);
    if (isApiError(error)) form.showErrors(error.fieldErrors);
    setOutcome({ tone: 'error', text: serverMessageOr(error, "We couldn't save the review. Please try again.") });
  };
  const save = useSaveCritiqueDraft(requestId, {
    onSuccess: (next) => {
      form.reset(next.review);
      setOutcome({ tone: 'success', text: CRITIQUE_MESSAGES.saved });
    },
    onError,
  });
  const complete = useCompleteCritique(requestId, {
    onSuccess: (next) => {
      setConfirming(false);
      form.reset(next.review);
      setOutcome({ tone: 'success', text: CRITIQUE_MESSAGES.completed });
    },
    onError,
  });
  const busy = save.isPending || complete.isPending;

  const checked = (mode: 'draft' | 'complete') => {
    const ok = form.validate(mode);
    setOutcome(ok ? null : { tone: 'error', text: FIX_FIELDS });
    return ok;
  };

  return (
    <>
      <Actions>
        <Button
          $variant="secondary"
          disabled={disabled || busy}
          onClick={() => checked('draft') && save.mutate(form.review)}
        >
          {save.isPending ? 'Saving…' : 'Save draft'}
        </Button>
        <Button disabled={disabled || busy} onClick={() => checked('complete') && setConfirming(true)}>
          Complete
        </Button>
      </Actions>
      {outcome ? (
        <Outcome role={outcome.tone === 'error' ? 'alert' : 'status'} $tone={outcome.tone}>
          {outcome.text}
        </Outcome>
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => (complete.isPending ? undefined : setConfirming(false))}
        title="Complete this critique?"
        description={
          workbench.item.status === 'completed'
            ? "The seeker's results and report are updated from your changes."
            : 'The seeker is told that the results are ready and can download the report.'
        }
      >
        <DialogActions>
          <Button $variant="secondary" onClick={() => setConfirming(false)} disabled={complete.isPending}>
            Cancel
          </Button>
          <Button onClick={() => complete.mutate(form.review)} disabled={complete.isPending}>
            {complete.isPending ? 'Completing…' : 'Complete'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Outcome = styled.p<{ $tone: 'success' | 'error' }>`
  margin-top: ${({ theme }) => theme.space.md};
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.badges.success.fg)};
`;

const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
