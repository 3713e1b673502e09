import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { INTERVIEW_MESSAGES } from '@marketplace/contracts';
import { Button } from '@marketplace/ui';

// 'No Changes Detected' names the confirmation (in bold); the rest of the text explains it.
const NO_CHANGES_COLON = INTERVIEW_MESSAGES.noChanges.indexOf(':');
const NO_CHANGES_TITLE = INTERVIEW_MESSAGES.noChanges.slice(0, NO_CHANGES_COLON);
const NO_CHANGES_TEXT = INTERVIEW_MESSAGES.noChanges.slice(NO_CHANGES_COLON + 1).trim();

export interface StageDialogFooterProps {
  /** Nothing new was submitted: ask before the server clears the interview's data. */
  confirming: boolean;
  pending: boolean;
  canSubmit: boolean;
  onContinue: () => void;
  onCancelConfirm: () => void;
  onClose: () => void;
}

/** The Update Stage dialog's buttons, or the 'No Changes Detected' confirmation with Continue and Cancel. */
export function StageDialogFooter({
  confirming,
  pending,
  canSubmit,
  onContinue,
  onCancelConfirm,
  onClose,
}: StageDialogFooterProps) {
  const cancelConfirmRef = useRef<HTMLButtonElement>(null);
  const textId = useId();

  useEffect(() => {
    if (confirming) cancelConfirmRef.current?.focus();
  }, [confirming]);

  return confirming ? (
    <Confirmation role="alertdialog" aria-label={NO_CHANGES_TITLE} aria-describedby={textId}>
      <p id={textId}>
        <strong>{NO_CHANGES_TITLE}:</strong> {NO_CHANGES_TEXT}
      </p>
      <Actions>
        <Button ref={cancelConfirmRef} $variant="secondary" onClick={onCancelConfirm}>
          Cancel
        </Button>
        <Button onClick={onContinue} disabled={pending}>
          Continue
        </Button>
      </Actions>
    </Confirmation>
  ) : (
    <Actions>
      <Button $variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" disabled={!canSubmit || pending}>
        {pending ? 'Updating…' : 'Update Stage'}
      </Button>
    </Actions>
  );
}

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
