import { Link } from 'react-router';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '@marketplace/ui';

/** A call to action: a link that looks like a button (navigation, not an action). */
export const CtaLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** A block of the home and employers pages, named by its SectionTitle. */
export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xxl};
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.3;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** Numbered steps, side by side where there is room, one under another on a phone. */
export const Steps = styled.ol`
  list-style: none;
  counter-reset: step;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  > li {
    counter-increment: step;
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  > li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    margin-bottom: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

/** Short promises with a heading each. */
export const TrustList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  > li {
    padding-left: ${({ theme }) => theme.space.lg};
    border-left: 4px solid ${({ theme }) => theme.colors.badges.success.fg};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;
