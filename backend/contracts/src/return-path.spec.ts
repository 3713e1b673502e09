import { validateSignUp } from './access';
import {
  isReturnPath,
  NEXT_PARAM,
  RETURN_PATH_MAX,
  RETURN_PATH_MESSAGES,
  returnPathError,
  withReturnPath,
} from './return-path';

describe('isReturnPath', () => {
  it.each([
    '/',
    '/jobs',
    '/jobs/0b6c1f9e-2c4a-4d7e-9a51-3f2e8c1d7a60-remote-bookkeeper',
    '/seeker/jobs/42?intent=apply%3A42',
    '/seeker/jobs/42?intent=apply:42#apply',
    '/jobs?q=remote%20editor&category=Writing',
    '/employer/jobs/new',
  ])('accepts a path of this site: %s', (path) => {
    expect(isReturnPath(path)).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example/jobs'],
    ['a protocol-relative address', '//evil.example/jobs'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a backslash further on', '/jobs\\..\\x'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'jobs/1'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/jobs\n/x'],
    ['a space', '/jobs /x'],
    ['an invisible format character', '/\u200b/evil.example'],
    ['an empty text', ''],
    ['a path that is too long', `/${'a'.repeat(RETURN_PATH_MAX)}`],
  ])('refuses %s', (_label, path) => {
    expect(isReturnPath(path)).toBe(false);
  });

  it('refuses what is not text', () => {
    for (const value of [undefined, null, 42, ['/jobs'], { path: '/jobs' }]) expect(isReturnPath(value)).toBe(false);
  });
});

describe('returnPathError', () => {
  it('is null when the return path is absent or a path of this site', () => {
    expect(returnPathError(undefined)).toBeNull();
    expect(returnPathError(null)).toBeNull();
    expect(returnPathError('/jobs')).toBeNull();
  });

  it('names the rule for anything else', () => {
    expect(returnPathError('https://evil.example')).toBe(RETURN_PATH_MESSAGES.invalid);
    expect(returnPathError(7)).toBe(RETURN_PATH_MESSAGES.invalid);
  });
});

describe('withReturnPath', () => {
  it('adds the return path as the next parameter', () => {
    expect(withReturnPath('/sign-up', '/jobs?q=a%20b')).toBe(`/sign-up?${NEXT_PARAM}=%2Fjobs%3Fq%3Da%2520b`);
    expect(withReturnPath('/sign-up?role=seeker', '/jobs')).toBe('/sign-up?role=seeker&next=%2Fjobs');
  });

  it('leaves out a return path that is not one', () => {
    expect(withReturnPath('/sign-up', '//evil.example')).toBe('/sign-up');
    expect(withReturnPath('/sign-up', null)).toBe('/sign-up');
  });
});

describe('validateSignUp with a return path', () => {
  const valid = { email: 'maya@example.com', password: 'Correct-horse-9', name: 'Maya Thompson', role: 'seeker' };

  it('accepts a path of this site, and no return path at all', () => {
    expect(validateSignUp({ ...valid, returnTo: '/jobs/42-remote-editor' })).toEqual({});
    expect(validateSignUp(valid)).toEqual({});
  });

  it('refuses an address of another site', () => {
    expect(validateSignUp({ ...valid, returnTo: 'https://evil.example/' })).toEqual({
      returnTo: [RETURN_PATH_MESSAGES.invalid],
    });
    expect(validateSignUp({ ...valid, returnTo: '//evil.example/' })).toEqual({
      returnTo: [RETURN_PATH_MESSAGES.invalid],
    });
  });
});
