import { useId, useState, type FormEvent } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { isApiError, serverMessageOr } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import {
  ACCOUNT_SCREEN_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  validateChangePassword,
  type ChangePasswordRequest,
} from '@marketplace/contracts';
import { Button, useToast } from '@marketplace/ui';
import { contractResolver, fieldMessages, showServerErrors } from '@marketplace/ui/forms';
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
  const { control, handleSubmit, setError, setFocus, clearErrors, reset, formState } = useForm<ChangePasswordRequest>({
    defaultValues: EMPTY,
    resolver: contractResolver<ChangePasswordRequest>(validateChangePassword),
    // A message goes when its field is edited, not re-checked as the user types.
    reValidateMode: 'onSubmit',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function send(values: ChangePasswordRequest) {
    if (submitting) return;
    setSubmitting(true);
    try {
      await changePassword(values);
      reset(EMPTY);
      toast.show(ACCOUNT_SCREEN_MESSAGES.passwordChanged, { tone: 'success' });
    } catch (error) {
      const fieldErrors = isApiError(error)
        ? Object.fromEntries(
            FIELDS.map((field) => [field, error.fieldError(field)]).filter(([, messages]) => messages.length),
          )
        : {};
      // The server re-checks every rule; its per-field messages go where the client's would.
      const first = FIELDS.find((field) => fieldErrors[field]?.length);
      if (first) {
        showServerErrors(fieldErrors, setError);
        setFocus(first);
      } else {
        toast.show(serverMessageOr(error, ACCOUNT_SCREEN_MESSAGES.passwordChangeFailed), { tone: 'error' });
      }
    } finally {
      setSubmitting(false);
    }
  }

  function submit(event: FormEvent) {
    setFormError(null);
    if (!session.actingUser) {
      event.preventDefault();
      clearErrors();
      setFormError(CHANGE_PASSWORD_MESSAGES.notAuthenticated);
      return;
    }
    return handleSubmit(send)(event);
  }

  const fieldProps = (field: keyof ChangePasswordRequest) => ({
    control,
    name: field,
    error: fieldMessages(formState.errors[field]),
    onEdit: () => clearErrors(field),
  });

  return (
    <SettingsCard as="section" aria-labelledby={headingId}>
      <CardTitle id={headingId}>Change Password</CardTitle>
      <form noValidate onSubmit={submit} aria-labelledby={headingId}>
        <PasswordInput label="Current Password" autoComplete="current-password" {...fieldProps('currentPassword')} />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          showRequirements
          {...fieldProps('newPassword')}
        />
        <PasswordInput label="Confirm New Password" autoComplete="new-password" {...fieldProps('confirmPassword')} />
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

/** One of the card's password fields, bound to the form by name. */
function PasswordInput({
  control,
  name,
  error,
  onEdit,
  ...shown
}: {
  control: Control<ChangePasswordRequest>;
  name: keyof ChangePasswordRequest;
  error?: readonly string[];
  onEdit: () => void;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  showRequirements?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PasswordField
          {...shown}
          name={field.name}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onEdit();
          }}
          error={error}
          inputRef={field.ref}
        />
      )}
    />
  );
}
