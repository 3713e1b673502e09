import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type {
  OpenAPIObject,
  OperationObject,
  PathItemObject,
  ReferenceObject,
  RequestBodyObject,
  SchemaObject,
} from '@nestjs/swagger';
import type { ErrorBody } from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { createOpenApiDocument } from '../../src/core/http/openapi';
import { type RunningApi, startApi } from '../support/api-server';
import type { HttpSession } from '../support/http-session';
import { browserAs, type DemoActors, openSeededJobsDatabase } from '../support/job-posting-context';

const METHODS = ['post', 'put', 'patch', 'delete'] as const;

/** A JSON value of another type than the schema asks for. */
function wrongValueFor(schema: SchemaObject): unknown {
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'twelve';
    case 'boolean':
      return 'yes';
    case 'array':
      return 'not a list';
    default:
      return ['not an object'];
  }
}

function schemaOf(document: OpenAPIObject, ref: SchemaObject | ReferenceObject | undefined): SchemaObject {
  if (ref && '$ref' in ref) return document.components!.schemas![ref.$ref.split('/').pop()!] as SchemaObject;
  return ref ?? {};
}

describe('request bodies: wrong JSON types answer 400 with fieldErrors, never 500', () => {
  let config: AppConfig;
  let orm: MikroORM;
  let who: DemoActors;
  let api: RunningApi;
  let document: OpenAPIObject;
  const browsers = new Map<string, HttpSession>();

  beforeAll(async () => {
    ({ config, orm, who } = await openSeededJobsDatabase());
    api = await startApi(config);
    document = createOpenApiDocument(api.app);
    browsers.set('anonymous', await browserAs(api, config, null));
    browsers.set('seeker', await browserAs(api, config, { id: who.seeker, role: 'seeker' }));
    browsers.set('employer', await browserAs(api, config, { id: who.employer, role: 'employer' }));
    browsers.set('admin', await browserAs(api, config, { id: who.admin, role: 'admin' }));
  });

  afterAll(async () => {
    await api?.close();
    await orm?.close(true);
  });

  /** Whose browser passes the route's guards, so the body reaches the validation pipe. */
  function browserFor(url: string, operation: OperationObject): HttpSession {
    const area = /^\/api\/(employer|seeker|admin)\//.exec(url)?.[1];
    if (area) return browsers.get(area)!;
    const needsSession = operation.security?.some((requirement) => Object.keys(requirement).length === 0) === false;
    if (!needsSession) return browsers.get('anonymous')!;
    // A route outside the role areas that only some roles may call says which in its documented 403.
    const forbidden = operation.responses?.['403'] as { description?: string } | undefined;
    const roles = /the signed-in user's role is not ([a-z]+(?: or [a-z]+)*)/.exec(forbidden?.description ?? '')?.[1];
    const allowed = roles?.split(' or ') ?? ['seeker'];
    return browsers.get(allowed.includes('seeker') ? 'seeker' : allowed[0]!)!;
  }

  function bodyRoutes(): Array<{
    method: string;
    url: string;
    operation: OperationObject;
    properties: Record<string, SchemaObject>;
  }> {
    return Object.entries(document.paths as Record<string, PathItemObject>).flatMap(([url, item]) =>
      METHODS.filter(
        (method) => (item[method]?.requestBody as RequestBodyObject | undefined)?.content['application/json'],
      ).map((method) => {
        const body = item[method]!.requestBody as RequestBodyObject;
        const schema = schemaOf(document, body.content['application/json']!.schema);
        const properties = Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([name, property]) => [name, schemaOf(document, property)]),
        );
        return {
          method: method.toUpperCase(),
          url: url.replace(/\{[^}]+\}/g, randomUUID()),
          operation: item[method]!,
          properties,
        };
      }),
    );
  }

  it('covers the routes that take a body', () => {
    expect(bodyRoutes().length).toBeGreaterThan(15);
  });

  it('names every wrongly typed field of every body', async () => {
    const routes = bodyRoutes();
    const answers: Array<{ route: string; status: number; fields: string[] }> = [];
    for (const { method, url, operation, properties } of routes) {
      const browser = browserFor(url, operation);
      const body = Object.fromEntries(
        Object.entries(properties).map(([name, schema]) => [name, wrongValueFor(schema)]),
      );
      const answer = await browser.request<ErrorBody>(method, url, { body });
      answers.push({
        route: `${method} ${url}`,
        status: answer.status,
        fields: Object.keys(answer.body.fieldErrors ?? {}).sort(),
      });
      expect({ route: `${method} ${url}`, error: typeof answer.body.error }).toEqual({
        route: `${method} ${url}`,
        error: 'string',
      });
    }
    const expected = routes.map(({ method, url, properties }) => ({
      route: `${method} ${url}`,
      // Sign-in checks credentials in its guard, before the body's types: a wrong type is wrong credentials.
      ...(url === '/api/auth/sign-in'
        ? { status: 401, fields: [] }
        : { status: 400, fields: Object.keys(properties).sort() }),
    }));
    expect(answers).toEqual(expected);
  });

  it('refuses bodies that are not JSON objects', async () => {
    const seeker = browsers.get('seeker')!;
    for (const body of [['a', 'b'], 'text', 42, true]) {
      const answer = await seeker.request<ErrorBody>('PATCH', '/api/user/profile', { body });
      expect({ body, status: answer.status, fields: Object.keys(answer.body.fieldErrors ?? {}) }).toEqual({
        body,
        status: 400,
        fields: ['body'],
      });
    }
  });

  it('lets no __proto__ or constructor key pollute anything, in the body or the query', async () => {
    const seeker = browsers.get('seeker')!;
    const hostile = '{"name":"Maya","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}';
    const response = await fetch(`${api.baseUrl}/api/user/profile`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        origin: config.publicOrigin,
        cookie: [...seeker.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: hostile,
    });
    expect([200, 400]).toContain(response.status);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const search = await fetch(`${api.baseUrl}/api/jobs?__proto__=x&constructor=y&q=designer&__proto__.polluted=1`);
    expect(search.status).toBe(200);
    const admin = browsers.get('admin')!;
    expect((await admin.get('/api/admin/users?constructor=x&__proto__=y&page=1')).status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a query parameter sent twice where one is expected', async () => {
    const answer = await browsers.get('admin')!.get<ErrorBody>('/api/admin/users?page=1&page=2');
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fieldErrors ?? {})).toEqual(['page']);
  });
});
