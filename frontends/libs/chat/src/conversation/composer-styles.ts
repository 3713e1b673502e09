import styled from 'styled-components';
import { TextArea } from '@marketplace/ui/fields';

/** The composer's layout: the controls in one row, the hint and any problem under them. */
export const Form = styled.form`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

export const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Input = styled(TextArea)`
  flex: 1 1 auto;
  min-width: 0;
  min-height: 44px;
  max-height: 160px;
  resize: vertical;
`;

export const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Problem = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.badges.warning.fg};
  background: ${({ theme }) => theme.colors.badges.warning.bg};
`;
