import styled from 'styled-components';

/** A row of buttons: at the start under the current plan, at the end of a dialog. */
export const Actions = styled.div<{ $end?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: ${({ $end }) => ($end ? 'flex-end' : 'flex-start')};
`;
