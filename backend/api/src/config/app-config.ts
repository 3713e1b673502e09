import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import {
  ACCEPT_JS_URLS,
  type ErrorReportingTarget,
  isEmail,
  PAYMENT_ENVIRONMENTS,
  type PaymentEnvironment,
  RELEASE_STAGES,
  type ReleaseStage,
  reportsErrors,
} from '@marketplace/contracts';

export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/**
 * Which proxies may tell the client's address (X-Forwarded-For): none, the listed addresses and
 * CIDR ranges, or a number of proxy hops in front of the app (only safe when nothing reaches the
 * app except through those proxies).
 */
export type TrustProxy = false | string[] | { hops: number };

/** Every setting the processes read, validated once at boot. Nothing else reads process.env. */
export interface AppConfig {
  nodeEnv: NodeEnv;
  /** Where this deployment runs (RELEASE_STAGE, by default the NODE_ENV): staging runs production builds. */
  releaseStage: ReleaseStage;
  databaseUrl: string;
  /** Database name taken from DATABASE_URL (used by the test guard and log lines). */
  databaseName: string;
  redisUrl: string;
  port: number;
  host: string;
  logLevel: LogLevel;
  /** One JSON object per line (for log collectors), or readable one-line text (for a terminal). */
  logFormat: LogFormat;
  /** Whether every HTTP request gets a completion line (health probes never do). */
  logRequests: boolean;
  /** Proxies in front of the app whose X-Forwarded-For is believed (rate limits count by client address). */
  trustProxy: TrustProxy;
  publicUrl: string;
  /** Absolute path of the built frontends (shell/, seeker/, employer/, admin/). */
  staticRoot: string;
  supportEmail: string;
  supportPhone: string;
  /** SMTP server for outgoing mail (smtp:// or smtps://); null outside production when unset (mail is logged, not sent). */
  smtpUrl: string | null;
  /** The From header of outgoing mail. */
  mailFrom: string;
  /** Origin of PUBLIC_URL: unsafe requests must come from it (or a trusted origin). */
  publicOrigin: string;
  /**
   * The origins that are the site itself: PUBLIC_URL's, and in development on a loopback PUBLIC_URL
   * the same port on localhost, 127.0.0.1 and [::1] (a developer may open any of them).
   */
  siteOrigins: string[];
  /** Further origins allowed to make unsafe requests (e.g. the frontend dev servers). */
  trustedOrigins: string[];
  /** The session cookie: `__Host-` prefixed and Secure, except on plain-http localhost. */
  sessionCookie: { name: string; secure: boolean };
  /** Idle and absolute session lifetimes; admins' are stricter. */
  sessionLifetimes: Record<'user' | 'admin', SessionLifetime>;
  /** E-mail changes need a sign-in no older than this. */
  reverifyWindowMs: number;
  passwordResetTtlMs: number;
  emailVerificationTtlMs: number;
  /** Longest a job search may run in PostgreSQL before it is cancelled (answered 503). */
  searchStatementTimeoutMs: number;
  /**
   * Longest closing the BullMQ queues and workers may take at shutdown (workers finishing their
   * running jobs included); what is still open then is disconnected forcibly.
   */
  queueCloseTimeoutMs: number;
  /** The S3-compatible object storage behind uploads (private bucket; reads through signed links). */
  storage: StorageConfig;
  /** Card payments with Authorize.net; null (payments unavailable) outside production when AUTHNET_ENVIRONMENT is unset. */
  payments: PaymentsConfig | null;
  /** Sentry, in the production and staging release stages only, each side only with its DSN. */
  errorReporting: ErrorReportingConfig;
}

/** Where errors are reported; null where they are not (another release stage, or no DSN for that side). */
export interface ErrorReportingConfig {
  /** SENTRY_DSN: the API's and the worker's errors. */
  server: ErrorReportingTarget | null;
  /** SENTRY_BROWSER_DSN: the frontends' errors. Public: every browser is given it (GET /api/site-config). */
  browser: ErrorReportingTarget | null;
}

