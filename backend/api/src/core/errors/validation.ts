import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { RequestValidationException } from './request-validation.exception';

function collect(errors: readonly ValidationError[], parent: string, into: Map<string, string[]>): void {
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) into.set(field, [...(into.get(field) ?? []), ...messages]);
    if (error.children?.length) collect(error.children, field, into);
  }
}

/**
 * Flattens class-validator errors into `{ "field": [...], "parent.child": [...] }`, messages in rule
 * order. Built from entries, so a field named `__proto__` stays an own key and touches no prototype.
 */
export function toFieldErrors(errors: readonly ValidationError[], parent = ''): Record<string, string[]> {
  const fields = new Map<string, string[]>();
  collect(errors, parent, fields);
  return Object.fromEntries(fields);
}

/**
 * The one ValidationPipe of the app. Request DTOs check JSON types only (the domain rules and
 * their messages run in the services through the contracts validators and assertValid); a wrong
 * type becomes a RequestValidationException (400 with fieldErrors). Properties a DTO does not
 * declare are dropped, not refused, so a client a contract version ahead still works; the pipe
 * also strips `__proto__` keys before class-transformer copies the value, at every depth. Bodies
 * that are not objects (an array, a string, a number) fail as `body`.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: false,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new RequestValidationException(toFieldErrors(errors)),
  });
}
