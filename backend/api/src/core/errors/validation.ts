import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { RequestValidationException } from './request-validation.exception';

/** Flattens class-validator errors into `{ "field": [...], "parent.child": [...] }`, messages in rule order. */
export function toFieldErrors(errors: readonly ValidationError[], parent = ''): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) (fieldErrors[field] ??= []).push(...messages);
    if (error.children?.length) {
      for (const [childField, childMessages] of Object.entries(toFieldErrors(error.children, field))) {
        (fieldErrors[childField] ??= []).push(...childMessages);
      }
    }
  }
  return fieldErrors;
}

/**
 * The one ValidationPipe of the app: DTO classes define the rules (with the shared contract
 * messages), unknown properties are stripped, and failures become RequestValidationException.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new RequestValidationException(toFieldErrors(errors)),
  });
}
