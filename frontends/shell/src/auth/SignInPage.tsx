import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { serverMessageOr } from '@marketplace/api-client';
import { FormAlert, PasswordField } from '@marketplace/account';
import { useSession } from '@marketplace/auth';
import { CHANGE_EMAIL_MESSAGES, isEmail, type SignInRequest } from '@marketplace/contracts';
import { Button, Field, Input } from '@marketplace/ui';
import { AuthFrame, FullWidth, Reason } from './AuthFrame';
import { signIn } from './api';
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
  const [values, setValues] = useState<SignInRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [searchParams] = useSearchParams();
  // Where the guard stopped the user (history state), else the page that sent them here (`next`).
  const from = fromState(location.state) ?? searchParams.get('next') ?? undefined;
  const next = returnPathOf(from);
  const reason = returnReason(next, 'sign-in');

  // Already signed in (e.g. the back button): nothing to do here.
  if (session.status === 'ready' && session.user && !submitting) {
    return <Navigate to={destinationAfterSignIn(session.user, from)} replace />;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const found = validateSignIn(values);
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

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
      passwordRef.current?.focus();
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
      <form noValidate onSubmit={submit} aria-label="Sign in">
        <Field label="Email" error={errors.email}>
          {(props) => (
            <Input
              {...props}
              ref={emailRef}
              type="email"
              name="email"
              autoComplete="username"
              value={values.email}
              onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
            />
          )}
        </Field>
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(password) => setValues((current) => ({ ...current, password }))}
          error={errors.password}
          inputRef={passwordRef}
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
