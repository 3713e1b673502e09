/**
 * The one error shape every API failure uses: the user-facing message, a stable code a client can
 * branch on (`<MODULE>_<REASON>` for a module's own failures, one of HTTP_ERROR_CODES otherwise), and
 * `fieldErrors` only for invalid input (status 400).
 */
export interface ErrorBody {
  error: string;
  code: string;
  fieldErrors?: Record<string, string[]>;
}

/** Codes of the failures that no module names: invalid input, the HTTP layer's refusals, and the generic ones by status. */
export const HTTP_ERROR_CODES = {
  invalidInput: 'INVALID_INPUT',
  requestRejected: 'REQUEST_REJECTED',
  unauthorized: 'UNAUTHORIZED',
  paymentRequired: 'PAYMENT_REQUIRED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  gone: 'GONE',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'UNAVAILABLE',
  internal: 'INTERNAL',
} as const;

export const GENERIC_MESSAGES = {
  invalidInput: 'Invalid input',
  notFound: 'Not found',
  internal: 'Something went wrong. Please try again.',
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  unauthorized: 'Authentication required',
  forbidden: 'Access denied',
} as const;
