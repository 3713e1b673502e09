import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, serverMessageOr } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import { validateSignUp, type FieldErrors, type SelfServiceRole, type SignUpRequest } from '@marketplace/contracts';
import { useToast } from '@marketplace/ui';
import { signUp } from './api';
import { destinationAfterSignUp, returnPathForRole, verificationReturnPath } from './destinations';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  role: SelfServiceRole | '';
  companyName: string;
}

export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

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

/** The request for the form's values; the verification link returns to `next` when it suits the role. */
export function signUpRequestOf(values: SignUpValues, next: string | null): SignUpRequest {
  const role = values.role as SelfServiceRole;
  const returnTo = verificationReturnPath(returnPathForRole(next, role));
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    role,
    ...(role === 'employer' ? { companyName: values.companyName.trim() } : {}),
    ...(returnTo ? { returnTo } : {}),
  };
}

/**
 * The sign-up form's state and submit: the contracts' rules first (what passes here passes on the
 * server), then the request; the new account goes back to `next` when it suits the role chosen.
 */
export function useSignUpForm(initialRole: SelfServiceRole | '', next: string | null) {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [values, setValues] = useState<SignUpValues>(() => ({
    name: '',
    email: '',
    password: '',
    role: initialRole,
    companyName: '',
  }));
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<keyof SignUpValues, HTMLInputElement | null>>>({});
  const refFor = (field: keyof SignUpValues) => (element: HTMLInputElement | null) => {
    inputs.current[field] = element;
  };

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
    if (show(firstMessages(validateSignUp(values)))) return;
    setSubmitting(true);
    try {
      const answer = await signUp(signUpRequestOf(values, next));
      if (!answer?.user) throw new Error(SIGN_UP_FAILED);
      session.setUser(answer.user);
      toast.show(`Welcome to Nestwork! We sent a link to ${answer.user.email} to verify your email address.`, {
        tone: 'success',
      });
      navigate(destinationAfterSignUp(answer.user, next), { replace: true });
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

  return { values, errors, formError, submitting, set, refFor, submit };
}
