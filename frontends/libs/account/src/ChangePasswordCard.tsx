import { useId, useRef, useState, type FormEvent } from 'react';
import { isApiError, serverMessageOr } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import {
  ACCOUNT_SCREEN_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  validateChangePassword,
  type ChangePasswordRequest,
  type FieldErrors,
} from '@marketplace/contracts';
import { Button, useToast } from '@marketplace/ui';
import { changePassword } from './api';
import { PasswordField } from './PasswordField';
import { Actions, CardTitle, FormAlert, SettingsCard } from './styles';

const EMPTY: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS: Array<keyof ChangePasswordRequest> = ['currentPassword', 'newPassword', 'confirmPassword'];

/** The Change Password card: current, new and confirm fields, checked against the password rules before sending. */
export function ChangePasswordCard() {
  const headingId = useId();
  const session = useSession();
  const toast = useToast();
  const [values, setValues] = useState<ChangePasswordRequest>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<keyof ChangePasswordRequest, HTMLInputElement | null>>>({});

  const change = (field: keyof ChangePasswordRequest) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: [] } : current));
  };

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]?.length);
    if (first) inputs.current[first]?.focus();
    return first !== undefined;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    if (!session.actingUser) {
      setErrors({});
      setFormError(CHANGE_PASSWORD_MESSAGES.notAuthenticated);
      return;
    }
    if (showErrors(validateChangePassword(values))) return;

    setSubmitting(true);
    try {
      await changePassword(values);
      setValues(EMPTY);
      toast.show(ACCOUNT_SCREEN_MESSAGES.passwordChanged, { tone: 'success' });
    } catch (error) {
      const fieldErrors = isApiError(error)
        ? Object.fromEntries(
            FIELDS.map((field) => [field, error.fieldError(field)]).filter(([, messages]) => messages.length),
          )
        : {};
      // The server re-checks every rule; its per-field messages go where the client's would.
      if (!showErrors(fieldErrors)) {
        toast.show(serverMessageOr(error, ACCOUNT_SCREEN_MESSAGES.passwordChangeFailed), { tone: 'error' });
      }
    } finally {
      setSubmitting(false);
    }
  }

  const fieldError = (field: keyof ChangePasswordRequest) => (errors[field]?.length ? errors[field] : null);
  const bind = (field: keyof ChangePasswordRequest) => ({
    value: values[field],
    onChange: change(field),
    error: fieldError(field),
    name: field,
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
  });

  return (
    <SettingsCard as="section" aria-labelledby={headingId}>
      <CardTitle id={headingId}>Change Password</CardTitle>
      <form noValidate onSubmit={submit} aria-labelledby={headingId}>
        <PasswordField label="Current Password" autoComplete="current-password" {...bind('currentPassword')} />
        <PasswordField label="New Password" autoComplete="new-password" showRequirements {...bind('newPassword')} />
        <PasswordField label="Confirm New Password" autoComplete="new-password" {...bind('confirmPassword')} />
        {formError ? <FormAlert role="alert">{formError}</FormAlert> : null}
        <Actions>
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Changing Password...' : 'Change Password'}
          </Button>
        </Actions>
      </form>
    </SettingsCard>
  );
}
