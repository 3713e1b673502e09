import { Redis } from 'ioredis';
import { signInRateLimitedText } from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { rateLimitKey } from '../../src/core/rate-limit/rate-limiter';
import { SIGN_IN_LIMITS } from '../../src/modules/accounts/accounts.rate-limits';
import { type RunningApi, startApi } from '../support/api-server';
import { HttpSession } from '../support/http-session';
import { testConfig } from '../support/test-config';

/** The sign-in rule that counts failures per client address, whatever the account. */
const perAddress = SIGN_IN_LIMITS.rules.find((rule) => rule.by === 'ip');
/** What the API sees of this test process: it connects over loopback, with no proxy between. */
const LOOPBACK = '127.0.0.1';

describe('client addresses and X-Forwarded-For', () => {
  let redis: Redis;
  let run = 0;

  /** Forgets the sign-in failures counted for these addresses (they would hold for 15 minutes). */
  const forget = async (config: AppConfig, addresses: string[]) => {
    redis ??= new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
    await redis.del(...addresses.map((address) => rateLimitKey(SIGN_IN_LIMITS.scope, 'ip', address)));
  };

  /** One failed sign-in for an account nobody has, claiming to come from `forwardedFor`. */
  const failSignIn = (api: RunningApi, config: AppConfig, forwardedFor: string) =>
    new HttpSession(api.baseUrl, config.publicOrigin).post(
      '/api/auth/sign-in',
      { email: `nobody.${++run}@example.com`, password: 'Wrong-pass-1' },
      { headers: { 'x-forwarded-for': forwardedFor } },
    );

  afterAll(() => redis?.disconnect());

  it('counts sign-in failures by the connecting address when no proxy is trusted (the default)', async () => {
    expect(perAddress?.limit).toBeGreaterThan(0);
    const limit = perAddress!.limit;
    // An empty setting is an unset one: the production default.
    const config = testConfig({ TRUST_PROXY: '' });
    expect(config.trustProxy).toBe(false);
    await forget(config, [LOOPBACK]);
    const api = await startApi(config);
    try {
      // An attacker makes up a new address for every attempt ...
      for (let i = 1; i <= limit; i++) expect((await failSignIn(api, config, `203.0.113.${i}`)).status).toBe(401);
      // ... and is stopped all the same: every attempt counted against the address it connects from.
      const limited = await failSignIn(api, config, '198.51.100.200');
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        error: signInRateLimitedText(Number(limited.headers.get('retry-after')) * 1000),
        code: 'ACCESS_RATE_LIMITED',
      });
    } finally {
      await api.close();
      await forget(config, [LOOPBACK]);
    }
  });

  it('counts by the forwarded address when the connecting one is a trusted proxy', async () => {
    const limit = perAddress!.limit;
    // This test process is the proxy, connecting from loopback.
    const config = testConfig({ TRUST_PROXY: LOOPBACK });
    // Fresh addresses per run: a rerun within the window must not meet this run's counts.
    const host = 10 + (Date.now() % 200);
    const [client, neighbour] = [`192.0.2.${host}`, `192.0.2.${host + 1}`];
    await forget(config, [client, neighbour, LOOPBACK]);
    const api = await startApi(config);
    try {
      for (let i = 0; i < limit; i++) expect((await failSignIn(api, config, client)).status).toBe(401);
      expect((await failSignIn(api, config, client)).status).toBe(429);
      // Another client behind the same proxy has its own count.
      expect((await failSignIn(api, config, neighbour)).status).toBe(401);
    } finally {
      await api.close();
      await forget(config, [client, neighbour, LOOPBACK]);
    }
  });

  it('with a hop count, takes the address the last trusted proxy saw', async () => {
    const limit = perAddress!.limit;
    // One proxy in front of the app: it appended the address it saw to what the client sent.
    const config = testConfig({ TRUST_PROXY: '1' });
    const host = 10 + (Date.now() % 200);
    const [client, spoofed] = [`198.51.100.${host}`, `203.0.113.${host}`];
    await forget(config, [client, spoofed, LOOPBACK]);
    const api = await startApi(config);
    try {
      // Whatever the client claims first, the proxy's own entry (the last one) counts.
      for (let i = 0; i < limit; i++) expect((await failSignIn(api, config, `${spoofed}, ${client}`)).status).toBe(401);
      expect((await failSignIn(api, config, `192.0.2.1, ${client}`)).status).toBe(429);
    } finally {
      await api.close();
      await forget(config, [client, spoofed, LOOPBACK]);
    }
  });
});
