import { useState } from 'react';
import styled from 'styled-components';
import { APPLICATION_STATUS_LABELS, EMPLOYER_STATUS_TRANSITIONS, type ApplicationStatus } from '@marketplace/contracts';
import { Button, Dialog } from '@marketplace/ui';
import { Field, Select } from '@marketplace/ui/fields';

/** A status no change leads away from (hired): choosing it asks first, because it cannot be undone. */
export function isFinalStatus(status: ApplicationStatus): boolean {
  return EMPLOYER_STATUS_TRANSITIONS[status].length === 0;
}

/** The confirmation of a final status change: who, for which job, and that it stays. */
export const FINAL_STATUS_TEXTS = {
  title: (name: string) => `Hire ${name}?`,
  description: (name: string, jobTitle: string) =>
    `${name} will be marked ${APPLICATION_STATUS_LABELS.hired} for ${jobTitle} and told by e-mail. This cannot be undone: a hired candidate's status does not change again.`,
  confirm: `Mark as ${APPLICATION_STATUS_LABELS.hired}`,
  cancel: 'Cancel',
} as const;

export interface StatusChangerProps {
  current: ApplicationStatus;
  applicantName: string;
  jobTitle: string;
  busy: boolean;
  onChange: (status: ApplicationStatus) => void;
}

/** The statuses the contracts allow from the current one (EMPLOYER_STATUS_TRANSITIONS), pending aside; a final one is confirmed. */
export function StatusChanger({ current, applicantName, jobTitle, busy, onChange }: StatusChangerProps) {
  const [choice, setChoice] = useState<ApplicationStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <StatusForm
        aria-label="Change status"
        onSubmit={(event) => {
          event.preventDefault();
          if (!choice) return;
          if (isFinalStatus(choice)) setConfirming(true);
          else onChange(choice);
        }}
      >
        <Field label="Change status">
          {(props) => (
            <Select
              {...props}
              value={choice}
              onChange={(event) => setChoice(event.target.value as ApplicationStatus | '')}
            >
              <option value="">Choose a status</option>
              {EMPLOYER_STATUS_TRANSITIONS[current].map((status) => (
                <option key={status} value={status}>
                  {APPLICATION_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" disabled={!choice || busy}>
          {busy ? 'Updating…' : 'Update Status'}
        </Button>
      </StatusForm>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={FINAL_STATUS_TEXTS.title(applicantName)}
        description={FINAL_STATUS_TEXTS.description(applicantName, jobTitle)}
      >
        <ConfirmActions>
          <Button $variant="secondary" onClick={() => setConfirming(false)}>
            {FINAL_STATUS_TEXTS.cancel}
          </Button>
          <Button
            onClick={() => {
              setConfirming(false);
              if (choice) onChange(choice);
            }}
          >
            {FINAL_STATUS_TEXTS.confirm}
          </Button>
        </ConfirmActions>
      </Dialog>
    </>
  );
}

const StatusForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  & > div {
    margin-bottom: 0;
    flex: 1 1 200px;
  }
`;

const ConfirmActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
