import styled, { useTheme } from 'styled-components';
import { RECOMMENDATION_PRIORITY_LABELS, type RecommendationPriority } from '@marketplace/contracts';
import type { BadgeTone } from '@marketplace/ui';

const TONES: Record<RecommendationPriority, BadgeTone> = { high: 'danger', medium: 'warning', low: 'info' };

/** Bars filled by priority (three high, two medium, one low) so the shape says it without colour. */
const FILLED: Record<RecommendationPriority, number> = { high: 3, medium: 2, low: 1 };

/** A priority's icon, named for screen readers by the contract's label ('High priority'). */
export function PriorityIcon({ priority }: { priority: RecommendationPriority }) {
  const tone = useTheme().colors.badges[TONES[priority]];
  return (
    <Icon role="img" aria-label={RECOMMENDATION_PRIORITY_LABELS[priority]} viewBox="0 0 24 24" width="28" height="28">
      <title>{RECOMMENDATION_PRIORITY_LABELS[priority]}</title>
      <rect width="24" height="24" rx="6" fill={tone.bg} />
      {[0, 1, 2].map((bar) => (
        <rect
          key={bar}
          x={5 + bar * 5.5}
          y={15 - bar * 4}
          width="3.5"
          height={4 + bar * 4}
          rx="1"
          fill={bar < FILLED[priority] ? tone.fg : 'none'}
          stroke={tone.fg}
          strokeWidth="1"
        />
      ))}
    </Icon>
  );
}

const Icon = styled.svg`
  flex: none;
`;
