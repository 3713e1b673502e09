// Test-only helpers for this lib's own specs. (@marketplace/testing builds on this lib, so the
// specs here cannot use it without a dependency cycle.)

export interface Reply {
  status?: number;
  body?: unknown;
}

export type Handler = (url: URL, init: RequestInit) => Reply | Promise<Reply>;

/** Replaces global fetch (the shared test setup restores it); answers JSON like the API. */
export function mockFetch(handler: Handler) {
  const mock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { status = 200, body } = await handler(new URL(String(input), 'http://localhost'), init);
    const text = body === undefined ? '' : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: () => 'application/json' },
      text: async () => text,
    } as unknown as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** Routes by "METHOD /path"; anything else answers 404. */
export function mockRoutes(routes: Record<string, Handler>) {
  return mockFetch((url, init) => {
    const handler = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(url, init) : { status: 404, body: { error: 'Not found' } };
  });
}

export function headersOf(call: [RequestInfo | URL, RequestInit?]): Record<string, string> {
  return (call[1]?.headers ?? {}) as Record<string, string>;
}
