import { dashboardPath } from '@marketplace/auth';
import type { SessionUser } from '@marketplace/contracts';

const AUTH_PAGES = ['/sign-in', '/sign-up', '/onboarding', '/reset-password', '/verify-email'];

/**
 * A path of this site: one leading slash, no backslash (browsers read '/\\host' as '//host') and no
 * control character, so a `next` address in a link cannot send the user elsewhere.
 */
function isSitePath(from: string): boolean {
  return (
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !from.includes('\\') &&
    ![...from].some((character) => character.charCodeAt(0) < 0x20)
  );
}

/** Where a user goes after signing in or up: back where the guard stopped them, else their dashboard. */
export function destinationAfterSignIn(user: SessionUser, from: unknown): string {
  if (typeof from === 'string' && isSitePath(from) && !AUTH_PAGES.some((page) => from.startsWith(page))) {
    return from;
  }
  return dashboardPath(user.role) ?? '/onboarding';
}

/** The `from` the role guard put in the location state, if any. */
export function fromState(state: unknown): unknown {
  return typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
}
