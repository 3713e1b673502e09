import { dashboardPath, INTENT_PARAM, readSignInIntent } from '@marketplace/auth';
import {
  isReturnPath,
  NEXT_PARAM,
  type SelfServiceRole,
  type SessionUser,
  withReturnPath,
} from '@marketplace/contracts';

const AUTH_PAGES = ['/sign-in', '/sign-up', '/onboarding', '/reset-password', '/verify-email'];

// Only the pathname and query of a return path matter here; the origin is never used.
const LOCAL = 'http://local.invalid';

/**
 * A page to come back to: a path of this site (contracts' isReturnPath, the rule the server checks
 * too), so a `next` address in a link cannot send the user elsewhere, and not a sign-in page itself.
 */
export function returnPathOf(from: unknown): string | null {
  return isReturnPath(from) && !AUTH_PAGES.some((page) => from.startsWith(page)) ? from : null;
}

/** Where a user goes after signing in: back where the guard stopped them, else their dashboard. */
export function destinationAfterSignIn(user: SessionUser, from: unknown): string {
  return returnPathOf(from) ?? dashboardPath(user.role) ?? '/onboarding';
}

/** The role whose area a path belongs to (`/employer/...`), or null for the public pages. */
function areaRoleOf(path: string): string | null {
  return /^\/(seeker|employer|admin)(?:[/?#]|$)/.exec(path)?.[1] ?? null;
}

/**
 * The page to come back to when it is one for `role`: public pages (a job, `/jobs`) for anyone, an
 * area (`/seeker/...`) for its own role only. Someone who came from a job and then signed up as an
 * employer is not sent to a seeker's page.
 */
export function returnPathForRole(from: unknown, role: SessionUser['role']): string | null {
  const back = returnPathOf(from);
  const area = back ? areaRoleOf(back) : null;
  return back && (area === null || area === role) ? back : null;
}

/** Where a new account goes: back to the page the visitor came from when it suits their role, else the dashboard. */
export function destinationAfterSignUp(user: SessionUser, from: unknown): string {
  return returnPathForRole(from, user.role) ?? dashboardPath(user.role) ?? '/onboarding';
}

/**
 * The role a sign-up form starts with, from where the visitor came: a job (its page, the search or
 * a save or apply begun there) makes a seeker; the employer area (Post a job) an employer.
 */
export function roleForReturnPath(from: unknown): SelfServiceRole | '' {
  const back = returnPathOf(from);
  if (!back) return '';
  const { pathname, searchParams } = new URL(back, LOCAL);
  if (pathname === '/employers' || areaRoleOf(pathname) === 'employer') return 'employer';
  if (readSignInIntent(searchParams) || areaRoleOf(pathname) === 'seeker' || /^\/jobs(?:\/|$)/.test(pathname))
    return 'seeker';
  return '';
}

/**
 * 'Create an account' on the sign-in page: the sign-up form keeps the page to come back to and
 * starts with the role that page suggests.
 */
export function signUpPathFor(next: string | null): string {
  const role = roleForReturnPath(next);
  return withReturnPath(role ? `/sign-up?role=${role}` : '/sign-up', next);
}

/**
 * The page the verification e-mail's link returns to: the same page without the sign-in intent, so
 * a link opened later (maybe on another device) shows the job again rather than repeating the
 * save or reopening the application form.
 */
export function verificationReturnPath(from: unknown): string | null {
  const back = returnPathOf(from);
  if (!back) return null;
  const url = new URL(back, LOCAL);
  url.searchParams.delete(INTENT_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `?next=` of the current address, when it is a page to come back to. */
export function nextOf(search: URLSearchParams): string | null {
  return returnPathOf(search.get(NEXT_PARAM));
}

/** The `from` the role guard put in the location state, if any. */
export function fromState(state: unknown): unknown {
  return typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
}
