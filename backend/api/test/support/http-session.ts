import { IMPERSONATION_HEADERS, type Role } from '@marketplace/contracts';

export interface HttpAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  /** The Set-Cookie lines of the answer. */
  setCookies: string[];
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Sends no Origin on an unsafe request (CSRF tests). */
  noOrigin?: boolean;
}

/**
 * A browser-like client for the API tests: keeps the cookies it is given (respecting Max-Age=0
 * deletions) and sends the site's Origin on unsafe requests, as browsers do.
 */
export class HttpSession {
  readonly cookies = new Map<string, string>();
  private extraHeaders: Record<string, string> = {};

  /**
   * `clientIp` is sent as X-Forwarded-For (testConfig trusts the loopback proxy), so each suite has its own
   * per-address rate-limit counters instead of sharing 127.0.0.1's.
   */
  constructor(
    readonly baseUrl: string,
    readonly origin: string,
    readonly clientIp?: string,
  ) {}

  /** Impersonation headers on every later request (as the shared api-client adds them). */
  impersonate(adminId: string, user: { id: string; role: Role }): this {
    this.extraHeaders = {
      [IMPERSONATION_HEADERS.userId]: user.id,
      [IMPERSONATION_HEADERS.userRole]: user.role,
      [IMPERSONATION_HEADERS.adminId]: adminId,
    };
    return this;
  }

  stopImpersonating(): this {
    this.extraHeaders = {};
    return this;
  }

  /**
   * A copy with the same cookies and no impersonation headers: another tab of the same browser, or,
   * given another instance's `baseUrl`, the browser's next request sent there by the load balancer.
   */
  fork(baseUrl = this.baseUrl): HttpSession {
    const copy = new HttpSession(baseUrl, this.origin, this.clientIp);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(this.clientIp ? { 'x-forwarded-for': this.clientIp } : {}),
      ...this.extraHeaders,
      ...options.headers,
    };
    if (!['GET', 'HEAD'].includes(method) && !options.noOrigin && !('origin' in headers)) headers.origin = this.origin;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: body as T, headers: response.headers, setCookies };
  }

  get<T = Record<string, unknown>>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = Record<string, unknown>>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...options, body: body ?? {} });
  }

  patch<T = Record<string, unknown>>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PATCH', path, { ...options, body: body ?? {} });
  }

  async signIn(email: string, password: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
    const answer = await this.post('/api/auth/sign-in', { email, password }, { headers });
    if (answer.status !== 200)
      throw new Error(`sign-in of ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer;
  }
}

/** Polls until `check` gives a value (e.g. an e-mail arriving). */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
