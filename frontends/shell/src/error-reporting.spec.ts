import * as Sentry from '@sentry/react';
import { onCaughtError } from '@marketplace/providers';
import { mockApi } from '@marketplace/testing';
import { startErrorReporting } from './error-reporting';

// The browser's error reporter against a local capture of what it sends: fetch stands in for both
// the API (GET /api/site-config) and Sentry's ingest endpoint, which the DSN points at.
const DSN = 'http://publickey@127.0.0.1:9/1';
const INGEST = '/api/1/envelope/';

interface Sent {
  raw: string;
  items: Array<{ type: string; payload: unknown }>;
}

function envelopeOf(raw: string): Sent {
  const [, ...lines] = raw.split('\n');
  const items: Sent['items'] = [];
  for (let index = 0; index + 1 < lines.length; index += 2) {
    items.push({ type: (JSON.parse(lines[index]!) as { type: string }).type, payload: JSON.parse(lines[index + 1]!) });
  }
  return { raw, items };
}

function serve(errorReporting: unknown) {
  const sent: Sent[] = [];
  const fetch = mockApi({
    '/api/site-config': () => ({ body: { supportEmail: 'help@nestwork.test', supportPhone: '1', errorReporting } }),
    [INGEST]: (_url, init) => {
      sent.push(envelopeOf(String(init.body)));
      return { body: {} };
    },
  });
  return { sent, fetch };
}

describe('the browser error reporter', () => {
  afterEach(() => jest.restoreAllMocks());

  // First: once started, the SDK stays for the rest of the file.
  it('does not start when the server names no target (development, test, no DSN)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sent, fetch } = serve(null);
    await expect(startErrorReporting()).resolves.toBe(false);
    expect(Sentry.getClient()).toBeUndefined();
    onCaughtError(new Error('boom'), { componentStack: '' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it('in production, sends errors a page threw, with no e-mail, cookie, token or session report', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sent } = serve({ dsn: DSN, environment: 'production' });
    window.history.replaceState(null, '', '/reset-password?token=secret-reset-token');
    document.cookie = 'nestwork_session=cookie-secret-value';

    await expect(startErrorReporting()).resolves.toBe(true);
    // No release-health sessions: nothing is sent for a page view.
    expect(Sentry.getClient()?.getIntegrationByName('BrowserSession')).toBeUndefined();
    expect(Sentry.getClient()?.getIntegrationByName('GlobalHandlers')).toBeDefined();
    // As the root hands over what an error boundary caught ("A page failed to render").
    onCaughtError(new Error('No profile for maya@example.com'), { componentStack: '\n    at ProfilePage' });
    await Sentry.flush(2_000);

    expect(sent.flatMap((envelope) => envelope.items.map((item) => item.type))).toEqual(['event']);
    const [envelope] = sent;
    const event = envelope!.items[0]!.payload as {
      environment: string;
      exception: { values: Array<{ value: string }> };
      request: { url: string; headers: Record<string, string> };
      user?: unknown;
    };
    expect(event.environment).toBe('production');
    expect(event.exception.values.at(-1)!.value).toBe('No profile for [Filtered]');
    expect(event.request.url).toBe('http://localhost/reset-password?token=[Filtered]');
    expect(Object.keys(event.request.headers)).toEqual(['User-Agent']);
    expect(event.user).toBeUndefined();
    for (const secret of ['maya@example.com', 'secret-reset-token', 'cookie-secret-value', 'nestwork_session'])
      expect(envelope!.raw).not.toContain(secret);
  });
});
