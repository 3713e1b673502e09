/** What a Chat button puts in the router state: the in-app page it was on (document.referrer stays the page loaded first). */
export interface ChatNavigationState {
  chatFrom?: string;
}

const SOURCE_PAGES = [/^\/employer\/jobs\/[^/]+\/applications\/?$/, /^\/employer\/applications\/?$/];

/**
 * The page the inbox's Back button returns to: the referrer when it is an employer
 * job's applications page or the employer applications list on this site (with its query, so the
 * filters come back); null otherwise.
 */
export function sourcePageOf(referrer: string | null | undefined, origin: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return SOURCE_PAGES.some((pattern) => pattern.test(url.pathname)) ? `${url.pathname}${url.search}` : null;
}

/** The referrer of the inbox: the in-app page a Chat button came from, else the document's. */
export function inboxReferrer(state: unknown, documentReferrer: string): string {
  const from = (state as ChatNavigationState | null)?.chatFrom;
  return typeof from === 'string' && from !== '' ? from : documentReferrer;
}