/** Authorize.net: the merchant's credentials and the addresses of the chosen environment. */
export interface PaymentsConfig {
  environment: PaymentEnvironment;
  apiLoginId: string;
  transactionKey: string;
  /** Public: Accept.js in the browser authenticates with it. */
  clientKey: string;
  /** Keys the HMAC-SHA512 signature of webhook notifications. */
  signatureKey: string;
  /** The JSON API (<origin>/xml/v1/request.api). */
  apiUrl: string;
  /** The webhooks REST API (<origin>/rest/v1). */
  restUrl: string;
  /** The Accept.js script browsers load for this environment. */
  acceptJsUrl: string;
  /**
   * AUTHNET_REGISTER_WEBHOOK=true: the worker registers PUBLIC_URL's webhook endpoint with the
   * gateway at start (`npm start` sets it for the local sandbox); otherwise it is registered once in
   * the merchant interface, or not at all.
   */
  registerWebhook: boolean;
}

export interface StorageConfig {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addresses (endpoint/bucket/key), as S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Create the bucket when missing and set its CORS rule for the site's origins at boot (local servers; in production the bucket is provisioned). */
  setupBucket: boolean;
}

export interface SessionLifetime {
  /** The session ends after this long without a request. */
  idleMs: number;
  /** The session ends this long after sign-in, however active. */
  absoluteMs: number;
}

/** What an operator reads when a process refuses to start: how many settings, each problem, and where they are described. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Cannot start: ${problems.length === 1 ? 'a setting is' : `${problems.length} settings are`} missing or wrong ` +
        `(environment variables, each described in docs/configuration.md):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

export const CONFIG_DEFAULTS = {
  port: 3000,
  host: '0.0.0.0',
  nodeEnv: 'development' as NodeEnv,
  logLevel: 'info' as LogLevel,
  staticRoot: 'dist/frontends',
  supportEmail: 'support@nestwork.example',
  supportPhone: '+1 (555) 010-2007',
  mailFrom: 'Nestwork <no-reply@nestwork.example>',
  sessionIdleMinutes: 24 * 60,
  sessionAbsoluteHours: 30 * 24,
  adminSessionIdleMinutes: 30,
  adminSessionAbsoluteHours: 8,
  reverifyWindowMinutes: 10,
  passwordResetTtlMinutes: 60,
  emailVerificationTtlHours: 48,
  searchStatementTimeoutMs: 2_000,
  queueCloseTimeoutMs: 5_000,
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Plain-http development on this machine, where browsers refuse Secure cookies (and so `__Host-`). */
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The site's own origins: PUBLIC_URL's, plus, in development only and when PUBLIC_URL names this
 * machine, the other loopback names on the same scheme and port (never in production or tests).
 */
export function siteOriginsFor(publicUrl: URL, nodeEnv: NodeEnv): string[] {
  if (nodeEnv !== 'development' || !LOCAL_HOSTNAMES.has(publicUrl.hostname)) return [publicUrl.origin];
  const aliases = [...LOCAL_HOSTNAMES].map((hostname) => {
    const alias = new URL(publicUrl.origin);
    alias.hostname = hostname;
    return alias.origin;
  });
  return [publicUrl.origin, ...aliases.filter((origin) => origin !== publicUrl.origin)];
}

