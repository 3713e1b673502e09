/** A search query ran longer than the statement timeout and PostgreSQL cancelled it. */
export class SearchTimeoutError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The job search query exceeded the statement timeout', options);
    this.name = 'SearchTimeoutError';
  }
}

/** PostgreSQL's query_canceled: raised by statement_timeout (and by explicit cancels). */
export const QUERY_CANCELED = '57014';

export function isQueryCanceled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === QUERY_CANCELED;
}
