import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, serverMessageOr } from '@marketplace/api-client';
import { FormAlert } from '@marketplace/account';
import { dashboardPath, useSession } from '@marketplace/auth';
import { validateRoleChoice, type SelfServiceRole } from '@marketplace/contracts';
import { Button, ErrorState, Spinner } from '@marketplace/ui';
import { Field, Input } from '@marketplace/ui/fields';
import { contractResolver, fieldMessages } from '@marketplace/ui/forms';
import { AuthFrame, FullWidth } from './AuthFrame';
import { authKeys, chooseRole, useActualRole } from './api';
import { firstMessages } from './form-errors';
import { RoleChoice } from './RoleChoice';

export const ONBOARDING_FAILED = 'Failed to save your choice. Please try again.';

type RoleValues = { role: SelfServiceRole | ''; companyName: string };

const checkRoleChoice = (values: RoleValues) => firstMessages(validateRoleChoice(values));

/** For a signed-in user without a role (or whose role could not be looked up): pick seeker or employer. */
export default function OnboardingPage() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = session.user?.id ?? null;
  const actualRole = useActualRole(userId);
  const { register, control, watch, handleSubmit, clearErrors, formState } = useForm<RoleValues>({
    defaultValues: { role: '', companyName: '' },
    resolver: contractResolver(checkRoleChoice),
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

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

  async function save({ role, companyName }: RoleValues) {
    if (submitting) return;
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
      <form
        noValidate
        onSubmit={(event) => {
          setFormError(null);
          return handleSubmit(save)(event);
        }}
        aria-label="Choose your account type"
      >
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <RoleChoice
              legend="I am a"
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                clearErrors();
              }}
              error={fieldMessages(errors.role)}
              firstRef={field.ref}
            />
          )}
        />
        {watch('role') === 'employer' ? (
          <Field label="Company name" error={fieldMessages(errors.companyName)}>
            {(props) => <Input {...props} autoComplete="organization" {...register('companyName')} />}
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
