import { type ErrorBody, GENERIC_MESSAGES } from '@marketplace/contracts';

/** What a failed call carries: the server's error body, or one the client made up (which has no code). */
export type FailureBody = Omit<ErrorBody, 'code'> & { code?: string };

/** A failed API call: the server's `{ error, code, fieldErrors }` body plus the HTTP status (0 = no response). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly error: string;
  /** The server's stable code for this failure (see ErrorBody); null when the client made the error up. */
  readonly code: string | null;
  readonly fieldErrors: Record<string, string[]>;
  /**
   * True when `error` is the server's own message (an error body came back); false when the
   * client made it up (no response, or a body that was not the API's error shape). Screens that
   * show "the server's text, else <fallback>" read this.
   */
  readonly fromServer: boolean;

  constructor(status: number, body: FailureBody, fromServer = true) {
    super(body.error);
    this.status = status;
    this.error = body.error;
    this.code = body.code ?? null;
    this.fieldErrors = body.fieldErrors ?? {};
    this.fromServer = fromServer;
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

/**
 * What a failure says when the answer was not the API's error shape (a proxy's page, an empty
 * body): the balancer's 502, 503 and 504 mean "try again in a moment", like the API's own 503.
 */
export function messageForStatus(status: number): string {
  if (status === 502 || status === 503 || status === 504) return GENERIC_MESSAGES.unavailable;
  if (status >= 500) return GENERIC_MESSAGES.internal;
  return `Request failed (${status})`;
}

/** The server's own message for a failed call, else `fallback`: errors show the server's text when there is one. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.error.trim() ? error.error : fallback;
}

/** A readable message for any thrown value, for error states and toasts. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.error;
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_MESSAGES.internal;
}
