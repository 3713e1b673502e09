import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, serverMessageOr } from '@marketplace/api-client';
import { FormAlert } from '@marketplace/account';
import { dashboardPath, useSession } from '@marketplace/auth';
import { validateRoleChoice, type SelfServiceRole } from '@marketplace/contracts';
import { Button, ErrorState, Field, Input, Spinner } from '@marketplace/ui';
import { AuthFrame, FullWidth } from './AuthFrame';
import { authKeys, chooseRole, useActualRole } from './api';
import { RoleChoice } from './RoleChoice';

export const ONBOARDING_FAILED = 'Failed to save your choice. Please try again.';

/** For a signed-in user without a role (or whose role could not be looked up): pick seeker or employer. */
export default function OnboardingPage() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = session.user?.id ?? null;
  const actualRole = useActualRole(userId);
  const [role, setRole] = useState<SelfServiceRole | ''>('');
  const [companyName, setCompanyName] = useState('');
  const [errors, setErrors] = useState<{ role?: string; companyName?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const roleRef = useRef<HTMLInputElement>(null);
  const companyRef = useRef<HTMLInputElement>(null);

  if (session.status === 'loading') return <Spinner label="Loading your account…" />;
  if (!session.user) return <Navigate to="/sign-in" replace />;
  if (actualRole.isPending) return <Spinner label="Loading your account…" />;
  if (actualRole.isError) {
    // Never bounce back to a dashboard whose guard would send the user here again.
    return (
      <AuthFrame title="Choose your account type">
        <ErrorState
          title="We couldn't check your account"
          message={errorMessage(actualRole.error)}
          onRetry={() => void actualRole.refetch()}
          retrying={actualRole.isFetching}
        />
      </AuthFrame>
    );
  }
  const known = dashboardPath(actualRole.data?.role);
  if (known && !submitting) return <Navigate to={known} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const found = validateRoleChoice({ role, companyName });
    setErrors({ role: found.role?.[0], companyName: found.companyName?.[0] });
    if (found.role) return roleRef.current?.focus();
    if (found.companyName) return companyRef.current?.focus();
    if (role !== 'seeker' && role !== 'employer') return;
    setSubmitting(true);
    try {
      await chooseRole({ role, ...(role === 'employer' ? { companyName: companyName.trim() } : {}) });
      await session.refresh();
      await queryClient.invalidateQueries({ queryKey: authKeys.userRole(userId) });
      navigate(dashboardPath(role) ?? '/', { replace: true });
    } catch (error) {
      setSubmitting(false);
      setFormError(serverMessageOr(error, ONBOARDING_FAILED));
    }
  }

  return (
    <AuthFrame title="Choose your account type" lead={`Welcome, ${session.user.name}. How will you use Nestwork?`}>
      <form noValidate onSubmit={submit} aria-label="Choose your account type">
        <RoleChoice
          legend="I am a"
          value={role}
          onChange={(next) => {
            setRole(next);
            setErrors({});
          }}
          error={errors.role}
          firstRef={roleRef}
        />
        {role === 'employer' ? (
          <Field label="Company name" error={errors.companyName}>
            {(props) => (
              <Input
                {...props}
                ref={companyRef}
                name="companyName"
                autoComplete="organization"
                value={companyName}
                onChange={(event) => setCompanyName(event.target.value)}
              />
            )}
          </Field>
        ) : null}
        {formError ? <FormAlert role="alert">{formError}</FormAlert> : null}
        <FullWidth>
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Saving...' : 'Continue'}
          </Button>
        </FullWidth>
      </form>
    </AuthFrame>
  );
}
