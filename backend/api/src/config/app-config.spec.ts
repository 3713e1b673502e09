import path from 'node:path';
import { ConfigError, loadConfig, parseTrustProxy } from './app-config';

const repoRoot = '/srv/nestwork';
const valid = {
  DATABASE_URL: 'postgres://app:secret@db.internal:5432/marketplace',
  REDIS_URL: 'redis://cache.internal:6379/0',
  S3_ENDPOINT: 'https://s3.us-east-1.amazonaws.com',
  S3_REGION: 'us-east-1',
  S3_BUCKET: 'nestwork-uploads',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-key',
};
const signatureKey = 'AB'.repeat(64);
/** Authorize.net production settings (production requires payments). */
const productionPayments = {
  AUTHNET_ENVIRONMENT: 'production',
  AUTHNET_API_LOGIN_ID: '5KP3u95bQpv',
  AUTHNET_TRANSACTION_KEY: '346HZ32z3fP4hTG2',
  AUTHNET_CLIENT_KEY: '6gSuV295YD86Qq4Z9PjQ9SH7t87t7JmYg5p4u3qF9j8y',
  AUTHNET_SIGNATURE_KEY: signatureKey,
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env, repoRoot);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(valid, repoRoot);
    expect(config).toEqual({
      nodeEnv: 'development',
      databaseUrl: valid.DATABASE_URL,
      databaseName: 'marketplace',
      redisUrl: valid.REDIS_URL,
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      logFormat: 'pretty',
      logRequests: false,
      trustProxy: false,
      publicUrl: 'http://localhost:3000',
      staticRoot: path.join(repoRoot, 'dist/frontends'),
      supportEmail: 'support@nestwork.example',
      supportPhone: '+1 (555) 010-2007',
      smtpUrl: null,
      mailFrom: 'Nestwork <no-reply@nestwork.example>',
      publicOrigin: 'http://localhost:3000',
      siteOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'],
      trustedOrigins: [],
      sessionCookie: { name: 'nestwork_session', secure: false },
      sessionLifetimes: {
        user: { idleMs: 24 * 3_600_000, absoluteMs: 30 * 24 * 3_600_000 },
        admin: { idleMs: 30 * 60_000, absoluteMs: 8 * 3_600_000 },
      },
      reverifyWindowMs: 10 * 60_000,
      passwordResetTtlMs: 60 * 60_000,
      emailVerificationTtlMs: 48 * 3_600_000,
      searchStatementTimeoutMs: 2_000,
      queueCloseTimeoutMs: 5_000,
      storage: {
        endpoint: 'https://s3.us-east-1.amazonaws.com',
        region: 'us-east-1',
        bucket: 'nestwork-uploads',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret-key',
        forcePathStyle: true,
        setupBucket: false,
      },
      payments: null,
      releaseStage: 'development',
      errorReporting: { server: null, browser: null },
    });
  });

  it('reads every setting when given', () => {
    const config = loadConfig(
      {
        ...valid,
        PORT: '8080',
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'https://nestwork.example/',
        STATIC_ROOT: '/var/www/frontends',
        SUPPORT_EMAIL: 'help@nestwork.example',
        SUPPORT_PHONE: '+1 (555) 000-1111',
        SMTP_URL: 'smtps://mailer:secret@smtp.nestwork.example:465',
        MAIL_FROM: 'Nestwork Team <team@nestwork.example>',
        TRUSTED_ORIGINS: 'http://localhost:4200, https://admin.nestwork.example/',
        SESSION_IDLE_MINUTES: '120',
        SESSION_ABSOLUTE_HOURS: '48',
        ADMIN_SESSION_IDLE_MINUTES: '15',
        ADMIN_SESSION_ABSOLUTE_HOURS: '4',
        REVERIFY_WINDOW_MINUTES: '5',
        PASSWORD_RESET_TTL_MINUTES: '30',
        EMAIL_VERIFICATION_TTL_HOURS: '24',
        SEARCH_STATEMENT_TIMEOUT_MS: '750',
        QUEUE_CLOSE_TIMEOUT_MS: '8000',
        LOG_FORMAT: 'pretty',
        LOG_REQUESTS: 'false',
        TRUST_PROXY: '10.0.0.0/8, 192.0.2.7',
        RELEASE_STAGE: 'staging',
        SENTRY_DSN: 'https://a1b2c3@o11.ingest.sentry.io/42',
        SENTRY_BROWSER_DSN: 'https://d4e5f6@o11.ingest.sentry.io/43',
        ...productionPayments,
      },
      repoRoot,
    );
    expect(config).toMatchObject({
      releaseStage: 'staging',
      errorReporting: {
        server: { dsn: 'https://a1b2c3@o11.ingest.sentry.io/42', environment: 'staging' },
        browser: { dsn: 'https://d4e5f6@o11.ingest.sentry.io/43', environment: 'staging' },
      },
      payments: {
        environment: 'production',
        apiLoginId: '5KP3u95bQpv',
        transactionKey: '346HZ32z3fP4hTG2',
        clientKey: productionPayments.AUTHNET_CLIENT_KEY,
        signatureKey,
        apiUrl: 'https://api.authorize.net/xml/v1/request.api',
        restUrl: 'https://api.authorize.net/rest/v1',
        acceptJsUrl: 'https://js.authorize.net/v1/Accept.js',
      },
      smtpUrl: 'smtps://mailer:secret@smtp.nestwork.example:465',
      mailFrom: 'Nestwork Team <team@nestwork.example>',
      publicOrigin: 'https://nestwork.example',
      siteOrigins: ['https://nestwork.example'],
      trustedOrigins: ['http://localhost:4200', 'https://admin.nestwork.example'],
      logFormat: 'pretty',
      logRequests: false,
      trustProxy: ['10.0.0.0/8', '192.0.2.7'],
      sessionCookie: { name: '__Host-nestwork_session', secure: true },
      sessionLifetimes: {
        user: { idleMs: 120 * 60_000, absoluteMs: 48 * 3_600_000 },
        admin: { idleMs: 15 * 60_000, absoluteMs: 4 * 3_600_000 },
      },
      reverifyWindowMs: 5 * 60_000,
      passwordResetTtlMs: 30 * 60_000,
      emailVerificationTtlMs: 24 * 3_600_000,
      searchStatementTimeoutMs: 750,
      queueCloseTimeoutMs: 8_000,
      port: 8080,
      host: '127.0.0.1',
      nodeEnv: 'production',
      logLevel: 'warn',
      publicUrl: 'https://nestwork.example',
      staticRoot: '/var/www/frontends',
      supportEmail: 'help@nestwork.example',
      supportPhone: '+1 (555) 000-1111',
    });
  });

  it('derives PUBLIC_URL from PORT and resolves a relative STATIC_ROOT against the repository root', () => {
    const config = loadConfig({ ...valid, PORT: '4100', STATIC_ROOT: 'build/web' }, repoRoot);
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.staticRoot).toBe(path.join(repoRoot, 'build/web'));
  });

  it('names each missing required setting', () => {
    const problems = problemsOf({});
    expect(problems).toHaveLength(7);
    expect(problems[0]).toMatch(/^DATABASE_URL is required/);
    expect(problems[1]).toMatch(/^REDIS_URL is required/);
    expect(problems.slice(2).map((problem) => problem.split(' ')[0])).toEqual([
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]);
    expect(problems.filter((problem) => problem.includes('`npm start` runs a local S3 server'))).toEqual([problems[2]]);
    expect(problemsOf({ ...valid, S3_BUCKET: undefined })).toEqual([
      'S3_BUCKET is required (the private bucket uploads go to); `npm start` runs a local S3 server when none is given',
    ]);
  });

  it.each([
    ['S3_ENDPOINT', 'ftp://storage.example'],
    ['S3_ENDPOINT', 'https://storage.example/bucket'],
    ['S3_REGION', 'US East'],
    ['S3_BUCKET', 'My_Bucket'],
    ['S3_BUCKET', 'ab'],
    ['S3_FORCE_PATH_STYLE', 'sometimes'],
    ['S3_SETUP_BUCKET', 'maybe'],
  ])('refuses %s=%s', (name, value) => {
    expect(problemsOf({ ...valid, [name]: value })).toEqual([expect.stringMatching(new RegExp(`^${name} must`))]);
  });

  it('reports errors only in the production and staging release stages, each side only with its DSN', () => {
    const dsn = 'http://publickey@127.0.0.1:9000/1';
    const reporting = (env: Record<string, string>) => loadConfig({ ...valid, ...env }, repoRoot).errorReporting;
    const staging = { dsn, environment: 'staging' };
    // The release stage defaults to the NODE_ENV.
    expect(loadConfig({ ...valid, NODE_ENV: 'test' }, repoRoot).releaseStage).toBe('test');
    expect(reporting({ RELEASE_STAGE: 'staging', SENTRY_DSN: dsn, SENTRY_BROWSER_DSN: dsn })).toEqual({
      server: staging,
      browser: staging,
    });
    expect(reporting({ NODE_ENV: 'production', ...productionPayments, SMTP_URL: 'smtp://m', SENTRY_DSN: dsn })).toEqual(
      { server: { dsn, environment: 'production' }, browser: null },
    );
    expect(reporting({ RELEASE_STAGE: 'staging', SENTRY_BROWSER_DSN: dsn })).toEqual({
      server: null,
      browser: staging,
    });
    expect(reporting({ RELEASE_STAGE: 'production' })).toEqual({ server: null, browser: null });
    for (const stage of ['development', 'test'])
      expect(reporting({ RELEASE_STAGE: stage, SENTRY_DSN: dsn, SENTRY_BROWSER_DSN: dsn })).toEqual({
        server: null,
        browser: null,
      });
  });

  it.each([
    ['RELEASE_STAGE', 'prod'],
    ['SENTRY_DSN', 'https://o11.ingest.sentry.io/42'],
    ['SENTRY_DSN', 'https://key@o11.ingest.sentry.io/'],
    ['SENTRY_BROWSER_DSN', 'not a url'],
    ['SENTRY_BROWSER_DSN', 'ftp://key@o11.ingest.sentry.io/42'],
  ])('refuses %s=%s in any stage', (name, value) => {
    expect(problemsOf({ ...valid, [name]: value })).toEqual([expect.stringMatching(new RegExp(`^${name} must`))]);
  });

  it('treats blank values as missing', () => {
    expect(problemsOf({ ...valid, DATABASE_URL: '   ' })).toEqual([expect.stringMatching(/^DATABASE_URL is required/)]);
  });

  it.each([
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_URL', 'postgres://localhost:5432/'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['SUPPORT_EMAIL', 'not-an-email'],
    ['SUPPORT_PHONE', 'call us'],
    ['SMTP_URL', 'http://mail.example'],
    ['MAIL_FROM', 'Nestwork'],
    ['TRUSTED_ORIGINS', 'http://localhost:4200/app'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SESSION_ABSOLUTE_HOURS', 'forever'],
    ['REVERIFY_WINDOW_MINUTES', '2.5'],
    ['PASSWORD_RESET_TTL_MINUTES', '-5'],
    ['EMAIL_VERIFICATION_TTL_HOURS', ''.padEnd(3, 'x')],
    ['SEARCH_STATEMENT_TIMEOUT_MS', '0'],
    ['SEARCH_STATEMENT_TIMEOUT_MS', '1.5s'],
    ['QUEUE_CLOSE_TIMEOUT_MS', '0'],
    ['QUEUE_CLOSE_TIMEOUT_MS', '5s'],
    ['LOG_FORMAT', 'text'],
    ['LOG_REQUESTS', 'sometimes'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['TRUST_PROXY', '11'],
  ])('rejects a bad %s (%s) with a message naming it', (name, value) => {
    const problems = problemsOf({ ...valid, [name]: value });
    expect(problems).toEqual([expect.stringContaining(name)]);
  });

  it('tells the operator how many settings stop the start, each one, and where they are described', () => {
    expect(() => loadConfig({ ...valid, DATABASE_URL: undefined, NODE_ENV: 'production' }, repoRoot)).toThrow(
      [
        'Cannot start: 3 settings are missing or wrong (environment variables, each described in docs/configuration.md):',
        '  - DATABASE_URL is required (postgres://user:password@host:5432/database)',
        '  - SMTP_URL is required in production (smtp://user:password@host:587 or smtps://...)',
        '  - AUTHNET_ENVIRONMENT is required in production (sandbox or production, with the AUTHNET_* credentials)',
      ].join('\n'),
    );
    expect(() => loadConfig({ ...valid, PORT: 'http' }, repoRoot)).toThrow(
      /^Cannot start: a setting is missing or wrong .*:\n {2}- PORT must be/,
    );
  });

  it('requires SMTP_URL and the AUTHNET_* settings in production only', () => {
    expect(problemsOf({ ...valid, NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^SMTP_URL is required in production/),
      expect.stringMatching(/^AUTHNET_ENVIRONMENT is required in production/),
    ]);
    expect(problemsOf({ ...valid, NODE_ENV: 'test' })).toEqual([]);
  });

  it('uses a __Host- Secure cookie except on plain-http localhost', () => {
    const cookieFor = (publicUrl: string) => loadConfig({ ...valid, PUBLIC_URL: publicUrl }, repoRoot).sessionCookie;
    expect(cookieFor('http://localhost:3000')).toEqual({ name: 'nestwork_session', secure: false });
    expect(cookieFor('http://127.0.0.1:41234')).toEqual({ name: 'nestwork_session', secure: false });
    expect(cookieFor('https://localhost:3000')).toEqual({ name: '__Host-nestwork_session', secure: true });
    expect(cookieFor('https://nestwork.example')).toEqual({ name: '__Host-nestwork_session', secure: true });
    // Plain http elsewhere is a misconfiguration: the cookie stays Secure rather than travel in clear.
    expect(cookieFor('http://nestwork.example')).toEqual({ name: '__Host-nestwork_session', secure: true });
  });

  it("keeps admin sessions at most as long as users' and idle within absolute", () => {
    expect(problemsOf({ ...valid, ADMIN_SESSION_IDLE_MINUTES: '2000', ADMIN_SESSION_ABSOLUTE_HOURS: '40' })).toEqual([
      expect.stringContaining('ADMIN_SESSION_IDLE_MINUTES must not exceed SESSION_IDLE_MINUTES'),
    ]);
    expect(problemsOf({ ...valid, ADMIN_SESSION_ABSOLUTE_HOURS: '1000', ADMIN_SESSION_IDLE_MINUTES: '30' })).toEqual([
      expect.stringContaining('ADMIN_SESSION_ABSOLUTE_HOURS must not exceed SESSION_ABSOLUTE_HOURS'),
    ]);
    expect(problemsOf({ ...valid, SESSION_IDLE_MINUTES: '6000', SESSION_ABSOLUTE_HOURS: '24' })).toEqual([
      expect.stringContaining('SESSION_IDLE_MINUTES must not exceed SESSION_ABSOLUTE_HOURS'),
    ]);
  });

  it('logs JSON with a line per request in production, readable text without them elsewhere by default', () => {
    const logging = (env: Record<string, string>) => {
      const { logFormat, logRequests } = loadConfig(
        { ...valid, ...productionPayments, SMTP_URL: 'smtp://mail.example:587', ...env },
        repoRoot,
      );
      return { logFormat, logRequests };
    };
    expect(logging({ NODE_ENV: 'production' })).toEqual({ logFormat: 'json', logRequests: true });
    expect(logging({ NODE_ENV: 'development' })).toEqual({ logFormat: 'pretty', logRequests: false });
    expect(logging({ NODE_ENV: 'test' })).toEqual({ logFormat: 'json', logRequests: false });
    expect(logging({ NODE_ENV: 'development', LOG_REQUESTS: 'true' })).toEqual({
      logFormat: 'pretty',
      logRequests: true,
    });
    expect(logging({ NODE_ENV: 'production', LOG_REQUESTS: '0', LOG_FORMAT: 'pretty' })).toEqual({
      logFormat: 'pretty',
      logRequests: false,
    });
  });

  it('treats only the other loopback names on the same port as the site, in development only', () => {
    const siteOf = (env: Record<string, string>) =>
      loadConfig({ ...valid, ...productionPayments, SMTP_URL: 'smtp://mail.example:587', ...env }, repoRoot)
        .siteOrigins;
    expect(siteOf({ PUBLIC_URL: 'http://[::1]:4100' })).toEqual([
      'http://[::1]:4100',
      'http://localhost:4100',
      'http://127.0.0.1:4100',
    ]);
    expect(siteOf({ PUBLIC_URL: 'https://localhost' })).toEqual([
      'https://localhost',
      'https://127.0.0.1',
      'https://[::1]',
    ]);
    expect(siteOf({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' })).toEqual(['http://localhost:3000']);
    expect(siteOf({ NODE_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1:3000' })).toEqual(['http://127.0.0.1:3000']);
    expect(siteOf({ PUBLIC_URL: 'http://nestwork.test:3000' })).toEqual(['http://nestwork.test:3000']);
  });

  it('lists every problem in the error message', () => {
    expect(() => loadConfig({ PORT: 'x' }, repoRoot)).toThrow(/DATABASE_URL[\s\S]*REDIS_URL[\s\S]*PORT/);
  });
});

describe('loadConfig: Authorize.net (AUTHNET_*)', () => {
  const local = {
    AUTHNET_ENVIRONMENT: 'local',
    AUTHNET_ENDPOINT: 'http://127.0.0.1:41234/',
    AUTHNET_API_LOGIN_ID: 'localLogin',
    AUTHNET_TRANSACTION_KEY: 'localTransaction',
    AUTHNET_CLIENT_KEY: 'local-client-key',
    AUTHNET_SIGNATURE_KEY: signatureKey,
  };

  it('points the local environment at the sandbox of AUTHNET_ENDPOINT, Accept.js included', () => {
    expect(loadConfig({ ...valid, ...local }, repoRoot).payments).toEqual({
      environment: 'local',
      apiLoginId: 'localLogin',
      transactionKey: 'localTransaction',
      clientKey: 'local-client-key',
      signatureKey,
      apiUrl: 'http://127.0.0.1:41234/xml/v1/request.api',
      restUrl: 'http://127.0.0.1:41234/rest/v1',
      acceptJsUrl: 'http://127.0.0.1:41234/v1/Accept.js',
      registerWebhook: false,
    });
    expect(
      loadConfig({ ...valid, ...local, AUTHNET_REGISTER_WEBHOOK: 'true' }, repoRoot).payments?.registerWebhook,
    ).toBe(true);
    expect(problemsOf({ ...valid, ...local, AUTHNET_REGISTER_WEBHOOK: 'yes' })).toEqual([
      'AUTHNET_REGISTER_WEBHOOK must be true or false (got "yes")',
    ]);
  });

  it("points sandbox and production at Authorize.net's own addresses, the only change being the settings", () => {
    const sandbox = loadConfig({ ...valid, ...productionPayments, AUTHNET_ENVIRONMENT: 'sandbox' }, repoRoot).payments;
    expect(sandbox).toMatchObject({
      environment: 'sandbox',
      apiUrl: 'https://apitest.authorize.net/xml/v1/request.api',
      restUrl: 'https://apitest.authorize.net/rest/v1',
      acceptJsUrl: 'https://jstest.authorize.net/v1/Accept.js',
    });
    expect(loadConfig({ ...valid, ...productionPayments }, repoRoot).payments?.apiUrl).toBe(
      'https://api.authorize.net/xml/v1/request.api',
    );
  });

  it('leaves payments off outside production when nothing is set, and refuses half a configuration', () => {
    expect(loadConfig({ ...valid, NODE_ENV: 'test' }, repoRoot).payments).toBeNull();
    expect(problemsOf({ ...valid, AUTHNET_API_LOGIN_ID: 'x', AUTHNET_SIGNATURE_KEY: signatureKey })).toEqual([
      'AUTHNET_ENVIRONMENT (local, sandbox or production) is required with AUTHNET_API_LOGIN_ID, AUTHNET_SIGNATURE_KEY',
    ]);
    expect(problemsOf({ ...valid, AUTHNET_ENVIRONMENT: 'sandbox' }).map((problem) => problem.split(' ')[0])).toEqual([
      'AUTHNET_API_LOGIN_ID',
      'AUTHNET_TRANSACTION_KEY',
      'AUTHNET_CLIENT_KEY',
      'AUTHNET_SIGNATURE_KEY',
    ]);
  });

  it.each([
    [{ AUTHNET_ENVIRONMENT: 'live' }, /^AUTHNET_ENVIRONMENT must be one of local, sandbox, production/],
    [{ AUTHNET_ENDPOINT: '' }, /^AUTHNET_ENDPOINT must be the local sandbox's http:\/\/ origin/],
    [
      { AUTHNET_ENDPOINT: 'http://127.0.0.1:41234/xml/v1/request.api' },
      /^AUTHNET_ENDPOINT must be the local sandbox's http:\/\/ origin/,
    ],
    [{ AUTHNET_ENVIRONMENT: 'production' }, /^AUTHNET_ENDPOINT is only for AUTHNET_ENVIRONMENT=local/],
    [{ AUTHNET_API_LOGIN_ID: 'x'.repeat(26) }, /^AUTHNET_API_LOGIN_ID must be at most 25 characters/],
    [{ AUTHNET_TRANSACTION_KEY: 'x'.repeat(17) }, /^AUTHNET_TRANSACTION_KEY must be at most 16 characters/],
    [{ AUTHNET_SIGNATURE_KEY: 'not hex at all' }, /^AUTHNET_SIGNATURE_KEY must be the hexadecimal signature key/],
  ])('refuses %j', (change, problem) => {
    expect(problemsOf({ ...valid, ...local, ...change })).toEqual([expect.stringMatching(problem)]);
  });
});

describe('parseTrustProxy', () => {
  it('trusts no proxy when unset, "false" or 0', () => {
    expect(parseTrustProxy(undefined)).toEqual({ value: false });
    expect(parseTrustProxy('false')).toEqual({ value: false });
    expect(parseTrustProxy('0')).toEqual({ value: false });
  });

  it('reads a hop count of 1 to 10 proxies in front of the app', () => {
    expect(parseTrustProxy('1')).toEqual({ value: { hops: 1 } });
    expect(parseTrustProxy('2')).toEqual({ value: { hops: 2 } });
    expect(parseTrustProxy('11')).toEqual({
      problem: expect.stringMatching(/^TRUST_PROXY=11: give at most 10 proxy hops/),
    });
  });

  it('reads addresses, CIDR ranges and range names, IPv4 and IPv6', () => {
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,fd00::/8 , ::1,loopback,uniquelocal')).toEqual({
      value: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8', '::1', 'loopback', 'uniquelocal'],
    });
  });

  it('refuses "true", names and malformed ranges, naming the bad entries', () => {
    expect(parseTrustProxy('true')).toEqual({
      problem: expect.stringMatching(/^TRUST_PROXY=true would believe any client's X-Forwarded-For/),
    });
    const bad = parseTrustProxy('10.0.0.1,proxy.internal,10.0.0.0/33,::1/129,300.1.1.1,10.0.0.0/8/1,');
    expect(bad).toEqual({
      problem: expect.stringContaining(
        "TRUST_PROXY must be a comma-separated list of the proxies' addresses or CIDR ranges",
      ),
    });
    expect('problem' in bad && bad.problem).toContain(
      '"proxy.internal", "10.0.0.0/33", "::1/129", "300.1.1.1", "10.0.0.0/8/1", ""',
    );
    expect('problem' in bad && bad.problem).not.toContain('"10.0.0.1"');
  });
});
