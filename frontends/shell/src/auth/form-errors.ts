import type { FieldErrors } from '@marketplace/contracts';

/** A one-message-per-field check as the contracts' field errors, for `contractResolver`. */
export function asFieldErrors(errors: Partial<Record<string, string>>): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) if (message) result[field] = [message];
  return result;
}

/** Only each field's first message (the first failing rule), as these forms show one per field. */
export function firstMessages(errors: FieldErrors): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) if (messages[0]) result[field] = [messages[0]];
  return result;
}
