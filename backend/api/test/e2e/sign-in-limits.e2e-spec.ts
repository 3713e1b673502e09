import type { MikroORM } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import { AUTH_MESSAGES, type SessionResponse, signInRateLimitedText } from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { rateLimitKey } from '../../src/core/rate-limit/rate-limiter';
import { SIGN_IN_FAILURES_PER_ADDRESS, SIGN_IN_LIMITS } from '../../src/modules/accounts/accounts.rate-limits';
import { type RunningApi, startApi } from '../support/api-server';
import { clearRateLimits, openOrm } from '../support/database';
import { HttpSession } from '../support/http-session';
import { testConfig } from '../support/test-config';

const PASSWORD = 'Correct-horse-9';
/** Accounts this suite creates (removed afterwards). */
const EMAIL_DOMAIN = 'limits.example.com';

/**
 * The sign-in limits over HTTP on two API instances sharing PostgreSQL and Redis, as a deployment
 * behind a load balancer: one address's failures hold strangers behind that address (an office's
 * NAT), not the account owners who signed in from it or from their own browser before.
 */
describe('sign-in limits on two API instances: an address over its limit holds strangers, not owners', () => {
  let config: AppConfig;
  let orm: MikroORM;
  let redis: Redis;
  let one: RunningApi;
  let two: RunningApi;
  // Fresh addresses per run: a rerun within the 15-minute window must not meet this run's counts.
  const net = 10 + (Date.now() % 200);
  let host = 0;
  const address = () => `198.18.${net}.${++host}`;

  const browserAt = (api: RunningApi, ip: string) => new HttpSession(api.baseUrl, config.publicOrigin, ip);
  /** The same browser (its cookies) talking to the other instance. */
  const onInstance = (session: HttpSession, api: RunningApi) => {
    const moved = new HttpSession(api.baseUrl, session.origin, session.clientIp);
    for (const [name, value] of session.cookies) moved.cookies.set(name, value);
    return moved;
  };
  const signUp = async (session: HttpSession, name: string) => {
    const answer = await session.post<SessionResponse>('/api/auth/sign-up', {
      email: `${name}.${net}@${EMAIL_DOMAIN}`,
      password: PASSWORD,
      name: 'Limits Person',
      role: 'seeker',
    });
    expect(answer.status).toBe(201);
    expect((await session.post('/api/auth/sign-out')).status).toBe(200);
    return answer.body.user!.email;
  };
  const signIn = (session: HttpSession, email: string, password = PASSWORD) =>
    session.post('/api/auth/sign-in', { email, password });
  /** An attacker's failures from `ip` on accounts nobody has, spread over both instances. */
  const failFrom = async (ip: string, count: number, email = (i: number) => `guess${i}.${net}@nobody.example`) => {
    for (let i = 0; i < count; i++) {
      const answer = await signIn(browserAt(i % 2 === 0 ? one : two, ip), email(i), 'Wrong-pass-1');
      expect(answer.status).toBe(401);
    }
  };

  beforeAll(async () => {
    config = testConfig({ PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
    one = await startApi(config);
    two = await startApi(config);
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await orm?.em.getConnection().execute(`delete from users where email like ?`, [`%@${EMAIL_DOMAIN}`]);
    await orm?.close(true);
    redis?.disconnect();
    await clearRateLimits(config.redisUrl);
  });

  it('lets the owner in from their browser or an address they signed in from; a stranger there is told how long to wait', async () => {
    const office = address();
    // The owner signed up at the office; a colleague has an account but never signed in from there.
    const ownerBrowser = browserAt(one, office);
    const owner = await signUp(ownerBrowser, 'owner');
    const colleague = await signUp(browserAt(one, address()), 'colleague');

    // Someone behind the same address fails 50 times, on both instances: the address is at its limit.
    await failFrom(office, SIGN_IN_FAILURES_PER_ADDRESS);
    const stranger = await signIn(browserAt(two, office), colleague);
    expect(stranger.status).toBe(429);
    const retryAfterSeconds = Number(stranger.headers.get('retry-after'));
    expect(retryAfterSeconds).toBeGreaterThan(13 * 60);
    expect(retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(stranger.body).toEqual({
      error: signInRateLimitedText(retryAfterSeconds * 1000),
      code: 'ACCESS_RATE_LIMITED',
    });
    // An account nobody has gets the very same answer.
    const nobody = await signIn(browserAt(one, office), `nobody.${net}@${EMAIL_DOMAIN}`);
    expect(nobody.status).toBe(429);
    expect(nobody.body).toEqual(stranger.body);

    // The owner's browser gets in, on either instance, and so does the owner from a fresh browser there.
    expect((await signIn(onInstance(ownerBrowser, two), owner)).status).toBe(200);
    expect((await signIn(ownerBrowser, owner)).status).toBe(200);
    const freshBrowser = browserAt(two, office);
    expect((await signIn(freshBrowser, owner)).status).toBe(200);
    expect((await freshBrowser.get('/api/auth/user-role')).body).toEqual({ role: 'seeker' });
    // Their password is still checked: a wrong one is the usual 401, not a way past the limit.
    const wrong = await signIn(browserAt(one, office), owner, 'Wrong-pass-1');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: AUTH_MESSAGES.invalidCredentials, code: 'ACCOUNTS_INVALID_CREDENTIALS' });
  });

  it('says the wait the server counts: 11½ minutes left reads 12 minutes', async () => {
    const office = address();
    const colleague = await signUp(browserAt(two, address()), 'waiting');
    await failFrom(office, SIGN_IN_FAILURES_PER_ADDRESS);
    // The per-address window has 11½ minutes left.
    await redis.pexpire(rateLimitKey(SIGN_IN_LIMITS.scope, 'ip', office), 690_000);
    const limited = await signIn(browserAt(one, office), colleague);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: 'Too many sign-in attempts. Please wait 12 minutes and try again.',
      code: 'ACCESS_RATE_LIMITED',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(685);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(690);
  });

  it("lets the owner's browser past failures others made on the account from the same address", async () => {
    const office = address();
    const ownerBrowser = browserAt(one, office);
    const owner = await signUp(ownerBrowser, 'targeted');
    // Someone at the same address guesses this account's password.
    await failFrom(office, 5, () => owner);
    // The account is held at this address for anyone without the owner's browser ...
    expect((await signIn(browserAt(two, office), owner)).status).toBe(429);
    // ... but the owner's browser gets in.
    expect((await signIn(onInstance(ownerBrowser, two), owner)).status).toBe(200);
  });
});
