import { useRef, useState, type FormEvent } from 'react';
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
import { Button, Field, Input } from '@marketplace/ui';
import { AuthFrame, FullWidth } from './AuthFrame';
import { confirmPasswordReset } from './api';

export const RESET_CONFIRM_FAILED = 'Failed to reset your password. Please try again.';

/** `/reset-password` asks for the e-mail; `/reset-password?token=...` (the e-mailed link) sets the new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPasswordForm token={token} /> : <RequestForm />;
}

function RequestForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setOutcome(null);
    if (!isEmail(email)) {
      setError(CHANGE_EMAIL_MESSAGES.invalid);
      return inputRef.current?.focus();
    }
    setError(null);
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
      <form noValidate onSubmit={submit} aria-label="Reset your password">
        <Field label="Email" error={error}>
          {(props) => (
            <Input
              {...props}
              ref={inputRef}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(null);
              }}
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

function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle');
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state !== 'idle') return;
    setFormError(null);
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.confirm) return confirmRef.current?.focus();
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
      <form noValidate onSubmit={submit} aria-label="Choose a new password">
        <PasswordField
          label="New Password"
          name="password"
          autoComplete="new-password"
          showRequirements
          value={password}
          onChange={(value) => {
            setPassword(value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={errors.password}
          inputRef={passwordRef}
        />
        <PasswordField
          label="Confirm New Password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(value) => {
            setConfirm(value);
            setErrors((current) => ({ ...current, confirm: undefined }));
          }}
          error={errors.confirm}
          inputRef={confirmRef}
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
