import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { serverMessageOr } from '@marketplace/api-client';
import { FormAlert, FormStatus } from '@marketplace/account';
import { dashboardPath, useSession } from '@marketplace/auth';
import { AUTH_MESSAGES } from '@marketplace/contracts';
import { Spinner } from '@marketplace/ui';
import { AuthFrame } from './AuthFrame';
import { useVerifyEmail } from './api';

/** The e-mail link `/verify-email?token=...`: confirms the address once, then offers the way on. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const { refresh } = session;
  const verification = useVerifyEmail(token);
  const signedIn = session.user !== null;

  // A signed-in user's session now says the address is verified.
  useEffect(() => {
    if (verification.isSuccess && signedIn) void refresh();
  }, [verification.isSuccess, signedIn, refresh]);

  const next = session.user ? (
    <Link to={dashboardPath(session.user.role) ?? '/onboarding'}>Go to your dashboard</Link>
  ) : (
    <Link to="/sign-in">Sign in</Link>
  );

  return (
    <AuthFrame title="Verify your email" footer={<p>{next}</p>}>
      {!token ? (
        <FormAlert role="alert">{AUTH_MESSAGES.verifyTokenInvalid}</FormAlert>
      ) : verification.isPending ? (
        <Spinner label="Verifying your email address…" />
      ) : verification.isError ? (
        <FormAlert role="alert">{serverMessageOr(verification.error, AUTH_MESSAGES.verifyTokenInvalid)}</FormAlert>
      ) : (
        <FormStatus $tone="success" role="status">
          {AUTH_MESSAGES.emailVerified}
        </FormStatus>
      )}
    </AuthFrame>
  );
}
