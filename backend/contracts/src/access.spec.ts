import { ACCESS_MESSAGES, firstFieldError, newPasswordError, validateProfileUpdate, validateRoleChoice, validateSignUp } from './access';
import { AUTH_MESSAGES, changeEmailErrorText } from './auth';
import { CHANGE_EMAIL_MESSAGES, CHANGE_PASSWORD_MESSAGES } from './messages';

const valid = { email: 'maya@example.com', password: 'Correct-horse-9', name: 'Maya Thompson', role: 'seeker' };

describe('validateSignUp', () => {
  it('accepts a complete seeker and an employer with a company', () => {
    expect(validateSignUp(valid)).toEqual({});
    expect(validateSignUp({ ...valid, role: 'employer', companyName: 'Brightpath Learning' })).toEqual({});
  });

  it('names every failing field with the spec messages', () => {
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
  ])('applies the password rules of spec section 5 (%s)', (_label, password, message) => {
    expect(validateSignUp({ ...valid, password })).toEqual({ password: [message] });
  });

  it('never lets sign-up create an admin', () => {
    expect(validateSignUp({ ...valid, role: 'admin' })).toEqual({ role: [AUTH_MESSAGES.adminSignUpForbidden] });
  });

  it('requires a company name from employers only', () => {
    expect(validateSignUp({ ...valid, role: 'employer', companyName: '   ' })).toEqual({ companyName: [AUTH_MESSAGES.companyNameRequired] });
    expect(validateSignUp({ ...valid, role: 'employer', companyName: 'x'.repeat(121) })).toEqual({ companyName: [ACCESS_MESSAGES.companyNameTooLong] });
    expect(validateSignUp({ ...valid, role: 'seeker', companyName: undefined })).toEqual({});
  });

  it('bounds the name and the e-mail', () => {
    expect(validateSignUp({ ...valid, name: 'n'.repeat(121) })).toEqual({ name: [ACCESS_MESSAGES.nameTooLong] });
    expect(validateSignUp({ ...valid, email: `${'a'.repeat(250)}@x.io` })).toEqual({ email: [ACCESS_MESSAGES.emailTooLong] });
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
    expect(validateProfileUpdate({ headline: 'h'.repeat(161) })).toEqual({ headline: [ACCESS_MESSAGES.headlineTooLong] });
    expect(validateProfileUpdate({ profilePictureUrl: 'javascript:alert(1)' })).toEqual({ profilePictureUrl: [ACCESS_MESSAGES.profilePictureUrlInvalid] });
    expect(validateProfileUpdate({ profilePictureUrl: 'https://www.gravatar.com/avatar/abc' })).toEqual({});
  });
});

describe('firstFieldError', () => {
  it('gives the first message, or null when valid', () => {
    expect(firstFieldError({ a: ['first', 'second'], b: ['third'] })).toBe('first');
    expect(firstFieldError({})).toBeNull();
  });
});

describe('server messages the screens match on (spec section 8)', () => {
  it('map to the change-email screen texts', () => {
    expect(changeEmailErrorText(AUTH_MESSAGES.emailTaken)).toBe('This email address is already in use by another account');
    expect(changeEmailErrorText(AUTH_MESSAGES.emailChangeRateLimited)).toBe('Too many email change attempts. Please wait before trying again.');
    expect(changeEmailErrorText(AUTH_MESSAGES.reverificationRequired)).toBe(
      'For security reasons, you need to re-authenticate. Please sign out and sign back in before changing your email address.',
    );
  });
});
