import { BadRequestException, ConflictException } from '@nestjs/common';
import {
  AUTH_MESSAGES,
  CHANGE_EMAIL_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  RETURN_PATH_MESSAGES,
} from '@marketplace/contracts';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import {
  actorOf,
  FakeClock,
  FakeCompanies,
  fakeEm,
  FakeHasher,
  FakeNotifications,
  FakeQueue,
  FakeSessions,
  FakeTokens,
  FakeUsers,
  newEvents,
  unitConfig,
} from '../../../../test/support/accounts-fakes';
import { AuthService, newCompany } from './auth.service';

function setUp() {
  const users = new FakeUsers();
  const hasher = new FakeHasher();
  const sessions = new FakeSessions();
  const tokens = new FakeTokens(users);
  const notifications = new FakeNotifications();
  const queue = new FakeQueue();
  const { events, published } = newEvents();
  const service = new AuthService(
    unitConfig(),
    new FakeClock() as never,
    fakeEm as never,
    users as never,
    new FakeCompanies(users) as never,
    hasher as never,
    sessions as never,
    tokens as never,
    notifications as never,
    events,
    queue as never,
  );
  return { service, users, hasher, sessions, tokens, notifications, queue, published };
}

const seekerSignUp = {
  email: 'maya@example.com',
  password: 'Correct-horse-9',
  name: 'Maya Thompson',
  role: 'seeker' as const,
};

async function fieldErrorsOf(
  promise: Promise<unknown>,
): Promise<{ error: string; fieldErrors: Record<string, string[]> }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RequestValidationException);
  const { fieldErrors, message } = error as RequestValidationException;
  return { error: message, fieldErrors };
}

describe('AuthService.signUp', () => {
  it('creates a seeker, opens a session and e-mails a verification link', async () => {
    const { service, sessions, notifications, tokens } = setUp();
    const { user, session } = await service.signUp(seekerSignUp, null);
    expect(user).toMatchObject({
      email: 'maya@example.com',
      name: 'Maya Thompson',
      role: 'seeker',
      companyId: null,
      emailVerifiedAt: null,
    });
    expect(session.token).toBe('token-1');
    expect(sessions.issued).toEqual([expect.objectContaining({ id: user.id, role: 'seeker' })]);
    expect(notifications.sent).toHaveLength(1);
    expect(notifications.sent[0]).toMatchObject({ to: 'maya@example.com', category: 'verify-email' });
    expect(notifications.sent[0]!.text).toContain(
      `https://nestwork.example/verify-email?token=${tokens.tokens[0]!.token}`,
    );
  });

  it('puts the page to come back to into the verification link', async () => {
    const { service, notifications, tokens } = setUp();
    await service.signUp({ ...seekerSignUp, returnTo: '/jobs/42-remote-editor' }, null);
    expect(notifications.sent[0]!.text).toContain(
      `https://nestwork.example/verify-email?token=${tokens.tokens[0]!.token}&next=%2Fjobs%2F42-remote-editor`,
    );
  });

  it('refuses a page of another site to come back to, before creating anything', async () => {
    const { service, notifications, sessions } = setUp();
    expect(await fieldErrorsOf(service.signUp({ ...seekerSignUp, returnTo: 'https://evil.example/' }, null))).toEqual({
      error: RETURN_PATH_MESSAGES.invalid,
      fieldErrors: { returnTo: [RETURN_PATH_MESSAGES.invalid] },
    });
    expect(sessions.issued).toEqual([]);
    expect(notifications.sent).toEqual([]);
  });

  it('creates the employer’s company', async () => {
    const { service } = setUp();
    const { user } = await service.signUp(
      { ...seekerSignUp, role: 'employer', companyName: '  Brightpath Learning ' },
      null,
    );
    expect(user).toMatchObject({ role: 'employer', companyName: 'Brightpath Learning' });
    expect(user.companyId).toEqual(expect.any(String));
  });

  it('answers 400 with the rule messages', async () => {
    const { service } = setUp();
    expect(await fieldErrorsOf(service.signUp({ ...seekerSignUp, password: 'short', role: 'employer' }, null))).toEqual(
      {
        error: CHANGE_PASSWORD_MESSAGES.minLength,
        fieldErrors: {
          password: [CHANGE_PASSWORD_MESSAGES.minLength],
          companyName: [AUTH_MESSAGES.companyNameRequired],
        },
      },
    );
    expect(
      (await fieldErrorsOf(service.signUp({ ...seekerSignUp, role: 'admin' as never }, null))).fieldErrors,
    ).toEqual({ role: [AUTH_MESSAGES.adminSignUpForbidden] });
  });

  it('answers 409 for an e-mail that has an account, in any case', async () => {
    const { service } = setUp();
    await service.signUp(seekerSignUp, null);
    await expect(service.signUp({ ...seekerSignUp, email: 'MAYA@example.com' }, null)).rejects.toEqual(
      new ConflictException(AUTH_MESSAGES.emailTaken),
    );
  });

  it('ends the browser’s previous session', async () => {
    const { service, sessions } = setUp();
    await service.signUp(seekerSignUp, 'old-session');
    expect(sessions.ended).toEqual([{ how: 'one', id: 'old-session', reason: 'replaced' }]);
  });
});

