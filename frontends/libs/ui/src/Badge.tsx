import styled from 'styled-components';
import type { BadgeTone } from './theme';

/** A small label. Tones come from the theme, each pair AA-contrast. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
  color: ${({ theme, $tone = 'neutral' }) => theme.colors.badges[$tone].fg};
  background: ${({ theme, $tone = 'neutral' }) => theme.colors.badges[$tone].bg};
`;
