import { readSignInIntent, SIGN_IN_REASONS, type SignInIntentAction } from '@marketplace/auth';

/** Why the sign-in or sign-up page is shown, and where the person goes afterwards, in words. */
export interface ReturnReason {
  title: string;
  then: string;
}

type Where = SignInIntentAction | 'job' | 'post' | 'page';

const THEN: Record<Where, string> = {
  save: 'You will come back to the job, saved to your list.',
  apply: 'You will come back to the job with the application form open.',
  job: 'You will come back to the job.',
  post: 'You will go on to the job form.',
  page: 'You will come back to the page you were on.',
};

const SIGN_UP_TITLES: Record<Where, string> = {
  save: 'Create an account to save jobs',
  apply: 'Create an account to apply',
  job: 'Create an account to see the job',
  post: 'Create an employer account to post a job',
  page: 'Create an account to continue',
};

const SIGN_IN_TITLES: Record<Where, string> = {
  ...SIGN_IN_REASONS,
  job: 'Sign in to see the job',
  post: 'Sign in to post a job',
  page: 'Sign in to continue',
};

function whereOf(next: string): Where {
  const { pathname, searchParams } = new URL(next, 'http://local.invalid');
  const intent = readSignInIntent(searchParams);
  if (intent) return intent.action;
  if (pathname === '/employer/jobs/new') return 'post';
  return /^\/(?:seeker\/)?jobs\/[^/]+$/.test(pathname) ? 'job' : 'page';
}

/** The reason for a page to come back to (already checked: destinations' returnPathOf), or null without one. */
export function returnReason(next: string | null, page: 'sign-in' | 'sign-up'): ReturnReason | null {
  if (!next) return null;
  const where = whereOf(next);
  return { title: (page === 'sign-in' ? SIGN_IN_TITLES : SIGN_UP_TITLES)[where], then: THEN[where] };
}
