import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldErrorText } from './FormMessages';

/** Props a form control receives from <Field> so it is labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** One message or several (the API's fieldErrors carry a list per field). */
  error?: string | readonly string[] | null;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field. The control is rendered by `children` with the id, aria-describedby (hint
 * and error) and aria-invalid it needs:
 *   <Field label="Email" error={errors.email}>{(props) => <Input type="email" {...props} />}</Field>
 */
export function Field({ label, error, hint, required, id, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const errors = error == null ? [] : typeof error === 'string' ? [error] : [...error];
  const describedBy = [hint ? hintId : null, errors.length ? errorId : null].filter(Boolean).join(' ');

  return (
    <Wrapper>
      <Label htmlFor={controlId}>
        {label}
        {required ? <Required aria-hidden="true"> *</Required> : null}
      </Label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {children({
        id: controlId,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': errors.length ? true : undefined,
        required,
      })}
      <FieldErrorText id={errorId} messages={errors} />
    </Wrapper>
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

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const controlStyles = `
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border-radius: 8px;
`;

export const Input = styled.input`
  ${controlStyles}
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 96px;
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const Select = styled.select`
  ${controlStyles}
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export { FormMessages, FieldErrorText, type FormMessagesProps } from './FormMessages';
