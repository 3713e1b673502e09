import http from 'node:http';
import fc from 'fast-check';

/**
 * Building blocks of the OpenAPI-driven fuzz test: the operations of the served document, hostile
 * requests for them made by fast-check arbitraries, a raw HTTP client that sends exactly those bytes,
 * and the checks every answer must pass.
 */

// ------------------------------------------------------------------------------------------------
// The document

export interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  maximum?: number;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  nullable?: boolean;
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: ParameterObject[];
        requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
  components?: { schemas?: Record<string, SchemaObject> };
}

export interface Operation {
  /** "METHOD /api/path/{param}", as documented. */
  key: string;
  method: string;
  path: string;
  pathParams: string[];
  queryParams: Array<{ name: string; schema: SchemaObject }>;
  /** The JSON body's schema (refs resolved), or null when none is documented. */
  body: SchemaObject | null;
  /** Documented answers that are not JSON (e.g. a small HTML page), by status. */
  nonJsonAnswers: Record<string, string[]>;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** Follows `$ref` (and single-branch allOf) to a concrete schema, with a bound against cycles. */
export function resolveSchema(schema: SchemaObject | undefined, doc: OpenApiDocument, depth = 0): SchemaObject {
  if (!schema || depth > 10) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolveSchema(doc.components?.schemas?.[name], doc, depth + 1);
  }
  if (schema.allOf?.length === 1) return resolveSchema(schema.allOf[0], doc, depth + 1);
  return schema;
}

/** Every documented operation, in a stable order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: resolveSchema(p.schema, doc) })),
        body: bodySchema ? resolveSchema(bodySchema, doc) : null,
        nonJsonAnswers: Object.fromEntries(
          Object.entries(operation.responses ?? {})
            .map(([status, response]) => [status, Object.keys(response.content ?? {})] as const)
            .filter(([, types]) => types.length > 0 && !types.includes('application/json')),
        ),
      });
    }
  }
  return operations.sort((a, b) => a.key.localeCompare(b.key));
}

// ------------------------------------------------------------------------------------------------
// Hostile values

/** Marks text the fuzzer made up: an error message that contains it echoed the request. */
export const ECHO_MARKER = 'fz7q';

