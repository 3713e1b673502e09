/* eslint-disable @typescript-eslint/no-empty-function -- route stubs: only their decorators matter */
import { Reflector } from '@nestjs/core';
import { AUTH_MESSAGES } from '@marketplace/contracts';
import { fakeHttp } from '../../../test/support/fake-http';
import { loadConfig } from '../../config/app-config';
import { UNIT_PAYMENTS_ENV, UNIT_STORAGE_ENV } from '../../../test/support/accounts-fakes';
import { CrossSiteAllowed } from './access-policy';
import { CsrfGuard, isSameSiteRequest, isUnsafeMethod } from './csrf.guard';

/** The CSRF guard's refusal: 403, its code and the contract's message. */
const csrfRefusal = expect.objectContaining({
  status: 403,
  code: 'ACCESS_CSRF_REJECTED',
  message: AUTH_MESSAGES.csrfRejected,
});

const site = new Set(['https://nestwork.example', 'http://localhost:4200']);

describe('isSameSiteRequest', () => {
  it('accepts the site and trusted origins, by Origin first', () => {
    expect(isSameSiteRequest({ origin: 'https://nestwork.example' }, site)).toBe(true);
    expect(isSameSiteRequest({ origin: 'http://localhost:4200' }, site)).toBe(true);
    expect(isSameSiteRequest({ origin: 'https://evil.example', referer: 'https://nestwork.example/page' }, site)).toBe(
      false,
    );
  });

  it('falls back to the Referer only when there is no Origin', () => {
    expect(isSameSiteRequest({ referer: 'https://nestwork.example/seeker/settings?tab=1' }, site)).toBe(true);
    expect(isSameSiteRequest({ referer: 'https://nestwork.example.evil.example/' }, site)).toBe(false);
  });

  it('rejects requests with neither, an opaque origin, or a look-alike', () => {
    expect(isSameSiteRequest({}, site)).toBe(false);
    expect(isSameSiteRequest({ origin: 'null' }, site)).toBe(false);
    expect(isSameSiteRequest({ origin: 'https://nestwork.example:8443' }, site)).toBe(false);
    expect(isSameSiteRequest({ origin: 'http://nestwork.example' }, site)).toBe(false);
  });
});

describe('CsrfGuard', () => {
  const guard = new CsrfGuard(
    loadConfig(
      {
        DATABASE_URL: 'postgres://h/db',
        REDIS_URL: 'redis://h',
        ...UNIT_STORAGE_ENV,
        PUBLIC_URL: 'https://nestwork.example',
      },
      '/srv',
    ),
    new Reflector(),
  );
  class Probe {
    handle(): void {}
    @CrossSiteAllowed()
    oneClick(): void {}
  }
  const run = (method: string, headers: Record<string, string>, handler = Probe.prototype.handle) =>
    guard.canActivate(fakeHttp(handler, Probe, { method, headers }).context);

  it('lets safe methods through without looking', () => {
    expect(isUnsafeMethod('GET')).toBe(false);
    expect(run('GET', {})).toBe(true);
    expect(run('HEAD', { origin: 'https://evil.example' })).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('answers a cross-site %s with 403 and the error text', (method) => {
    expect(() => run(method, { origin: 'https://evil.example' })).toThrow(csrfRefusal);
    expect(() => run(method, {})).toThrow(csrfRefusal);
    expect(run(method, { origin: 'https://nestwork.example' })).toBe(true);
  });

  it('lets another server POST to a route marked @CrossSiteAllowed, and only there', () => {
    expect(run('POST', {}, Probe.prototype.oneClick)).toBe(true);
    expect(run('POST', { origin: 'https://mail-provider.example' }, Probe.prototype.oneClick)).toBe(true);
    expect(() => run('POST', { origin: 'https://mail-provider.example' })).toThrow(csrfRefusal);
  });
});

describe('CsrfGuard on a developer machine', () => {
  class Probe {
    handle(): void {}
  }
  const guardFor = (env: Record<string, string>) =>
    new CsrfGuard(
      loadConfig({ DATABASE_URL: 'postgres://h/db', REDIS_URL: 'redis://h', ...UNIT_STORAGE_ENV, ...env }, '/srv'),
      new Reflector(),
    );
  const post = (guard: CsrfGuard, origin: string) => () =>
    guard.canActivate(fakeHttp(Probe.prototype.handle, Probe, { method: 'POST', headers: { origin } }).context);

  it('takes localhost, 127.0.0.1 and [::1] on the same port as the site in development', () => {
    const guard = guardFor({ NODE_ENV: 'development' });
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect(post(guard, origin)()).toBe(true);
    // Another port or scheme is another site, even on this machine.
    for (const origin of [
      'http://127.0.0.1:3001',
      'https://127.0.0.1:3000',
      'http://[::1]:4200',
      'http://0.0.0.0:3000',
    ]) {
      expect(post(guard, origin)).toThrow(csrfRefusal);
    }
  });

  it('follows the port of PUBLIC_URL, whichever loopback name it uses', () => {
    const guard = guardFor({ NODE_ENV: 'development', PUBLIC_URL: 'http://127.0.0.1:8080' });
    expect(post(guard, 'http://localhost:8080')()).toBe(true);
    expect(post(guard, 'http://[::1]:8080')()).toBe(true);
    expect(post(guard, 'http://localhost:3000')).toThrow(csrfRefusal);
  });

  it.each(['production', 'test'])('never widens the site in %s', (nodeEnv) => {
    const guard = guardFor({
      NODE_ENV: nodeEnv,
      PUBLIC_URL: 'http://localhost:3000',
      SMTP_URL: 'smtp://mail.example:587',
      ...UNIT_PAYMENTS_ENV,
    });
    expect(post(guard, 'http://localhost:3000')()).toBe(true);
    expect(post(guard, 'http://127.0.0.1:3000')).toThrow(csrfRefusal);
    expect(post(guard, 'http://[::1]:3000')).toThrow(csrfRefusal);
  });

  it('does not widen a public host in development', () => {
    const guard = guardFor({ NODE_ENV: 'development', PUBLIC_URL: 'http://dev.nestwork.example:3000' });
    expect(post(guard, 'http://dev.nestwork.example:3000')()).toBe(true);
    expect(post(guard, 'http://localhost:3000')).toThrow(csrfRefusal);
  });
});
