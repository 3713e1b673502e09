import { EventEmitter } from 'node:events';
import type { ExecutionContext } from '@nestjs/common';

/** Test support for the guards: a fake HTTP ExecutionContext around a request and a reply. */
export interface FakeHttp {
  request: {
    method: string;
    url: string;
    ip: string;
    headers: Record<string, string | undefined>;
    query: Record<string, string>;
    body?: unknown;
    cookies: Record<string, string | undefined>;
    actor?: unknown;
  };
  reply: {
    raw: EventEmitter & { statusCode: number };
    headers: Record<string, string>;
    cleared: string[];
    header(name: string, value: string): unknown;
    clearCookie(name: string): unknown;
    setCookie(): unknown;
  };
  context: ExecutionContext;
  /** Emits the response's 'finish' with a status, as Node does once it is sent. */
  finish(statusCode: number): void;
}

export function fakeHttp(
  handler: (...args: never[]) => unknown,
  controller: abstract new (...args: never[]) => unknown,
  request: Partial<FakeHttp['request']> = {},
): FakeHttp {
  const raw = Object.assign(new EventEmitter(), { statusCode: 200 });
  const reply: FakeHttp['reply'] = {
    raw,
    headers: {},
    cleared: [],
    header(name, value) {
      this.headers[name] = value;
      return this;
    },
    clearCookie(name) {
      this.cleared.push(name);
      return this;
    },
    setCookie() {
      return this;
    },
  };
  const fullRequest: FakeHttp['request'] = {
    method: 'GET',
    url: '/api/x',
    ip: '203.0.113.9',
    headers: {},
    query: {},
    cookies: {},
    ...request,
  };
  const context = {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => controller,
    switchToHttp: () => ({ getRequest: () => fullRequest, getResponse: () => reply }),
  } as unknown as ExecutionContext;
  return {
    request: fullRequest,
    reply,
    context,
    finish(statusCode) {
      raw.statusCode = statusCode;
      raw.emit('finish');
    },
  };
}
