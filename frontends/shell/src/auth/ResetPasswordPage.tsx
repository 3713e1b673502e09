import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { serverMessageOr } from '@marketplace/api-client';
import { FormAlert, FormStatus, PasswordField, requestPasswordReset } from '@marketplace/account';
import {
  ACCOUNT_SCREEN_MESSAGES,
  AUTH_MESSAGES,
  CHANGE_EMAIL_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  isEmail,
  newPasswordError,
} from '@marketplace/contracts';
import { Button } from '@marketplace/ui';
import { Field, Input } from '@marketplace/ui/fields';
import { contractResolver, fieldMessages } from '@marketplace/ui/forms';
import { AuthFrame, FullWidth } from './AuthFrame';
import { confirmPasswordReset } from './api';
import { asFieldErrors } from './form-errors';

export const RESET_CONFIRM_FAILED = 'Failed to reset your password. Please try again.';

/** `/reset-password` asks for the e-mail; `/reset-password?token=...` (the e-mailed link) sets the new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPasswordForm token={token} /> : <RequestForm />;
}

type RequestValues = { email: string };

const checkEmail = ({ email }: RequestValues) =>
  asFieldErrors({ email: isEmail(email) ? undefined : CHANGE_EMAIL_MESSAGES.invalid });

function RequestForm() {
  const { register, handleSubmit, clearErrors, formState } = useForm<RequestValues>({
    defaultValues: { email: '' },
    resolver: contractResolver(checkEmail),
    reValidateMode: 'onSubmit',
  });
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const [sending, setSending] = useState(false);

  async function send({ email }: RequestValues) {
    if (sending) return;
    setSending(true);
    try {
      await requestPasswordReset({ email: email.trim() }, { skipHeaderProviders: true });
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthFrame
      title="Reset your password"
      lead="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to="/sign-in">Sign in</Link>
        </p>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          setOutcome(null);
          return handleSubmit(send)(event);
        }}
        aria-label="Reset your password"
      >
        <Field label="Email" error={fieldMessages(formState.errors.email)}>
          {(props) => (
            <Input
              {...props}
              type="email"
              autoComplete="email"
              {...register('email', { onChange: () => clearErrors('email') })}
            />
          )}
        </Field>
        {outcome === 'sent' ? (
          <FormStatus $tone="success" role="status">
            {ACCOUNT_SCREEN_MESSAGES.resetSent}
          </FormStatus>
        ) : null}
        {outcome === 'failed' ? <FormAlert role="alert">{ACCOUNT_SCREEN_MESSAGES.resetFailed}</FormAlert> : null}
        <FullWidth>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending...' : 'Send Password Reset Email'}
          </Button>
        </FullWidth>
      </form>
    </AuthFrame>
  );
}

type NewPasswordErrors = { password?: string; confirm?: string };

export function validateNewPassword(password: string, confirm: string): NewPasswordErrors {
  if (!password || !confirm)
    return password ? { confirm: CHANGE_PASSWORD_MESSAGES.required } : { password: CHANGE_PASSWORD_MESSAGES.required };
  const weak = newPasswordError(password);
  if (weak) return { password: weak };
  if (password !== confirm) return { confirm: CHANGE_PASSWORD_MESSAGES.mismatch };
  return {};
}

type NewPasswordValues = { password: string; confirm: string };

const checkNewPassword = ({ password, confirm }: NewPasswordValues) =>
  asFieldErrors(validateNewPassword(password, confirm));

function NewPasswordForm({ token }: { token: string }) {
  const { control, handleSubmit, clearErrors, formState } = useForm<NewPasswordValues>({
    defaultValues: { password: '', confirm: '' },
    resolver: contractResolver(checkNewPassword),
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle');

  async function save({ password }: NewPasswordValues) {
    if (state !== 'idle') return;
    setState('saving');
    try {
      await confirmPasswordReset({ token, password });
      setState('done');
    } catch (error) {
      setState('idle');
      setFormError(serverMessageOr(error, RESET_CONFIRM_FAILED));
    }
  }

  if (state === 'done') {
    return (
      <AuthFrame title="Choose a new password">
        <FormStatus $tone="success" role="status">
          {AUTH_MESSAGES.passwordReset}
        </FormStatus>
        <p>
          <Link to="/sign-in">Sign in</Link>
        </p>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title="Choose a new password"
      footer={
        <p>
          Link expired? <Link to="/reset-password">Request a new one</Link>
        </p>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          setFormError(null);
          return handleSubmit(save)(event);
        }}
        aria-label="Choose a new password"
      >
        <Controller
          control={control}
          name="password"
          render={({ field }) => (
            <PasswordField
              label="New Password"
              name="password"
              autoComplete="new-password"
              showRequirements
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                clearErrors('password');
              }}
              error={fieldMessages(errors.password)}
              inputRef={field.ref}
            />
          )}
        />
        <Controller
          control={control}
          name="confirm"
          render={({ field }) => (
            <PasswordField
              label="Confirm New Password"
              name="confirmPassword"
              autoComplete="new-password"
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                clearErrors('confirm');
              }}
              error={fieldMessages(errors.confirm)}
              inputRef={field.ref}
            />
          )}
        />
        {formError ? <FormAlert role="alert">{formError}</FormAlert> : null}
        <FullWidth>
          <Button type="submit" disabled={state === 'saving'}>
            {state === 'saving' ? 'Saving...' : 'Reset Password'}
          </Button>
        </FullWidth>
      </form>
    </AuthFrame>
  );
}
