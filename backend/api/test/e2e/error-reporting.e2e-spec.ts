import { randomInt, randomUUID } from 'node:crypto';
import {
  type ChildApi,
  FAILING_DOMAIN,
  type SentryCapture,
  startApiProcess,
  startSentryCapture,
} from '../support/sentry-capture';

// The error reporter runs only in the production and staging release stages, and
// only when its key setting exists. Each case runs the API in a process of its own, started as
// main.ts starts it, with SENTRY_DSN pointing at a local stand-in for Sentry's ingest endpoint.

const BOOT_TIMEOUT_MS = 60_000;
/** How long an event that should not be sent is given to show up anyway. */
const QUIET_MS = 1_500;

/** What the request carries that must never reach the error reporter. */
const SECRETS = {
  cookie: 'cookie-secret-value',
  bearer: 'bearer-secret-value',
  queryToken: 'secret-query-token',
};
// One client address per run: the password-reset rate limits count per address in a Redis that outlives the run.
const CLIENT_IP = `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

const uniqueEmail = (domain: string) => `maya.${randomUUID().slice(0, 8)}@${domain}`;

/** A password reset with everything personal a request can carry: cookie, Authorization, a token in the query, a body. */
function askPasswordReset(api: ChildApi, email: string): Promise<Response> {
  return fetch(`${api.baseUrl}/api/auth/password-reset?token=${SECRETS.queryToken}&next=%2Fjobs`, {
    method: 'POST',
    headers: {
      origin: api.origin,
      'content-type': 'application/json',
      cookie: `nestwork_session=${SECRETS.cookie}`,
      authorization: `Bearer ${SECRETS.bearer}`,
      'x-forwarded-for': CLIENT_IP,
    },
    body: JSON.stringify({ email }),
  });
}

interface SentryEvent {
  environment?: string;
  exception?: { values?: Array<{ type?: string; value?: string }> };
  request?: { method?: string; url?: string; query_string?: unknown; headers?: Record<string, string> };
  tags?: Record<string, string>;
  user?: unknown;
}

describe('error reporting (Sentry)', () => {
  describe('in the production release stage, with SENTRY_DSN set', () => {
    let capture: SentryCapture;
    let api: ChildApi;

    beforeAll(async () => {
      capture = await startSentryCapture();
      api = await startApiProcess({
        RELEASE_STAGE: 'production',
        SENTRY_DSN: capture.dsn,
        SENTRY_BROWSER_DSN: undefined,
      });
    }, BOOT_TIMEOUT_MS);

    afterAll(async () => {
      await api?.stop();
      await capture?.close();
    });

    it('sends one event for an unexpected 500, none for the 4xx answers before it', async () => {
      expect((await fetch(`${api.baseUrl}/api/no-such-route?token=${SECRETS.queryToken}`)).status).toBe(404);
      expect((await askPasswordReset(api, 'not an e-mail address')).status).toBe(400);
      const failingEmail = uniqueEmail(FAILING_DOMAIN);
      const failed = await askPasswordReset(api, failingEmail);
      expect({ status: failed.status, body: (await failed.json()) as unknown }).toEqual({
        status: 500,
        body: { error: 'Something went wrong. Please try again.', code: 'INTERNAL' },
      });

      await capture.waitForEvents(1, 10_000);
      // The 4xx answers came first: had either been reported, its event would be here by now too.
      await new Promise((done) => setTimeout(done, QUIET_MS));
      const events = capture.events();
      expect(events).toHaveLength(1);
      const envelope = events[0]!;
      const event = envelope.items.find((item) => item.type === 'event')!.payload as SentryEvent;

      expect(event.environment).toBe('production');
      expect(event.exception?.values?.at(-1)).toMatchObject({
        type: 'Error',
        value: 'The mail queue failed while sending a reset link to [Filtered]',
      });
      expect(event.tags).toMatchObject({ process: 'api', request_id: failed.headers.get('x-request-id') });
      expect(event.request).toEqual({
        method: 'POST',
        url: `${api.baseUrl}/api/auth/password-reset?token=[Filtered]&next=%2Fjobs`,
        query_string: 'token=[Filtered]&next=%2Fjobs',
        // Of the headers, only harmless ones: no Cookie, Authorization, Origin or X-Forwarded-For.
        headers: {
          accept: expect.any(String),
          'content-length': expect.any(String),
          'content-type': 'application/json',
          'user-agent': expect.any(String),
        },
      });
      expect(event.user).toBeUndefined();

      // Nothing personal anywhere in what was sent: no e-mail, cookie, credentials, body or client address.
      for (const secret of [failingEmail, ...Object.values(SECRETS), 'nestwork_session', CLIENT_IP])
        expect(envelope.raw).not.toContain(secret);
      expect(envelope.raw).not.toMatch(/"(authorization|cookie|cookies|ip_address|email)":/i);
    });
  });

  describe('anywhere else, nothing is sent', () => {
    let capture: SentryCapture;
    const apis: ChildApi[] = [];

    beforeAll(async () => {
      capture = await startSentryCapture();
      const started = await Promise.all([
        // A development or test stage, even with SENTRY_DSN set.
        startApiProcess({ RELEASE_STAGE: 'development', SENTRY_DSN: capture.dsn }),
        startApiProcess({ RELEASE_STAGE: undefined, NODE_ENV: 'test', SENTRY_DSN: capture.dsn }),
        // Production without the server's key (the browser's is set, and only the browser gets it).
        startApiProcess({ RELEASE_STAGE: 'production', SENTRY_DSN: undefined, SENTRY_BROWSER_DSN: capture.dsn }),
      ]);
      apis.push(...started);
    }, BOOT_TIMEOUT_MS);

    afterAll(async () => {
      await Promise.all(apis.map((api) => api.stop()));
      await capture?.close();
    });

    it('sends nothing for an unexpected 500 in the development and test stages, or without SENTRY_DSN', async () => {
      for (const api of apis) expect((await askPasswordReset(api, uniqueEmail(FAILING_DOMAIN))).status).toBe(500);
      await new Promise((done) => setTimeout(done, QUIET_MS));
      expect(capture.envelopes).toEqual([]);
    });

    it('gives the browser SENTRY_BROWSER_DSN in production, and lets it post there (Content-Security-Policy)', async () => {
      const production = apis[2]!;
      const response = await fetch(`${production.baseUrl}/api/site-config`);
      expect((await response.json()) as unknown).toMatchObject({
        errorReporting: { dsn: capture.dsn, environment: 'production' },
      });
      expect(response.headers.get('content-security-policy')).toMatch(
        new RegExp(`connect-src [^;]*${capture.origin.replace(/[.]/g, '\\.')}`),
      );

      const development = apis[0]!;
      const answer = await fetch(`${development.baseUrl}/api/site-config`);
      expect(((await answer.json()) as { errorReporting: unknown }).errorReporting).toBeNull();
      expect(answer.headers.get('content-security-policy')).not.toContain(capture.origin);
    });
  });
});