/** Names proxy-addr (Fastify's trustProxy) knows for whole address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_HELP =
  "a comma-separated list of the proxies' addresses or CIDR ranges, such as 10.0.0.0/8,127.0.0.1, or the number of proxy hops in front of the app (unset trusts no proxy)";

/** One TRUST_PROXY list entry: an IPv4/IPv6 address, a CIDR range, or a range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (prefix === undefined || rest.length > 0 || !/^\d{1,3}$/.test(prefix)) return false;
  const version = isIP(address);
  return version !== 0 && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, "false" or "0" trusts no proxy (the client's own address counts); a list of
 * the proxies' addresses and ranges; or a hop count (1 to 10), for a deployment where every request
 * passes through that many proxies. "true" is refused: any client could then pick the address its
 * rate limits are counted under.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { problem: string } {
  if (raw === undefined || raw === 'false' || raw === '0') return { value: false };
  if (raw === 'true')
    return { problem: `TRUST_PROXY=true would believe any client's X-Forwarded-For; give ${TRUST_PROXY_HELP}` };
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) return { problem: `TRUST_PROXY=${raw}: give at most 10 proxy hops, or ${TRUST_PROXY_HELP}` };
    return { value: { hops } };
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0)
    return {
      problem: `TRUST_PROXY must be ${TRUST_PROXY_HELP} (not an address or range: ${bad.map((entry) => `"${entry}"`).join(', ')})`,
    };
  return { value: entries };
}

/** LOG_REQUESTS and other switches: true/false (or 1/0, yes/no), else a problem naming the variable. */
function flag(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return fallback;
}
export const SESSION_COOKIE_BASE_NAME = 'nestwork_session';

export function sessionCookieFor(publicUrl: URL): { name: string; secure: boolean } {
  const secure = !(publicUrl.protocol === 'http:' && LOCAL_HOSTNAMES.has(publicUrl.hostname));
  return { name: secure ? `__Host-${SESSION_COOKIE_BASE_NAME}` : SESSION_COOKIE_BASE_NAME, secure };
}

/** The repository root: the nearest folder above `from` holding nx.json, else the working directory. */
export function findRepoRoot(from: string = __dirname): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'nx.json')) && existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** A whole number of at least 1, or the default when unset; a problem naming the variable otherwise. */
function positiveInt(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1) {
    problems.push(`${name} must be a whole number of at least 1 (got "${raw}")`);
    return fallback;
  }
  return value;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Reads and validates the settings. Collects every problem, each naming its variable, so one
 * failed boot tells the operator everything that needs fixing.
 */