describe('AuthService.verifyCredentials', () => {
  it('accepts the right password only, and spends a dummy check on unknown e-mails', async () => {
    const { service, users, hasher } = setUp();
    users.add({ id: 'u1', email: 'maya@example.com', role: 'seeker', passwordHash: 'hashed:Correct-horse-9' });
    expect(await service.verifyCredentials(' MAYA@example.com ', 'Correct-horse-9')).toMatchObject({ id: 'u1' });
    expect(await service.verifyCredentials('maya@example.com', 'wrong')).toBeNull();
    expect(hasher.dummyChecks).toBe(0);
    expect(await service.verifyCredentials('nobody@example.com', 'Correct-horse-9')).toBeNull();
    expect(await service.verifyCredentials(undefined, undefined)).toBeNull();
    expect(hasher.dummyChecks).toBe(2);
  });

  it('refuses deleted accounts', async () => {
    const { service, users } = setUp();
    users.add({
      id: 'u1',
      email: 'gone@example.com',
      role: 'seeker',
      passwordHash: 'hashed:Correct-horse-9',
      deletedAt: new Date(),
    });
    expect(await service.verifyCredentials('gone@example.com', 'Correct-horse-9')).toBeNull();
  });
});

describe('AuthService.signOut', () => {
  it('ends the session and tells other modules', async () => {
    const { service, sessions, published } = setUp();
    await service.signOut(actorOf({ id: 'a1', role: 'admin', email: 'a@x.io' }, { id: 's-9', signedInAt: new Date() }));
    expect(sessions.ended).toEqual([{ how: 'one', id: 's-9', reason: 'signed_out' }]);
    expect(published).toEqual([
      { type: 'accounts.signed-out', userId: 'a1', role: 'admin', sessionId: expect.any(String) },
    ]);
    await service.signOut(null);
    expect(sessions.ended).toHaveLength(1);
  });
});

describe('AuthService.chooseRole', () => {
  it('sets the role once; employers get their company', async () => {
    const { service, users } = setUp();
    users.add({ id: 'u1', email: 'new@example.com', role: null });
    const actor = actorOf({ id: 'u1', role: null, email: 'new@example.com' });
    expect((await fieldErrorsOf(service.chooseRole(actor, { role: 'employer' }))).fieldErrors).toEqual({
      companyName: [AUTH_MESSAGES.companyNameRequired],
    });
    expect(await service.chooseRole(actor, { role: 'employer', companyName: 'Sprout Commerce' })).toMatchObject({
      role: 'employer',
      companyName: 'Sprout Commerce',
    });
    await expect(
      service.chooseRole(actorOf({ id: 'u1', role: 'employer', email: 'new@example.com' }), { role: 'seeker' }),
    ).rejects.toEqual(new ConflictException(AUTH_MESSAGES.roleAlreadyChosen));
    // A stale actor (role changed meanwhile) is refused by the store too.
    await expect(service.chooseRole(actor, { role: 'seeker' })).rejects.toEqual(
      new ConflictException(AUTH_MESSAGES.roleAlreadyChosen),
    );
  });
});

