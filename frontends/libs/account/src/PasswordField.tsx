import { useId, useState, type Ref } from 'react';
import styled from 'styled-components';
import { PASSWORD_REQUIREMENTS } from '@marketplace/contracts';
import { VisuallyHidden } from '@marketplace/ui';
import { FieldErrorText, Input } from '@marketplace/ui/fields';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** One message or several, tied to the input with aria-describedby. */
  error?: string | readonly string[] | null;
  /** Show the password requirement list under the input, met or not as the user types. */
  showRequirements?: boolean;
  name?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide toggle (a real button whose accessible name says what it
 * does to which field) and, for new passwords, the live requirement list.
 */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  error,
  showRequirements = false,
  name,
  disabled,
  inputRef,
}: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const errors = error == null ? [] : typeof error === 'string' ? [error] : [...error];
  const requirementsId = `${id}-requirements`;
  const errorId = `${id}-error`;
  const describedBy = [showRequirements ? requirementsId : null, errors.length ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const lowerLabel = label.toLowerCase();

  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <Input
          ref={inputRef}
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={describedBy || undefined}
          // Browsers must not "fix" a password shown as text.
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
        />
        <Toggle
          type="button"
          aria-label={`${visible ? 'Hide' : 'Show'} ${lowerLabel}`}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
          disabled={disabled}
        >
          {visible ? 'Hide' : 'Show'}
        </Toggle>
      </Row>
      {showRequirements ? <PasswordRequirements id={requirementsId} password={value} /> : null}
      <FieldErrorText id={errorId} messages={errors} />
    </Wrapper>
  );
}

/** The password rules from the contracts, each marked met or not met for `password`. */
export function PasswordRequirements({ password, id }: { password: string; id?: string }) {
  return (
    <Requirements id={id} aria-label="Password requirements">
      {PASSWORD_REQUIREMENTS.map((rule) => {
        const met = rule.test(password);
        return (
          <Requirement key={rule.id} data-met={met} $met={met}>
            <Mark aria-hidden="true">{met ? '✓' : '○'}</Mark>
            {rule.label}
            <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
          </Requirement>
        );
      })}
    </Requirements>
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

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Toggle = styled.button`
  flex: none;
  min-width: 64px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Requirements = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  display: grid;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Requirement = styled.li<{ $met: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme, $met }) => ($met ? theme.colors.badges.success.fg : theme.colors.textMuted)};
`;

const Mark = styled.span`
  width: 1em;
  text-align: center;
  font-weight: 700;
`;
