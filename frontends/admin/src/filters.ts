import { css } from 'styled-components';

/** The filter row above an admin table: as many field columns as fit, the button under them on the left. */
export const filterRow = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  align-items: end;
  gap: 0 ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  > button {
    justify-self: start;
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
`;
