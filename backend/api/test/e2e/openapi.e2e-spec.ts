import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  PathItemObject,
  ReferenceObject,
  RequestBodyObject,
  SchemaObject,
} from '@nestjs/swagger';
import { findRepoRoot } from '../../src/config/app-config';
import { createOpenApiDocument } from '../../src/core/http/openapi';
import { SESSION_SCHEME } from '../../src/core/http/openapi-access';
import { createHttpApp } from '../../src/http-app';
import { testConfig } from '../support/test-config';

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer: string }>;
}

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: LintProblem[];
}

const ROOT = findRepoRoot(__dirname);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

// GET /api/auth/session answers everyone (user null when signed out) and ignores impersonation
// headers: there is no 4xx to document, so the rule's warning for it is expected.
const ACCEPTED_WARNINGS = [{ ruleId: 'operation-4xx-response', pointer: '#/paths/~1api~1auth~1session/get/responses' }];

/** `redocly lint` with the repository's redocly.yaml (recommended rules) on a document file. */
async function redoclyLint(file: string): Promise<LintReport> {
  const cli = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [cli, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'json'],
    {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    },
  ).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
  return JSON.parse(stdout) as LintReport;
}

function operations(document: OpenAPIObject): Array<{ route: string; operation: OperationObject }> {
  return Object.entries(document.paths as Record<string, PathItemObject>).flatMap(([url, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      route: `${method.toUpperCase()} ${url}`,
      operation: item[method]!,
    })),
  );
}

const refName = (schema: SchemaObject | ReferenceObject | undefined) =>
  schema && '$ref' in schema ? schema.$ref.split('/').pop() : undefined;

describe('the OpenAPI document, generated without a running server', () => {
  // An https deployment: the session cookie carries the __Host- prefix there.
  const config = testConfig({ PUBLIC_URL: 'https://jobs.nestwork.test' });
  let app: NestFastifyApplication;
  let document: OpenAPIObject;
  let dir: string;
  let file: string;

  beforeAll(async () => {
    app = await createHttpApp(config);
    document = createOpenApiDocument(app);
    dir = mkdtempSync(path.join(tmpdir(), 'nestwork-openapi-'));
    file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document, null, 2));
    // Keep a copy for other tools (e.g. OPENAPI_OUT=test-results/openapi.json).
    if (process.env.OPENAPI_OUT)
      writeFileSync(path.resolve(ROOT, process.env.OPENAPI_OUT), JSON.stringify(document, null, 2));
  });

  afterAll(async () => {
    await app?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('passes redocly lint (recommended rules) with no errors and no unexpected warnings', async () => {
    const report = await redoclyLint(file);
    const show = (problem: LintProblem) =>
      `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`;
    expect(report.problems.filter((problem) => problem.severity === 'error').map(show)).toEqual([]);
    const unexpected = report.problems.filter(
      (problem) =>
        !ACCEPTED_WARNINGS.some(
          (accepted) => accepted.ruleId === problem.ruleId && accepted.pointer === problem.location[0]?.pointer,
        ),
    );
    expect(unexpected.map(show)).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('declares the session cookie of this deployment as an apiKey in a cookie, and its server', () => {
    expect(document.components?.securitySchemes?.[SESSION_SCHEME]).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: '__Host-nestwork_session',
    });
    expect(config.sessionCookie.name).toBe('__Host-nestwork_session');
    expect(document.servers).toEqual([expect.objectContaining({ url: 'https://jobs.nestwork.test' })]);
    expect(document.info).toMatchObject({
      contact: { email: config.supportEmail },
      license: { name: expect.any(String), url: expect.any(String) },
    });
  });

  it('derives each route’s security from its access decorator', () => {
    const op = (method: (typeof METHODS)[number], url: string) => (document.paths[url] as PathItemObject)[method]!;
    const required = [{ [SESSION_SCHEME]: [] }];
    const optional = [{}, { [SESSION_SCHEME]: [] }];
    expect(op('get', '/api/jobs').security).toEqual(optional);
    expect(op('post', '/api/auth/sign-in').security).toEqual(optional);
    expect(op('get', '/api/auth/user-role').security).toEqual(required);
    expect(op('post', '/api/employer/jobs').security).toEqual(required);
    expect(Object.keys(op('post', '/api/employer/jobs').responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403']),
    );
    expect(Object.keys(op('get', '/api/jobs').responses)).not.toContain('401');
    expect(Object.keys(op('post', '/api/auth/password-reset').responses)).toContain('429');
    for (const { route, operation } of operations(document))
      expect({ route, security: operation.security }).toEqual({ route, security: expect.any(Array) });
  });

  it('names, summarises and tags every operation, with an answer on success and the error body on failure', () => {
    const ids = new Set<string>();
    for (const { route, operation } of operations(document)) {
      expect({ route, id: operation.operationId, summary: operation.summary, tags: operation.tags?.length }).toEqual({
        route,
        id: expect.stringMatching(/^[A-Za-z]+_[A-Za-z]+$/),
        summary: expect.any(String),
        tags: 1,
      });
      ids.add(operation.operationId!);
      expect({ route, success: Object.keys(operation.responses).some((status) => /^2\d\d$/.test(status)) }).toEqual({
        route,
        success: true,
      });
      for (const [status, response] of Object.entries(operation.responses)) {
        const json = response && 'content' in response ? response.content?.['application/json'] : undefined;
        if (/^[45]\d\d$/.test(status) && json)
          expect({ route, status, schema: refName(json.schema) }).toEqual({ route, status, schema: 'ErrorBodyDto' });
      }
    }
    expect(ids.size).toBe(operations(document).length);
  });

  it('lists on every error answer the codes its body may carry', () => {
    const codes = new Set<string>();
    for (const { route, operation } of operations(document)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^[45]\d\d$/.test(status)) continue;
        const listed = (response as { 'x-error-codes'?: string[] })['x-error-codes'] ?? [];
        expect({ route, status, listed: listed.length > 0 }).toEqual({ route, status, listed: true });
        for (const code of listed) codes.add(code);
      }
    }
    for (const code of codes) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    expect([...codes]).toEqual(expect.arrayContaining(['INVALID_INPUT', 'ACCESS_SIGN_IN_REQUIRED', 'JOBS_NOT_FOUND']));
  });

  it('describes every request body and query with a DTO schema', () => {
    const schemas = document.components?.schemas ?? {};
    for (const { route, operation } of operations(document)) {
      const body = operation.requestBody as RequestBodyObject | undefined;
      if (body) {
        const name = refName(body.content['application/json']?.schema);
        expect({ route, body: name && name in schemas && name.endsWith('Dto') }).toEqual({ route, body: true });
      }
      for (const parameter of (operation.parameters ?? []) as ParameterObject[]) {
        if (parameter.in === 'query')
          expect({ route, name: parameter.name, schema: parameter.schema }).toEqual({
            route,
            name: parameter.name,
            schema: expect.anything(),
          });
      }
    }
    const writes = operations(document).filter(({ route }) => /^(POST|PUT|PATCH) /.test(route));
    expect(writes.filter(({ operation }) => operation.requestBody).length).toBeGreaterThan(15);
  });
});