export function loadConfig(env: Env = process.env, repoRoot: string = findRepoRoot()): AppConfig {
  const problems: string[] = [];

  const nodeEnvRaw = read(env, 'NODE_ENV') ?? CONFIG_DEFAULTS.nodeEnv;
  if (!(NODE_ENVS as readonly string[]).includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${nodeEnvRaw}")`);
  }

  const databaseUrl = read(env, 'DATABASE_URL');
  let databaseName = '';
  if (!databaseUrl) {
    problems.push('DATABASE_URL is required (postgres://user:password@host:5432/database)');
  } else {
    const url = parseUrl(databaseUrl);
    if (!url || !['postgres:', 'postgresql:'].includes(url.protocol)) {
      problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
    } else {
      databaseName = decodeURIComponent(url.pathname.replace(/^\//, ''));
      if (!databaseName) problems.push('DATABASE_URL must name a database (postgres://host:5432/<database>)');
    }
  }

  const redisUrl = read(env, 'REDIS_URL');
  if (!redisUrl) {
    problems.push('REDIS_URL is required (redis://host:6379/0)');
  } else {
    const url = parseUrl(redisUrl);
    if (!url || !['redis:', 'rediss:'].includes(url.protocol))
      problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  }

  const portRaw = read(env, 'PORT');
  const port = portRaw === undefined ? CONFIG_DEFAULTS.port : Number(portRaw);
  const portValid = (portRaw === undefined || /^\d+$/.test(portRaw)) && Number.isInteger(port) && port <= 65535;
  if (!portValid) problems.push(`PORT must be an integer from 0 to 65535 (got "${portRaw}")`);

  const host = read(env, 'HOST') ?? CONFIG_DEFAULTS.host;

  const logLevelRaw = read(env, 'LOG_LEVEL') ?? CONFIG_DEFAULTS.logLevel;
  if (!(LOG_LEVELS as readonly string[]).includes(logLevelRaw)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);
  }

  const nodeEnv = (NODE_ENVS as readonly string[]).includes(nodeEnvRaw)
    ? (nodeEnvRaw as NodeEnv)
    : CONFIG_DEFAULTS.nodeEnv;
  const releaseStageRaw = read(env, 'RELEASE_STAGE') ?? nodeEnv;
  if (!(RELEASE_STAGES as readonly string[]).includes(releaseStageRaw)) {
    problems.push(`RELEASE_STAGE must be one of ${RELEASE_STAGES.join(', ')} (got "${releaseStageRaw}")`);
  }
  const releaseStage = (RELEASE_STAGES as readonly string[]).includes(releaseStageRaw)
    ? (releaseStageRaw as ReleaseStage)
    : nodeEnv;
  // Readable lines for a developer's terminal; JSON wherever logs are collected.
  const logFormatRaw = read(env, 'LOG_FORMAT') ?? (nodeEnv === 'development' ? 'pretty' : 'json');
  if (!(LOG_FORMATS as readonly string[]).includes(logFormatRaw)) {
    problems.push(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')} (got "${logFormatRaw}")`);
  }
  // A line per request is what production monitoring reads; in development it buries everything else.
  const logRequests = flag(env, 'LOG_REQUESTS', nodeEnv === 'production', problems);

  const trustProxyParsed = parseTrustProxy(read(env, 'TRUST_PROXY'));
  if ('problem' in trustProxyParsed) problems.push(trustProxyParsed.problem);

  const publicUrl = (read(env, 'PUBLIC_URL') ?? `http://localhost:${portValid ? port : CONFIG_DEFAULTS.port}`).replace(
    /\/+$/,
    '',
  );
  const parsedPublicUrl = parseUrl(publicUrl);
  if (!parsedPublicUrl || !['http:', 'https:'].includes(parsedPublicUrl.protocol)) {
    problems.push(`PUBLIC_URL must be an http:// or https:// URL (got "${publicUrl}")`);
  }

  const staticRoot = path.resolve(repoRoot, read(env, 'STATIC_ROOT') ?? CONFIG_DEFAULTS.staticRoot);

  const supportEmail = read(env, 'SUPPORT_EMAIL') ?? CONFIG_DEFAULTS.supportEmail;
  if (!isEmail(supportEmail)) problems.push(`SUPPORT_EMAIL must be an e-mail address (got "${supportEmail}")`);

  const supportPhone = read(env, 'SUPPORT_PHONE') ?? CONFIG_DEFAULTS.supportPhone;
  if (!/\d/.test(supportPhone)) problems.push(`SUPPORT_PHONE must be a phone number (got "${supportPhone}")`);

  const smtpUrl = read(env, 'SMTP_URL') ?? null;
  if (smtpUrl === null) {
    if (nodeEnvRaw === 'production')
      problems.push('SMTP_URL is required in production (smtp://user:password@host:587 or smtps://...)');
  } else {
    const url = parseUrl(smtpUrl);
    if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname)
      problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  }

  const mailFrom = read(env, 'MAIL_FROM') ?? CONFIG_DEFAULTS.mailFrom;
  const fromAddress = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
  if (!isEmail(fromAddress))
    problems.push(`MAIL_FROM must be an e-mail address or "Name <address>" (got "${mailFrom}")`);

  const trustedOrigins: string[] = [];
  for (const entry of (read(env, 'TRUSTED_ORIGINS') ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)) {
    const url = parseUrl(entry);
    if (
      !url ||
      !['http:', 'https:'].includes(url.protocol) ||
      (url.pathname !== '/' && url.pathname !== '') ||
      url.search ||
      url.hash
    ) {
      problems.push(
        `TRUSTED_ORIGINS must be a comma-separated list of origins such as http://localhost:4200 (got "${entry}")`,
      );
    } else {
      trustedOrigins.push(url.origin);
    }
  }

  const userIdle = positiveInt(env, 'SESSION_IDLE_MINUTES', CONFIG_DEFAULTS.sessionIdleMinutes, problems) * MINUTE_MS;
  const userAbsolute =
    positiveInt(env, 'SESSION_ABSOLUTE_HOURS', CONFIG_DEFAULTS.sessionAbsoluteHours, problems) * HOUR_MS;
  const adminIdle =
    positiveInt(env, 'ADMIN_SESSION_IDLE_MINUTES', CONFIG_DEFAULTS.adminSessionIdleMinutes, problems) * MINUTE_MS;
  const adminAbsolute =
    positiveInt(env, 'ADMIN_SESSION_ABSOLUTE_HOURS', CONFIG_DEFAULTS.adminSessionAbsoluteHours, problems) * HOUR_MS;
  if (userIdle > userAbsolute) problems.push('SESSION_IDLE_MINUTES must not exceed SESSION_ABSOLUTE_HOURS');
  if (adminIdle > adminAbsolute)
    problems.push('ADMIN_SESSION_IDLE_MINUTES must not exceed ADMIN_SESSION_ABSOLUTE_HOURS');
  // Admin sessions can do the most harm, so they may never outlive a user's.
  if (adminIdle > userIdle)
    problems.push('ADMIN_SESSION_IDLE_MINUTES must not exceed SESSION_IDLE_MINUTES (admin sessions are stricter)');
  if (adminAbsolute > userAbsolute)
    problems.push('ADMIN_SESSION_ABSOLUTE_HOURS must not exceed SESSION_ABSOLUTE_HOURS (admin sessions are stricter)');

  const reverifyWindowMs =
    positiveInt(env, 'REVERIFY_WINDOW_MINUTES', CONFIG_DEFAULTS.reverifyWindowMinutes, problems) * MINUTE_MS;
  const passwordResetTtlMs =
    positiveInt(env, 'PASSWORD_RESET_TTL_MINUTES', CONFIG_DEFAULTS.passwordResetTtlMinutes, problems) * MINUTE_MS;
  const emailVerificationTtlMs =
    positiveInt(env, 'EMAIL_VERIFICATION_TTL_HOURS', CONFIG_DEFAULTS.emailVerificationTtlHours, problems) * HOUR_MS;

  const searchStatementTimeoutMs = positiveInt(
    env,
    'SEARCH_STATEMENT_TIMEOUT_MS',
    CONFIG_DEFAULTS.searchStatementTimeoutMs,
    problems,
  );

  const queueCloseTimeoutMs = positiveInt(env, 'QUEUE_CLOSE_TIMEOUT_MS', CONFIG_DEFAULTS.queueCloseTimeoutMs, problems);

  const storage = readStorage(env, problems);
  const payments = readPayments(env, problems, nodeEnvRaw === 'production');
  const errorReporting = readErrorReporting(env, problems, releaseStage);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    nodeEnv: nodeEnvRaw as NodeEnv,
    releaseStage,
    databaseUrl: databaseUrl!,
    databaseName,
    redisUrl: redisUrl!,
    port,
    host,
    logLevel: logLevelRaw as LogLevel,
    logFormat: logFormatRaw as LogFormat,
    logRequests,
    trustProxy: 'value' in trustProxyParsed ? trustProxyParsed.value : false,
    publicUrl,
    staticRoot,
    supportEmail,
    supportPhone,
    smtpUrl,
    mailFrom,
    publicOrigin: parsedPublicUrl!.origin,
    siteOrigins: siteOriginsFor(parsedPublicUrl!, nodeEnv),
    trustedOrigins,
    sessionCookie: sessionCookieFor(parsedPublicUrl!),
    sessionLifetimes: {
      user: { idleMs: userIdle, absoluteMs: userAbsolute },
      admin: { idleMs: adminIdle, absoluteMs: adminAbsolute },
    },
    reverifyWindowMs,
    passwordResetTtlMs,
    emailVerificationTtlMs,
    searchStatementTimeoutMs,
    queueCloseTimeoutMs,
    storage,
    payments,
    errorReporting,
  };
}

