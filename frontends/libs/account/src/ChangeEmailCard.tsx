import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@marketplace/api-client';
import {
  ACCOUNT_SCREEN_MESSAGES,
  TIMING_MS,
  changeEmailErrorText,
  validateChangeEmail,
  type FieldErrors,
} from '@marketplace/contracts';
import { Button, Field, Input } from '@marketplace/ui';
import { changeEmail } from './api';
import { PasswordField } from './PasswordField';
import { Actions, CardTitle, FormAlert, FormStatus, Muted, SettingsCard } from './styles';

const RELOAD_SECONDS = TIMING_MS.emailChangeReload / 1000;

export interface ChangeEmailCardProps {
  currentEmail: string;
  /** POST endpoint for the role: /api/seeker/account/email or /api/employer/account/email. */
  endpoint: string;
  /** What happens when the 3-second countdown after a change ends; by default the page reloads. */
  onReload?: () => void;
}

type Values = { newEmail: string; confirmEmail: string; currentPassword: string };
const FIELDS: Array<keyof Values> = ['newEmail', 'confirmEmail', 'currentPassword'];

/** The Change Email card: checks the new address, sends it, then reloads the page after a 3-second countdown. */
export function ChangeEmailCard({
  currentEmail,
  endpoint,
  onReload = () => window.location.reload(),
}: ChangeEmailCardProps) {
  const headingId = useId();
  const [values, setValues] = useState<Values>({ newEmail: '', confirmEmail: '', currentPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [secondsLeft, setSecondsLeft] = useState(RELOAD_SECONDS);
  const inputs = useRef<Partial<Record<keyof Values, HTMLInputElement | null>>>({});
  const onReloadRef = useRef(onReload);
  useEffect(() => {
    onReloadRef.current = onReload;
  }, [onReload]);

  // idle -> submitting -> success, then a visible 3-second countdown and the reload.
  useEffect(() => {
    if (state !== 'success') return;
    if (secondsLeft <= 0) {
      onReloadRef.current();
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [state, secondsLeft]);

  const change = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: [] } : current));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state !== 'idle') return;
    setServerError(null);
    const found = validateChangeEmail(values, currentEmail);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]?.length);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setState('submitting');
    try {
      await changeEmail(endpoint, { newEmail: values.newEmail.trim(), currentPassword: values.currentPassword });
      setSecondsLeft(RELOAD_SECONDS);
      setState('success');
    } catch (error) {
      setState('idle');
      // The server's own check of a change-email rule, or a wrong current password: show it on its field.
      const field = isApiError(error) ? FIELDS.find((name) => error.fieldError(name).length) : undefined;
      if (field && isApiError(error)) {
        setErrors({ [field]: error.fieldError(field) });
        inputs.current[field]?.focus();
      } else {
        setServerError(changeEmailErrorText(isApiError(error) ? error.error : null));
      }
    }
  }

  const busy = state !== 'idle';
  return (
    <SettingsCard as="section" aria-labelledby={headingId}>
      <CardTitle id={headingId}>Change Email</CardTitle>
      <Muted>
        Current email: <strong>{currentEmail}</strong>
      </Muted>
      <form noValidate onSubmit={submit} aria-labelledby={headingId}>
        <Field label="New Email Address" error={errors.newEmail?.length ? errors.newEmail : null}>
          {(props) => (
            <Input
              {...props}
              ref={(element) => {
                inputs.current.newEmail = element;
              }}
              type="email"
              name="newEmail"
              autoComplete="email"
              value={values.newEmail}
              readOnly={busy}
              onChange={(event) => change('newEmail')(event.target.value)}
            />
          )}
        </Field>
        <Field label="Confirm New Email Address" error={errors.confirmEmail?.length ? errors.confirmEmail : null}>
          {(props) => (
            <Input
              {...props}
              ref={(element) => {
                inputs.current.confirmEmail = element;
              }}
              type="email"
              name="confirmEmail"
              autoComplete="email"
              value={values.confirmEmail}
              readOnly={busy}
              onChange={(event) => change('confirmEmail')(event.target.value)}
            />
          )}
        </Field>
        <PasswordField
          label="Current Password"
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={change('currentPassword')}
          error={errors.currentPassword?.length ? errors.currentPassword : null}
          inputRef={(element) => {
            inputs.current.currentPassword = element;
          }}
        />
        {serverError ? <FormAlert role="alert">{serverError}</FormAlert> : null}
        {state === 'success' ? (
          <FormStatus $tone="success">
            <span role="status">{ACCOUNT_SCREEN_MESSAGES.emailChanged}</span>
            <span data-testid="reload-countdown">
              Reloading the page in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}…
            </span>
          </FormStatus>
        ) : null}
        <Actions>
          <Button type="submit" disabled={busy}>
            {state === 'submitting' ? 'Sending Request...' : 'Change Email Address'}
          </Button>
        </Actions>
      </form>
    </SettingsCard>
  );
}
