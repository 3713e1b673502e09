/**
 * What a visitor was doing when a page sent them to sign in (the heart, 'Apply Now'), carried
 * through sign-in in the `next` address as `?intent=save:{jobId}` or `?intent=apply:{jobId}`: the
 * sign-in page says why it is needed, and the seeker app, back where the visitor was, saves the
 * job or opens the apply dialog once. A URL (not history state) survives a reload of the sign-in page.
 */
export type SignInIntentAction = 'save' | 'apply';

export interface SignInIntent {
  action: SignInIntentAction;
  jobId: string;
}

export const INTENT_PARAM = 'intent';

/** Why the sign-in page is shown, per intent. */
export const SIGN_IN_REASONS: Record<SignInIntentAction, string> = {
  save: 'Sign in to save jobs',
  apply: 'Sign in to apply',
};

/** The intent in a query string, if it is one this app writes. */
export function readSignInIntent(search: URLSearchParams): SignInIntent | null {
  const [, action, jobId] = /^(save|apply):(.+)$/.exec(search.get(INTENT_PARAM) ?? '') ?? [];
  return action && jobId ? { action: action as SignInIntentAction, jobId } : null;
}

/** `/sign-in?next=…`: back to `here` (the current page) with the intent added to its query. */
export function signInPathFor(intent: SignInIntent, here: { pathname: string; search: string }): string {
  const search = new URLSearchParams(here.search);
  search.set(INTENT_PARAM, `${intent.action}:${intent.jobId}`);
  return `/sign-in?next=${encodeURIComponent(`${here.pathname}?${search}`)}`;
}
