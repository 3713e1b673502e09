import styled from 'styled-components';
import { LabelledSection } from '../../profile/LabelledSection';

// The talent dialog's layout, shared by its sections and its skeleton.

/** The dialog's column of sections. */
export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The avatar beside the name and facts. */
export const Header = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

/** A section named by its h4 heading. */
export const Section = styled(LabelledSection).attrs({ heading: 'h4' as const })`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** Text as the seeker wrote it, line breaks kept. */
export const Text = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** A list without bullets. */
export const Plain = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;
