/** The one error shape every API failure uses. `fieldErrors` only for invalid input (status 400). */
export interface ErrorBody {
  error: string;
  fieldErrors?: Record<string, string[]>;
}

export const GENERIC_MESSAGES = {
  invalidInput: 'Invalid input',
  notFound: 'Not found',
  internal: 'Something went wrong. Please try again.',
  unauthorized: 'Authentication required',
  forbidden: 'Access denied',
} as const;
