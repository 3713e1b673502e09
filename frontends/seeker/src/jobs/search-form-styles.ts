import styled from 'styled-components';
import { Button } from '@marketplace/ui';

// One file in this order on purpose: styled-components injects rules in definition order, and the
// checkboxes' labels (Checks) must come after the form's own label rule to override it.

/** The search form's grid; its labels, inputs and selects share one look. */
export const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  label {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    margin-bottom: 2px;
  }
  input:not([type='checkbox']),
  select {
    width: 100%;
    min-height: 40px;
    padding: 6px 10px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The 'Filters' toggle, shown only on narrow screens. */
export const FiltersToggle = styled(Button)`
  justify-self: start;
  @media not all and ${({ theme }) => theme.media.narrow} {
    display: none;
  }
`;

/** Wide screens lay the filters out in the form's own grid; narrow ones stack them in a panel. */
export const Filters = styled.div`
  display: contents;
  @media ${({ theme }) => theme.media.narrow} {
    grid-column: 1 / -1;
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    &[data-open='false'] {
      display: none;
    }
  }
`;

/** A short note under a field. */
export const Hint = styled.p`
  margin: 2px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A cell spanning the form's whole width. */
export const Wide = styled.div`
  grid-column: 1 / -1;
`;

/** The row of checkboxes and 'Clear all'. */
export const Checks = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    font-weight: 400;
    margin: 0;
  }
`;
