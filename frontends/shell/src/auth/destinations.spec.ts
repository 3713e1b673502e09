import type { SessionUser } from '@marketplace/contracts';
import {
  destinationAfterSignIn,
  destinationAfterSignUp,
  roleForReturnPath,
  signUpPathFor,
  verificationReturnPath,
} from './destinations';

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

const employer = { id: 'u2', role: 'employer' } as SessionUser;

describe('destinationAfterSignUp', () => {
  it('goes back to a public page or to the area of the role chosen', () => {
    expect(destinationAfterSignUp(seeker, '/jobs/j1-editor?intent=apply:j1')).toBe('/jobs/j1-editor?intent=apply:j1');
    expect(destinationAfterSignUp(seeker, '/seeker/jobs/j1')).toBe('/seeker/jobs/j1');
    expect(destinationAfterSignUp(employer, '/employer/jobs/new')).toBe('/employer/jobs/new');
    expect(destinationAfterSignUp(employer, '/jobs/j1-editor')).toBe('/jobs/j1-editor');
  });

  it("goes to the dashboard instead of another role's area, another site or nowhere", () => {
    expect(destinationAfterSignUp(employer, '/seeker/jobs/j1?intent=apply:j1')).toBe('/employer/dashboard');
    expect(destinationAfterSignUp(seeker, '/employer/jobs/new')).toBe('/seeker/dashboard');
    expect(destinationAfterSignUp(seeker, '//evil.example')).toBe('/seeker/dashboard');
    expect(destinationAfterSignUp(seeker, null)).toBe('/seeker/dashboard');
  });
});

describe('roleForReturnPath', () => {
  it.each([
    ['/jobs/j1-remote-editor', 'seeker'],
    ['/jobs?q=writer&intent=save:j1', 'seeker'],
    ['/jobs', 'seeker'],
    ['/seeker/jobs/j1', 'seeker'],
    ['/?intent=apply:j1', 'seeker'],
    ['/employer/jobs/new', 'employer'],
    ['/employers', 'employer'],
    ['/', ''],
    ['/jobsite', ''],
    ['/admin/dashboard', ''],
    ['https://evil.example/employer/jobs/new', ''],
  ])('%s suggests %j', (from, role) => {
    expect(roleForReturnPath(from)).toBe(role);
  });
});

describe('signUpPathFor', () => {
  it('keeps the page to come back to and the role it suggests', () => {
    expect(signUpPathFor('/seeker/jobs/j1?intent=apply:j1')).toBe(
      '/sign-up?role=seeker&next=%2Fseeker%2Fjobs%2Fj1%3Fintent%3Dapply%3Aj1',
    );
    expect(signUpPathFor('/employer/jobs/new')).toBe('/sign-up?role=employer&next=%2Femployer%2Fjobs%2Fnew');
    expect(signUpPathFor('/settings')).toBe('/sign-up?next=%2Fsettings');
    expect(signUpPathFor(null)).toBe('/sign-up');
  });
});

describe('verificationReturnPath', () => {
  it('is the same page without the sign-in intent', () => {
    expect(verificationReturnPath('/jobs/j1-editor?intent=apply:j1')).toBe('/jobs/j1-editor');
    expect(verificationReturnPath('/jobs?q=writer&intent=save:j1')).toBe('/jobs?q=writer');
    expect(verificationReturnPath('/seeker/jobs/j1#apply')).toBe('/seeker/jobs/j1#apply');
  });

  it('is nothing for a page off this site or a sign-in page', () => {
    expect(verificationReturnPath('//evil.example/jobs')).toBeNull();
    expect(verificationReturnPath('/sign-in?next=/jobs')).toBeNull();
    expect(verificationReturnPath(undefined)).toBeNull();
  });
});
