import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isApiError } from '@marketplace/api-client';
import { ACCOUNT_SCREEN_MESSAGES, TIMING_MS, changeEmailErrorText, validateChangeEmail } from '@marketplace/contracts';
import { Button } from '@marketplace/ui';
import { Field, Input } from '@marketplace/ui/fields';
import { contractResolver, fieldMessages, showServerErrors } from '@marketplace/ui/forms';
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
  const { register, control, handleSubmit, setError, setFocus, clearErrors, formState } = useForm<Values>({
    defaultValues: { newEmail: '', confirmEmail: '', currentPassword: '' },
    resolver: contractResolver((values: Values) => validateChangeEmail(values, currentEmail)),
    // A message goes when its field is edited, not re-checked as the user types.
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [secondsLeft, setSecondsLeft] = useState(RELOAD_SECONDS);
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

  const clearOnChange = (field: keyof Values) => ({ onChange: () => clearErrors(field) });

  async function send(values: Values) {
    if (state !== 'idle') return;
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
        showServerErrors({ [field]: error.fieldError(field) }, setError);
        setFocus(field);
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
      <form
        noValidate
        onSubmit={(event) => {
          setServerError(null);
          return handleSubmit(send)(event);
        }}
        aria-labelledby={headingId}
      >
        <Field label="New Email Address" error={fieldMessages(errors.newEmail)}>
          {(props) => (
            <Input
              {...props}
              type="email"
              autoComplete="email"
              readOnly={busy}
              {...register('newEmail', clearOnChange('newEmail'))}
            />
          )}
        </Field>
        <Field label="Confirm New Email Address" error={fieldMessages(errors.confirmEmail)}>
          {(props) => (
            <Input
              {...props}
              type="email"
              autoComplete="email"
              readOnly={busy}
              {...register('confirmEmail', clearOnChange('confirmEmail'))}
            />
          )}
        </Field>
        <Controller
          control={control}
          name="currentPassword"
          render={({ field }) => (
            <PasswordField
              label="Current Password"
              name={field.name}
              autoComplete="current-password"
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                clearErrors('currentPassword');
              }}
              error={fieldMessages(errors.currentPassword)}
              inputRef={field.ref}
            />
          )}
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