/** A JSON fragment written as is (numbers JSON.stringify cannot write, nesting too deep to build). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An object with a key that object literals cannot hold as an own property (`__proto__`). */
function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** JSON text of a value that may hold RawJson fragments and own `__proto__` keys. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .map((key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const nested = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const nestedObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** Hostile strings: control and invisible characters, NUL, lone surrogates, huge, markup, SQL. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    `a\u0000b${ECHO_MARKER}`,
    '\u0001\u0007\u001b[31m\u007f',
    '\u200b\u200c\u200d\u2060\ufeff',
    '\u202eevil\u202c',
    '\ud800',
    '\udfff\ud800',
    `<script>alert("${ECHO_MARKER}")</script>`,
    `' OR 1=1; --${ECHO_MARKER}`,
    '"; drop table users; --',
    '%00%FF%',
    '../../../../etc/passwd',
    '${jndi:ldap://x}',
    '{{7*7}}',
    '👩‍👩‍👧‍👦🏳️‍🌈',
    'ǅǈǋ ﬁ ẞ İ',
    '\r\nSet-Cookie: x=1',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
    `${ECHO_MARKER}@`,
    'a@b',
    `${ECHO_MARKER}@example.com\u0000`,
  ),
  fc.integer({ min: 1, max: 4 }).map((n) => `${ECHO_MARKER}${'x'.repeat(10 ** n)}`),
  fc.constantFrom(200_000, 900_000).map((n) => 'é'.repeat(n / 2)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Numbers JSON may carry that code rarely expects. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.constantFrom(
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  new RawJson('-0'),
  new RawJson('1e308'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('123456789012345678901234567890123456789'),
  new RawJson('1E-400'),
);

/** Any hostile JSON value: wrong types, odd numbers and strings, deep nesting, huge arrays. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[]], { a: null }), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      nested(20),
      nested(31),
      nested(40),
      nested(100_000),
      nestedObject(31),
      nestedObject(5_000),
    ),
    weight: 1,
  },
  {
    arbitrary: fc.constantFrom(9_000, 12_000, 250_000).map((n) => new RawJson(`[${Array(n).fill('1').join(',')}]`)),
    weight: 1,
  },
  {
    arbitrary: fc.constantFrom(3_000).map((n) => Array.from({ length: n }, (_v, i) => `${ECHO_MARKER}-${i}`)),
    weight: 1,
  },
  { arbitrary: fc.constant(JSON.parse('{"__proto__":{"isAdmin":true,"role":"admin"}}') as unknown), weight: 1 },
  { arbitrary: fc.constant({ constructor: { prototype: { isAdmin: true } } }), weight: 1 },
);

// ------------------------------------------------------------------------------------------------
// Plausible values from a schema (so that mutations reach the checks past the first field)

export function plausible(schema: SchemaObject, doc: OpenApiDocument, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolveSchema(schema, doc);
  const value = plausibleValue(resolved, doc, depth);
  // Optional values are often best left empty: null gets past more checks than any made-up value.
  return resolved.nullable
    ? fc.oneof({ arbitrary: value, weight: 3 }, { arbitrary: fc.constant(null), weight: 1 })
    : value;
}

function plausibleValue(resolved: SchemaObject, doc: OpenApiDocument, depth: number): fc.Arbitrary<unknown> {
  if (resolved.enum?.length) return fc.constantFrom(...resolved.enum);
  if (depth > 4) return fc.constant(null);
  const example = resolved.example;
  switch (resolved.type) {
    case 'string':
      if (resolved.format === 'uuid') return fc.uuid();
      if (resolved.format === 'date')
        return fc
          .integer({ min: 1, max: 300 })
          .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
      if (resolved.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
      return fc.oneof(
        { arbitrary: fc.constant(typeof example === 'string' ? example : 'Plain text'), weight: 4 },
        {
          arbitrary: fc.constant(
            'A plain sentence that is long enough for the fields that want some substance. '.repeat(2),
          ),
          weight: 1,
        },
        { arbitrary: fc.constant(''), weight: 1 },
        { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
        { arbitrary: fc.constant('fuzz@example.com'), weight: 1 },
      );
    case 'integer':
      return fc.integer({ min: resolved.minimum ?? -5, max: resolved.maximum ?? 1_000 });
    case 'number':
      return typeof example === 'number'
        ? fc.oneof(
            fc.constant(example),
            fc.double({
              noNaN: true,
              noDefaultInfinity: true,
              min: resolved.minimum ?? -5,
              max: resolved.maximum ?? 100_000,
            }),
          )
        : fc.double({
            noNaN: true,
            noDefaultInfinity: true,
            min: resolved.minimum ?? -5,
            max: resolved.maximum ?? 100_000,
          });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(resolved.items ?? {}, doc, depth + 1), { maxLength: 3 });
    case 'object':
    case undefined: {
      const properties = resolved.properties ?? {};
      if (Object.keys(properties).length === 0) return fc.constant({});
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = plausible(property, doc, depth + 1);
      return fc.record(record, { requiredKeys: (resolved.required ?? []).filter((name) => name in properties) });
    }
    default:
      return fc.constant(null);
  }
}

// ------------------------------------------------------------------------------------------------
// Requests

export interface FuzzBody {
  contentType: string | null;
  payload: Buffer;
}

export interface FuzzRequest {
  method: string;
  /** Path and query exactly as sent (already percent-encoded, invalid encodings included). */
  url: string;
  headers: Record<string, string>;
  body: FuzzBody | null;
  /** What this request tries, for the report. */
  label: string;
}

/** Percent-encodes every byte but the unreserved ones (lone surrogates too, which encodeURIComponent refuses). */
export function percentEncode(value: string): string {
  let text = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    text += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return text;
}

const json = (value: unknown, contentType = 'application/json'): FuzzBody => ({
  contentType,
  payload: Buffer.from(toJsonText(value), 'utf8'),
});

/** Path parameters: not UUIDs, odd encodings, too long, and some real ids so handlers run. */
function pathParamValue(knownIds: readonly string[]): fc.Arbitrary<{ text: string; label: string }> {
  const encoded = (value: string, label: string) => ({ text: percentEncode(value), label });
  return fc.oneof(
    { arbitrary: fc.constantFrom(...knownIds).map((id) => encoded(id, 'known id')), weight: 3 },
    { arbitrary: fc.uuid().map((id) => encoded(id, 'random uuid')), weight: 2 },
    {
      arbitrary: fc
        .constantFrom(
          'not-a-uuid',
          '1',
          '-1',
          '0',
          '1e308',
          'NaN',
          '0x10',
          '-0',
          '..',
          'null',
          'undefined',
          '__proto__',
          'constructor',
        )
        .map((value) => encoded(value, `param "${value}"`)),
      weight: 3,
    },
    { arbitrary: fc.uuid().map((id) => encoded(`${id.toUpperCase()} `, 'upper-case uuid + space')), weight: 1 },
    { arbitrary: fc.uuid().map((id) => encoded(`{${id}}`, 'braced uuid')), weight: 1 },
    {
      arbitrary: hostileString.filter((value) => value.length < 300).map((value) => encoded(value, 'hostile string')),
      weight: 2,
    },
    {
      arbitrary: fc
        .constantFrom('%', '%FF', '%E0%A4%A', '%00', '%2e%2e', '%C0%AF', 'a%2Fb')
        .map((text) => ({ text, label: `raw "${text}"` })),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(150, 199, 201, 2_000).map((n) => ({ text: 'a'.repeat(n), label: `${n}-char param` })),
      weight: 1,
    },
  );
}

/** Query values: odd numbers, invalid encodings, NUL, huge, repeated keys. */
const queryValue: fc.Arbitrary<{ text: string; label: string }> = fc.oneof(
  {
    arbitrary: fc
      .constantFrom(
        '1e308',
        '-0',
        'NaN',
        '0x10',
        '99999999999999999999999',
        'Infinity',
        '-Infinity',
        '-1',
        '0',
        '1.5',
        '',
        ' 1',
        '1 ',
        '１',
        '0b1',
        '1_000',
        '2e-308',
        '-9007199254740993',
        '1e-7',
        '+5',
        '.5',
        '5.',
        '00012',
      )
      .map((value) => ({ text: percentEncode(value), label: `"${value}"` })),
    weight: 5,
  },
  {
    arbitrary: fc.constantFrom('true', 'false', 'yes', 'TRUE', '1', 'on').map((text) => ({ text, label: `"${text}"` })),
    weight: 1,
  },
  {
    arbitrary: hostileString
      .filter((value) => value.length < 6_000)
      .map((value) => ({ text: percentEncode(value), label: 'hostile string' })),
    weight: 3,
  },
  {
    arbitrary: fc
      .constantFrom('%', '%FF', '%E0%A4%A', '%00', '%u0041', '%%')
      .map((text) => ({ text, label: `raw "${text}"` })),
    weight: 2,
  },
);

function queryString(op: Operation): fc.Arbitrary<{ text: string; labels: string[] }> {
  const names = [
    ...op.queryParams.map((param) => param.name),
    '__proto__[x]',
    'constructor[prototype][x]',
    `${ECHO_MARKER}`,
  ];
  const entry = fc.tuple(fc.constantFrom(...names), queryValue, fc.integer({ min: 1, max: 3 }));
  return fc.array(entry, { minLength: 1, maxLength: 4 }).map((entries) => {
    const parts: string[] = [];
    const labels: string[] = [];
    for (const [name, value, repeat] of entries) {
      for (let i = 0; i < repeat; i++)
        parts.push(`${percentEncode(name).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${value.text}`);
      labels.push(`${name}=${value.label}${repeat > 1 ? ` x${repeat}` : ''}`);
    }
    return { text: parts.join('&'), labels };
  });
}

/** Bodies: the documented shape mutated, wrong top-level values, broken JSON, wrong content types. */
function hostileBody(op: Operation, doc: OpenApiDocument): fc.Arbitrary<{ body: FuzzBody; label: string }> {
  const schema = op.body ?? { type: 'object', properties: {} };
  const base = plausible(schema, doc).map((value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {},
  );
  const fields = Object.keys(schema.properties ?? {});
  const required = (schema.required ?? []).filter((name) => fields.includes(name));
  const fieldName = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('field');
  const extraKey = fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'isAdmin',
    'role',
    'id',
    'userId',
    'companyId',
    'status',
    `${ECHO_MARKER}`,
    '',
  );

  const mutated: Array<fc.Arbitrary<{ body: FuzzBody; label: string }>> = [
    base.map((value) => ({ body: json(value), label: 'documented shape' })),
    fc.tuple(base, fieldName, hostileValue).map(([value, field, bad]) => ({
      body: json({ ...value, [field]: bad }),
      label: `field ${field} := hostile value`,
    })),
    // Twice over: one bad field in an otherwise plausible body is what reaches the services.
    fc.tuple(base, fieldName, hostileString).map(([value, field, bad]) => ({
      body: json({ ...value, [field]: bad }),
      label: `field ${field} := hostile string`,
    })),
    fc
      .tuple(
        base,
        fieldName,
        fc.constantFrom(
          nested(33),
          nested(100_000),
          nestedObject(40),
          new RawJson(`[${Array(12_000).fill('0').join(',')}]`),
          'x'.repeat(500_000),
        ),
      )
      .map(([value, field, bad]) => ({
        body: json({ ...value, [field]: bad }),
        label: `field ${field} := too deep or too big`,
      })),
    fc
      .tuple(base, extraKey, hostileValue)
      .map(([value, key, bad]) => ({ body: json(withOwnKey(value, key, bad)), label: `extra key "${key}"` })),
    fc.tuple(base, hostileValue).map(([value, bad]) => ({
      body: json(bad),
      label: `whole body := hostile value (${Object.keys(value).length} fields documented)`,
    })),
    fc
      .constantFrom(
        ...[
          '{',
          '{"a":}',
          "{'a':1}",
          'NaN',
          '[1,]',
          '{"a":1}}',
          '\u0000',
          'undefined',
          '{"a":1e}',
          '"\\ud800"',
          ' ',
          '\ufeff{}',
          '{"a":"\\u00"}',
        ],
      )
      .map((text) => ({
        body: { contentType: 'application/json', payload: Buffer.from(text, 'utf8') },
        label: `invalid JSON ${JSON.stringify(text)}`,
      })),
    base.map((value) => {
      const text = toJsonText({ ...value, note: 'XX' });
      const bytes = Buffer.from(text, 'utf8');
      const at = bytes.indexOf('XX');
      bytes[at] = 0xc3;
      bytes[at + 1] = 0x28;
      return { body: { contentType: 'application/json', payload: bytes }, label: 'invalid UTF-8 in a string' };
    }),
    fc
      .constantFrom(
        Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
        Buffer.from([0x7b, 0x22, 0x80, 0x22, 0x3a, 0x31, 0x7d]),
        Buffer.alloc(0),
      )
      .map((payload) => ({
        body: { contentType: 'application/json', payload },
        label: payload.length === 0 ? 'empty JSON body' : 'invalid UTF-8 bytes',
      })),
    fc
      .tuple(
        base,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json-patch+json',
          'application/json; charset=latin1',
          'APPLICATION/JSON',
          'application/json;;',
          ';;;',
          'application/octet-stream',
          null,
        ),
      )
      .map(([value, contentType]) => ({
        body: { contentType, payload: Buffer.from(toJsonText(value), 'utf8') },
        label: `content-type ${JSON.stringify(contentType)}`,
      })),
  ];
  if (required.length > 0) {
    mutated.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([value, field]) => {
        const copy = { ...value };
        delete copy[field];
        return { body: json(copy), label: `missing ${field}` };
      }),
    );
  }
  return fc.oneof(...mutated);
}

