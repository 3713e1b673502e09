import { rejection } from '../../../../test/support/assertions';
import { ConflictException, ForbiddenException, Logger } from '@nestjs/common';
import {
  ACCESS_MESSAGES,
  AUTH_MESSAGES,
  CHANGE_EMAIL_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  changeEmailErrorText,
} from '@marketplace/contracts';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import {
  actorOf,
  FakeClock,
  fakeEm,
  FakeHasher,
  FakeNotifications,
  FakeSessions,
  FakeTokens,
  FakeUsers,
  newEvents,
  unitConfig,
} from '../../../../test/support/accounts-fakes';
import { AccountSettingsService } from './account-settings.service';

beforeAll(() => {
  jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
});

function setUp() {
  const users = new FakeUsers();
  const sessions = new FakeSessions();
  const tokens = new FakeTokens(users);
  const notifications = new FakeNotifications();
  const verificationsSent: Array<{ id: string; email: string }> = [];
  const { events, published } = newEvents();
  const forgotten: string[] = [];
  const service = new AccountSettingsService(
    unitConfig(),
    new FakeClock() as never,
    fakeEm as never,
    users as never,
    new FakeHasher() as never,
    sessions as never,
    tokens as never,
    {
      sendVerification: async (user: { id: string; email: string }) =>
        void verificationsSent.push({ id: user.id, email: user.email }),
    } as never,
    notifications as never,
    events,
    { forget: async (userId: string) => void forgotten.push(userId) } as never,
  );
  users.add({
    id: 'seeker',
    email: 'maya@example.com',
    role: 'seeker',
    name: 'Maya',
    passwordHash: 'hashed:Old-pass-1',
  });
  users.add({
    id: 'employer',
    email: 'jordan@brightpath.example',
    role: 'employer',
    companyId: 'company-1',
    name: 'Jordan',
  });
  users.add({ id: 'admin', email: 'admin@demo.local', role: 'admin', name: 'Avery' });
  const actor = (id: string) => {
    const user = users.rows.get(id)!;
    return actorOf({ id, role: user.role, email: user.email }, { id: `${id}-session`, signedInAt: new Date() });
  };
  return { service, users, sessions, tokens, notifications, verificationsSent, published, actor, forgotten };
}

async function fieldErrors(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(RequestValidationException);
  return (error as RequestValidationException).fieldErrors;
}

describe('change password (the password rules)', () => {
  it.each([
    [
      { currentPassword: '', newPassword: 'New-pass-1', confirmPassword: 'New-pass-1' },
      { currentPassword: [CHANGE_PASSWORD_MESSAGES.required] },
    ],
    [
      { currentPassword: 'Old-pass-1', newPassword: 'Short1', confirmPassword: 'Short1' },
      { newPassword: [CHANGE_PASSWORD_MESSAGES.minLength] },
    ],
    [
      { currentPassword: 'Old-pass-1', newPassword: 'NOLOWER1', confirmPassword: 'NOLOWER1' },
      { newPassword: [CHANGE_PASSWORD_MESSAGES.lowercase] },
    ],
    [
      { currentPassword: 'Old-pass-1', newPassword: 'noupper1', confirmPassword: 'noupper1' },
      { newPassword: [CHANGE_PASSWORD_MESSAGES.uppercase] },
    ],
    [
      { currentPassword: 'Old-pass-1', newPassword: 'NoNumber', confirmPassword: 'NoNumber' },
      { newPassword: [CHANGE_PASSWORD_MESSAGES.number] },
    ],
    [
      { currentPassword: 'Old-pass-1', newPassword: 'New-pass-1', confirmPassword: 'New-pass-2' },
      { confirmPassword: [CHANGE_PASSWORD_MESSAGES.mismatch] },
    ],
    [
      { currentPassword: 'Old-pass-1', newPassword: 'Old-pass-1', confirmPassword: 'Old-pass-1' },
      { newPassword: [CHANGE_PASSWORD_MESSAGES.sameAsCurrent] },
    ],
  ])('refuses %j with the contract message', async (input, expected) => {
    const { service, actor } = setUp();
    expect(await fieldErrors(service.changePassword(actor('seeker'), input))).toEqual(expected);
  });

  it('checks the current password', async () => {
    const { service, actor, users } = setUp();
    const error = (await rejection(
      service.changePassword(actor('seeker'), {
        currentPassword: 'Wrong-pass-1',
        newPassword: 'New-pass-1',
        confirmPassword: 'New-pass-1',
      }),
    )) as RequestValidationException;
    expect(error.fieldErrors).toEqual({ currentPassword: [AUTH_MESSAGES.currentPasswordWrong] });
    expect(error.message).toBe(AUTH_MESSAGES.currentPasswordWrong);
    expect(users.rows.get('seeker')!.passwordHash).toBe('hashed:Old-pass-1');
  });

  it('changes it, ends the other sessions and tells the owner', async () => {
    const { service, actor, users, sessions, notifications } = setUp();
    expect(
      await service.changePassword(actor('seeker'), {
        currentPassword: 'Old-pass-1',
        newPassword: 'New-pass-1',
        confirmPassword: 'New-pass-1',
      }),
    ).toEqual({
      message: 'Password changed successfully!',
    });
    expect(users.rows.get('seeker')!.passwordHash).toBe('hashed:New-pass-1');
    expect(sessions.ended).toEqual([{ how: 'others', id: 'seeker', reason: 'password_changed' }]);
    expect(notifications.sent.map((m) => [m.to, m.category])).toEqual([['maya@example.com', 'password-changed']]);
  });
});

