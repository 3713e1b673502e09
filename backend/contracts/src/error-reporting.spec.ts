import { FILTERED, isSecretParameter, redactText, reportsErrors, scrubErrorEvent } from './error-reporting';

describe('error reporting', () => {
  it('reports only in the production and staging release stages', () => {
    expect(reportsErrors('production')).toBe(true);
    expect(reportsErrors('staging')).toBe(true);
    expect(reportsErrors('development')).toBe(false);
    expect(reportsErrors('test')).toBe(false);
  });

  it('filters e-mail addresses, written-out credentials and secret query parameters from text', () => {
    expect(redactText('No account for maya.o+jobs@example.co.uk, sorry')).toBe(`No account for ${FILTERED}, sorry`);
    expect(redactText('sent Authorization: Bearer eyJhbGciOi.J9.x-y_z')).toBe(`sent Authorization: Bearer ${FILTERED}`);
    expect(redactText('GET https://nestwork.example/reset-password?token=abc123&next=%2Fjobs#top')).toBe(
      `GET https://nestwork.example/reset-password?token=${FILTERED}&next=%2Fjobs#top`,
    );
    expect(redactText('/jobs?q=design&location=Remote&apiKey=k1&sentry_key=k2&code=c')).toBe(
      `/jobs?q=design&location=Remote&apiKey=${FILTERED}&sentry_key=${FILTERED}&code=${FILTERED}`,
    );
    // Package versions and scoped names in stack frames are not addresses.
    expect(redactText('at node_modules/@sentry/core@10.75.3/build/index.js')).toBe(
      'at node_modules/@sentry/core@10.75.3/build/index.js',
    );
  });

  it('treats token, password, key, code and e-mail parameters as secret, and search words as not', () => {
    for (const name of ['token', 'resetToken', 'password', 'api_key', 'apiKey', 'key', 'code', 'email', 'session_id'])
      expect(isSecretParameter(name)).toBe(true);
    for (const name of ['q', 'keywords', 'category', 'page', 'location', 'zipcodes', 'designation'])
      expect(isSecretParameter(name)).toBe(false);
  });

  it('keeps of the request only its method, address with secrets filtered, and harmless headers', () => {
    const event = scrubErrorEvent({
      event_id: 'e1',
      request: {
        method: 'POST',
        url: 'https://nestwork.example/api/auth/sign-in?token=t0k3n&next=/jobs',
        query_string: 'token=t0k3n&next=/jobs',
        headers: {
          authorization: 'Bearer secret',
          Cookie: 'nestwork_session=s3ss10n',
          'user-agent': 'Mozilla/5.0',
          'x-request-id': 'req-1',
          'x-forwarded-for': '203.0.113.9',
        },
        cookies: { nestwork_session: 's3ss10n' },
        data: '{"email":"maya@example.com","password":"hunter2"}',
        env: { REMOTE_ADDR: '203.0.113.9' },
      },
    });
    expect(event).toEqual({
      event_id: 'e1',
      request: {
        method: 'POST',
        url: `https://nestwork.example/api/auth/sign-in?token=${FILTERED}&next=/jobs`,
        query_string: `token=${FILTERED}&next=/jobs`,
        headers: { 'user-agent': 'Mozilla/5.0', 'x-request-id': 'req-1' },
      },
    });
  });

  it('filters query strings given as objects or pairs', () => {
    const asObject = scrubErrorEvent({ request: { query_string: { token: 'x', q: 'maya@example.com' } } });
    expect(asObject.request.query_string).toEqual({ token: FILTERED, q: FILTERED });
    const asPairs = scrubErrorEvent({
      request: {
        query_string: [
          ['password', 'x'],
          ['page', '2'],
        ],
      },
    });
    expect(asPairs.request.query_string).toEqual([
      ['password', FILTERED],
      ['page', '2'],
    ]);
  });

  it('keeps only the id of the user, and nothing of a user without one', () => {
    const user = { id: 'u-1', email: 'maya@example.com', ip_address: '203.0.113.9', username: 'maya' };
    expect(scrubErrorEvent({ user }).user).toEqual({ id: 'u-1' });
    expect(scrubErrorEvent({ user: { ip_address: '{{auto}}' } })).toEqual({});
  });

  it('drops local variables from stack frames and filters every text left', () => {
    const event = scrubErrorEvent({
      exception: {
        values: [
          {
            type: 'Error',
            value: 'No account for maya@example.com',
            stacktrace: { frames: [{ filename: 'a.js', lineno: 3, vars: { password: 'hunter2' } }] },
          },
        ],
      },
      breadcrumbs: [
        { category: 'fetch', data: { url: '/api/auth/verify-email?token=abc', method: 'POST' } },
        { category: 'console', message: 'signed in as maya@example.com' },
      ],
      extra: { nested: { deeper: ['cc maya@example.com'] } },
      tags: { process: 'api' },
    });
    expect(event).toEqual({
      exception: {
        values: [
          {
            type: 'Error',
            value: `No account for ${FILTERED}`,
            stacktrace: { frames: [{ filename: 'a.js', lineno: 3 }] },
          },
        ],
      },
      breadcrumbs: [
        { category: 'fetch', data: { url: `/api/auth/verify-email?token=${FILTERED}`, method: 'POST' } },
        { category: 'console', message: `signed in as ${FILTERED}` },
      ],
      extra: { nested: { deeper: [`cc ${FILTERED}`] } },
      tags: { process: 'api' },
    });
    expect(JSON.stringify(event)).not.toMatch(/maya@|hunter2|abc/);
  });

  it("leaves the SDK's own working data alone (it is never sent)", () => {
    const scope = { email: 'kept@example.com' };
    const event = scrubErrorEvent({ message: 'x', sdkProcessingMetadata: { capturedSpanScope: scope } });
    expect(event.sdkProcessingMetadata.capturedSpanScope).toBe(scope);
  });
});