/** Occasionally hostile headers: garbage session cookie, forged impersonation headers, odd request ids. */
const hostileHeaders: fc.Arbitrary<{ headers: Record<string, string>; label: string | null }> = fc.oneof(
  { arbitrary: fc.constant({ headers: {}, label: null }), weight: 48 },
  {
    arbitrary: fc
      .constantFrom('x', 'a'.repeat(500), '%00', '"quoted"')
      .map((value) => ({ headers: { cookie: `nestwork_session=${value}` }, label: 'garbage session cookie' })),
    weight: 2,
  },
  {
    arbitrary: fc
      .constantFrom('not-a-uuid', '00000000-0000-0000-0000-000000000000', '', "' or 1=1 --")
      .map((value) => ({
        headers: { 'x-impersonated-user-id': value, 'x-impersonated-user-role': 'admin', 'x-admin-id': value },
        label: `forged impersonation headers "${value}"`,
      })),
    weight: 2,
  },
  {
    arbitrary: fc
      .constantFrom('x'.repeat(300), '<script>', 'a b')
      .map((value) => ({ headers: { 'x-request-id': value }, label: 'odd x-request-id' })),
    weight: 1,
  },
  {
    arbitrary: fc
      .constantFrom(20_000, 70_000)
      .map((n) => ({ headers: { 'x-fill': 'a'.repeat(n) }, label: `${n}-byte header` })),
    weight: 1,
  },
);

