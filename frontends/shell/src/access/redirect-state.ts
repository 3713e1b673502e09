/**
 * The history state a role redirect carries to the page it lands on. Apart from access.ts so the
 * frame, on every page, reads it without loading the guard.
 */
export interface AccessRedirectState {
  accessNotice: string;
}

/** The notice a page was reached with, if it was reached by a role redirect (history state can hold anything). */
export function accessNoticeOf(state: unknown): string | null {
  const notice = (state as Partial<AccessRedirectState> | null)?.accessNotice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}
