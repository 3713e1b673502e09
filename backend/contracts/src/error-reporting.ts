/**
 * Error reporting: an error-reporting service (Sentry) runs only in the production
 * and staging release stages, and only when its key setting (a DSN) exists. What it is sent holds
 * no personal data: `scrubErrorEvent` below runs on every event, in the API, the worker and the
 * browser alike.
 */

/** Where a deployment runs (RELEASE_STAGE; by default the NODE_ENV). */
export const RELEASE_STAGES = ['development', 'test', 'staging', 'production'] as const;
export type ReleaseStage = (typeof RELEASE_STAGES)[number];

/** The only release stages that report errors. */
export const ERROR_REPORTING_STAGES = ['production', 'staging'] as const satisfies readonly ReleaseStage[];
export type ErrorReportingStage = (typeof ERROR_REPORTING_STAGES)[number];

export function reportsErrors(stage: ReleaseStage): stage is ErrorReportingStage {
  return (ERROR_REPORTING_STAGES as readonly string[]).includes(stage);
}

/** Where one side (the server, or the browser) sends its errors, and the stage they are tagged with. */
export interface ErrorReportingTarget {
  /** The Sentry DSN: https://<public key>@<host>/<project id>. */
  dsn: string;
  environment: ErrorReportingStage;
}

/** What replaces a value that must not leave the process. */
export const FILTERED = '[Filtered]';

const EMAIL_ADDRESS = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;
/** Credentials written out in text, as in an Authorization header quoted by an error message. */
const CREDENTIALS = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** A query parameter in a URL or query string: separator, name, value. */
const QUERY_PARAMETER = /([?&])([^=&#\s]+)=([^&#\s]*)/g;
/** Parameter names whose values are secrets or personal: reset and verification tokens, passwords, e-mail addresses. */
const SECRET_WORD = /token|secret|passw|pwd|auth|session|mail|signature|credential/i;
/** ... and keys, codes and signatures: `key`, `api_key`, `apiKey`, `code`, `sig` (not `keywords` or `zipcode`'s kin). */
const SECRET_SUFFIX = /(?:^|[_.-])(?:key|code|sig)$/i;
const CAMEL_SECRET_SUFFIX = /[a-z](?:Key|Code|Sig)$/;
/** The request headers an event keeps; cookies, Authorization and everything else are dropped. */
const KEPT_HEADERS = new Set(['accept', 'content-length', 'content-type', 'user-agent', 'x-request-id']);
/** Deeper than this, a value is replaced whole rather than searched. */
const MAX_DEPTH = 12;

export function isSecretParameter(name: string): boolean {
  return SECRET_WORD.test(name) || SECRET_SUFFIX.test(name) || CAMEL_SECRET_SUFFIX.test(name);
}

/** Text with e-mail addresses, written-out credentials and secret query parameters filtered out. */
export function redactText(text: string): string {
  return text
    .replace(QUERY_PARAMETER, (parameter: string, separator: string, name: string) =>
      isSecretParameter(name) ? `${separator}${name}=${FILTERED}` : parameter,
    )
    .replace(EMAIL_ADDRESS, FILTERED)
    .replace(CREDENTIALS, `$1 ${FILTERED}`);
}

function redactDeep(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactDeep(item, depth + 1)]));
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A query string as Sentry holds it (text, an object, or name/value pairs), its secret values filtered. */
function redactQuery(query: unknown): unknown {
  if (typeof query === 'string') return redactText(`?${query.replace(/^\?/, '')}`).slice(1);
  const pairs = Array.isArray(query) ? query : isFields(query) ? Object.entries(query) : [];
  const redacted = pairs.map((pair: unknown) =>
    Array.isArray(pair) && typeof pair[0] === 'string'
      ? [pair[0], isSecretParameter(pair[0]) ? FILTERED : pair[1]]
      : FILTERED,
  );
  if (Array.isArray(query)) return redacted;
  return isFields(query) ? Object.fromEntries(redacted as Array<[string, unknown]>) : undefined;
}

/** The request an event describes: method, address and harmless headers; never its body, cookies or client address. */
function scrubRequest(request: Fields): Fields {
  const headers = isFields(request.headers)
    ? Object.fromEntries(Object.entries(request.headers).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())))
    : undefined;
  return {
    method: request.method,
    url: request.url,
    query_string: redactQuery(request.query_string),
    headers,
  };
}

/** Stack frames without their local variables (they may hold anything: passwords, bodies, people). */
function withoutFrameVariables(exception: unknown): unknown {
  if (!isFields(exception) || !Array.isArray(exception.values)) return exception;
  return {
    ...exception,
    values: exception.values.map((value: unknown) => {
      if (!isFields(value) || !isFields(value.stacktrace) || !Array.isArray(value.stacktrace.frames)) return value;
      const frames = value.stacktrace.frames.map((frame: unknown) => {
        if (!isFields(frame)) return frame;
        const { vars: _vars, ...rest } = frame;
        return rest;
      });
      return { ...value, stacktrace: { ...value.stacktrace, frames } };
    }),
  };
}

/**
 * The `beforeSend` of every Sentry client: an error event with no personal data. The request keeps
 * its method, address and a few harmless headers (no body, cookies, Authorization or client
 * address; secret query parameters filtered); the user keeps only an id; stack frames lose their
 * local variables; and every text left (messages, breadcrumbs, tags, contexts) has e-mail
 * addresses, written-out credentials and secret query parameters filtered.
 */
export function scrubErrorEvent<T extends object>(event: T): T {
  // The SDK's own working data (scopes, the raw request) is never sent: it is removed before the
  // event is, and the SDK still needs it as it is.
  const { request, user, exception, sdkProcessingMetadata, ...rest } = event as Fields;
  const scrubbed: Fields = { ...rest };
  if (isFields(request)) scrubbed.request = scrubRequest(request);
  if (isFields(user) && (typeof user.id === 'string' || typeof user.id === 'number')) scrubbed.user = { id: user.id };
  if (exception !== undefined) scrubbed.exception = withoutFrameVariables(exception);
  const redacted = redactDeep(scrubbed, 0) as Fields;
  if (sdkProcessingMetadata !== undefined) redacted.sdkProcessingMetadata = sdkProcessingMetadata;
  return redacted as T;
}
