import { useId } from 'react';
import styled from 'styled-components';
import { CRITIQUE_MESSAGES, type CritiqueIndustry, type IndustryComparison } from '@marketplace/contracts';
import { Facts, Muted, SectionCard, SectionTitle } from '../styles';
import { CRITIQUE_TEXTS as T } from '../texts';

const ORDINAL = new Intl.PluralRules('en-US', { type: 'ordinal' });
const SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** 72 -> '72nd percentile'. */
export function percentileText(percentile: number): string {
  return `${percentile}${SUFFIX[ORDINAL.select(percentile)] ?? 'th'} percentile`;
}

/** 72 -> 'Top 28%': the share of the industry's critiques at or above this one (never 'Top 0%'). */
export function topShareText(percentile: number): string {
  return `Top ${Math.max(1, 100 - percentile)}%`;
}

export interface IndustryComparisonSectionProps {
  comparison: IndustryComparison;
  industry: CritiqueIndustry;
}

/**
 * Industry Comparison: where the score stands among the industry's completed critiques, the
 * industry's average, and the sections that lead or trail it. Until the industry has enough
 * completed critiques the figures would mislead, so it says how many it has instead.
 */
export function IndustryComparisonSection({ comparison, industry }: IndustryComparisonSectionProps) {
  const titleId = useId();
  const { percentile, averageScore } = comparison;
  return (
    <SectionCard as="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{CRITIQUE_MESSAGES.industryComparison}</SectionTitle>
      {percentile === null ? (
        <Muted>{CRITIQUE_MESSAGES.notEnoughToCompare(industry, comparison.completedInIndustry)}</Muted>
      ) : (
        <>
          <Rank>
            <strong>{topShareText(percentile)}</strong> of {industry} resumes ({percentileText(percentile)})
          </Rank>
          <Facts>
            <div>
              <dt>{T.industryAverage}</dt>
              <dd>{averageScore ?? '—'}</dd>
            </div>
            <div>
              <dt>{T.topPerforming}</dt>
              <dd>{comparison.topPerformingAreas.join(', ') || T.noAreas}</dd>
            </div>
            <div>
              <dt>{T.improvement}</dt>
              <dd>{comparison.improvementAreas.join(', ') || T.noAreas}</dd>
            </div>
          </Facts>
        </>
      )}
    </SectionCard>
  );
}

const Rank = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
