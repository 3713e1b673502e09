import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { serverMessageOr } from '@marketplace/api-client';
import { FormAlert, FormStatus } from '@marketplace/account';
import { dashboardPath, useSession } from '@marketplace/auth';
import { AUTH_MESSAGES, withReturnPath } from '@marketplace/contracts';
import { Spinner, useToast } from '@marketplace/ui';
import { AuthFrame } from './AuthFrame';
import { useVerifyEmail } from './api';
import { nextOf, returnPathForRole } from './destinations';

/**
 * The e-mail link `/verify-email?token=...`: confirms the address once, then offers the way on. A
 * link made at sign-up from a job also carries `next`: once verified, a signed-in user goes straight
 * back there; anyone else signs in first and comes back there afterwards.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const next = nextOf(params);
  const session = useSession();
  const { refresh } = session;
  const navigate = useNavigate();
  const toast = useToast();
  const verification = useVerifyEmail(token);
  const signedIn = session.user !== null;
  const back = session.user ? returnPathForRole(next, session.user.role) : null;

  const done = useRef(false);

  // A signed-in user's session now says the address is verified (once: the page may render again).
  useEffect(() => {
    if (!verification.isSuccess || !signedIn || done.current) return;
    done.current = true;
    void refresh();
    if (back) {
      toast.show(AUTH_MESSAGES.emailVerified, { tone: 'success' });
      navigate(back, { replace: true });
    }
  }, [verification.isSuccess, signedIn, refresh, back, toast, navigate]);

  const onward = session.user ? (
    <Link to={dashboardPath(session.user.role) ?? '/onboarding'}>Go to your dashboard</Link>
  ) : (
    <Link to={withReturnPath('/sign-in', next)}>Sign in</Link>
  );

  return (
    <AuthFrame title="Verify your email" footer={<p>{onward}</p>}>
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
