import { useId } from 'react';
import styled from 'styled-components';
import {
  CRITIQUE_MESSAGES,
  CRITIQUE_SECTION_LABELS,
  CRITIQUE_SECTIONS,
  type ScoreBand,
  scoreBand,
} from '@marketplace/contracts';
import { Badge, type BadgeTone } from '@marketplace/ui';
import { weightPercent } from './SectionScoreEditor';

const BAND_TONES: Record<ScoreBand, BadgeTone> = {
  Excellent: 'success',
  Good: 'info',
  'Needs Improvement': 'warning',
};

/** The weights in one line: 'Formatting 15%, Content 25%, …'. */
export const WEIGHTS_NOTE = `Weighted: ${CRITIQUE_SECTIONS.map((key) => `${CRITIQUE_SECTION_LABELS[key]} ${weightPercent(key)}`).join(', ')}.`;

/** The overall score as the seeker will see it, recomputed as the reviewer types. */
export function OverallScore({ score }: { score: number | null }) {
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId}>
      <h3 id={headingId}>{CRITIQUE_MESSAGES.overallScore}</h3>
      <Live aria-live="polite" data-testid="overall-score">
        {score === null ? (
          <span>Give every section a score to see the overall score.</span>
        ) : (
          <>
            <Figure>{score}</Figure>
            <Badge $tone={BAND_TONES[scoreBand(score)]}>{scoreBand(score)}</Badge>
          </>
        )}
      </Live>
      <Note>{WEIGHTS_NOTE}</Note>
    </Box>
  );
}

const Box = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Live = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0;
`;

const Figure = styled.span`
  font-size: 2rem;
  font-weight: 700;
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
