/* eslint-disable @typescript-eslint/no-empty-function -- route stubs: only their decorators matter */
import { ForbiddenException, Logger, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCESS_MESSAGES, AUTH_MESSAGES, GENERIC_MESSAGES } from '@marketplace/contracts';
import { fakeHttp } from '../../../test/support/fake-http';
import { ActsAsSelf, OwnerOnly, Public, Roles, SignedIn, UnauthenticatedMessage } from './access-policy';
import { AccessGuard, evaluatePolicy } from './access.guard';
import type { Actor, ActorUser } from './actor';
import type { AuthenticatedSession, ImpersonatedWrite, ImpersonationVerifier, SessionAuthenticator } from './ports';
import type { SessionCookie } from './session-cookie';

const admin: ActorUser = {
  id: 'a0000000-0000-4000-8000-000000000001',
  role: 'admin',
  email: 'admin@demo.local',
  name: 'Avery Admin',
  companyId: null,
};
const seeker: ActorUser = {
  id: 'b0000000-0000-4000-8000-000000000002',
  role: 'seeker',
  email: 'seeker@demo.local',
  name: 'Maya',
  companyId: null,
};
const employer: ActorUser = {
  id: 'c0000000-0000-4000-8000-000000000003',
  role: 'employer',
  email: 'employer@demo.local',
  name: 'Jordan',
  companyId: 'c1',
};

class Routes {
  @Public() open(): void {}
  @SignedIn() anyUser(): void {}
  @Roles('employer') employerOnly(): void {}
  @Roles('admin') @ActsAsSelf() adminSelf(): void {}
  @OwnerOnly() ownerOnly(): void {}
  @SignedIn() @UnauthenticatedMessage('User not authenticated') password(): void {}
  undeclared(): void {}
}

/** Sessions by cookie token; the verifier knows one running impersonation (admin -> target). */
function setUp(target: ActorUser | null = employer) {
  const sessions: Record<string, AuthenticatedSession> = {
    'admin-token': { sessionId: 's-admin', signedInAt: new Date(), user: admin },
    'seeker-token': { sessionId: 's-seeker', signedInAt: new Date(), user: seeker },
    'employer-token': { sessionId: 's-employer', signedInAt: new Date(), user: employer },
  };
  const holdsAsked: unknown[] = [];
  const authenticator: SessionAuthenticator = {
    authenticate: async (token, holds) => {
      holdsAsked.push(holds);
      return sessions[token] ?? null;
    },
  };
  const writes: ImpersonatedWrite[] = [];
  const verifier: ImpersonationVerifier = {
    heldOpenUntil: async () => null,
    verify: async (who, _adminSessionId, claim) =>
      target && who.id === admin.id && claim.userId === target.id && claim.role === target.role
        ? { impersonationId: 'imp-1', target }
        : null,
    recordWrite: async (write) => {
      writes.push(write);
    },
  };
  const cookie = {
    read: (request: { cookies: Record<string, string> }) => request.cookies.session,
    clear: (reply: { clearCookie(name: string): void }) => reply.clearCookie('session'),
  } as unknown as SessionCookie;
  const guard = new AccessGuard(new Reflector(), cookie, authenticator, verifier);
  const call = async (
    route: keyof Routes,
    options: { token?: string; method?: string; headers?: Record<string, string>; query?: Record<string, string> } = {},
  ) => {
    const http = fakeHttp(Routes.prototype[route], Routes, {
      method: options.method ?? 'GET',
      url: '/api/probe?x=1',
      cookies: options.token ? { session: options.token } : {},
      headers: options.headers ?? {},
      query: options.query ?? {},
    });
    const outcome = await guard.canActivate(http.context).then(
      () => 'allow' as const,
      (error: unknown) => error,
    );
    return { outcome, actor: http.request.actor as Actor | null | undefined, http };
  };
  return { call, writes, holdsAsked, verifier };
}

const asEmployer = {
  'x-impersonated-user-id': employer.id,
  'x-impersonated-user-role': 'employer',
  'x-admin-id': admin.id,
};

describe('evaluatePolicy', () => {
  const actorOf = (user: ActorUser): Actor => ({
    realUser: user,
    user,
    impersonation: null,
    session: { id: 's', signedInAt: new Date() },
  });
  it('denies by default, then public / signed in / roles', () => {
    expect(evaluatePolicy(undefined, actorOf(admin))).toBe(403);
    expect(evaluatePolicy({ kind: 'public' }, null)).toBe('allow');
    expect(evaluatePolicy({ kind: 'signedIn' }, null)).toBe(401);
    expect(evaluatePolicy({ kind: 'signedIn' }, actorOf({ ...seeker, role: null }))).toBe('allow');
    expect(evaluatePolicy({ kind: 'roles', roles: ['employer'] }, actorOf(seeker))).toBe(403);
    expect(evaluatePolicy({ kind: 'roles', roles: ['employer'] }, actorOf({ ...seeker, role: null }))).toBe(403);
    expect(evaluatePolicy({ kind: 'roles', roles: ['employer', 'seeker'] }, actorOf(seeker))).toBe('allow');
  });
});

