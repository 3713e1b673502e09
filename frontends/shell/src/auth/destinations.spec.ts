import type { SessionUser } from '@marketplace/contracts';
import { destinationAfterSignIn } from './destinations';

const seeker = { id: 'u1', role: 'seeker' } as SessionUser;

describe('destinationAfterSignIn', () => {
  it('goes back to a page of this site, query included (the sign-in intent rides on it)', () => {
    expect(destinationAfterSignIn(seeker, '/jobs?q=writer&intent=save:j1')).toBe('/jobs?q=writer&intent=save:j1');
  });

  it('never leaves the site: other hosts, protocol-relative and backslash addresses go to the dashboard', () => {
    for (const from of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/jobs\u0000',
      'javascript:alert(1)',
    ]) {
      expect({ from, to: destinationAfterSignIn(seeker, from) }).toEqual({ from, to: '/seeker/dashboard' });
    }
  });

  it('does not go back to the sign-in pages themselves', () => {
    expect(destinationAfterSignIn(seeker, '/sign-in?next=/jobs')).toBe('/seeker/dashboard');
    expect(destinationAfterSignIn(seeker, undefined)).toBe('/seeker/dashboard');
  });
});
