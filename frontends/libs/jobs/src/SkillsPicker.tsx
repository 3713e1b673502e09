import { useId } from 'react';
import styled from 'styled-components';
import { LIMITS, SKILLS_PICKER_MESSAGES } from '@marketplace/contracts';
import { VisuallyHidden } from '@marketplace/ui';
import { FieldErrorText } from '@marketplace/ui/fields';
import { POPULAR_SKILLS } from './skills';
import { useSkillsCombobox } from './useSkillsCombobox';

export interface SkillsPickerProps {
  label: string;
  value: readonly string[];
  onChange(next: string[]): void;
  /** Most skills allowed; 20 by default (the job form passes 10). */
  max?: number;
  error?: string | readonly string[] | null;
  /**
   * The rule one skill must meet before it is added (the job form passes the contract's
   * jobSkillError, so the picker refuses what the server refuses); its message is shown instead.
   */
  skillError?(skill: string): string | null;
  onBlur?(): void;
  id?: string;
  /** The label for screen readers only, where a heading right above already says it (the profile's Skills section). */
  hideLabel?: boolean;
}

/**
 * Skills picker: an ARIA 1.2 combobox (input + listbox of at most 10 suggestions),
 * the chosen skills as removable chips, and the popular skills as quick picks.
 */
export function SkillsPicker({
  label,
  value,
  onChange,
  max = LIMITS.skillsPickerDefaultMax,
  error,
  skillError,
  onBlur,
  id,
  hideLabel = false,
}: SkillsPickerProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listboxId = `${inputId}-listbox`;
  const limitId = `${inputId}-limit`;
  const errorId = `${inputId}-error`;
  const entryErrorId = `${inputId}-entry-error`;
  const combo = useSkillsCombobox({ value, onChange, max, skillError });
  const { active, atLimit, entryError, expanded } = combo;
  const errors = error == null ? [] : typeof error === 'string' ? [error] : [...error];

  const describedBy =
    [atLimit ? limitId : null, entryError ? entryErrorId : null, errors.length ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <Wrapper>
      <Label htmlFor={inputId}>{hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}</Label>
      {value.length ? <SkillChips label={label} value={value} onRemove={combo.remove} /> : null}
      <ComboWrap>
        <TextInput
          id={inputId}
          role="combobox"
          type="text"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={entryError || errors.length ? true : undefined}
          placeholder={atLimit ? undefined : 'Type a skill and press Enter'}
          value={combo.query}
          readOnly={atLimit}
          onChange={(event) => combo.type(event.target.value)}
          onKeyDown={combo.onKeyDown}
          onBlur={() => {
            combo.close();
            onBlur?.();
          }}
        />
        <List id={listboxId} role="listbox" aria-label={`${label} suggestions`} hidden={!expanded}>
          {expanded
            ? combo.suggestions.map((skill, index) => (
                <Option
                  key={skill}
                  id={`${listboxId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  // mousedown keeps focus in the input (a click would blur it and close the list first)
                  onMouseDown={(event) => {
                    event.preventDefault();
                    combo.add(skill);
                  }}
                >
                  {skill}
                </Option>
              ))
            : null}
        </List>
      </ComboWrap>
      {atLimit ? (
        <Notice id={limitId} role="status">
          {SKILLS_PICKER_MESSAGES.limitReached(max)}
        </Notice>
      ) : null}
      {entryError ? (
        <ErrorText id={entryErrorId} role="alert">
          {entryError}
        </ErrorText>
      ) : null}
      <FieldErrorText id={errorId} messages={errors} />
      <PopularSkills value={value} disabled={atLimit} onPick={combo.add} />
    </Wrapper>
  );
}

/** The chosen skills as chips, each with its remove button. */
function SkillChips({
  label,
  value,
  onRemove,
}: {
  label: string;
  value: readonly string[];
  onRemove(skill: string): void;
}) {
  return (
    <Chips aria-label={`Selected ${label.toLowerCase()}`}>
      {value.map((skill) => (
        <Chip key={skill}>
          {skill}
          <RemoveButton type="button" aria-label={`Remove ${skill}`} onClick={() => onRemove(skill)}>
            ×
          </RemoveButton>
        </Chip>
      ))}
    </Chips>
  );
}

/** The popular skills as quick picks; one already chosen is pressed and disabled. */
function PopularSkills({
  value,
  disabled,
  onPick,
}: {
  value: readonly string[];
  /** At the limit, no more can be picked. */
  disabled: boolean;
  onPick(skill: string): void;
}) {
  const popular = POPULAR_SKILLS.slice(0, LIMITS.popularSkillsCount);
  return (
    <Popular role="group" aria-label="Popular skills">
      <PopularTitle aria-hidden="true">Popular skills</PopularTitle>
      {popular.map((skill) => {
        const chosen = value.some((existing) => existing.toLowerCase() === skill.toLowerCase());
        return (
          <QuickPick
            key={skill}
            type="button"
            aria-pressed={chosen}
            disabled={chosen || disabled}
            onClick={() => onPick(skill)}
          >
            {skill}
          </QuickPick>
        );
      })}
    </Popular>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 2px 4px 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.badges.info.bg};
  color: ${({ theme }) => theme.colors.badges.info.fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const RemoveButton = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1;
  min-width: 24px;
  min-height: 24px;
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const ComboWrap = styled.div`
  position: relative;
`;

const TextInput = styled.input`
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const List = styled.ul`
  position: absolute;
  z-index: 10;
  left: 0;
  right: 0;
  margin: 2px 0 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Option = styled.li`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  cursor: pointer;
  &[aria-selected='true'],
  &:hover {
    background: ${({ theme }) => theme.colors.badges.info.bg};
  }
`;

const Notice = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.badges.warning.fg};
`;

const ErrorText = styled.p`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Popular = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const PopularTitle = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-right: ${({ theme }) => theme.space.xs};
`;

const QuickPick = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.pill};
  padding: 2px 10px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;
