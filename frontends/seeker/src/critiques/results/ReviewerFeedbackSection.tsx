import { useId } from 'react';
import styled from 'styled-components';
import { CRITIQUE_MESSAGES } from '@marketplace/contracts';
import { Muted, SectionCard, SectionTitle } from '../styles';
import { CRITIQUE_TEXTS as T } from '../texts';

/** Detailed Feedback from Reviewer: the reviewer's own words (the first content feedback item), line breaks kept. */
export function ReviewerFeedbackSection({ text, reviewerName }: { text: string | null; reviewerName: string | null }) {
  const titleId = useId();
  return (
    <SectionCard as="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{CRITIQUE_MESSAGES.detailedFeedback}</SectionTitle>
      {text ? (
        <Quote>
          <Text>{text}</Text>
          {reviewerName ? <footer>— {reviewerName}</footer> : null}
        </Quote>
      ) : (
        <Muted>{T.noFeedback}</Muted>
      )}
    </SectionCard>
  );
}

const Quote = styled.blockquote`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  footer {
    margin-top: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;