/** Occasionally a broken URL around the operation's path: refusals the router gives before any hook. */
const urlDamage: fc.Arbitrary<{ apply: (url: string) => string; label: string | null }> = fc.oneof(
  { arbitrary: fc.constant({ apply: (url: string) => url, label: null }), weight: 14 },
  {
    arbitrary: fc
      .constantFrom('%', '%FF', '%E0%A4%A', '%00', '/%2e%2e/%2e%2e', '//', `/${'a'.repeat(300)}`, ';jsessionid=1')
      .map((suffix) => ({
        apply: (url: string) => {
          const [path, query] = url.split('?');
          return `${path}${suffix}${query === undefined ? '' : `?${query}`}`;
        },
        label: `path + "${suffix.slice(0, 12)}"`,
      })),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom('?%', '?a=%', '?=&&=', `?q=${'x'.repeat(20_000)}`).map((query) => ({
      apply: (url: string) => `${url.split('?')[0]}${query}`,
      label: `query "${query.slice(0, 12)}"`,
    })),
    weight: 1,
  },
);

/** One hostile request for an operation: some mix of odd path params, query and body. */
export function hostileRequest(
  op: Operation,
  doc: OpenApiDocument,
  knownIds: readonly string[],
): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...op.pathParams.map(() => pathParamValue(knownIds)));
  const sendsBody = op.body !== null || ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method);
  const body = sendsBody ? fc.option(hostileBody(op, doc), { freq: 6, nil: null }) : fc.constant(null);
  // Documented query parameters are fuzzed in most requests; undocumented ones now and then.
  const query = fc.oneof(
    { arbitrary: fc.constant(null), weight: op.queryParams.length > 0 ? 1 : 5 },
    { arbitrary: queryString(op), weight: op.queryParams.length > 0 ? 3 : 1 },
  );
  return fc
    .tuple(params, query, body, hostileHeaders, urlDamage)
    .map(([paramValues, queryPart, bodyPart, headerPart, damage]) => {
      let index = 0;
      const path = op.path.replace(/\{[^}]+\}/g, () => paramValues[index++]!.text);
      const labels = [
        ...op.pathParams.map((name, i) => `{${name}}=${paramValues[i]!.label}`),
        ...(queryPart ? [`query ${queryPart.labels.join(', ')}`] : []),
        ...(bodyPart ? [`body: ${bodyPart.label}`] : []),
        ...(headerPart.label ? [headerPart.label] : []),
        ...(damage.label ? [damage.label] : []),
      ];
      return {
        method: op.method,
        url: damage.apply(queryPart ? `${path}?${queryPart.text}` : path),
        headers: headerPart.headers,
        body: bodyPart ? bodyPart.body : null,
        label: labels.join('; ') || 'no parameters',
      };
    });
}

