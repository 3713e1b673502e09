/* eslint-disable @typescript-eslint/no-empty-function -- route stubs: only their decorators matter */
import { ForbiddenException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@marketplace/contracts';
import { fakeHttp } from '../../../test/support/fake-http';
import { loadConfig } from '../../config/app-config';
import { CsrfGuard, isSameSiteRequest, isUnsafeMethod } from './csrf.guard';

const site = new Set(['https://nestwork.example', 'http://localhost:4200']);

describe('isSameSiteRequest', () => {
  it('accepts the site and trusted origins, by Origin first', () => {
    expect(isSameSiteRequest({ origin: 'https://nestwork.example' }, site)).toBe(true);
    expect(isSameSiteRequest({ origin: 'http://localhost:4200' }, site)).toBe(true);
    expect(isSameSiteRequest({ origin: 'https://evil.example', referer: 'https://nestwork.example/page' }, site)).toBe(false);
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
  const guard = new CsrfGuard(loadConfig({ DATABASE_URL: 'postgres://h/db', REDIS_URL: 'redis://h', PUBLIC_URL: 'https://nestwork.example' }, '/srv'));
  class Probe {
    handle(): void {}
  }
  const run = (method: string, headers: Record<string, string>) => guard.canActivate(fakeHttp(Probe.prototype.handle, Probe, { method, headers }).context);

  it('lets safe methods through without looking', () => {
    expect(isUnsafeMethod('GET')).toBe(false);
    expect(run('GET', {})).toBe(true);
    expect(run('HEAD', { origin: 'https://evil.example' })).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('answers a cross-site %s with 403 and the error text', (method) => {
    expect(() => run(method, { origin: 'https://evil.example' })).toThrow(new ForbiddenException(AUTH_MESSAGES.csrfRejected));
    expect(() => run(method, {})).toThrow(ForbiddenException);
    expect(run(method, { origin: 'https://nestwork.example' })).toBe(true);
  });
});