/** A Sentry DSN: http(s)://<public key>@<host>[/<path>]/<project id>. */
function isDsn(value: string): boolean {
  const url = parseUrl(value);
  return (
    url !== null &&
    ['http:', 'https:'].includes(url.protocol) &&
    url.username !== '' &&
    url.password === '' &&
    /\/\d+$/.test(url.pathname) &&
    !url.search &&
    !url.hash
  );
}

/**
 * SENTRY_DSN and SENTRY_BROWSER_DSN: checked in every stage (a typo shows before it matters), used
 * only in the production and staging release stages (the error reporter runs there
 * only, and only when its key setting exists).
 */
function readErrorReporting(env: Env, problems: string[], stage: ReleaseStage): ErrorReportingConfig {
  const target = (name: string): ErrorReportingTarget | null => {
    const dsn = read(env, name);
    if (dsn === undefined) return null;
    if (!isDsn(dsn)) {
      problems.push(`${name} must be a Sentry DSN such as https://<public key>@o0.ingest.sentry.io/<project id>`);
      return null;
    }
    return reportsErrors(stage) ? { dsn, environment: stage } : null;
  };
  return { server: target('SENTRY_DSN'), browser: target('SENTRY_BROWSER_DSN') };
}

// An S3 bucket name: 3-63 lowercase letters, digits, dots and dashes, starting and ending with a letter or digit.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** S3_*: every setting is required (`npm start` and the tests run a local server and set them). */
function readStorage(env: Env, problems: string[]): StorageConfig {
  // `npm start` is named once, on the first missing setting, rather than on each of five.
  let localServerNamed = false;
  const required = (name: string, hint: string): string => {
    const value = read(env, name);
    if (value === undefined) {
      const local = localServerNamed ? '' : '; `npm start` runs a local S3 server when none is given';
      problems.push(`${name} is required (${hint})${local}`);
      localServerNamed = true;
    }
    return value ?? '';
  };
  const endpoint = required(
    'S3_ENDPOINT',
    'the S3-compatible server, such as https://s3.us-east-1.amazonaws.com',
  ).replace(/\/+$/, '');
  const region = required('S3_REGION', 'such as us-east-1');
  const bucket = required('S3_BUCKET', 'the private bucket uploads go to');
  const accessKeyId = required('S3_ACCESS_KEY_ID', 'the access key the app signs with');
  const secretAccessKey = required('S3_SECRET_ACCESS_KEY', 'its secret');
  if (endpoint) {
    const url = parseUrl(endpoint);
    if (
      !url ||
      !['http:', 'https:'].includes(url.protocol) ||
      url.search ||
      url.hash ||
      (url.pathname !== '/' && url.pathname !== '')
    ) {
      problems.push(`S3_ENDPOINT must be an http:// or https:// origin without a path (got "${endpoint}")`);
    }
  }
  if (region && !/^[a-z0-9-]{2,32}$/.test(region))
    problems.push(`S3_REGION must be a region name such as us-east-1 (got "${region}")`);
  if (bucket && (!BUCKET_NAME.test(bucket) || bucket.includes('..')))
    problems.push(`S3_BUCKET must be a bucket name: 3-63 lowercase letters, digits, dots and dashes (got "${bucket}")`);
  return {
    endpoint,
    region,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', true, problems),
    setupBucket: flag(env, 'S3_SETUP_BUCKET', false, problems),
  };
}

