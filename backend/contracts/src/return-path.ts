/**
 * Where a person comes back to after signing in, signing up, verifying their e-mail address or
 * choosing a plan: `?next=` in the app's addresses, `returnTo` in the sign-up request. Only a path
 * of this site qualifies, checked the same way by the browser and the server, so that a link
 * someone else made cannot send a person to another site after they sign up (an open redirect).
 */

/** The query parameter that carries the return path in the app's addresses and e-mail links. */
export const NEXT_PARAM = 'next';

/** Longer than any address of the app (a search with every filter is well under it). */
export const RETURN_PATH_MAX = 2048;

export const RETURN_PATH_MESSAGES = {
  invalid: 'The page to come back to must be a page of this site',
} as const;

// Any origin of our own would do: a path resolved against it that lands elsewhere is not ours.
const PROBE_ORIGIN = 'http://return-path.invalid';

/**
 * A path of this site: one leading slash (browsers read '//host' and '/\host' as another site), no
 * backslash, whitespace or control character anywhere, at most RETURN_PATH_MAX characters, and still
 * on the same origin once a URL parser has read it.
 */
export function isReturnPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX) return false;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s\p{Cc}\p{Cf}]/u.test(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** The return path's problem, or null when it is absent or acceptable (it is always optional). */
export function returnPathError(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return isReturnPath(value) ? null : RETURN_PATH_MESSAGES.invalid;
}

/** `path` with `?next=` (or `&next=`) added, when `next` is a return path; `path` alone otherwise. */
export function withReturnPath(path: string, next: string | null | undefined): string {
  if (!isReturnPath(next)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${NEXT_PARAM}=${encodeURIComponent(next)}`;
}