// ------------------------------------------------------------------------------------------------
// Sending and checking

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  ms: number;
}

const MAX_READ = 2 * 1024 * 1024;

/** Sends the request byte for byte (Node's fetch would normalise the URL and refuse odd bodies). */
export function sendRaw(
  baseUrl: string,
  request: { method: string; url: string; headers: Record<string, string>; body: FuzzBody | null },
  timeoutMs: number,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const started = performance.now();
  const headers: Record<string, string> = { ...request.headers };
  if (request.body) {
    headers['content-length'] = String(request.body.payload.length);
    if (request.body.contentType !== null) headers['content-type'] = request.body.contentType;
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, method: request.method, path: request.url, headers, agent: false, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_READ) chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(request.body?.payload);
  });
}

const STACK_TRACE = /\bat [\w$.<>[\]]+ \(?(?:\/|node:|file:)[^\s)]*:\d+:\d+\)?|node_modules\/|\.(?:ts|js):\d+:\d+/;
/** Database error texts: never in an answer, whatever its status. */
const SQL_ERROR =
  /syntax error at or near|violates (?:unique|foreign key|not-null|check) constraint|invalid input (?:syntax|value) for|duplicate key value|relation "[^"]*" does not exist|column "[^"]*" (?:does not exist|of relation)|QueryFailedError|DriverException|invalid byte sequence for encoding|out of range for type|unterminated quoted/i;
/** SQL statements: never in an error answer (only statement-like text: the messages say "select ... from the list"). */
const SQL_STATEMENT =
  /\bselect\s+(?:distinct\s+)?(?:\*|[\w".]+(?:\s*,\s*[\w".]+)*)\s+from\s+[\w".]+|\binsert\s+into\s+[\w".]+\s*\(|\bupdate\s+[\w".]+\s+set\s+[\w".]+\s*=|\bdelete\s+from\s+[\w".]+\s+where\b|\?::\w+|\$\d+::\w+/i;

/** What is wrong with an answer, or null when it is acceptable. */
export function answerProblem(answer: RawAnswer, op: Pick<Operation, 'nonJsonAnswers'>): string | null {
  if (answer.status >= 500) return `server error ${answer.status}`;
  if (!answer.headers['x-request-id']) return 'no x-request-id header';
  if (STACK_TRACE.test(answer.text)) return 'stack trace in the body';
  if (SQL_ERROR.test(answer.text)) return 'database error text in the body';
  if (answer.status < 400) return null;
  if (SQL_STATEMENT.test(answer.text)) return 'SQL in the error body';
  if (answer.text.includes(ECHO_MARKER)) return 'error body echoes the input';
  // An answer documented as, say, an HTML page is checked for leaks above but has no JSON shape.
  const documentedTypes = op.nonJsonAnswers[String(answer.status)];
  const contentType = String(answer.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  if (documentedTypes?.includes(contentType)) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'error body is not JSON';
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'error body is not an object';
  const { error, fieldErrors } = body as { error?: unknown; fieldErrors?: unknown };
  if (typeof error !== 'string' || error === '') return 'error body has no "error" string';
  if (fieldErrors !== undefined) {
    const valid =
      fieldErrors !== null &&
      typeof fieldErrors === 'object' &&
      Object.values(fieldErrors).every(
        (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
      );
    if (!valid) return '"fieldErrors" is not { field: string[] }';
  }
  return null;
}
