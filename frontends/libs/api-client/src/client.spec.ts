import { createApiClient } from './client';
import { ApiError, NETWORK_ERROR_MESSAGE, errorMessage, serverMessageOr } from './errors';

interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

// A local fetch double (the shared one in @marketplace/testing depends on this lib).
function mockFetch(handler: (url: URL, init: RequestInit) => Reply) {
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { status = 200, body, headers = {} } = handler(new URL(String(input), 'http://localhost'), init);
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    const type = headers['Content-Type'] ?? (typeof body === 'object' ? 'application/json' : null);
    return { ok: status < 300, status, headers: { get: () => type }, text: async () => text } as unknown as Response;
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe('api client', () => {
  it('GETs JSON with the query string and sends cookies for the same origin', async () => {
    const fetch = mockFetch(() => ({ body: { jobs: [], nextCursor: null } }));
    const api = createApiClient();

    await expect(
      api.get('/api/jobs', { query: { cursor: 'abc 1', empty: '', missing: undefined, none: null } }),
    ).resolves.toEqual({
      jobs: [],
      nextCursor: null,
    });

    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/jobs?cursor=abc+1');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', body: undefined });
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });

  it('POSTs and PUTs a JSON body, DELETEs without one', async () => {
    const fetch = mockFetch((_url, init) =>
      init.method === 'DELETE' ? { status: 204 } : { status: 201, body: { id: 'j1' } },
    );
    const api = createApiClient({ baseUrl: 'https://api.example' });

    await expect(api.post('/api/jobs', { title: 'Editor' })).resolves.toEqual({ id: 'j1' });
    await api.put('/api/jobs/j1', { title: 'Senior Editor' });
    await expect(api.del('/api/jobs/j1')).resolves.toBeUndefined();

    const [postUrl, post] = fetch.mock.calls[0];
    expect(postUrl).toBe('https://api.example/api/jobs');
    expect(post).toMatchObject({ method: 'POST', body: '{"title":"Editor"}' });
    expect(post?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(fetch.mock.calls[1][1]).toMatchObject({ method: 'PUT', body: '{"title":"Senior Editor"}' });
    expect(fetch.mock.calls[2][1]).toMatchObject({ method: 'DELETE', body: undefined });
  });

  it("throws an ApiError carrying the server's error and fieldErrors", async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        error: 'Invalid input',
        fieldErrors: { title: ['Job title is required'], salaryMin: ['Minimum salary is required'] },
      },
    }));
    const error = await createApiClient()
      .post('/api/jobs', {})
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, error: 'Invalid input', message: 'Invalid input' });
    expect((error as ApiError).fieldErrors).toEqual({
      title: ['Job title is required'],
      salaryMin: ['Minimum salary is required'],
    });
    expect((error as ApiError).fieldError('title')).toEqual(['Job title is required']);
    expect((error as ApiError).fieldError('website')).toEqual([]);
  });

  it('reads a JSON body that arrives without a JSON content type', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      headers: { get: () => null },
      text: async () => '{"supportEmail":"a@b.example","supportPhone":"1"}',
    });
    await expect(createApiClient().get('/api/site-config')).resolves.toEqual({
      supportEmail: 'a@b.example',
      supportPhone: '1',
    });
  });

  it('uses a generic message when a failure has no error body', async () => {
    mockFetch((url) =>
      url.pathname === '/gateway'
        ? { status: 502, body: '<html>Bad gateway</html>', headers: { 'Content-Type': 'text/html' } }
        : url.pathname === '/broken'
          ? { status: 500, body: 'Internal Server Error', headers: { 'Content-Type': 'text/plain' } }
          : { status: 404 },
    );
    const api = createApiClient();
    // The balancer's page when no instance answers: try again in a moment.
    await expect(api.get('/gateway')).rejects.toMatchObject({
      status: 502,
      error: 'The service is briefly unavailable. Please try again in a moment.',
      fieldErrors: {},
    });
    await expect(api.get('/broken')).rejects.toMatchObject({
      status: 500,
      error: 'Something went wrong. Please try again.',
    });
    await expect(api.get('/missing')).rejects.toMatchObject({ status: 404, error: 'Request failed (404)' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(createApiClient().get('/api/jobs')).rejects.toMatchObject({ status: 0, error: NETWORK_ERROR_MESSAGE });
  });

  it('lets aborts through untouched', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    globalThis.fetch = jest.fn().mockRejectedValue(abort);
    await expect(createApiClient().get('/api/jobs')).rejects.toBe(abort);
  });

  it('adds headers from registered providers until they are removed', async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    const api = createApiClient();
    let actingAs: string | null = 'user-42';
    const remove = api.registerHeaderProvider(() => (actingAs ? { 'X-Impersonate-User': actingAs } : null));

    await api.get('/api/me');
    actingAs = null;
    await api.get('/api/me');
    actingAs = 'user-7';
    remove();
    await api.get('/api/me');

    expect(fetch.mock.calls[0][1]?.headers).toEqual({ Accept: 'application/json', 'X-Impersonate-User': 'user-42' });
    expect(fetch.mock.calls[1][1]?.headers).toEqual({ Accept: 'application/json' });
    expect(fetch.mock.calls[2][1]?.headers).toEqual({ Accept: 'application/json' });
  });

  it("leaves the providers' headers out of a call that asks for that", async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    const api = createApiClient();
    api.registerHeaderProvider(() => ({ 'x-admin-id': 'a1' }));

    await api.get('/api/auth/session', { skipHeaderProviders: true });
    await api.get('/api/user/profile');

    expect(fetch.mock.calls[0][1]?.headers).toEqual({ Accept: 'application/json' });
    expect(fetch.mock.calls[1][1]?.headers).toEqual({ Accept: 'application/json', 'x-admin-id': 'a1' });
  });

  it('PATCHes a JSON body', async () => {
    const fetch = mockFetch(() => ({ body: { id: 'u1' } }));
    await expect(createApiClient().patch('/api/user/profile', { profilePictureUrl: null })).resolves.toEqual({
      id: 'u1',
    });
    expect(fetch.mock.calls[0][1]).toMatchObject({ method: 'PATCH', body: '{"profilePictureUrl":null}' });
  });

  it('tells error listeners about every failure, with the request, until they are removed', async () => {
    mockFetch((url) => (url.pathname === '/ok' ? { body: {} } : { status: 403, body: { error: 'Access denied' } }));
    const api = createApiClient();
    const listener = jest.fn();
    const remove = api.registerErrorListener(listener);

    await api.get('/ok');
    await expect(api.post('/api/jobs', {})).rejects.toMatchObject({ status: 403 });
    remove();
    await expect(api.get('/api/jobs')).rejects.toMatchObject({ status: 403 });

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ status: 403, error: 'Access denied' }), {
      method: 'POST',
      path: '/api/jobs',
    });
  });

  it("still throws the request's own error when a listener fails", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ({ status: 500, body: { error: 'Database down' } }));
    const api = createApiClient();
    api.registerErrorListener(() => {
      throw new Error('listener bug');
    });
    await expect(api.get('/api/jobs')).rejects.toMatchObject({ status: 500, error: 'Database down' });
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("says whether an error message is the server's own", async () => {
    mockFetch((url) =>
      url.pathname === '/server'
        ? { status: 403, body: { error: 'Admins cannot impersonate other admins' } }
        : { status: 502, body: '<html></html>', headers: { 'Content-Type': 'text/html' } },
    );
    const api = createApiClient();
    const fromServer = await api.get('/server').catch((error: unknown) => error);
    const madeUp = await api.get('/proxy').catch((error: unknown) => error);
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = await api.get('/server').catch((error: unknown) => error);

    expect(fromServer).toMatchObject({ fromServer: true });
    expect(madeUp).toMatchObject({ fromServer: false });
    expect(offline).toMatchObject({ fromServer: false });
    expect(serverMessageOr(fromServer, 'Failed to start impersonation')).toBe('Admins cannot impersonate other admins');
    expect(serverMessageOr(madeUp, 'Failed to start impersonation')).toBe('Failed to start impersonation');
    expect(serverMessageOr(offline, 'Failed to start impersonation')).toBe('Failed to start impersonation');
    expect(serverMessageOr(new Error('boom'), 'Failed to start impersonation')).toBe('Failed to start impersonation');
  });

  it('gives readable messages for any thrown value', () => {
    expect(errorMessage(new ApiError(409, { error: 'Already applied' }))).toBe('Already applied');
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('???')).toBe('Something went wrong. Please try again.');
  });
});
