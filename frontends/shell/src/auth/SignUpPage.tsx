import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError, serverMessageOr } from '@marketplace/api-client';
import { FormAlert, PasswordField } from '@marketplace/account';
import { dashboardPath, useSession } from '@marketplace/auth';
import { validateSignUp, type FieldErrors, type SelfServiceRole, type SignUpRequest } from '@marketplace/contracts';
import { Button, Field, Input, useToast } from '@marketplace/ui';
import { AuthFrame, FullWidth } from './AuthFrame';
import { signUp } from './api';
import { RoleChoice } from './RoleChoice';

interface SignUpValues {
  name: string;
  email: string;
  password: string;
  role: SelfServiceRole | '';
  companyName: string;
}

type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

/** In the order the form shows them: the first with a problem gets the focus. */
const SIGN_UP_FIELDS: Array<keyof SignUpValues> = ['name', 'email', 'password', 'role', 'companyName'];

/** One message per field (the first failing rule), from the contracts' field errors. */
function firstMessages(errors: FieldErrors): SignUpErrors {
  const result: SignUpErrors = {};
  for (const field of SIGN_UP_FIELDS) {
    const [message] = errors[field] ?? [];
    if (message) result[field] = message;
  }
  return result;
}

export const SIGN_UP_FAILED = 'Failed to create your account. Please try again.';

function roleFromQuery(value: string | null): SelfServiceRole | '' {
  return value === 'seeker' || value === 'employer' ? value : '';
}

export default function SignUpPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const [values, setValues] = useState<SignUpValues>(() => ({
    name: '',
    email: '',
    password: '',
    role: roleFromQuery(params.get('role')),
    companyName: '',
  }));
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<keyof SignUpValues, HTMLInputElement | null>>>({});
  const refFor = (field: keyof SignUpValues) => (element: HTMLInputElement | null) => {
    inputs.current[field] = element;
  };

  if (session.status === 'ready' && session.user && !submitting) {
    return <Navigate to={dashboardPath(session.user.role) ?? '/onboarding'} replace />;
  }

  const set = <K extends keyof SignUpValues>(field: K, value: SignUpValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  function show(found: SignUpErrors): boolean {
    setErrors(found);
    const first = SIGN_UP_FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
    return first !== undefined;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    // The same rules the server applies (contracts), so what passes here passes there.
    if (show(firstMessages(validateSignUp(values)))) return;

    const request: SignUpRequest = {
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      role: values.role as SelfServiceRole,
      ...(values.role === 'employer' ? { companyName: values.companyName.trim() } : {}),
    };
    setSubmitting(true);
    try {
      const answer = await signUp(request);
      if (!answer?.user) throw new Error(SIGN_UP_FAILED);
      session.setUser(answer.user);
      toast.show(`Welcome to Nestwork! We sent a link to ${answer.user.email} to verify your email address.`, {
        tone: 'success',
      });
      navigate(dashboardPath(answer.user.role) ?? '/onboarding', { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (isApiError(error) && error.status === 409) {
        show({ email: error.error });
        return;
      }
      if (!show(isApiError(error) ? firstMessages(error.fieldErrors) : {}))
        setFormError(serverMessageOr(error, SIGN_UP_FAILED));
    }
  }

  return (
    <AuthFrame
      title="Create your account"
      lead="Join Nestwork to find flexible work or to hire people who need it."
      footer={
        <p>
          Already have an account? <Link to="/sign-in">Sign in</Link>
        </p>
      }
    >
      <form noValidate onSubmit={submit} aria-label="Sign up">
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
        {formError ? <FormAlert role="alert">{formError}</FormAlert> : null}
        <FullWidth>
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Creating Account...' : 'Create Account'}
          </Button>
        </FullWidth>
      </form>
    </AuthFrame>
  );
}
