import type { ErrorBody } from '@marketplace/contracts';

/** A failed API call: the server's `{ error, fieldErrors }` body plus the HTTP status (0 = no response). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly error: string;
  readonly fieldErrors: Record<string, string[]>;

  constructor(status: number, body: ErrorBody) {
    super(body.error);
    this.status = status;
    this.error = body.error;
    this.fieldErrors = body.fieldErrors ?? {};
  }

  /** The messages for one form field, empty when the server named none. */
  fieldError(field: string): string[] {
    return this.fieldErrors[field] ?? [];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** A readable message for any thrown value, for error states and toasts. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.error;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
