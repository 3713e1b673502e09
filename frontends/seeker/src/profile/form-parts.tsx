import styled from 'styled-components';
import type { ProfileForm } from './useProfileForm';
import { FieldErrorText } from '@marketplace/ui/fields';

/** What a section of the profile form reads and writes: the values, each box's messages, and the setters. */
export type SectionForm = Pick<ProfileForm, 'values' | 'shown' | 'set' | 'touch'>;

/** A box's or a group's messages, one a line; nothing when there are none. */
export const FieldErrorList = styled(FieldErrorText)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Legend = styled.legend`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  padding: 0 ${({ theme }) => theme.space.xs};
`;

export const Row = styled.div<{ $align?: 'end' }>`
  display: grid;
  grid-template-columns: ${({ $align }) => ($align ? '1fr auto' : 'repeat(auto-fit, minmax(200px, 1fr))')};
  align-items: ${({ $align }) => ($align ? 'center' : 'start')};
  gap: ${({ theme }) => theme.space.md};
`;

export const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;