describe('change e-mail (the e-mail rules and server messages)', () => {
  // Every fake account's password (FakeUsers' default).
  const currentPassword = 'Old-pass-1';

  it.each([
    ['', { newEmail: [CHANGE_EMAIL_MESSAGES.required] }],
    ['not-an-address', { newEmail: [CHANGE_EMAIL_MESSAGES.invalid] }],
    [' MAYA@example.com ', { newEmail: [CHANGE_EMAIL_MESSAGES.sameAsCurrent] }],
  ])('refuses %j with the contract message', async (newEmail, expected) => {
    const { service, actor } = setUp();
    expect(await fieldErrors(service.changeEmail(actor('seeker'), 'seeker', { newEmail, currentPassword }))).toEqual(
      expected,
    );
  });

  it('needs the current password (the shared rule), then checks it, on the currentPassword field', async () => {
    const { service, actor, users, sessions } = setUp();
    expect(
      await fieldErrors(
        service.changeEmail(actor('seeker'), 'seeker', { newEmail: 'maya.new@example.com', currentPassword: '' }),
      ),
    ).toEqual({
      currentPassword: [CHANGE_EMAIL_MESSAGES.required],
    });
    const missing = { newEmail: 'maya.new@example.com' } as { newEmail: string; currentPassword: string };
    expect(await fieldErrors(service.changeEmail(actor('seeker'), 'seeker', missing))).toEqual({
      currentPassword: [CHANGE_EMAIL_MESSAGES.required],
    });
    const wrong = (await rejection(
      service.changeEmail(actor('seeker'), 'seeker', {
        newEmail: 'maya.new@example.com',
        currentPassword: 'Wrong-pass-1',
      }),
    )) as RequestValidationException;
    expect(wrong).toBeInstanceOf(RequestValidationException);
    expect(wrong.fieldErrors).toEqual({ currentPassword: [AUTH_MESSAGES.currentPasswordWrong] });
    expect(users.rows.get('seeker')!.email).toBe('maya@example.com');
    expect(sessions.ended).toEqual([]);
  });

  it("answers 'Reverification required' when the sign-in is older than the window, even with the right password", async () => {
    const { service, actor, sessions, users } = setUp();
    sessions.recent = false;
    const error = await rejection(
      service.changeEmail(actor('seeker'), 'seeker', { newEmail: 'maya.new@example.com', currentPassword }),
    );
    expect(error).toEqual(new ForbiddenException(AUTH_MESSAGES.reverificationRequired));
    expect(changeEmailErrorText((error as Error).message)).toMatch(/re-authenticate/);
    expect(users.rows.get('seeker')!.email).toBe('maya@example.com');
  });

  it("answers 'email already exists' for an address in use", async () => {
    const { service, actor } = setUp();
    const error = await rejection(
      service.changeEmail(actor('seeker'), 'seeker', { newEmail: 'Jordan@Brightpath.example', currentPassword }),
    );
    expect(error).toEqual(new ConflictException(AUTH_MESSAGES.emailTaken));
    expect((error as Error).message).toContain('email already exists');
  });

  it('is only for the route of the account’s own role', async () => {
    const { service, actor } = setUp();
    await expect(
      service.changeEmail(actor('seeker'), 'employer', { newEmail: 'x@example.com', currentPassword }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('changes it, ends the other sessions, verifies the new address and tells the old one', async () => {
    const { service, actor, users, sessions, notifications, verificationsSent } = setUp();
    expect(
      await service.changeEmail(actor('employer'), 'employer', {
        newEmail: ' jordan@newmail.example ',
        currentPassword,
      }),
    ).toEqual({
      message: 'Email address updated successfully! You can now sign in with your new email address.',
    });
    expect(users.rows.get('employer')).toMatchObject({ email: 'jordan@newmail.example', emailVerifiedAt: null });
    expect(sessions.ended).toEqual([{ how: 'others', id: 'employer', reason: 'email_changed' }]);
    expect(verificationsSent).toEqual([{ id: 'employer', email: 'jordan@newmail.example' }]);
    expect(notifications.sent.map((m) => [m.to, m.category])).toEqual([['jordan@brightpath.example', 'email-changed']]);
  });
});

describe('sign out of all other devices', () => {
  it("ends the user's other sessions, keeps this one and says how many ended", async () => {
    const { service, actor, sessions } = setUp();
    sessions.othersLive = 3;
    expect(await service.signOutOtherDevices(actor('employer'))).toEqual({
      message: 'Signed out of 3 other devices. This device stays signed in.',
      endedSessions: 3,
    });
    expect(sessions.ended).toEqual([{ how: 'others', id: 'employer', reason: 'signed_out_elsewhere' }]);
    expect(sessions.kept).toEqual(['employer-session']);
  });

  it('says so when no other device was signed in', async () => {
    const { service, actor, sessions } = setUp();
    sessions.othersLive = 0;
    expect(await service.signOutOtherDevices(actor('admin'))).toEqual({
      message: 'No other devices were signed in. This device stays signed in.',
      endedSessions: 0,
    });
  });
});

describe('delete account', () => {
  it('needs the account’s e-mail typed exactly (any case)', async () => {
    const { service, actor } = setUp();
    expect(await fieldErrors(service.deleteAccount(actor('seeker'), { confirmEmail: 'maya@example.co' }))).toEqual({
      confirmEmail: [AUTH_MESSAGES.deleteConfirmMismatch],
    });
    await expect(service.deleteAccount(actor('seeker'), { confirmEmail: ' Maya@Example.com' })).resolves.toEqual({
      message: AUTH_MESSAGES.accountDeleted,
    });
  });

  it('erases personal data, ends every session and link, forgets the notifications, keeps the row', async () => {
    const { service, actor, users, sessions, tokens, published, forgotten } = setUp();
    await tokens.issue('seeker', 'password_reset', 'maya@example.com');
    users.rows.get('seeker')!.headline = 'Project coordinator';
    await service.deleteAccount(actor('seeker'), { confirmEmail: 'maya@example.com' });
    expect(users.rows.get('seeker')).toMatchObject({
      id: 'seeker',
      role: 'seeker',
      name: 'Deleted user',
      email: 'deleted-seeker@deleted.invalid',
      headline: null,
      passwordHash: '!deleted',
      deletedAt: expect.any(Date),
    });
    expect(sessions.ended).toEqual([{ how: 'deleted', id: 'seeker' }]);
    expect(tokens.tokens).toEqual([]);
    expect(forgotten).toEqual(['seeker']);
    expect(published).toEqual([{ type: 'accounts.account-deleted', userId: 'seeker', role: 'seeker' }]);
  });

  it('says the company is left without employers when the last one leaves, not before (jobs then closes its listings)', async () => {
    const { service, actor, users, published } = setUp();
    users.add({ id: 'colleague', email: 'priya@brightpath.example', role: 'employer', companyId: 'company-1' });
    await service.deleteAccount(actor('employer'), { confirmEmail: 'jordan@brightpath.example' });
    expect(published).toEqual([{ type: 'accounts.account-deleted', userId: 'employer', role: 'employer' }]);
    expect(published[0]).not.toHaveProperty('orphanedCompanyId');
    await service.deleteAccount(actor('colleague'), { confirmEmail: 'priya@brightpath.example' });
    expect(published[1]).toEqual({
      type: 'accounts.account-deleted',
      userId: 'colleague',
      role: 'employer',
      orphanedCompanyId: 'company-1',
    });
  });

  it('keeps the only admin', async () => {
    const { service, actor, users } = setUp();
    await expect(service.deleteAccount(actor('admin'), { confirmEmail: 'admin@demo.local' })).rejects.toMatchObject({
      status: 409,
      message: ACCESS_MESSAGES.lastAdmin,
    });
    users.add({ id: 'admin-2', email: 'ops@nestwork.example', role: 'admin' });
    await expect(service.deleteAccount(actor('admin'), { confirmEmail: 'admin@demo.local' })).resolves.toEqual({
      message: AUTH_MESSAGES.accountDeleted,
    });
    await expect(
      service.deleteAccount(actor('admin-2'), { confirmEmail: 'ops@nestwork.example' }),
    ).rejects.toMatchObject({ status: 409, message: ACCESS_MESSAGES.lastAdmin });
  });
});
