import { getQueueToken } from '@nestjs/bullmq';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import {
  ACCESS_MESSAGES,
  AUTH_MESSAGES,
  CHANGE_EMAIL_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  changeEmailErrorText,
  GENERIC_MESSAGES,
  RETURN_PATH_MESSAGES,
  type SessionResponse,
  signInRateLimitedText,
  type UserProfile,
} from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import { type AppConfig } from '../../src/config/app-config';
import { startApi } from '../support/api-server';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
import { openOrm, truncateJobsData } from '../support/database';
import { eventually, HttpSession } from '../support/http-session';
import { TestMailbox } from '../support/mailbox';
import { testConfig } from '../support/test-config';

const DEMO_PASSWORD = 'Demo-pass-2026';
const PASSWORD = 'Correct-horse-9';

describe('accounts and sessions over HTTP (with the worker and a capture SMTP server)', () => {
  let mailbox: TestMailbox;
  let config: AppConfig;
  let stack: RunningStack;
  let orm: MikroORM;
  let ipCounter = 0;

  /** A fresh browser; each gets its own client address for the per-address rate limits. */
  const browser = () => new HttpSession(stack.baseUrl, config.publicOrigin, `198.51.100.${++ipCounter}`);

  const signUp = async (email: string, extra: Record<string, unknown> = {}) => {
    const session = browser();
    const answer = await session.post<SessionResponse>('/api/auth/sign-up', {
      email,
      password: PASSWORD,
      name: 'Test Person',
      role: 'seeker',
      ...extra,
    });
    expect(answer.status).toBe(201);
    return { session, user: answer.body.user! };
  };

  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    config = testConfig({ SMTP_URL: mailbox.smtpUrl, PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await runDemoSeed(config);
    stack = await startApiAndWorker(config);
  });

  afterAll(async () => {
    await stack?.close();
    // Later tiers run on this database: leave the demo data as a fresh seed, not as these tests changed it.
    if (orm) {
      await truncateJobsData(orm);
      await runDemoSeed(config);
    }
    await orm?.close(true);
    await mailbox?.stop();
  });

  describe('sign-up', () => {
    it('creates a seeker, signs them in with a session cookie and e-mails a link that verifies once', async () => {
      const session = browser();
      const answer = await session.post<SessionResponse>('/api/auth/sign-up', {
        email: 'Maya.New@example.com',
        password: PASSWORD,
        name: ' Maya New ',
        role: 'seeker',
      });
      expect(answer.status).toBe(201);
      expect(answer.body.user).toEqual({
        id: expect.any(String),
        email: 'Maya.New@example.com',
        name: 'Maya New',
        role: 'seeker',
        companyName: null,
        headline: null,
        profilePictureUrl: null,
        emailVerified: false,
      });
      // Plain-http localhost development: no Secure, so no __Host- prefix either. The device cookie
      // lets this browser past sign-in limits others cause, for a year.
      expect(answer.setCookies).toHaveLength(2);
      expect(answer.setCookies[0]).toMatch(
        /^nestwork_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      expect(answer.setCookies[1]).toMatch(
        /^nestwork_device=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      expect(answer.headers.get('cache-control')).toBe('no-store');

      expect((await session.get<SessionResponse>('/api/auth/session')).body.user).toMatchObject({
        email: 'Maya.New@example.com',
      });
      expect((await session.get('/api/auth/user-role')).body).toEqual({ role: 'seeker' });

      const mail = await mailbox.waitFor('Maya.New@example.com', /Confirm your e-mail/);
      expect(mail.from).toBe('no-reply@nestwork.example');
      const token = TestMailbox.tokenFrom(mail, '/verify-email');
      expect(mail.links[0]).toBe(`http://localhost:3000/verify-email?token=${token}`);

      const anonymous = browser();
      expect((await anonymous.post('/api/auth/verify-email', { token })).body).toEqual({
        message: AUTH_MESSAGES.emailVerified,
      });
      expect((await session.get<SessionResponse>('/api/auth/session')).body.user!.emailVerified).toBe(true);
      const again = await anonymous.post('/api/auth/verify-email', { token });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        error: AUTH_MESSAGES.verifyTokenInvalid,
        code: 'INVALID_INPUT',
        fieldErrors: { token: [AUTH_MESSAGES.verifyTokenInvalid] },
      });
    });

    it('carries the page to come back to into the verification link, which still verifies', async () => {
      const returnTo = '/jobs/0b6c1f9e-2c4a-4d7e-9a51-3f2e8c1d7a60-remote-bookkeeper?from=alert';
      const { session } = await signUp('back.to.the.job@example.com', { returnTo });
      const mail = await mailbox.waitFor('back.to.the.job@example.com', /Confirm your e-mail/);
      const token = TestMailbox.tokenFrom(mail, '/verify-email');
      const link = new URL(mail.links.find((candidate) => new URL(candidate).pathname === '/verify-email')!);
      expect(link.origin).toBe('http://localhost:3000');
      expect(link.searchParams.get('next')).toBe(returnTo);
      expect((await browser().post('/api/auth/verify-email', { token })).status).toBe(200);
      expect((await session.get<SessionResponse>('/api/auth/session')).body.user!.emailVerified).toBe(true);
    });

    it.each([
      ['another site', 'https://evil.example/jobs'],
      ['a protocol-relative address', '//evil.example/jobs'],
      ['a backslash', '/\\evil.example'],
      ['a control character', '/jobs\n/evil'],
      ['no text', 42],
    ])('refuses a return path to %s with 400, and creates no account', async (_label, returnTo) => {
      const email = `return.${ipCounter}@example.com`;
      const answer = await browser().post('/api/auth/sign-up', {
        email,
        password: PASSWORD,
        name: 'Someone',
        role: 'seeker',
        returnTo,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        // A value that is not text fails the request's type check first, which answers in general words.
        error: typeof returnTo === 'string' ? RETURN_PATH_MESSAGES.invalid : GENERIC_MESSAGES.invalidInput,
        code: 'INVALID_INPUT',
        fieldErrors: { returnTo: [RETURN_PATH_MESSAGES.invalid] },
      });
      expect(answer.setCookies).toEqual([]);
      expect((await browser().post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(401);
    });

    it('creates an employer with their company', async () => {
      const { user } = await signUp('owner@sprout.example', { role: 'employer', companyName: 'Sprout Kids Co' });
      expect(user).toMatchObject({ role: 'employer', companyName: 'Sprout Kids Co' });
    });

    it.each([
      ['an employer without a company', { role: 'employer' }, { companyName: [AUTH_MESSAGES.companyNameRequired] }],
      ['an admin', { role: 'admin' }, { role: [AUTH_MESSAGES.adminSignUpForbidden] }],
      ['a weak password', { password: 'weakpassword' }, { password: [CHANGE_PASSWORD_MESSAGES.uppercase] }],
      ['a bad e-mail', { email: 'nope' }, { email: [CHANGE_EMAIL_MESSAGES.invalid] }],
    ])('refuses %s with 400 and the message', async (_label, change, fieldErrors) => {
      const answer = await browser().post('/api/auth/sign-up', {
        email: 'someone@example.com',
        password: PASSWORD,
        name: 'Someone',
        role: 'seeker',
        ...change,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: Object.values(fieldErrors)[0]![0], code: 'INVALID_INPUT', fieldErrors });
      expect(answer.setCookies).toEqual([]);
    });

    it('answers 409 for an e-mail that has an account, in any case', async () => {
      const answer = await browser().post('/api/auth/sign-up', {
        email: 'SEEKER@demo.local',
        password: PASSWORD,
        name: 'Copy',
        role: 'seeker',
      });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: AUTH_MESSAGES.emailTaken, code: 'ACCOUNTS_EMAIL_TAKEN' });
    });
  });

  describe('sign-in and sign-out', () => {
    it('answers one 401 text whether the e-mail or the password was wrong', async () => {
      const wrongPassword = await browser().post('/api/auth/sign-in', {
        email: 'seeker@demo.local',
        password: 'Wrong-pass-1',
      });
      const unknownEmail = await browser().post('/api/auth/sign-in', {
        email: 'nobody@demo.local',
        password: DEMO_PASSWORD,
      });
      const missing = await browser().post('/api/auth/sign-in', {});
      for (const answer of [wrongPassword, unknownEmail, missing]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ error: AUTH_MESSAGES.invalidCredentials, code: 'ACCOUNTS_INVALID_CREDENTIALS' });
        expect(answer.setCookies).toEqual([]);
      }
    });

    it('signs in (e-mail in any case), replaces the previous session, and signs out', async () => {
      const session = browser();
      const first = await session.signIn('Employer@Demo.local', DEMO_PASSWORD);
      expect((first.body as SessionResponse).user).toMatchObject({
        email: 'employer@demo.local',
        role: 'employer',
        companyName: 'Brightpath Learning',
      });
      const firstCookies = session.fork();
      await session.signIn('employer@demo.local', DEMO_PASSWORD);
      expect((await firstCookies.get('/api/auth/user-role')).status).toBe(401);
      expect((await session.get('/api/auth/user-role')).body).toEqual({ role: 'employer' });

      const kept = session.fork();
      const out = await session.post('/api/auth/sign-out');
      expect(out.status).toBe(200);
      expect(out.setCookies[0]).toMatch(/^nestwork_session=; Max-Age=0; Path=\/;/);
      expect((await session.get('/api/auth/session')).body).toEqual({ user: null });
      // The session is over on the server, not only forgotten by this browser.
      expect((await kept.get('/api/auth/user-role')).status).toBe(401);
      expect((await kept.get('/api/auth/user-role')).body).toEqual({
        error: GENERIC_MESSAGES.unauthorized,
        code: 'ACCESS_SIGN_IN_REQUIRED',
      });
    });
  });

  describe('signing out of other devices', () => {
    it('signing out ends only this browser’s session', async () => {
      const { session: laptop, user } = await signUp('one.device.out@example.com');
      const phone = browser();
      await phone.signIn(user.email, PASSWORD);
      expect((await phone.post('/api/auth/sign-out')).status).toBe(200);
      expect((await phone.get('/api/auth/user-role')).status).toBe(401);
      expect((await laptop.get('/api/auth/user-role')).status).toBe(200);
    });

    it("'Sign out of all other devices' ends every other session of the user, keeps this one, and says how many", async () => {
      const { session: laptop, user } = await signUp('many.devices@example.com');
      const phone = browser();
      const tablet = browser();
      await phone.signIn(user.email, PASSWORD);
      await tablet.signIn(user.email, PASSWORD);
      const someoneElse = browser();
      await someoneElse.signIn('seeker@demo.local', DEMO_PASSWORD);

      const ended = await laptop.post('/api/account/sign-out-others');
      expect(ended.status).toBe(200);
      expect(ended.body).toEqual({
        message: 'Signed out of 2 other devices. This device stays signed in.',
        endedSessions: 2,
      });
      expect(ended.setCookies).toEqual([]);
      expect((await laptop.get('/api/auth/user-role')).status).toBe(200);
      for (const other of [phone, tablet]) expect((await other.get('/api/auth/user-role')).status).toBe(401);
      // Other users' sessions are theirs.
      expect((await someoneElse.get('/api/auth/user-role')).status).toBe(200);

      expect((await laptop.post('/api/account/sign-out-others')).body).toEqual({
        message: 'No other devices were signed in. This device stays signed in.',
        endedSessions: 0,
      });
    });

    it('needs a session and a same-site request, as the other account routes do', async () => {
      const anonymous = await browser().post('/api/account/sign-out-others');
      expect(anonymous.status).toBe(401);
      const { session, user } = await signUp('csrf.devices@example.com');
      const phone = browser();
      await phone.signIn(user.email, PASSWORD);
      const crossSite = await session.post('/api/account/sign-out-others', undefined, {
        headers: { origin: 'https://evil.example' },
      });
      expect(crossSite.status).toBe(403);
      expect(crossSite.body).toEqual({ error: AUTH_MESSAGES.csrfRejected, code: 'ACCESS_CSRF_REJECTED' });
      expect((await phone.get('/api/auth/user-role')).status).toBe(200);
    });
  });

  describe('CSRF', () => {
    it('answers 403 to unsafe requests from another origin, or with neither Origin nor Referer', async () => {
      const session = browser();
      for (const headers of [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { referer: 'https://evil.example/form' },
      ] as Array<Record<string, string>>) {
        const answer = await session.post(
          '/api/auth/sign-in',
          { email: 'seeker@demo.local', password: DEMO_PASSWORD },
          { headers, noOrigin: true },
        );
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ error: AUTH_MESSAGES.csrfRejected, code: 'ACCESS_CSRF_REJECTED' });
      }
      expect((await session.post('/api/auth/sign-out', undefined, { noOrigin: true })).status).toBe(403);
      // A same-site Referer stands in for a missing Origin; safe methods need neither.
      expect(
        (
          await session.post(
            '/api/auth/sign-in',
            { email: 'seeker@demo.local', password: DEMO_PASSWORD },
            { noOrigin: true, headers: { referer: 'http://localhost:3000/sign-in' } },
          )
        ).status,
      ).toBe(200);
      expect((await session.get('/api/auth/user-role')).status).toBe(200);
    });
  });

  describe('rate limits', () => {
    it('stops sign-in for an account after 5 failures, even with the right password, before checking it', async () => {
      const { user } = await signUp('guess.me@example.com');
      for (let i = 0; i < 5; i++)
        expect(
          (await browser().post('/api/auth/sign-in', { email: user.email, password: `Wrong-${i}-Pass` })).status,
        ).toBe(401);
      const limited = await browser().post('/api/auth/sign-in', { email: 'GUESS.ME@example.com', password: PASSWORD });
      expect(limited.status).toBe(429);
      const retryAfterSeconds = Number(limited.headers.get('retry-after'));
      expect(retryAfterSeconds).toBeGreaterThan(800);
      // 'Please wait 14 minutes' or '15 minutes': the wait the Retry-After header gives, in minutes.
      expect(limited.body).toEqual({
        error: signInRateLimitedText(retryAfterSeconds * 1000),
        code: 'ACCESS_RATE_LIMITED',
      });
      // Other accounts are unaffected.
      await browser().signIn('seeker@demo.local', DEMO_PASSWORD);
    });

    it('lets the owner in from an address that signed in before, whatever failures come from elsewhere', async () => {
      const { session: owner, user } = await signUp('owner.kept.in@example.com');
      await owner.post('/api/auth/sign-out', {});
      for (let i = 0; i < 6; i++)
        await browser().post('/api/auth/sign-in', { email: user.email, password: `Wrong-${i}-Pass` });
      expect((await browser().post('/api/auth/sign-in', { email: user.email, password: PASSWORD })).status).toBe(429);
      expect((await owner.post('/api/auth/sign-in', { email: user.email, password: PASSWORD })).status).toBe(200);
    });

    it('does not count successful sign-ins', async () => {
      const session = browser();
      for (let i = 0; i < 7; i++) await session.signIn('seeker@demo.local', DEMO_PASSWORD);
    });

    it('stops sign-in from one address after 50 failures across accounts', async () => {
      const attacker = browser();
      for (let i = 0; i < 50; i++)
        expect(
          (await attacker.post('/api/auth/sign-in', { email: `victim${i}@example.com`, password: 'Wrong-pass-1' }))
            .status,
        ).toBe(401);
      const limited = await attacker.post('/api/auth/sign-in', { email: 'seeker@demo.local', password: DEMO_PASSWORD });
      expect(limited.status).toBe(429);
      await browser().signIn('seeker@demo.local', DEMO_PASSWORD);
    });
  });

  describe('password reset', () => {
    it('answers the same whatever the address, e-mails only real accounts, and the link works once', async () => {
      const { session: otherTab, user } = await signUp('forgetful@example.com');
      const anonymous = browser();
      const unknown = await anonymous.post('/api/auth/password-reset', { email: 'no-account@example.com' });
      const known = await anonymous.post('/api/auth/password-reset', { email: 'Forgetful@example.com' });
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect(known.body).toEqual({ message: AUTH_MESSAGES.passwordResetSent });

      const mail = await mailbox.waitFor(user.email, /Reset your Nestwork password/);
      expect(await mailbox.messagesTo('no-account@example.com')).toEqual([]);
      const token = TestMailbox.tokenFrom(mail, '/reset-password');
      expect(mail.links[0]).toBe(`http://localhost:3000/reset-password?token=${token}`);

      const weak = await anonymous.post('/api/auth/password-reset/confirm', { token, password: 'weak' });
      expect(weak.status).toBe(400);
      expect(weak.body).toEqual({
        error: CHANGE_PASSWORD_MESSAGES.minLength,
        code: 'INVALID_INPUT',
        fieldErrors: { password: [CHANGE_PASSWORD_MESSAGES.minLength] },
      });

      const done = await anonymous.post('/api/auth/password-reset/confirm', { token, password: 'Reset-pass-2027' });
      expect(done.body).toEqual({ message: AUTH_MESSAGES.passwordReset });
      // Every session of the account ended, the one that was signed in included.
      expect((await otherTab.get('/api/auth/user-role')).status).toBe(401);
      expect((await browser().post('/api/auth/sign-in', { email: user.email, password: PASSWORD })).status).toBe(401);
      await browser().signIn(user.email, 'Reset-pass-2027');

      const reused = await anonymous.post('/api/auth/password-reset/confirm', { token, password: 'Another-pass-3' });
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({ error: AUTH_MESSAGES.resetTokenInvalid });
      await mailbox.waitFor(user.email, /password was changed/);
    });

    it('limits reset requests per address (3 an hour)', async () => {
      const anonymous = browser();
      for (let i = 0; i < 3; i++)
        expect((await anonymous.post('/api/auth/password-reset', { email: 'flood@example.com' })).status).toBe(200);
      const limited = await browser().post('/api/auth/password-reset', { email: 'FLOOD@example.com' });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ error: AUTH_MESSAGES.resetRateLimited, code: 'ACCESS_RATE_LIMITED' });
    });
  });

  describe('change password', () => {
    it('enforces the rules, checks the current password, and ends the other sessions', async () => {
      const { session, user } = await signUp('changer@example.com');
      const otherDevice = browser();
      await otherDevice.signIn(user.email, PASSWORD);

      const mismatch = await session.post('/api/account/password', {
        currentPassword: PASSWORD,
        newPassword: 'Next-pass-1',
        confirmPassword: 'Next-pass-2',
      });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body).toEqual({
        error: CHANGE_PASSWORD_MESSAGES.mismatch,
        code: 'INVALID_INPUT',
        fieldErrors: { confirmPassword: [CHANGE_PASSWORD_MESSAGES.mismatch] },
      });
      const missing = await session.post('/api/account/password', { currentPassword: PASSWORD });
      expect(missing.body).toMatchObject({ error: CHANGE_PASSWORD_MESSAGES.required });
      const wrong = await session.post('/api/account/password', {
        currentPassword: 'Not-mine-1',
        newPassword: 'Next-pass-1',
        confirmPassword: 'Next-pass-1',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        error: AUTH_MESSAGES.currentPasswordWrong,
        code: 'INVALID_INPUT',
        fieldErrors: { currentPassword: [AUTH_MESSAGES.currentPasswordWrong] },
      });

      const changed = await session.post('/api/account/password', {
        currentPassword: PASSWORD,
        newPassword: 'Next-pass-1',
        confirmPassword: 'Next-pass-1',
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ message: 'Password changed successfully!' });
      expect((await session.get('/api/auth/user-role')).status).toBe(200);
      expect((await otherDevice.get('/api/auth/user-role')).status).toBe(401);
      await browser().signIn(user.email, 'Next-pass-1');
    });

    it("answers 'User not authenticated' without a session", async () => {
      const answer = await browser().post('/api/account/password', {
        currentPassword: 'a',
        newPassword: 'b',
        confirmPassword: 'b',
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        error: CHANGE_PASSWORD_MESSAGES.notAuthenticated,
        code: 'ACCESS_SIGN_IN_REQUIRED',
      });
    });
  });

  describe('change e-mail', () => {
    it('applies the sign-up rules on the role’s own route', async () => {
      const { session } = await signUp('rules@example.com');
      const invalid = await session.post('/api/seeker/account/email', {
        newEmail: 'not-an-email',
        currentPassword: PASSWORD,
      });
      expect(invalid.body).toEqual({
        error: CHANGE_EMAIL_MESSAGES.invalid,
        code: 'INVALID_INPUT',
        fieldErrors: { newEmail: [CHANGE_EMAIL_MESSAGES.invalid] },
      });
      expect(
        (await session.post('/api/seeker/account/email', { newEmail: 'RULES@example.com', currentPassword: PASSWORD }))
          .body,
      ).toMatchObject({ error: CHANGE_EMAIL_MESSAGES.sameAsCurrent });
      expect((await session.post('/api/seeker/account/email', {})).body).toMatchObject({
        error: CHANGE_EMAIL_MESSAGES.required,
      });
      const wrongRoute = await session.post('/api/employer/account/email', {
        newEmail: 'x@example.com',
        currentPassword: PASSWORD,
      });
      expect(wrongRoute.status).toBe(403);
    });

    it('asks for the current password and names that field when it is missing or wrong', async () => {
      const { session, user } = await signUp('password.check@example.com');
      const missing = await session.post('/api/seeker/account/email', { newEmail: 'password.next@example.com' });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({
        error: CHANGE_EMAIL_MESSAGES.required,
        code: 'INVALID_INPUT',
        fieldErrors: { currentPassword: [CHANGE_EMAIL_MESSAGES.required] },
      });
      const wrong = await session.post('/api/seeker/account/email', {
        newEmail: 'password.next@example.com',
        currentPassword: 'Not-the-pass-1',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        error: AUTH_MESSAGES.currentPasswordWrong,
        code: 'INVALID_INPUT',
        fieldErrors: { currentPassword: [AUTH_MESSAGES.currentPasswordWrong] },
      });
      expect((await session.get<SessionResponse>('/api/auth/session')).body.user).toMatchObject({ email: user.email });
      expect(
        (
          await session.post('/api/seeker/account/email', {
            newEmail: 'password.next@example.com',
            currentPassword: PASSWORD,
          })
        ).status,
      ).toBe(200);
    });

    it("answers 'email already exists' for an address in use", async () => {
      const { session } = await signUp('wants.taken@example.com');
      const answer = await session.post('/api/seeker/account/email', {
        newEmail: 'Employer@demo.local',
        currentPassword: PASSWORD,
      });
      expect(answer.status).toBe(409);
      expect(changeEmailErrorText((answer.body as { error: string }).error)).toBe(
        'This email address is already in use by another account',
      );
    });

    it("answers 'Reverification required' when the sign-in is older than 10 minutes", async () => {
      const { session, user } = await signUp('stale@example.com');
      await orm.em
        .getConnection()
        .execute(`update user_sessions set signed_in_at = now() - interval '11 minutes' where user_id = ?`, [user.id]);
      const answer = await session.post('/api/seeker/account/email', {
        newEmail: 'fresh@example.com',
        currentPassword: PASSWORD,
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        error: AUTH_MESSAGES.reverificationRequired,
        code: 'ACCOUNTS_REVERIFICATION_REQUIRED',
      });
      expect(changeEmailErrorText(AUTH_MESSAGES.reverificationRequired)).toMatch(/re-authenticate/);
      // Signing in again satisfies the rule.
      await session.signIn(user.email, PASSWORD);
      expect(
        (await session.post('/api/seeker/account/email', { newEmail: 'fresh@example.com', currentPassword: PASSWORD }))
          .status,
      ).toBe(200);
    });

    it('changes the sign-in address, verifies it by e-mail, tells the old one, ends other sessions', async () => {
      const { session, user } = await signUp('owner.old@example.com', {
        role: 'employer',
        companyName: 'Old Address Ltd',
      });
      const otherDevice = browser();
      await otherDevice.signIn(user.email, PASSWORD);
      const answer = await session.post('/api/employer/account/email', {
        newEmail: 'owner.new@example.com',
        currentPassword: PASSWORD,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        message: 'Email address updated successfully! You can now sign in with your new email address.',
      });
      expect((await session.get<SessionResponse>('/api/auth/session')).body.user).toMatchObject({
        email: 'owner.new@example.com',
        emailVerified: false,
      });
      expect((await otherDevice.get('/api/auth/user-role')).status).toBe(401);
      expect(
        (await browser().post('/api/auth/sign-in', { email: 'owner.old@example.com', password: PASSWORD })).status,
      ).toBe(401);
      await browser().signIn('owner.new@example.com', PASSWORD);

      await mailbox.waitFor('owner.old@example.com', /e-mail address was changed/);
      const verify = await mailbox.waitFor('owner.new@example.com', /Confirm your e-mail/);
      expect(
        (await browser().post('/api/auth/verify-email', { token: TestMailbox.tokenFrom(verify, '/verify-email') }))
          .status,
      ).toBe(200);
      // The link sent to the old address at sign-up no longer verifies anything.
      const oldLink = await mailbox.waitFor('owner.old@example.com', /Confirm your e-mail/);
      expect(
        (await browser().post('/api/auth/verify-email', { token: TestMailbox.tokenFrom(oldLink, '/verify-email') }))
          .status,
      ).toBe(400);
    });

    it("is rate-limited with a message containing 'rate limit'", async () => {
      const { session } = await signUp('hopper@example.com');
      for (let i = 0; i < 5; i++)
        expect(
          (
            await session.post('/api/seeker/account/email', {
              newEmail: 'hopper@example.com',
              currentPassword: PASSWORD,
            })
          ).status,
        ).toBe(400);
      const limited = await session.post('/api/seeker/account/email', {
        newEmail: 'hopper.next@example.com',
        currentPassword: PASSWORD,
      });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ error: AUTH_MESSAGES.emailChangeRateLimited, code: 'ACCESS_RATE_LIMITED' });
      expect(changeEmailErrorText(AUTH_MESSAGES.emailChangeRateLimited)).toBe(
        'Too many email change attempts. Please wait before trying again.',
      );
    });
  });

  describe('onboarding', () => {
    it('lets a user without a role choose one, once', async () => {
      const { session, user } = await signUp('undecided@example.com');
      await orm.em.getConnection().execute('update users set role = null where id = ?', [user.id]);
      expect((await session.get('/api/auth/user-role')).body).toEqual({ role: null });
      const noCompany = await session.post('/api/auth/role', { role: 'employer' });
      expect(noCompany.body).toEqual({
        error: AUTH_MESSAGES.companyNameRequired,
        code: 'INVALID_INPUT',
        fieldErrors: { companyName: [AUTH_MESSAGES.companyNameRequired] },
      });
      const chosen = await session.post<SessionResponse>('/api/auth/role', {
        role: 'employer',
        companyName: 'Decided Co',
      });
      expect(chosen.status).toBe(200);
      expect(chosen.body.user).toMatchObject({ role: 'employer', companyName: 'Decided Co' });
      expect((await session.get('/api/auth/user-role')).body).toEqual({ role: 'employer' });
      const again = await session.post('/api/auth/role', { role: 'seeker' });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ error: AUTH_MESSAGES.roleAlreadyChosen, code: 'ACCOUNTS_ROLE_ALREADY_CHOSEN' });
    });
  });

  describe('profile', () => {
    it('reads and changes the signed-in user’s profile', async () => {
      const { session, user } = await signUp('profiled@example.com');
      expect((await session.get<UserProfile>('/api/user/profile')).body).toEqual({
        id: user.id,
        name: 'Test Person',
        email: 'profiled@example.com',
        role: 'seeker',
        companyName: null,
        headline: null,
        profilePictureUrl: null,
        presignedProfilePictureUrl: null,
      });
      const changed = await session.patch<UserProfile>('/api/user/profile', {
        headline: 'Bookkeeper',
        profilePictureUrl: 'https://www.gravatar.com/avatar/1',
      });
      expect(changed.body).toMatchObject({
        headline: 'Bookkeeper',
        profilePictureUrl: 'https://www.gravatar.com/avatar/1',
      });
      const bad = await session.patch('/api/user/profile', { profilePictureUrl: 'javascript:alert(1)' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        error: ACCESS_MESSAGES.profilePictureUrlInvalid,
        code: 'INVALID_INPUT',
        fieldErrors: { profilePictureUrl: [ACCESS_MESSAGES.profilePictureUrlInvalid] },
      });
      expect(
        (await session.patch<UserProfile>('/api/user/profile', { profilePictureUrl: null })).body.profilePictureUrl,
      ).toBeNull();
      expect((await browser().get('/api/user/profile')).status).toBe(401);
    });
  });

  describe('delete account', () => {
    it('needs the e-mail typed, then erases the person and ends every session', async () => {
      const { session, user } = await signUp('leaving@example.com');
      const otherDevice = browser();
      await otherDevice.signIn(user.email, PASSWORD);
      const mismatch = await session.post('/api/account/delete', { confirmEmail: 'leaving@example.co' });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body).toEqual({
        error: AUTH_MESSAGES.deleteConfirmMismatch,
        code: 'INVALID_INPUT',
        fieldErrors: { confirmEmail: [AUTH_MESSAGES.deleteConfirmMismatch] },
      });

      const deleted = await session.post('/api/account/delete', { confirmEmail: 'Leaving@example.com' });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ message: AUTH_MESSAGES.accountDeleted });
      expect(deleted.setCookies[0]).toMatch(/Max-Age=0/);
      expect((await otherDevice.get('/api/auth/user-role')).status).toBe(401);
      expect((await browser().post('/api/auth/sign-in', { email: user.email, password: PASSWORD })).status).toBe(401);

      const [row] = await orm.em
        .getConnection()
        .execute<Array<Record<string, unknown>>>(
          'select email, name, headline, role, deleted_at, password_hash from users where id = ?',
          [user.id],
        );
      expect(row).toMatchObject({
        email: `deleted-${user.id}@deleted.invalid`,
        name: 'Deleted user',
        headline: null,
        role: 'seeker',
        password_hash: '!deleted',
      });
      expect(row!.deleted_at).not.toBeNull();
      const [{ count }] = await orm.em
        .getConnection()
        .execute<[{ count: string }]>('select count(*) from user_sessions where user_id = ?', [user.id]);
      expect(Number(count)).toBe(0);
      // The address is free again.
      await signUp('leaving@example.com');
    });

    it("closes the company's open jobs when its last employer leaves", async () => {
      const session = browser();
      // The demo seed gives every company one employer; this one is Harbor & Pine's.
      await session.signIn('priya.raman@demo.local', DEMO_PASSWORD);
      const me = (await session.get<SessionResponse>('/api/auth/session')).body.user!;
      const [{ company_id: companyId }] = await orm.em
        .getConnection()
        .execute<[{ company_id: string }]>('select company_id from users where id = ?', [me.id]);
      const openBefore = async () =>
        Number(
          (
            await orm.em
              .getConnection()
              .execute<[{ count: string }]>(
                `select count(*) from jobs where company_id = ? and status in ('approved', 'draft', 'pending_review')`,
                [companyId],
              )
          )[0].count,
        );
      expect(await openBefore()).toBeGreaterThan(0);
      expect((await session.post('/api/account/delete', { confirmEmail: me.email })).status).toBe(200);
      // Jobs closes them from the deletion's event, through the jobs queue: wait for the worker.
      await eventually(async () => (await openBefore()) === 0);
      expect(await openBefore()).toBe(0);
      const [{ count }] = await orm.em
        .getConnection()
        .execute<[{ count: string }]>(`select count(*) from jobs where company_id = ? and status = 'archived'`, [
          companyId,
        ]);
      expect(Number(count)).toBeGreaterThan(0);
    });
  });

  describe('on https', () => {
    it('sends a __Host- prefixed, Secure session cookie', async () => {
      const httpsConfig = testConfig({ PUBLIC_URL: 'https://nestwork.example' });
      const api = await startApi(httpsConfig);
      try {
        const session = new HttpSession(api.baseUrl, httpsConfig.publicOrigin, '198.51.100.250');
        const answer = await session.signIn('seeker@demo.local', DEMO_PASSWORD);
        expect(answer.setCookies[0]).toMatch(
          /^__Host-nestwork_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
        );
        expect(answer.setCookies[1]).toMatch(
          /^__Host-nestwork_device=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
        );
        expect((await session.get('/api/auth/user-role')).body).toEqual({ role: 'seeker' });
        // Unsafe requests must now come from the https origin.
        expect(
          (
            await session.post('/api/auth/sign-out', undefined, {
              headers: { origin: 'http://localhost:3000' },
              noOrigin: true,
            })
          ).status,
        ).toBe(403);
      } finally {
        await api.close();
      }
    });
  });

  it('keeps e-mail in the job log when no SMTP server is configured (development)', async () => {
    // Another Redis database, so this app's worker (and not the suite's, which has SMTP) takes the job.
    const redis = new URL(config.redisUrl);
    redis.pathname = `/${(Number(redis.pathname.slice(1) || 0) + 1) % 16}`;
    const noSmtp = await startApiAndWorker(
      testConfig({ PUBLIC_URL: 'http://localhost:3000', REDIS_URL: redis.toString() }),
    );
    const email = `no.smtp.${Date.now()}@example.com`;
    try {
      const session = new HttpSession(noSmtp.baseUrl, 'http://localhost:3000', '198.51.100.251');
      expect(
        (await session.post('/api/auth/sign-up', { email, password: PASSWORD, name: 'No Smtp', role: 'seeker' }))
          .status,
      ).toBe(201);
      const queue = noSmtp.worker.get<Queue>(getQueueToken('notifications'), { strict: false });
      const logged = await eventually(async () => {
        const jobs = await queue.getJobs(['completed']);
        const job = jobs.find((candidate) => candidate.data.to === email);
        if (!job) return null;
        const { logs } = await queue.getJobLogs(job.id!);
        return logs.length > 0 ? { logs, result: job.returnvalue } : null;
      });
      expect(logged.result).toEqual({ delivered: false, messageId: null });
      expect(logged.logs[0]).toContain('http://localhost:3000/verify-email?token=');
    } finally {
      await noSmtp.close();
    }
    expect(await mailbox.messagesTo(email)).toEqual([]);
  });
});
