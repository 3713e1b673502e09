import { type FieldErrors, firstFieldError } from '@marketplace/contracts';
import { RequestValidationException } from './request-validation.exception';

/**
 * Throws 400 with the field errors from a contracts validator. The `error` text is the first
 * field's message, so a screen that shows one message shows the contract's own words.
 */
export function assertValid(errors: FieldErrors): void {
  const first = firstFieldError(errors);
  if (first !== null) throw new RequestValidationException(errors, first);
}

export function invalidField(field: string, message: string): RequestValidationException {
  return new RequestValidationException({ [field]: [message] }, message);
}