describe('AuthService.verifyEmail', () => {
  it('verifies with a valid link once', async () => {
    const { service, users, tokens } = setUp();
    users.add({ id: 'u1', email: 'maya@example.com', role: 'seeker' });
    const token = await tokens.issue('u1', 'email_verification', 'maya@example.com');
    expect(await service.verifyEmail(token)).toEqual({ message: AUTH_MESSAGES.emailVerified });
    expect(users.rows.get('u1')!.emailVerifiedAt).not.toBeNull();
    expect((await fieldErrorsOf(service.verifyEmail(token))).fieldErrors).toEqual({
      token: [AUTH_MESSAGES.verifyTokenInvalid],
    });
    expect((await fieldErrorsOf(service.verifyEmail(undefined))).error).toBe(AUTH_MESSAGES.verifyTokenInvalid);
  });
});

describe('password reset', () => {
  it('answers the same for any address and leaves the lookup to the worker', async () => {
    const { service, users, queue, notifications } = setUp();
    users.add({ id: 'u1', email: 'maya@example.com', role: 'seeker' });
    const known = await service.requestPasswordReset({ email: 'maya@example.com' });
    const unknown = await service.requestPasswordReset({ email: 'nobody@example.com' });
    expect(known).toEqual(unknown);
    expect(known).toEqual({ message: AUTH_MESSAGES.passwordResetSent });
    expect(queue.jobs).toEqual([
      { name: 'password-reset-request', data: { email: 'maya@example.com' } },
      { name: 'password-reset-request', data: { email: 'nobody@example.com' } },
    ]);
    expect(notifications.sent).toEqual([]);
    expect((await fieldErrorsOf(service.requestPasswordReset({ email: 'nope' }))).fieldErrors).toEqual({
      email: [CHANGE_EMAIL_MESSAGES.invalid],
    });
  });

  it('sends a link only when the address has an account', async () => {
    const { service, users, notifications } = setUp();
    users.add({ id: 'u1', email: 'Maya@Example.com', role: 'seeker', name: 'Maya' });
    expect(await service.sendPasswordReset('nobody@example.com')).toBe('no-account');
    expect(await service.sendPasswordReset('maya@example.com')).toBe('sent');
    expect(notifications.sent).toHaveLength(1);
    expect(notifications.sent[0]).toMatchObject({ to: 'Maya@Example.com', category: 'password-reset' });
    expect(notifications.sent[0]!.text).toMatch(/https:\/\/nestwork\.example\/reset-password\?token=\S+/);
  });

  it('sets the new password once per link and ends every session', async () => {
    const { service, users, tokens, sessions, notifications } = setUp();
    users.add({ id: 'u1', email: 'maya@example.com', role: 'seeker' });
    const token = await tokens.issue('u1', 'password_reset', 'maya@example.com');
    // A weak password does not use the link up.
    expect((await fieldErrorsOf(service.confirmPasswordReset({ token, password: 'weakpass' }))).fieldErrors).toEqual({
      password: [CHANGE_PASSWORD_MESSAGES.uppercase],
    });
    expect(await service.confirmPasswordReset({ token, password: 'New-pass-2027' })).toEqual({
      message: AUTH_MESSAGES.passwordReset,
    });
    expect(users.rows.get('u1')).toMatchObject({
      passwordHash: 'hashed:New-pass-2027',
      emailVerifiedAt: expect.any(Date),
    });
    expect(sessions.ended).toEqual([{ how: 'all', id: 'u1', reason: 'password_reset' }]);
    expect(notifications.sent.map((m) => m.category)).toEqual(['password-changed']);
    expect(
      (await fieldErrorsOf(service.confirmPasswordReset({ token, password: 'Other-pass-2028' }))).fieldErrors,
    ).toEqual({ token: [AUTH_MESSAGES.resetTokenInvalid] });
  });

  it('refuses a link sent to an address the account no longer has', async () => {
    const { service, users, tokens } = setUp();
    users.add({ id: 'u1', email: 'maya@example.com', role: 'seeker' });
    const token = await tokens.issue('u1', 'password_reset', 'maya@example.com');
    await users.setEmail('u1', 'maya.new@example.com');
    await expect(service.confirmPasswordReset({ token, password: 'New-pass-2027' })).rejects.toBeInstanceOf(
      BadRequestException,
    );
  });
});

describe('newCompany', () => {
  it('makes a unique slug from the name', () => {
    const a = newCompany('Harbor & Pine Accounting');
    const b = newCompany('Harbor & Pine Accounting');
    expect(a.slug).toMatch(/^harbor-and-pine-accounting-[0-9a-f]{8}$/);
    expect(a.slug).not.toBe(b.slug);
    expect(newCompany('株式会社').slug).toMatch(/^company-[0-9a-f]{8}$/);
  });
});
