import { GENERIC_MESSAGES, type ErrorBody } from '@marketplace/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';

/** Supplies extra request headers (e.g. impersonation, added by the auth lib in a later issue). */
export type HeaderProvider = () => Record<string, string> | null | undefined;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  del<T = void>(path: string, options?: RequestOptions): Promise<T>;
  /** Adds a header provider consulted on every request; returns a function that removes it. */
  registerHeaderProvider(provider: HeaderProvider): () => void;
}

export interface ApiClientOptions {
  /** Prefix for relative paths; the API shares the page's origin, so '' by default. */
  baseUrl?: string;
  /** Looked up per request so tests can replace the global fetch. */
  fetch?: () => typeof fetch;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).error === 'string';
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

export function createApiClient({ baseUrl = '', fetch: getFetch = () => globalThis.fetch }: ApiClientOptions = {}): ApiClient {
  const headerProviders = new Set<HeaderProvider>();

  async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    for (const provider of headerProviders) Object.assign(headers, provider() ?? {});
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
      throw new ApiError(0, { error: NETWORK_ERROR_MESSAGE });
    }

    const payload = await readBody(response);
    if (!response.ok) {
      throw new ApiError(
        response.status,
        isErrorBody(payload)
          ? payload
          : { error: response.status >= 500 ? GENERIC_MESSAGES.internal : `Request failed (${response.status})` },
      );
    }
    return payload as T;
  }

  return {
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    del: (path, options) => request('DELETE', path, undefined, options),
    registerHeaderProvider(provider) {
      headerProviders.add(provider);
      return () => {
        headerProviders.delete(provider);
      };
    },
  };
}

/**
 * The app-wide client. This lib is a federation singleton, so a header provider registered here
 * (by the shell's auth lib) applies to requests from every remote too.
 */
export const api: ApiClient = createApiClient();