describe('AccessGuard', () => {
  it('denies a route that declares no policy, even to admins, and logs it', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { call } = setUp();
    expect((await call('undeclared', { token: 'admin-token' })).outcome).toEqual(
      new ForbiddenException(GENERIC_MESSAGES.forbidden),
    );
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/probe?x=1' }),
      'Route declares no access policy; denied',
    );
    logged.mockRestore();
  });

  it('lets running impersonations hold the admin session open while it idles', async () => {
    const { call, holdsAsked, verifier } = setUp();
    await call('anyUser', { token: 'admin-token' });
    expect(holdsAsked).toEqual([verifier]);
  });

  it('resolves the actor from the session cookie once, and applies the policy', async () => {
    const { call } = setUp();
    const open = await call('open');
    expect(open.outcome).toBe('allow');
    expect(open.actor).toBeNull();
    expect((await call('anyUser')).outcome).toEqual(new UnauthorizedException(GENERIC_MESSAGES.unauthorized));
    const signedIn = await call('anyUser', { token: 'seeker-token' });
    expect(signedIn.outcome).toBe('allow');
    expect(signedIn.actor).toEqual({
      realUser: seeker,
      user: seeker,
      impersonation: null,
      session: { id: 's-seeker', signedInAt: expect.any(Date) },
    });
    expect((await call('employerOnly', { token: 'seeker-token' })).outcome).toEqual(
      new ForbiddenException(GENERIC_MESSAGES.forbidden),
    );
    expect((await call('employerOnly', { token: 'employer-token' })).outcome).toBe('allow');
  });

  it('drops an unknown or expired session cookie', async () => {
    const { call } = setUp();
    const { outcome, http } = await call('open', { token: 'stale-token' });
    expect(outcome).toBe('allow');
    expect(http.reply.cleared).toEqual(['session']);
  });

  it('uses a route’s own 401 text when it has one', async () => {
    const { call } = setUp();
    expect((await call('password')).outcome).toEqual(new UnauthorizedException('User not authenticated'));
  });

  it('switches to the impersonated user for the admin with a matching running impersonation', async () => {
    const { call } = setUp();
    const { outcome, actor } = await call('employerOnly', { token: 'admin-token', headers: asEmployer });
    expect(outcome).toBe('allow');
    expect(actor).toMatchObject({ realUser: admin, user: employer, impersonation: { id: 'imp-1', adminId: admin.id } });
    // The same via the query parameters of resume downloads.
    const query = { impersonatedUserId: employer.id, impersonatedUserRole: 'employer', adminId: admin.id };
    expect((await call('employerOnly', { token: 'admin-token', query })).actor?.user).toEqual(employer);
  });

  it.each([
    ['anonymous', undefined, asEmployer],
    ['a seeker', 'seeker-token', asEmployer],
    ['the employer themself', 'employer-token', asEmployer],
    [
      'an admin claiming another admin id',
      'admin-token',
      { ...asEmployer, 'x-admin-id': 'a0000000-0000-4000-8000-000000000999' },
    ],
    ['an admin with the wrong role', 'admin-token', { ...asEmployer, 'x-impersonated-user-role': 'seeker' }],
    [
      'an admin with no running impersonation of that user',
      'admin-token',
      { ...asEmployer, 'x-impersonated-user-id': seeker.id, 'x-impersonated-user-role': 'seeker' },
    ],
    ['incomplete headers', 'admin-token', { 'x-impersonated-user-id': employer.id }],
  ])('answers 403 to impersonation headers from %s, on any route', async (_label, token, headers) => {
    const { call } = setUp();
    for (const route of ['open', 'anyUser', 'employerOnly'] as const) {
      const { outcome, actor } = await call(route, { token, headers });
      expect(outcome).toEqual(new ForbiddenException(AUTH_MESSAGES.impersonationHeadersRejected));
      expect(actor?.user.id).not.toBe(employer.id);
    }
  });

  it('ignores impersonation headers on routes that act as the signed-in user themself', async () => {
    const { call } = setUp(null);
    const { outcome, actor } = await call('adminSelf', { token: 'admin-token', headers: asEmployer });
    expect(outcome).toBe('allow');
    expect(actor).toMatchObject({ user: admin, impersonation: null });
  });

  it('keeps owner-only routes from impersonating admins', async () => {
    const { call } = setUp();
    expect((await call('ownerOnly', { token: 'admin-token', headers: asEmployer, method: 'POST' })).outcome).toEqual(
      new ForbiddenException(ACCESS_MESSAGES.notWhileImpersonating),
    );
    expect((await call('ownerOnly', { token: 'employer-token', method: 'POST' })).outcome).toBe('allow');
  });

  it('audits impersonated writes with their final status, refused ones included, and never reads', async () => {
    const { call, writes } = setUp();
    const write = await call('anyUser', { token: 'admin-token', headers: asEmployer, method: 'PATCH' });
    const refused = await call('ownerOnly', { token: 'admin-token', headers: asEmployer, method: 'POST' });
    const read = await call('anyUser', { token: 'admin-token', headers: asEmployer, method: 'GET' });
    const own = await call('anyUser', { token: 'admin-token', method: 'POST' });
    expect(writes).toEqual([]);
    write.http.finish(200);
    refused.http.finish(403);
    read.http.finish(200);
    own.http.finish(201);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([
      {
        impersonationId: 'imp-1',
        adminId: admin.id,
        targetUserId: employer.id,
        method: 'PATCH',
        route: '/api/probe',
        statusCode: 200,
      },
      {
        impersonationId: 'imp-1',
        adminId: admin.id,
        targetUserId: employer.id,
        method: 'POST',
        route: '/api/probe',
        statusCode: 403,
      },
    ]);
  });
});
