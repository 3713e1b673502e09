/* eslint-disable @typescript-eslint/no-empty-function -- route stubs: only their decorators matter */
import { Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { fakeHttp } from '../../../test/support/fake-http';
import { AccessError } from '../auth/access.errors';
import type { DeviceCookie } from '../auth/device-cookie';
import type { SessionCookie } from '../auth/session-cookie';
import { RateLimit } from './rate-limit.decorator';
import { keyValue, memoryKeys, RateLimitGuard } from './rate-limit.guard';
import { rateLimitKey, type RateLimiter } from './rate-limiter';

/** An in-memory limiter with the Redis one's semantics (fixed windows, refunds). */
function memoryLimiter(now: () => number) {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const known = new Map<string, number>();
  const limiter = {
    refunds: [] as string[],
    lookups: [] as string[],
    async hit(key: string, limit: number, windowMs: number) {
      let entry = counters.get(key);
      if (!entry || entry.resetAt <= now()) counters.set(key, (entry = { count: 0, resetAt: now() + windowMs }));
      entry.count++;
      return { allowed: entry.count <= limit, count: entry.count, retryAfterMs: entry.resetAt - now() };
    },
    async refund(key: string) {
      limiter.refunds.push(key);
      const entry = counters.get(key);
      if (entry && entry.count > 0) entry.count--;
    },
    async reset() {},
    async remember(key: string, ttlMs: number) {
      known.set(key, now() + ttlMs);
    },
    async isRemembered(key: string) {
      limiter.lookups.push(key);
      return (known.get(key) ?? 0) > now();
    },
  };
  return limiter;
}

class Routes {
  @RateLimit({
    scope: 'sign-in',
    message: 'Too many sign-in attempts.',
    rules: [
      { by: 'body:email', limit: 2, windowMs: 60_000, failuresOnly: true },
      { by: 'ip', limit: 3, windowMs: 60_000, failuresOnly: true },
    ],
  })
  signIn(): void {}

  @RateLimit({
    scope: 'email-change',
    message: 'Email change rate limit reached.',
    rules: [{ by: 'session', limit: 1, windowMs: 60_000 }],
  })
  changeEmail(): void {}

  unlimited(): void {}

  @RateLimit({
    scope: 'owasp-sign-in',
    message: 'Too many sign-in attempts.',
    messageWithWait: (ms) => `Too many sign-in attempts. Wait ${Math.ceil(ms / 1000)} s.`,
    rules: [
      { by: ['body:email', 'ip'], limit: 2, windowMs: 60_000, failuresOnly: true, exceptKnownBy: ['device'] },
      { by: ['body:email', 'device'], limit: 2, windowMs: 60_000, failuresOnly: true },
      { by: 'body:email', limit: 3, windowMs: 60_000, failuresOnly: true, exceptKnownBy: ['address', 'device'] },
      { by: 'ip', limit: 4, windowMs: 60_000, failuresOnly: true, exceptKnownBy: ['address', 'device'] },
    ],
    remember: {
      scope: 'owasp-sign-in',
      by: { address: ['body:email', 'ip'], device: ['body:email', 'device'] },
      ttlMs: 86_400_000,
    },
  })
  signInRemembering(): void {}
}

describe('keyValue', () => {
  it('reads the client address, the session or device token, or a body field (e-mails in any case)', () => {
    const request = { ip: '203.0.113.9', body: { email: '  Maya@Example.com ' } };
    const none = { session: undefined, device: undefined };
    expect(keyValue('ip', request, none)).toBe('203.0.113.9');
    expect(keyValue('session', request, { ...none, session: 'tok' })).toBe('tok');
    expect(keyValue('session', request, none)).toBeNull();
    expect(keyValue('device', request, { session: 'tok', device: 'dev' })).toBe('dev');
    expect(keyValue('device', request, { ...none, session: 'tok' })).toBeNull();
    expect(keyValue('body:email', request, none)).toBe('maya@example.com');
    expect(keyValue('body:email', { ip: '1', body: { email: 42 } }, none)).toBeNull();
  });
});

describe('memoryKeys', () => {
  const memory = {
    scope: 'sign-in',
    by: { address: ['body:email', 'ip'], device: ['body:email', 'device'] },
    ttlMs: 1,
  } as const;

  it('names a key for each way the request can be known, per account', () => {
    const request = { ip: '203.0.113.9', body: { email: 'Maya@example.com' } };
    const keys = memoryKeys(memory, request, { session: undefined, device: 'dev-1' });
    expect([...keys.keys()]).toEqual(['address', 'device']);
    // The address key is the one known addresses have always had.
    expect(keys.get('address')).toBe(
      rateLimitKey('sign-in', 'known:body:email+ip', 'maya@example.com\u0000203.0.113.9'),
    );
    expect(keys.get('device')).toMatch(/^nestwork:rate:sign-in:known:body:email\+device:/);
    expect(
      memoryKeys(
        memory,
        { ...request, body: { email: 'someone@example.com' } },
        { session: undefined, device: 'dev-1' },
      ).get('device'),
    ).not.toBe(keys.get('device'));
  });

  it('leaves out a way the request lacks (no device cookie yet)', () => {
    const keys = memoryKeys(
      memory,
      { ip: '203.0.113.9', body: { email: 'a@x.io' } },
      { session: undefined, device: undefined },
    );
    expect([...keys.keys()]).toEqual(['address']);
  });
});

describe('rateLimitKey', () => {
  it('keeps what it counts by out of Redis in clear', () => {
    const key = rateLimitKey('sign-in', 'body:email', 'maya@example.com');
    expect(key).toMatch(/^nestwork:rate:sign-in:body:email:[A-Za-z0-9_-]{32}$/);
    expect(key).not.toContain('maya');
  });
});

describe('RateLimitGuard', () => {
  let time = 0;
  const limiter = memoryLimiter(() => time);
  const cookie = {
    read: (request: { cookies: Record<string, string> }) => request.cookies.session,
  } as unknown as SessionCookie;
  const device = {
    read: (request: { cookies: Record<string, string> }) => request.cookies.device,
  } as unknown as DeviceCookie;
  const guard = new RateLimitGuard(new Reflector(), limiter as unknown as RateLimiter, cookie, device);
  const attempt = (route: keyof Routes, request: Parameters<typeof fakeHttp>[2]) => {
    const http = fakeHttp(Routes.prototype[route], Routes, { method: 'POST', ...request });
    return { http, result: guard.canActivate(http.context) };
  };

  beforeEach(() => {
    time += 3_600_000;
  });

  it('answers 429 with the message and Retry-After once a rule is over its limit', async () => {
    for (let i = 0; i < 2; i++) {
      const { http, result } = attempt('signIn', { body: { email: 'maya@example.com' }, ip: '198.51.100.1' });
      await expect(result).resolves.toBe(true);
      http.finish(401);
    }
    time += 10_000;
    const { http, result } = attempt('signIn', { body: { email: 'MAYA@example.com' }, ip: '198.51.100.2' });
    await expect(result).rejects.toEqual(AccessError.because('rateLimited', 'Too many sign-in attempts.'));
    expect(http.reply.headers['retry-after']).toBe('50');
  });

  it('counts per client address across accounts', async () => {
    for (const email of ['a@x.io', 'b@x.io', 'c@x.io']) {
      const { http, result } = attempt('signIn', { body: { email }, ip: '198.51.100.7' });
      await expect(result).resolves.toBe(true);
      http.finish(401);
    }
    await expect(attempt('signIn', { body: { email: 'd@x.io' }, ip: '198.51.100.7' }).result).rejects.toMatchObject({
      status: 429,
      code: 'ACCESS_RATE_LIMITED',
    });
  });

  it('gives successful requests back when only failures count', async () => {
    for (let i = 0; i < 5; i++) {
      const { http, result } = attempt('signIn', { body: { email: 'ok@x.io' }, ip: '198.51.100.8' });
      await expect(result).resolves.toBe(true);
      http.finish(200);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(limiter.refunds.length).toBeGreaterThanOrEqual(10);
  });

  it('limits by session, and skips a rule whose key the request lacks', async () => {
    await expect(attempt('changeEmail', { cookies: { session: 'tok-1' } }).result).resolves.toBe(true);
    await expect(attempt('changeEmail', { cookies: { session: 'tok-1' } }).result).rejects.toEqual(
      AccessError.because('rateLimited', 'Email change rate limit reached.'),
    );
    await expect(attempt('changeEmail', { cookies: { session: 'tok-2' } }).result).resolves.toBe(true);
    await expect(attempt('changeEmail', {}).result).resolves.toBe(true);
  });

  it('leaves routes without a policy alone', async () => {
    await expect(attempt('unlimited', {}).result).resolves.toBe(true);
  });

  it('lets requests through when Redis cannot be reached, and logs it', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const broken = {
      hit: async () => Promise.reject(new Error('connect ECONNREFUSED')),
      refund: async () => undefined,
    } as unknown as RateLimiter;
    const failOpen = new RateLimitGuard(new Reflector(), broken, cookie, device);
    await expect(
      failOpen.canActivate(fakeHttp(Routes.prototype.signIn, Routes, { body: { email: 'x@y.io' } }).context),
    ).resolves.toBe(true);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  describe('per account, address and browser, with known addresses and browsers (OWASP)', () => {
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    const fail = async (email: string, ip: string) => {
      const { http, result } = attempt('signInRemembering', { body: { email }, ip });
      await expect(result).resolves.toBe(true);
      http.finish(401);
    };

    it('holds one address after its own failures on an account, but not another address', async () => {
      await fail('pair@x.io', '203.0.113.1');
      await fail('pair@x.io', '203.0.113.1');
      await expect(
        attempt('signInRemembering', { body: { email: 'pair@x.io' }, ip: '203.0.113.2' }).result,
      ).resolves.toBe(true);
      await expect(
        attempt('signInRemembering', { body: { email: 'pair@x.io' }, ip: '203.0.113.1' }).result,
      ).rejects.toMatchObject({ status: 429, code: 'ACCESS_RATE_LIMITED' });
    });

    it('lets the owner in from an address that signed in before while failures elsewhere hold unknown addresses', async () => {
      const owner = attempt('signInRemembering', { body: { email: 'owner@x.io' }, ip: '192.0.2.10' });
      await expect(owner.result).resolves.toBe(true);
      owner.http.finish(200);
      await settle();
      for (const ip of ['198.18.0.1', '198.18.0.2', '198.18.0.3']) await fail('owner@x.io', ip);
      await expect(
        attempt('signInRemembering', { body: { email: 'owner@x.io' }, ip: '198.18.0.4' }).result,
      ).rejects.toMatchObject({ status: 429, code: 'ACCESS_RATE_LIMITED' });
      await expect(
        attempt('signInRemembering', { body: { email: 'OWNER@x.io' }, ip: '192.0.2.10' }).result,
      ).resolves.toBe(true);
    });

    it("holds an address over its limit for strangers, saying how long, but not for an account's known address", async () => {
      const owner = attempt('signInRemembering', { body: { email: 'nat.owner@x.io' }, ip: '192.0.2.20' });
      await expect(owner.result).resolves.toBe(true);
      owner.http.finish(200);
      await settle();
      // Someone behind the same address tries four other accounts: the address is at its limit.
      for (const email of ['v1@x.io', 'v2@x.io', 'v3@x.io', 'v4@x.io']) await fail(email, '192.0.2.20');
      time += 10_000;

      limiter.lookups.length = 0;
      const stranger = attempt('signInRemembering', { body: { email: 'colleague@x.io' }, ip: '192.0.2.20' });
      await expect(stranger.result).rejects.toEqual(
        AccessError.because('rateLimited', 'Too many sign-in attempts. Wait 50 s.'),
      );
      expect(stranger.http.reply.headers['retry-after']).toBe('50');
      // An account nobody has is answered the same, after the same lookups.
      const nobody = attempt('signInRemembering', { body: { email: 'nobody@x.io' }, ip: '192.0.2.20' });
      await expect(nobody.result).rejects.toEqual(
        AccessError.because('rateLimited', 'Too many sign-in attempts. Wait 50 s.'),
      );
      expect(limiter.lookups).toHaveLength(2);

      // The owner's request goes on to have its password checked.
      await expect(
        attempt('signInRemembering', { body: { email: 'nat.owner@x.io' }, ip: '192.0.2.20' }).result,
      ).resolves.toBe(true);
      expect(limiter.lookups).toHaveLength(3);
    });

    it("lets the owner's browser past failures others made on the account from its address; its own failures count", async () => {
      // First sign-in: the device cookie is issued while the request is handled, and remembered after.
      const first = attempt('signInRemembering', { body: { email: 'office@x.io' }, ip: '192.0.2.30' });
      await expect(first.result).resolves.toBe(true);
      first.http.request.cookies.device = 'dev-office';
      first.http.finish(200);
      await settle();

      await fail('office@x.io', '192.0.2.30');
      await fail('office@x.io', '192.0.2.30');
      // The pair (account, address) is held: the owner without their browser's cookie too ...
      await expect(
        attempt('signInRemembering', { body: { email: 'office@x.io' }, ip: '192.0.2.30' }).result,
      ).rejects.toMatchObject({ status: 429 });
      // ... but not the browser that signed in before, nor a cookie that did not.
      const browser = { body: { email: 'office@x.io' }, ip: '192.0.2.30', cookies: { device: 'dev-office' } };
      const known = attempt('signInRemembering', browser);
      await expect(known.result).resolves.toBe(true);
      known.http.finish(200);
      await settle();
      await expect(
        attempt('signInRemembering', { ...browser, cookies: { device: 'dev-stolen-guess' } }).result,
      ).rejects.toMatchObject({ status: 429 });

      // A known browser's own failures are counted per browser and account.
      const again = attempt('signInRemembering', browser);
      await expect(again.result).resolves.toBe(true);
      again.http.finish(401);
      const third = attempt('signInRemembering', browser);
      await expect(third.result).resolves.toBe(true);
      third.http.finish(401);
      await expect(attempt('signInRemembering', browser).result).rejects.toMatchObject({ status: 429 });
    });
  });
});
