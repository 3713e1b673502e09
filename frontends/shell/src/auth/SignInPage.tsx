import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { serverMessageOr } from '@marketplace/api-client';
import { FormAlert, PasswordField } from '@marketplace/account';
import { useSession } from '@marketplace/auth';
import { CHANGE_EMAIL_MESSAGES, isEmail, type SignInRequest } from '@marketplace/contracts';
import { Button } from '@marketplace/ui';
import { Field, Input } from '@marketplace/ui/fields';
import { contractResolver, fieldMessages } from '@marketplace/ui/forms';
import { AuthFrame, FullWidth, Reason } from './AuthFrame';
import { signIn } from './api';
import { asFieldErrors } from './form-errors';
import { destinationAfterSignIn, fromState, returnPathOf, signUpPathFor } from './destinations';
import { returnReason } from './return-reason';

export const SIGN_IN_MESSAGES = {
  emailRequired: 'Please enter your email address',
  passwordRequired: 'Please enter your password',
  failed: 'Failed to sign in. Please try again.',
} as const;

type Errors = Partial<Record<keyof SignInRequest, string>>;

export function validateSignIn({ email, password }: SignInRequest): Errors {
  const errors: Errors = {};
  if (!email.trim()) errors.email = SIGN_IN_MESSAGES.emailRequired;
  else if (!isEmail(email)) errors.email = CHANGE_EMAIL_MESSAGES.invalid;
  if (!password) errors.password = SIGN_IN_MESSAGES.passwordRequired;
  return errors;
}

export default function SignInPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { register, control, handleSubmit, setFocus, formState } = useForm<SignInRequest>({
    defaultValues: { email: '', password: '' },
    resolver: contractResolver((values: SignInRequest) => asFieldErrors(validateSignIn(values))),
    // A message stays until the next Sign In, as the server's would.
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [searchParams] = useSearchParams();
  // Where the guard stopped the user (history state), else the page that sent them here (`next`).
  const from = fromState(location.state) ?? searchParams.get('next') ?? undefined;
  const next = returnPathOf(from);
  const reason = returnReason(next, 'sign-in');

  // Already signed in (e.g. the back button): nothing to do here.
  if (session.status === 'ready' && session.user && !submitting) {
    return <Navigate to={destinationAfterSignIn(session.user, from)} replace />;
  }

  async function submit(values: SignInRequest) {
    if (submitting) return;
    setSubmitting(true);
    try {
      const answer = await signIn({ email: values.email.trim(), password: values.password });
      if (!answer?.user) throw new Error(SIGN_IN_MESSAGES.failed);
      session.setUser(answer.user);
      navigate(destinationAfterSignIn(answer.user, from), { replace: true });
    } catch (error) {
      setSubmitting(false);
      // One message for a wrong e-mail or password (the server never says which).
      setFormError(serverMessageOr(error, SIGN_IN_MESSAGES.failed));
      setFocus('password');
    }
  }

  return (
    <AuthFrame
      title="Sign In"
      lead={
        reason ? (
          <>
            <Reason>{reason.title}</Reason> {reason.then}
          </>
        ) : (
          'Welcome back to Nestwork.'
        )
      }
      footer={
        <>
          <p>
            <Link to="/reset-password">Forgot password?</Link>
          </p>
          <p>
            New to Nestwork? <Link to={signUpPathFor(next)}>Create an account</Link>
          </p>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          setFormError(null);
          return handleSubmit(submit)(event);
        }}
        aria-label="Sign in"
      >
        <Field label="Email" error={fieldMessages(errors.email)}>
          {(props) => <Input {...props} type="email" autoComplete="username" {...register('email')} />}
        </Field>
        <Controller
          control={control}
          name="password"
          render={({ field }) => (
            <PasswordField
              label="Password"
              name={field.name}
              autoComplete="current-password"
              value={field.value}
              onChange={field.onChange}
              error={fieldMessages(errors.password)}
              inputRef={field.ref}
            />
          )}
        />
        {formError ? <FormAlert role="alert">{formError}</FormAlert> : null}
        <FullWidth>
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Signing In...' : 'Sign In'}
          </Button>
        </FullWidth>
      </form>
    </AuthFrame>
  );
}
