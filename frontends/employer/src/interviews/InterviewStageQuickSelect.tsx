import { useState } from 'react';
import {
  INTERVIEW_MESSAGES,
  INTERVIEW_STAGE_LABELS,
  INTERVIEW_STAGES,
  isInterviewStage,
  type InterviewStage,
} from '@marketplace/contracts';
import { serverMessageOr } from '@marketplace/api-client';
import { useToast } from '@marketplace/ui';
import { Select } from '@marketplace/ui/fields';
import { useUpdateInterview } from './api';

export interface InterviewStageQuickSelectProps {
  applicationId: string;
  currentStage: InterviewStage | null;
  onUpdated?: () => void;
}

/**
 * The talent profile's quick stage selector: choosing another stage sends
 * only the stage (the interview then starts afresh at it) and toasts 'Success' or 'Error';
 * choosing the current stage does nothing.
 */
export function InterviewStageQuickSelect({ applicationId, currentStage, onUpdated }: InterviewStageQuickSelectProps) {
  const toast = useToast();
  // The stage just chosen shows until the owner passes a new current stage (or the update fails).
  const [chosen, setChosen] = useState<{ stage: InterviewStage; over: InterviewStage | null } | null>(null);
  const shown = chosen !== null && chosen.over === currentStage ? chosen.stage : currentStage;

  const update = useUpdateInterview(applicationId, {
    onSuccess: () => {
      toast.show(INTERVIEW_MESSAGES.successTitle, { tone: 'success', description: INTERVIEW_MESSAGES.quickUpdated });
      onUpdated?.();
    },
    onError: (error) => {
      setChosen(null);
      toast.show(INTERVIEW_MESSAGES.errorTitle, {
        tone: 'error',
        description: serverMessageOr(error, INTERVIEW_MESSAGES.updateFailed),
      });
    },
  });

  function choose(value: string) {
    if (!isInterviewStage(value) || value === shown) return;
    setChosen({ stage: value, over: currentStage });
    update.mutate({ stage: value });
  }

  return (
    <Select
      aria-label="Interview stage"
      value={shown ?? ''}
      disabled={update.isPending}
      onChange={(event) => choose(event.target.value)}
    >
      {shown === null ? <option value="">Select a stage</option> : null}
      {INTERVIEW_STAGES.map((stage) => (
        <option key={stage} value={stage}>
          {INTERVIEW_STAGE_LABELS[stage]}
        </option>
      ))}
    </Select>
  );
}
