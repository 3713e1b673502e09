import styled, { useTheme } from 'styled-components';
import { scoreBand, type ScoreBand } from '@marketplace/contracts';
import type { BadgeTone } from '@marketplace/ui';

/** Each band's colour: the theme's AA badge pairs. */
export const BAND_TONES: Record<ScoreBand, BadgeTone> = {
  Excellent: 'success',
  Good: 'info',
  'Needs Improvement': 'warning',
};

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A ring filled to the score (0 to 100) in its band's colour, the figure in the middle. */
export function ScoreRing({ score, label }: { score: number; label: string }) {
  const theme = useTheme();
  const tone = theme.colors.badges[BAND_TONES[scoreBand(score)]];
  const filled = (Math.min(100, Math.max(0, score)) / 100) * CIRCUMFERENCE;
  return (
    <Ring role="img" aria-label={label} viewBox="0 0 120 120" width="140" height="140">
      <circle cx="60" cy="60" r={RADIUS} fill="none" stroke={tone.bg} strokeWidth="12" />
      <circle
        cx="60"
        cy="60"
        r={RADIUS}
        fill="none"
        stroke={tone.fg}
        strokeWidth="12"
        strokeLinecap="round"
        strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
        transform="rotate(-90 60 60)"
      />
      <text x="60" y="60" textAnchor="middle" dominantBaseline="central" fill={theme.colors.text}>
        {score}
      </text>
    </Ring>
  );
}

const Ring = styled.svg`
  flex: none;
  text {
    font-size: 34px;
    font-weight: 700;
  }
`;
