import type { ErrorBody } from '@marketplace/contracts';
import { ApiError, messageForStatus, NETWORK_ERROR_MESSAGE } from './errors';

/** Supplies extra request headers (the auth lib adds the impersonation headers this way). */
export type HeaderProvider = () => Record<string, string> | null | undefined;

/** Told about every failed call (after the error is built, before it is thrown to the caller). */
export type ErrorListener = (error: ApiError, request: { method: string; path: string }) => void;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Leave out the registered header providers' headers. For calls about the signed-in person
   * themselves (their session, their real role), which must not be answered as someone else.
   */
  skipHeaderProviders?: boolean;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  del<T = void>(path: string, options?: RequestOptions): Promise<T>;
  /** Adds a header provider consulted on every request; returns a function that removes it. */
  registerHeaderProvider(provider: HeaderProvider): () => void;
  /** Adds a listener told about every failed request; returns a function that removes it. */
  registerErrorListener(listener: ErrorListener): () => void;
}

export interface ApiClientOptions {
  /** Prefix for relative paths; the API shares the page's origin, so '' by default. */
  baseUrl?: string;
  /** Looked up per request so tests can replace the global fetch. */
  fetch?: () => typeof fetch;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as Partial<ErrorBody>).error === 'string';
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  // Some servers and proxies drop the content type; a body that looks like JSON is read as JSON.
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return type.includes('json') ? undefined : text;
    }
  }
  return text;
}

export function createApiClient({
  baseUrl = '',
  fetch: getFetch = () => globalThis.fetch,
}: ApiClientOptions = {}): ApiClient {
  const headerProviders = new Set<HeaderProvider>();
  const errorListeners = new Set<ErrorListener>();

  function failed(error: ApiError, method: string, path: string): ApiError {
    for (const listener of errorListeners) {
      try {
        listener(error, { method, path });
      } catch (cause) {
        // A faulty listener must not hide the request's own error from its caller.
        console.error('An API error listener failed', cause);
      }
    }
    return error;
  }

  async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (!options.skipHeaderProviders) {
      for (const provider of headerProviders) Object.assign(headers, provider() ?? {});
    }
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    Object.assign(headers, options.headers);

    let response: Response;
    try {
      response = await getFetch()(buildUrl(baseUrl, path, options.query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (cause) {
      // Aborts are React Query cancelling a request; let them through untouched.
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw failed(new ApiError(0, { error: NETWORK_ERROR_MESSAGE }, false), method, path);
    }

    const payload = await readBody(response);
    if (!response.ok) {
      throw failed(
        isErrorBody(payload)
          ? new ApiError(response.status, payload)
          : new ApiError(response.status, { error: messageForStatus(response.status) }, false),
        method,
        path,
      );
    }
    return payload as T;
  }

  return {
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    del: (path, options) => request('DELETE', path, undefined, options),
    registerHeaderProvider(provider) {
      headerProviders.add(provider);
      return () => {
        headerProviders.delete(provider);
      };
    },
    registerErrorListener(listener) {
      errorListeners.add(listener);
      return () => {
        errorListeners.delete(listener);
      };
    },
  };
}

/**
 * The app-wide client. This lib is a federation singleton, so a header provider registered here
 * (by the shell's auth lib) applies to requests from every remote too.
 */
export const api: ApiClient = createApiClient();
