import styled from 'styled-components';

/** Below this width the admin tables turn into stacked cards: a row of six columns cannot fit a phone. */
export const STACKED_TABLE_MAX_WIDTH = '767.98px';

/**
 * The admin tables' frame. On wide screens a table that still outgrows it (a very long e-mail)
 * scrolls inside the frame, never the page; below 768 px the rows are cards and the frame steps aside.
 * It takes the keyboard focus, so a frame that scrolls can be scrolled with the arrow keys (axe:
 * scrollable-region-focusable; whether it scrolls depends on the data shown).
 */
export const TableScroll = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: ${STACKED_TABLE_MAX_WIDTH}) {
    overflow-x: visible;
    border: 0;
    border-radius: 0;
    background: transparent;
  }
`;

/**
 * An admin table. Every body cell carries `data-label` (its column's name), which the stacked
 * layout shows before the value; action cells also carry `data-actions` so their buttons never wrap
 * and get no label. Words are never split: text wraps at spaces, and only a string with no break
 * point at all (an e-mail, a route) may break inside, because `break-word` does that and nothing else.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    font-weight: 600;
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
    overflow-wrap: break-word;
  }
  thead th {
    background: ${({ theme }) => theme.colors.background};
    white-space: nowrap;
  }
  td[data-actions],
  td[data-nowrap] {
    white-space: nowrap;
  }

  @media (max-width: ${STACKED_TABLE_MAX_WIDTH}) {
    display: block;
    caption {
      display: block;
      padding: 0 0 ${({ theme }) => theme.space.md};
    }
    /* The headers stay for screen readers; each card shows them beside its values instead. */
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
    tbody {
      display: grid;
      gap: ${({ theme }) => theme.space.md};
    }
    tbody tr {
      display: block;
      min-width: 0;
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.lg};
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: ${({ theme }) => theme.shadows.card};
    }
    tbody th,
    tbody td {
      display: grid;
      grid-template-columns: minmax(5.5rem, 30%) minmax(0, 1fr);
      column-gap: ${({ theme }) => theme.space.md};
      align-items: center;
      padding: ${({ theme }) => `${theme.space.xs} 0`};
      border-top: 0;
    }
    tbody th[data-label]::before,
    tbody td[data-label]::before {
      content: attr(data-label);
      font-weight: 600;
      color: ${({ theme }) => theme.colors.textMuted};
    }
    tbody td[data-actions] {
      display: flex;
      flex-wrap: wrap;
      gap: ${({ theme }) => theme.space.sm};
      padding-top: ${({ theme }) => theme.space.sm};
    }
    tbody td[data-actions]::before {
      content: none;
    }
    tbody td[data-actions]:empty {
      display: none;
    }
  }
`;
