import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError, serverMessageOr } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import { validateSignUp, type FieldErrors, type SelfServiceRole, type SignUpRequest } from '@marketplace/contracts';
import { useToast } from '@marketplace/ui';
import { contractResolver, showServerErrors } from '@marketplace/ui/forms';
import { signUp } from './api';
import { destinationAfterSignUp, returnPathForRole, verificationReturnPath } from './destinations';
import { firstMessages } from './form-errors';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  role: SelfServiceRole | '';
  companyName: string;
}

/** In the order the form shows them: the first with a problem gets the focus. */
const SIGN_UP_FIELDS: Array<keyof SignUpValues> = ['name', 'email', 'password', 'role', 'companyName'];

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
  const form = useForm<SignUpValues>({
    defaultValues: { name: '', email: '', password: '', role: initialRole, companyName: '' },
    resolver: contractResolver((values: SignUpValues) => firstMessages(validateSignUp(values))),
    // A message goes when its field is edited (see `clearOnChange`), not re-checked as the user types.
    reValidateMode: 'onSubmit',
  });
  const { setError, setFocus, clearErrors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  /** register()'s option that removes a field's message once the user changes it. */
  const clearOnChange = (field: keyof SignUpValues) => ({ onChange: () => clearErrors(field) });

  /** The server's messages at their fields, the first field focused; false when there were none. */
  function showServer(found: FieldErrors): boolean {
    const shown = firstMessages(Object.fromEntries(SIGN_UP_FIELDS.map((field) => [field, found[field] ?? []])));
    const first = SIGN_UP_FIELDS.find((field) => shown[field]);
    if (!first) return false;
    showServerErrors(shown, setError);
    setFocus(first);
    return true;
  }

  async function send(values: SignUpValues) {
    if (submitting) return;
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
        showServer({ email: [error.error] });
        return;
      }
      if (!showServer(isApiError(error) ? error.fieldErrors : {})) setFormError(serverMessageOr(error, SIGN_UP_FAILED));
    }
  }

  const submit = (event: FormEvent) => {
    setFormError(null);
    return form.handleSubmit(send)(event);
  };

  return { form, formError, submitting, clearOnChange, submit };
}
