import { INTENT_PARAM, readSignInIntent, signInPathFor } from './sign-in-intent';

describe('sign-in intent', () => {
  it('sends to sign-in with the current page and its search, plus the intent, as next', () => {
    const path = signInPathFor(
      { action: 'save', jobId: 'job-1' },
      { pathname: '/jobs', search: '?q=writer&category=Writing' },
    );
    const url = new URL(path, 'https://nestwork.test');
    expect(url.pathname).toBe('/sign-in');
    const next = new URL(url.searchParams.get('next')!, 'https://nestwork.test');
    expect(next.pathname).toBe('/jobs');
    expect(next.searchParams.get('q')).toBe('writer');
    expect(next.searchParams.get('category')).toBe('Writing');
    expect(readSignInIntent(next.searchParams)).toEqual({ action: 'save', jobId: 'job-1' });
  });

  it('replaces an intent already in the address', () => {
    const path = signInPathFor(
      { action: 'apply', jobId: 'job-2' },
      { pathname: '/jobs/job-2-writer', search: `?${INTENT_PARAM}=save:job-1` },
    );
    const next = new URL(new URL(path, 'https://nestwork.test').searchParams.get('next')!, 'https://nestwork.test');
    expect(next.searchParams.getAll(INTENT_PARAM)).toEqual(['apply:job-2']);
  });

  it.each(['', 'save', 'save:', 'delete:job-1', 'apply'])('reads no intent from %p', (value) => {
    expect(readSignInIntent(new URLSearchParams({ [INTENT_PARAM]: value }))).toBeNull();
  });
});
