import styled from 'styled-components';
import type { CritiqueStatus } from '@marketplace/contracts';
import { Card, type BadgeTone } from '@marketplace/ui';

/** The status badge's tone: done is green, being worked on is blue, waiting is neutral. */
export const STATUS_TONES: Record<CritiqueStatus, BadgeTone> = {
  requested: 'neutral',
  in_review: 'info',
  completed: 'success',
};

/** Label and value pairs (dates, role, industry, reviewer) in a wrapping grid. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** One section of the results screen: a card with room below it. */
export const SectionCard = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

export const SubTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

/** A wrapping row of badges (keywords). */
export const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A plain bulleted list of feedback or suggestions. */
export const Points = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.xl};
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

/** A refusal or failure shown in place, announced when it appears. */
export const Failure = styled.div`
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;
