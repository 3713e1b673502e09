import { useId } from 'react';
import styled from 'styled-components';
import {
  CRITIQUE_MESSAGES,
  CRITIQUE_SECTION_LABELS,
  CRITIQUE_SECTIONS,
  CRITIQUE_WEIGHTS,
  scoreBand,
} from '@marketplace/contracts';
import { Badge } from '@marketplace/ui';
import { Muted, SectionCard, SectionTitle } from '../styles';
import { CRITIQUE_TEXTS as T } from '../texts';
import { BAND_TONES, ScoreRing } from './ScoreRing';

/** How the overall score is made, from the contract's weights ('Content 25%, ...'). */
const WEIGHTS_LINE = CRITIQUE_SECTIONS.map(
  (key) => `${CRITIQUE_SECTION_LABELS[key]} ${Math.round(CRITIQUE_WEIGHTS[key] * 100)}%`,
).join(', ');

/** Overall Score: the weighted score as a ring, with its band (80+ Excellent, 60-79 Good, else Needs Improvement). */
export function OverallScoreSection({ score }: { score: number }) {
  const titleId = useId();
  const band = scoreBand(score);
  return (
    <SectionCard as="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{CRITIQUE_MESSAGES.overallScore}</SectionTitle>
      <Body>
        <ScoreRing score={score} label={`${CRITIQUE_MESSAGES.overallScore}: ${score} ${T.outOf100}`} />
        <div>
          <Badge $tone={BAND_TONES[band]}>{band}</Badge>
          <Muted>
            {T.weightsLead} {WEIGHTS_LINE}.
          </Muted>
        </div>
      </Body>
    </SectionCard>
  );
}

const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  ${Badge} {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;
