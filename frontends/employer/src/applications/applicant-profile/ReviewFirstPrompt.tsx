import styled from 'styled-components';
import { Button } from '@marketplace/ui';
import { ResumeButton } from './ResumeButton';
import { Actions } from './styles';

/** The pending prompt: review first, then the pipeline starts. */
export const REVIEW_FIRST_TITLE = 'Review Application First';

export interface ReviewFirstPromptProps {
  applicationId: string;
  hasResume: boolean;
  onViewResume: () => void;
  /** Marks the application reviewed, which starts its interview pipeline. */
  onMarkReviewed: () => void;
  marking: boolean;
}

/** A pending application's prompt: look through the resume, then mark it reviewed. */
export function ReviewFirstPrompt({
  applicationId,
  hasResume,
  onViewResume,
  onMarkReviewed,
  marking,
}: ReviewFirstPromptProps) {
  return (
    <Prompt aria-labelledby={`${applicationId}-review-first`}>
      <h3 id={`${applicationId}-review-first`}>{REVIEW_FIRST_TITLE}</h3>
      <p>Look through the resume, then mark this application reviewed to start its interview pipeline.</p>
      <Actions>
        <ResumeButton hasResume={hasResume} onClick={onViewResume} />
        <Button onClick={onMarkReviewed} disabled={marking}>
          {marking ? 'Marking as Reviewed…' : 'Mark as Reviewed'}
        </Button>
      </Actions>
    </Prompt>
  );
}

const Prompt = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.badges.info.bg};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
