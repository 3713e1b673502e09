import { Controller } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormAlert, PasswordField } from '@marketplace/account';
import { useSession } from '@marketplace/auth';
import { withReturnPath, type SelfServiceRole } from '@marketplace/contracts';
import { Button } from '@marketplace/ui';
import { Field, Input } from '@marketplace/ui/fields';
import { fieldMessages } from '@marketplace/ui/forms';
import { AuthFrame, FullWidth, Reason } from './AuthFrame';
import { destinationAfterSignUp, nextOf, roleForReturnPath } from './destinations';
import { RoleChoice } from './RoleChoice';
import { returnReason } from './return-reason';
import { useSignUpForm } from './sign-up-submit';

function roleFromQuery(value: string | null): SelfServiceRole | '' {
  return value === 'seeker' || value === 'employer' ? value : '';
}

/**
 * `/sign-up`: `?role=` (or else the page to come back to, `?next=`) chooses the role the form starts
 * with; the new account goes back to that page, and so does the verification e-mail's link.
 */
export default function SignUpPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const next = nextOf(params);
  const form = useSignUpForm(roleFromQuery(params.get('role')) || roleForReturnPath(next), next);
  const { register, control, watch, formState } = form.form;
  const { errors } = formState;
  const { clearOnChange } = form;
  const reason = returnReason(next, 'sign-up');

  if (session.status === 'ready' && session.user && !form.submitting) {
    return <Navigate to={destinationAfterSignUp(session.user, next)} replace />;
  }

  return (
    <AuthFrame
      title="Create your account"
      lead={
        reason ? (
          <>
            <Reason>{reason.title}</Reason> {reason.then}
          </>
        ) : (
          'Join Nestwork to find flexible work or to hire people who need it.'
        )
      }
      footer={
        <p>
          Already have an account? <Link to={withReturnPath('/sign-in', next)}>Sign in</Link>
        </p>
      }
    >
      <form noValidate onSubmit={form.submit} aria-label="Sign up">
        <Field label="Full name" error={fieldMessages(errors.name)}>
          {(props) => <Input {...props} autoComplete="name" {...register('name', clearOnChange('name'))} />}
        </Field>
        <Field label="Email" error={fieldMessages(errors.email)}>
          {(props) => (
            <Input {...props} type="email" autoComplete="email" {...register('email', clearOnChange('email'))} />
          )}
        </Field>
        <Controller
          control={control}
          name="password"
          render={({ field }) => (
            <PasswordField
              label="Password"
              name={field.name}
              autoComplete="new-password"
              showRequirements
              value={field.value}
              onChange={(password) => {
                field.onChange(password);
                form.form.clearErrors('password');
              }}
              error={fieldMessages(errors.password)}
              inputRef={field.ref}
            />
          )}
        />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <RoleChoice
              legend="I am a"
              value={field.value}
              onChange={(role) => {
                field.onChange(role);
                form.form.clearErrors('role');
              }}
              error={fieldMessages(errors.role)}
              firstRef={field.ref}
            />
          )}
        />
        {watch('role') === 'employer' ? (
          <Field label="Company name" error={fieldMessages(errors.companyName)}>
            {(props) => (
              <Input
                {...props}
                autoComplete="organization"
                {...register('companyName', clearOnChange('companyName'))}
              />
            )}
          </Field>
        ) : null}
        {form.formError ? <FormAlert role="alert">{form.formError}</FormAlert> : null}
        <FullWidth>
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? 'Creating Account...' : 'Create Account'}
          </Button>
        </FullWidth>
      </form>
    </AuthFrame>
  );
}
