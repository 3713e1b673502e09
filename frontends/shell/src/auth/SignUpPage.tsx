import { Link, Navigate, useSearchParams } from 'react-router';
import { FormAlert, PasswordField } from '@marketplace/account';
import { useSession } from '@marketplace/auth';
import { withReturnPath, type SelfServiceRole } from '@marketplace/contracts';
import { Button, Field, Input } from '@marketplace/ui';
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
  const { values, errors, set, refFor } = form;
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
        <Field label="Full name" error={errors.name}>
          {(props) => (
            <Input
              {...props}
              ref={refFor('name')}
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
            />
          )}
        </Field>
        <Field label="Email" error={errors.email}>
          {(props) => (
            <Input
              {...props}
              ref={refFor('email')}
              type="email"
              name="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
            />
          )}
        </Field>
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          showRequirements
          value={values.password}
          onChange={(password) => set('password', password)}
          error={errors.password}
          inputRef={refFor('password')}
        />
        <RoleChoice
          legend="I am a"
          value={values.role}
          onChange={(role) => set('role', role)}
          error={errors.role}
          firstRef={refFor('role')}
        />
        {values.role === 'employer' ? (
          <Field label="Company name" error={errors.companyName}>
            {(props) => (
              <Input
                {...props}
                ref={refFor('companyName')}
                name="companyName"
                autoComplete="organization"
                value={values.companyName}
                onChange={(event) => set('companyName', event.target.value)}
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
