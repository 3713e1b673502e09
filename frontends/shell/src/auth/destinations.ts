import { dashboardPath } from '@marketplace/auth';
import type { SessionUser } from '@marketplace/contracts';

const AUTH_PAGES = ['/sign-in', '/sign-up', '/onboarding', '/reset-password', '/verify-email'];

/** Where a user goes after signing in or up: back where the guard stopped them, else their dashboard. */
export function destinationAfterSignIn(user: SessionUser, from: unknown): string {
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !AUTH_PAGES.some((page) => from.startsWith(page))) {
    return from;
  }
  return dashboardPath(user.role) ?? '/onboarding';
}

/** The `from` the role guard put in the location state, if any. */
export function fromState(state: unknown): unknown {
  return typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
}
