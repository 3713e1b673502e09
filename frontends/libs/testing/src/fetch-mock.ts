/**
 * Fetch mocked at the network boundary: components and hooks run their real api-client code and
 * only the HTTP exchange is replaced. jsdom has no fetch/Response, so a minimal Response is built.
 */
export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FetchHandler = (url: URL, init: RequestInit) => MockReply | Promise<MockReply>;

const originalFetch = globalThis.fetch;

function toResponse({ status = 200, body, headers = {} }: MockReply): Response {
  const lowerCased = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const isText = typeof body === 'string';
  if (body !== undefined && !isText && !lowerCased['content-type'])
    lowerCased['content-type'] = 'application/json; charset=utf-8';
  const text = body === undefined ? '' : isText ? body : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => lowerCased[name.toLowerCase()] ?? null },
    text: async () => text,
    json: async () => JSON.parse(text),
  };
  return response as unknown as Response;
}

/** Replaces global fetch for this test; the shared test setup restores it afterwards. */
export function mockFetch(handler: FetchHandler): jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' || input instanceof URL ? String(input) : input.url,
      'http://localhost',
    );
    return toResponse(await handler(url, init ?? {}));
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** Routes by pathname; unknown paths answer 404 in the API's error shape. */
export function mockApi(routes: Record<string, FetchHandler>) {
  return mockFetch((url, init) => {
    const handler = routes[url.pathname];
    return handler ? handler(url, init) : { status: 404, body: { error: 'Not found' } };
  });
}

export function restoreFetch(): void {
  globalThis.fetch = originalFetch;
}

/** A promise you settle from the test, to hold a request in flight (loading states). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
