import styled from 'styled-components';
import { Badge } from '@marketplace/ui';

export interface SkillChipsProps {
  skills: readonly string[];
  /** The list's accessible name, when the dialog gives it one. */
  label?: string;
}

/** A candidate's skills as neutral badges, or that none are listed. */
export function SkillChips({ skills, label }: SkillChipsProps) {
  if (skills.length === 0) return <Muted>No skills listed.</Muted>;
  return (
    <Chips aria-label={label}>
      {skills.map((skill) => (
        <li key={skill}>
          <Badge $tone="neutral">{skill}</Badge>
        </li>
      ))}
    </Chips>
  );
}

/** The profile dialogs' secondary text. */
export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
