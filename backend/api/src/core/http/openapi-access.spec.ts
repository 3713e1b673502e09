import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';
import {
  documentAccess,
  documentAccessOfAll,
  errorCodesOf,
  forbiddenReasons,
  type RouteAccess,
  SESSION_SCHEME,
  securityFor,
} from './openapi-access';

const route = (overrides: Partial<RouteAccess> = {}): RouteAccess => ({
  policy: { kind: 'signedIn' },
  actsAsSelf: false,
  notWhileImpersonating: false,
  rateLimitMessage: null,
  moduleErrors: [],
  ...overrides,
});

const operation = (extra: Partial<OperationObject> = {}): OperationObject => ({
  responses: { '200': { description: 'ok' } },
  ...extra,
});
const errorBodyRef = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBodyDto' } } };
const description = (op: OperationObject, status: string) =>
  (op.responses[status] as ResponseObject | undefined)?.description;

describe('securityFor', () => {
  it('requires the session cookie unless the route is public, where it is optional', () => {
    expect(securityFor({ kind: 'signedIn' })).toEqual([{ [SESSION_SCHEME]: [] }]);
    expect(securityFor({ kind: 'roles', roles: ['admin'] })).toEqual([{ [SESSION_SCHEME]: [] }]);
    expect(securityFor(undefined)).toEqual([{ [SESSION_SCHEME]: [] }]);
    expect(securityFor({ kind: 'public' })).toEqual([{}, { [SESSION_SCHEME]: [] }]);
  });
});

describe('forbiddenReasons', () => {
  it('names each guard that can answer 403 for the route', () => {
    expect(forbiddenReasons(route({ policy: { kind: 'roles', roles: ['employer', 'admin'] } }), 'post')).toEqual([
      "the signed-in user's role is not employer or admin",
      'the request carries impersonation headers that do not match an active impersonation of the signed-in admin',
      "the request's Origin (or Referer) is not the site's own",
    ]);
    expect(
      forbiddenReasons(route({ policy: undefined, actsAsSelf: true, notWhileImpersonating: true }), 'get'),
    ).toEqual(['the route declares no access policy (closed to everyone)', 'an admin is impersonating the user']);
  });

  it('has none for a public route about the caller themself read with GET', () => {
    expect(forbiddenReasons(route({ policy: { kind: 'public' }, actsAsSelf: true }), 'get')).toEqual([]);
  });
});

describe('documentAccess', () => {
  it('adds the security requirement and the guards’ and pipe’s answers with the error body', () => {
    const op = operation({ requestBody: { content: {} } });
    documentAccess(op, 'post', route({ policy: { kind: 'roles', roles: ['seeker'] }, rateLimitMessage: 'Slow down' }));
    expect(op.security).toEqual([{ [SESSION_SCHEME]: [] }]);
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '403', '429']);
    expect(op.responses['400']).toEqual({ description: expect.stringContaining('fieldErrors'), content: errorBodyRef });
    expect(description(op, '429')).toContain('Slow down');
  });

  it('keeps the answers a controller declares, adding the guards’ reasons to its 403', () => {
    const op = operation({
      parameters: [{ name: 'page', in: 'query' }],
      responses: {
        '200': { description: 'ok' },
        '400': { description: 'page is wrong' },
        '403': { description: 'Not your job' },
      },
    });
    documentAccess(op, 'get', route());
    expect(description(op, '400')).toBe('page is wrong');
    expect(description(op, '403')).toMatch(/^Not your job\. Forbidden when the request carries impersonation headers/);
  });

  it('documents no 400 without a body or query, and no 401 for public routes', () => {
    const op = operation({ parameters: [{ name: 'id', in: 'path' }] });
    documentAccess(op, 'get', route({ policy: { kind: 'public' }, actsAsSelf: true }));
    expect(Object.keys(op.responses)).toEqual(['200']);
    expect(op.security).toEqual([{}, { [SESSION_SCHEME]: [] }]);
  });
});

describe('documentAccessOfAll', () => {
  it('documents every known operation and names the ones without a route', () => {
    const known = operation({ operationId: 'Jobs_list' });
    const stray = operation({ operationId: 'Ghost_haunt' });
    const document = {
      openapi: '3.0.0',
      info: { title: 't', version: '1' },
      paths: { '/api/jobs': { get: known }, '/api/ghost': { delete: stray } },
    } as OpenAPIObject;
    const unknown = documentAccessOfAll(document, (id) =>
      id === 'Jobs_list' ? route({ policy: { kind: 'public' } }) : undefined,
    );
    expect(unknown).toEqual(['Ghost_haunt']);
    expect(known.security).toEqual([{}, { [SESSION_SCHEME]: [] }]);
    expect(stray.security).toBeUndefined();
  });
});

describe('errorCodesOf', () => {
  const shelf = [
    { code: 'SHELF_EMPTY', kind: 'conflict' as const },
    { code: 'SHELF_MISSING', kind: 'notFound' as const },
  ];

  it("lists the access layer's, the HTTP layer's and the module's codes of each status", () => {
    const access = route({ policy: { kind: 'roles', roles: ['employer'] }, moduleErrors: shelf });
    expect(errorCodesOf(access, 'post', 400)).toEqual(['INVALID_INPUT', 'REQUEST_REJECTED']);
    expect(errorCodesOf(access, 'post', 401)).toEqual(['ACCESS_SIGN_IN_REQUIRED']);
    expect(errorCodesOf(access, 'post', 403)).toEqual([
      'ACCESS_FORBIDDEN',
      'ACCESS_IMPERSONATION_REJECTED',
      'ACCESS_CSRF_REJECTED',
    ]);
    expect(errorCodesOf(access, 'get', 404)).toEqual(['SHELF_MISSING', 'NOT_FOUND']);
    expect(errorCodesOf(access, 'get', 409)).toEqual(['SHELF_EMPTY']);
  });

  it("names the sign-in and limit codes only where the route has them, else the status's generic code", () => {
    expect(errorCodesOf(route({ policy: { kind: 'public' } }), 'get', 401)).toEqual(['UNAUTHORIZED']);
    expect(errorCodesOf(route(), 'post', 429)).toEqual(['RATE_LIMITED']);
    expect(errorCodesOf(route({ rateLimitMessage: 'Slow down' }), 'post', 429)).toEqual(['ACCESS_RATE_LIMITED']);
  });
});
