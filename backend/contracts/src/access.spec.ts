import {
  ACCESS_MESSAGES,
  ADMIN_PAGING,
  ADMIN_QUERY_MESSAGES,
  firstFieldError,
  newPasswordError,
  readAdminPageQuery,
  validateAdminUserSearch,
  validateProfileUpdate,
  validateRoleChoice,
  validateSignUp,
} from './access';
import { AUTH_MESSAGES, changeEmailErrorText } from './auth';
import { CHANGE_EMAIL_MESSAGES, CHANGE_PASSWORD_MESSAGES, TEXT_MESSAGES } from './messages';

const valid = { email: 'maya@example.com', password: 'Correct-horse-9', name: 'Maya Thompson', role: 'seeker' };

describe('validateSignUp', () => {
  it('accepts a complete seeker and an employer with a company', () => {
    expect(validateSignUp(valid)).toEqual({});
    expect(validateSignUp({ ...valid, role: 'employer', companyName: 'Brightpath Learning' })).toEqual({});
  });

  it('names every failing field with its form message', () => {
    expect(validateSignUp({})).toEqual({
      email: [CHANGE_EMAIL_MESSAGES.invalid],
      password: [CHANGE_PASSWORD_MESSAGES.minLength],
      name: [AUTH_MESSAGES.nameRequired],
      role: [AUTH_MESSAGES.roleInvalid],
    });
  });

  it.each([
    ['short', 'Ab1', CHANGE_PASSWORD_MESSAGES.minLength],
    ['no lowercase', 'ABCDEFG1', CHANGE_PASSWORD_MESSAGES.lowercase],
    ['no uppercase', 'abcdefg1', CHANGE_PASSWORD_MESSAGES.uppercase],
    ['no number', 'Abcdefgh', CHANGE_PASSWORD_MESSAGES.number],
  ])('applies the password strength rules (%s)', (_label, password, message) => {
    expect(validateSignUp({ ...valid, password })).toEqual({ password: [message] });
  });

  it('never lets sign-up create an admin', () => {
    expect(validateSignUp({ ...valid, role: 'admin' })).toEqual({ role: [AUTH_MESSAGES.adminSignUpForbidden] });
  });

  it('requires a company name from employers only', () => {
    expect(validateSignUp({ ...valid, role: 'employer', companyName: '   ' })).toEqual({
      companyName: [AUTH_MESSAGES.companyNameRequired],
    });
    expect(validateSignUp({ ...valid, role: 'employer', companyName: 'x'.repeat(121) })).toEqual({
      companyName: [ACCESS_MESSAGES.companyNameTooLong],
    });
    expect(validateSignUp({ ...valid, role: 'seeker', companyName: undefined })).toEqual({});
  });

  it('bounds the name and the e-mail', () => {
    expect(validateSignUp({ ...valid, name: 'n'.repeat(121) })).toEqual({ name: [ACCESS_MESSAGES.nameTooLong] });
    expect(validateSignUp({ ...valid, email: `${'a'.repeat(250)}@x.io` })).toEqual({
      email: [ACCESS_MESSAGES.emailTooLong],
    });
    expect(validateSignUp({ ...valid, email: 'not an email' })).toEqual({ email: [CHANGE_EMAIL_MESSAGES.invalid] });
  });
});

describe('validateRoleChoice', () => {
  it('takes seeker, or employer with a company', () => {
    expect(validateRoleChoice({ role: 'seeker' })).toEqual({});
    expect(validateRoleChoice({ role: 'employer' })).toEqual({ companyName: [AUTH_MESSAGES.companyNameRequired] });
    expect(validateRoleChoice({ role: 'manager' })).toEqual({ role: [AUTH_MESSAGES.roleInvalid] });
    expect(validateRoleChoice({ role: 'admin' })).toEqual({ role: [AUTH_MESSAGES.adminSignUpForbidden] });
  });
});

describe('newPasswordError', () => {
  it('adds an upper bound to the strength rules', () => {
    expect(newPasswordError('Correct-horse-9')).toBeNull();
    expect(newPasswordError(`Aa1${'x'.repeat(300)}`)).toMatch(/at most 256 characters/);
    expect(newPasswordError(undefined)).toBe(CHANGE_PASSWORD_MESSAGES.minLength);
  });
});

describe('validateProfileUpdate', () => {
  it('checks only the fields sent', () => {
    expect(validateProfileUpdate({})).toEqual({});
    expect(validateProfileUpdate({ headline: null, profilePictureUrl: null })).toEqual({});
    expect(validateProfileUpdate({ name: ' ' })).toEqual({ name: [AUTH_MESSAGES.nameRequired] });
    expect(validateProfileUpdate({ headline: 'h'.repeat(161) })).toEqual({
      headline: [ACCESS_MESSAGES.headlineTooLong],
    });
    expect(validateProfileUpdate({ profilePictureUrl: 'javascript:alert(1)' })).toEqual({
      profilePictureUrl: [ACCESS_MESSAGES.profilePictureUrlInvalid],
    });
    expect(validateProfileUpdate({ profilePictureUrl: 'https://www.gravatar.com/avatar/abc' })).toEqual({});
  });
});

describe('firstFieldError', () => {
  it('gives the first message, or null when valid', () => {
    expect(firstFieldError({ a: ['first', 'second'], b: ['third'] })).toBe('first');
    expect(firstFieldError({})).toBeNull();
  });
});

