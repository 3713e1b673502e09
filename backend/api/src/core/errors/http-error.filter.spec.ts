import { type ArgumentsHost, Logger, NotFoundException } from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';
import { HttpErrorFilter } from './http-error.filter';
import { RequestValidationException } from './request-validation.exception';

function fakeHost(type = 'http') {
  const response = { sent: false };
  const host = {
    getType: () => type,
    switchToHttp: () => ({
      getRequest: () => ({ id: 'req-1', method: 'GET', url: '/api/jobs' }),
      getResponse: () => response,
    }),
  } as unknown as ArgumentsHost;
  return { host, response };
}

function fakeAdapter(headersSent = false) {
  const calls: { reply?: [unknown, unknown, number]; headers: Record<string, string> } = { headers: {} };
  const httpAdapter = {
    isHeadersSent: () => headersSent,
    setHeader: (_res: unknown, name: string, value: string) => {
      calls.headers[name] = value;
    },
    reply: (res: unknown, body: unknown, status: number) => {
      calls.reply = [res, body, status];
    },
  };
  return { adapterHost: { httpAdapter } as unknown as HttpAdapterHost, calls };
}

describe('HttpErrorFilter', () => {
  afterEach(() => jest.restoreAllMocks());

  it('replies with the error shape and status', () => {
    const { adapterHost, calls } = fakeAdapter();
    const { host, response } = fakeHost();
    new HttpErrorFilter(adapterHost).catch(new RequestValidationException({ cursor: ['Invalid cursor'] }), host);
    expect(calls.reply).toEqual([
      response,
      { error: 'Invalid input', code: 'INVALID_INPUT', fieldErrors: { cursor: ['Invalid cursor'] } },
      400,
    ]);
    expect(calls.headers['cache-control']).toBe('no-store');
  });

  it('tags the answer with the request id, also when a hook failed before the one that usually does', () => {
    const { adapterHost, calls } = fakeAdapter();
    new HttpErrorFilter(adapterHost).catch(new NotFoundException(), fakeHost().host);
    expect(calls.headers['x-request-id']).toBe('req-1');
  });

  it('logs unexpected errors with their stack but replies only the generic text', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { adapterHost, calls } = fakeAdapter();
    const failure = new Error('duplicate key value violates unique constraint "users_email_key"');
    new HttpErrorFilter(adapterHost).catch(failure, fakeHost().host);
    expect(calls.reply?.[1]).toEqual({ error: 'Something went wrong. Please try again.', code: 'INTERNAL' });
    expect(calls.reply?.[2]).toBe(500);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: failure, url: '/api/jobs' }),
      expect.any(String),
    );
  });

  it('does not log deliberate client errors', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { adapterHost, calls } = fakeAdapter();
    new HttpErrorFilter(adapterHost).catch(new NotFoundException('Cannot GET /api/nope'), fakeHost().host);
    expect(calls.reply?.slice(1)).toEqual([{ error: 'Not found', code: 'NOT_FOUND' }, 404]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('leaves a response alone once its headers went out', () => {
    const { adapterHost, calls } = fakeAdapter(true);
    new HttpErrorFilter(adapterHost).catch(new NotFoundException(), fakeHost().host);
    expect(calls.reply).toBeUndefined();
  });

  it('rethrows outside HTTP (queue workers handle their own failures)', () => {
    const { adapterHost } = fakeAdapter();
    const failure = new Error('boom');
    expect(() => new HttpErrorFilter(adapterHost).catch(failure, fakeHost('rpc').host)).toThrow(failure);
  });
});
