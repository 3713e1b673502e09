import styled, { css } from 'styled-components';
import { LabelledSection } from '../../profile/LabelledSection';

// The applicant dialog's layout, shared by its sections and its skeleton.

/** The dialog's column of sections. */
export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The avatar beside the name and facts. */
export const Header = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  align-items: flex-start;
`;

/** The header's text column. */
export const HeaderText = styled.div`
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

/** A row of buttons. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const ruled = css`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** A ruled section without a heading (the skeleton's placeholders). */
export const SectionBox = styled.section`
  ${ruled}
`;

/** A ruled section named by its h3 heading. */
export const ProfileSection = styled(LabelledSection).attrs({ heading: 'h3' as const })`
  ${ruled}
`;

/** Label and value pairs. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** Text as the seeker wrote it, line breaks kept. */
export const Prose = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
