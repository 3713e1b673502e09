import { Link } from 'react-router';
import styled from 'styled-components';

export interface NavCardItem {
  to: string;
  title: string;
  description: string;
}

/** A grid of links, each a card with a title and one line saying what is there (dashboards). */
export function NavCards({ items, label }: { items: readonly NavCardItem[]; label: string }) {
  return (
    <Grid aria-label={label}>
      {items.map((item) => (
        <li key={item.to}>
          <Tile to={item.to}>
            <strong>{item.title}</strong>
            <span>{item.description}</span>
          </Tile>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover strong {
    text-decoration: underline;
  }
`;