describe('server messages the change-email card recognises by their words', () => {
  it('map to the change-email screen texts', () => {
    expect(changeEmailErrorText(AUTH_MESSAGES.emailTaken)).toBe(
      'This email address is already in use by another account',
    );
    expect(changeEmailErrorText(AUTH_MESSAGES.emailChangeRateLimited)).toBe(
      'Too many email change attempts. Please wait before trying again.',
    );
    expect(changeEmailErrorText(AUTH_MESSAGES.reverificationRequired)).toBe(
      'For security reasons, you need to re-authenticate. Please sign out and sign back in before changing your email address.',
    );
  });
});

describe('hostile text in the account forms', () => {
  it('refuses control characters in sign-up fields with the shared message', () => {
    expect(validateSignUp({ ...valid, email: 'maya\u0000@example.com' })).toEqual({
      email: [TEXT_MESSAGES.forbiddenCharacters],
    });
    expect(validateSignUp({ ...valid, name: 'Maya\u0000' })).toEqual({ name: [TEXT_MESSAGES.forbiddenCharacters] });
    expect(validateSignUp({ ...valid, password: 'Correct-horse-9\u0000' })).toEqual({
      password: [TEXT_MESSAGES.forbiddenCharacters],
    });
    expect(validateSignUp({ ...valid, role: 'employer', companyName: 'Acme\u009B' })).toEqual({
      companyName: [TEXT_MESSAGES.forbiddenCharacters],
    });
    expect(validateRoleChoice({ role: 'employer', companyName: 'Acme\uDC00' })).toEqual({
      companyName: [TEXT_MESSAGES.forbiddenCharacters],
    });
  });

  it('counts invisible-only names and company names as missing', () => {
    expect(validateSignUp({ ...valid, name: '\u200B\u2060' })).toEqual({ name: [AUTH_MESSAGES.nameRequired] });
    expect(validateRoleChoice({ role: 'employer', companyName: '\uFEFF\u200D' })).toEqual({
      companyName: [AUTH_MESSAGES.companyNameRequired],
    });
    expect(validateProfileUpdate({ name: '\u200B' })).toEqual({ name: [AUTH_MESSAGES.nameRequired] });
  });

  it('refuses control characters in the profile fields', () => {
    expect(validateProfileUpdate({ name: 'Maya\u0000' })).toEqual({ name: [TEXT_MESSAGES.forbiddenCharacters] });
    expect(validateProfileUpdate({ headline: 'Writer\u0007' })).toEqual({
      headline: [TEXT_MESSAGES.forbiddenCharacters],
    });
    expect(validateProfileUpdate({ profilePictureUrl: 'https://example.com/a\u0000.png' })).toEqual({
      profilePictureUrl: [TEXT_MESSAGES.forbiddenCharacters],
    });
    expect(validateProfileUpdate({ headline: 'Writer and editor', name: 'Maya' })).toEqual({});
  });
});

describe('readAdminPageQuery', () => {
  it('takes the defaults when absent and plain whole numbers in range', () => {
    expect(readAdminPageQuery({})).toEqual({ page: 1, pageSize: ADMIN_PAGING.defaultPageSize, errors: {} });
    expect(readAdminPageQuery({ page: '3', pageSize: '100' })).toEqual({ page: 3, pageSize: 100, errors: {} });
    expect(readAdminPageQuery({ page: String(ADMIN_PAGING.maxPage) }).errors).toEqual({});
  });

  it.each(['1e308', '0x10', '1.0', ' 1', '+1', '', 'two', '01'])('refuses page %j as not a whole number', (page) => {
    expect(readAdminPageQuery({ page })).toEqual({
      page: 1,
      pageSize: ADMIN_PAGING.defaultPageSize,
      errors: { page: [ADMIN_QUERY_MESSAGES.pageInvalid] },
    });
  });

  it('names the bound a number is outside of', () => {
    expect(readAdminPageQuery({ page: '0' }).errors).toEqual({ page: [ADMIN_QUERY_MESSAGES.pageTooSmall] });
    expect(readAdminPageQuery({ page: '-1' }).errors).toEqual({ page: [ADMIN_QUERY_MESSAGES.pageTooSmall] });
    expect(readAdminPageQuery({ page: '9'.repeat(400) }).errors).toEqual({ page: [ADMIN_QUERY_MESSAGES.pageTooLarge] });
    expect(readAdminPageQuery({ pageSize: '1000' }).errors).toEqual({ pageSize: ['pageSize must be at most 100'] });
    expect(readAdminPageQuery({ pageSize: '0' }).errors).toEqual({ pageSize: ['pageSize must be at least 1'] });
    expect(readAdminPageQuery({ page: ['1', '2'], pageSize: '1e1' }).errors).toEqual({
      page: [ADMIN_QUERY_MESSAGES.pageInvalid],
      pageSize: [ADMIN_QUERY_MESSAGES.pageSizeInvalid],
    });
  });
});

describe('validateAdminUserSearch', () => {
  it('takes any plain text up to the limit', () => {
    expect(validateAdminUserSearch(undefined)).toEqual({});
    expect(validateAdminUserSearch('')).toEqual({});
    expect(validateAdminUserSearch('x'.repeat(ADMIN_PAGING.searchMaxLength))).toEqual({});
  });

  it('refuses control characters, overlong text and repeated parameters', () => {
    expect(validateAdminUserSearch('maya\u0000')).toEqual({ q: [TEXT_MESSAGES.forbiddenCharacters] });
    expect(validateAdminUserSearch('x'.repeat(ADMIN_PAGING.searchMaxLength + 1))).toEqual({
      q: [ADMIN_QUERY_MESSAGES.searchTooLong],
    });
    expect(validateAdminUserSearch(['a', 'b'])).toEqual({ q: [ADMIN_QUERY_MESSAGES.single] });
  });
});