/** Authorize.net's own API origins; the local sandbox's comes from AUTHNET_ENDPOINT. */
const AUTHNET_ORIGINS: Readonly<Record<Exclude<PaymentEnvironment, 'local'>, string>> = {
  sandbox: 'https://apitest.authorize.net',
  production: 'https://api.authorize.net',
};

/**
 * AUTHNET_*: all or nothing. AUTHNET_ENVIRONMENT picks local (the project's sandbox at
 * AUTHNET_ENDPOINT, which `npm start` and the tests run and set), sandbox or production
 * (Authorize.net's addresses); the credentials are required with it. Production needs it.
 */
function readPayments(env: Env, problems: string[], production: boolean): PaymentsConfig | null {
  const environment = read(env, 'AUTHNET_ENVIRONMENT');
  if (environment === undefined) {
    const others = [
      'AUTHNET_API_LOGIN_ID',
      'AUTHNET_TRANSACTION_KEY',
      'AUTHNET_CLIENT_KEY',
      'AUTHNET_SIGNATURE_KEY',
      'AUTHNET_ENDPOINT',
    ].filter((name) => read(env, name) !== undefined);
    if (production)
      problems.push(
        'AUTHNET_ENVIRONMENT is required in production (sandbox or production, with the AUTHNET_* credentials)',
      );
    else if (others.length > 0)
      problems.push(`AUTHNET_ENVIRONMENT (local, sandbox or production) is required with ${others.join(', ')}`);
    return null;
  }
  if (!(PAYMENT_ENVIRONMENTS as readonly string[]).includes(environment)) {
    problems.push(`AUTHNET_ENVIRONMENT must be one of ${PAYMENT_ENVIRONMENTS.join(', ')} (got "${environment}")`);
    return null;
  }
  const required = (name: string, hint: string, maxLength?: number): string => {
    const value = read(env, name);
    if (value === undefined) problems.push(`${name} is required with AUTHNET_ENVIRONMENT (${hint})`);
    else if (maxLength !== undefined && value.length > maxLength)
      problems.push(`${name} must be at most ${maxLength} characters (Authorize.net's limit)`);
    return value ?? '';
  };
  const apiLoginId = required('AUTHNET_API_LOGIN_ID', "the merchant's API login ID", 25);
  const transactionKey = required('AUTHNET_TRANSACTION_KEY', 'its transaction key', 16);
  const clientKey = required('AUTHNET_CLIENT_KEY', 'the public client key Accept.js uses');
  const signatureKey = required('AUTHNET_SIGNATURE_KEY', 'the key webhook notifications are signed with');
  if (signatureKey && !/^[0-9A-Fa-f]{32,}$/.test(signatureKey))
    problems.push('AUTHNET_SIGNATURE_KEY must be the hexadecimal signature key from the merchant interface');

  const endpoint = read(env, 'AUTHNET_ENDPOINT')?.replace(/\/+$/, '');
  let origin = '';
  if (environment === 'local') {
    const url = endpoint === undefined ? null : parseUrl(endpoint);
    if (
      !url ||
      !['http:', 'https:'].includes(url.protocol) ||
      url.search ||
      url.hash ||
      (url.pathname !== '/' && url.pathname !== '')
    ) {
      problems.push(
        `AUTHNET_ENDPOINT must be the local sandbox's http:// origin with AUTHNET_ENVIRONMENT=local (got "${endpoint ?? ''}")`,
      );
    } else {
      origin = url.origin;
    }
  } else {
    if (endpoint !== undefined)
      problems.push(
        `AUTHNET_ENDPOINT is only for AUTHNET_ENVIRONMENT=local; ${environment} uses Authorize.net's own addresses`,
      );
    origin = AUTHNET_ORIGINS[environment as Exclude<PaymentEnvironment, 'local'>];
  }
  return {
    environment: environment as PaymentEnvironment,
    apiLoginId,
    transactionKey,
    clientKey,
    signatureKey,
    apiUrl: `${origin}/xml/v1/request.api`,
    restUrl: `${origin}/rest/v1`,
    acceptJsUrl:
      environment === 'local'
        ? `${origin}/v1/Accept.js`
        : ACCEPT_JS_URLS[environment as Exclude<PaymentEnvironment, 'local'>],
    registerWebhook: readRegisterWebhook(env, problems),
  };
}

function readRegisterWebhook(env: Env, problems: string[]): boolean {
  const raw = read(env, 'AUTHNET_REGISTER_WEBHOOK');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  problems.push(`AUTHNET_REGISTER_WEBHOOK must be true or false (got "${raw}")`);
  return false;
}

/** Entry points call this first: a bad setting stops the process with a message naming it. */
export function loadConfigOrExit(env: Env = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
