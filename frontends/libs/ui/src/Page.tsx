import styled from 'styled-components';

/** Page-level heading and lead text shared by the shell and the remotes. */
export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.2;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export const PageLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;
