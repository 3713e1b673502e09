import {
  type ArgumentsHost,
  BadRequestException,
  InternalServerErrorException,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';
import type { ErrorContext, ErrorReporter } from '../error-reporting/error-reporter';
import { AccessError } from '../auth/access.errors';
import { HttpErrorFilter } from './http-error.filter';
import { RequestValidationException } from './request-validation.exception';

function fakeHost(type = 'http', actor: unknown = undefined) {
  const response = { sent: false };
  const host = {
    getType: () => type,
    switchToHttp: () => ({
      getRequest: () => ({ id: 'req-1', method: 'GET', url: '/api/jobs', actor }),
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

function fakeReporter() {
  const reports: Array<[unknown, ErrorContext | undefined]> = [];
  const reporter = { report: (error: unknown, context?: ErrorContext) => void reports.push([error, context]) };
  return { reporter: reporter as unknown as ErrorReporter, reports };
}

const filterOf = (adapterHost: HttpAdapterHost, reporter = fakeReporter().reporter) =>
  new HttpErrorFilter(adapterHost, reporter);

describe('HttpErrorFilter', () => {
  afterEach(() => jest.restoreAllMocks());

  it('replies with the error shape and status', () => {
    const { adapterHost, calls } = fakeAdapter();
    const { host, response } = fakeHost();
    filterOf(adapterHost).catch(new RequestValidationException({ cursor: ['Invalid cursor'] }), host);
    expect(calls.reply).toEqual([
      response,
      { error: 'Invalid input', code: 'INVALID_INPUT', fieldErrors: { cursor: ['Invalid cursor'] } },
      400,
    ]);
    expect(calls.headers['cache-control']).toBe('no-store');
  });

  it('tags the answer with the request id, also when a hook failed before the one that usually does', () => {
    const { adapterHost, calls } = fakeAdapter();
    filterOf(adapterHost).catch(new NotFoundException(), fakeHost().host);
    expect(calls.headers['x-request-id']).toBe('req-1');
  });

  it('logs unexpected errors with their stack but replies only the generic text', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { adapterHost, calls } = fakeAdapter();
    const failure = new Error('duplicate key value violates unique constraint "users_email_key"');
    filterOf(adapterHost).catch(failure, fakeHost().host);
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
    filterOf(adapterHost).catch(new NotFoundException('Cannot GET /api/nope'), fakeHost().host);
    expect(calls.reply?.slice(1)).toEqual([{ error: 'Not found', code: 'NOT_FOUND' }, 404]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('reports unexpected errors to the error reporter, with the request id and the acting user id only', () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { adapterHost } = fakeAdapter();
    const { reporter, reports } = fakeReporter();
    const actor = { user: { id: 'user-7', email: 'maya@example.com' }, realUser: { id: 'admin-1' } };
    const failure = new Error('boom');
    new HttpErrorFilter(adapterHost, reporter).catch(failure, fakeHost('http', actor).host);
    const internal = new InternalServerErrorException();
    new HttpErrorFilter(adapterHost, reporter).catch(internal, fakeHost().host);
    expect(reports).toEqual([
      [failure, { requestId: 'req-1', userId: 'user-7' }],
      [internal, { requestId: 'req-1', userId: undefined }],
    ]);
  });

  it('reports no client error (4xx) and no deliberate 503', () => {
    const { adapterHost, calls } = fakeAdapter();
    const { reporter, reports } = fakeReporter();
    const filter = new HttpErrorFilter(adapterHost, reporter);
    const deliberate = [
      new NotFoundException(),
      new BadRequestException('Invalid input'),
      AccessError.because('signInRequired'),
      new ServiceUnavailableException('Not ready: Redis is not reachable'),
    ];
    for (const exception of deliberate) filter.catch(exception, fakeHost().host);
    expect(calls.reply?.[2]).toBe(503);
    expect(reports).toEqual([]);
  });

  it('leaves a response alone once its headers went out', () => {
    const { adapterHost, calls } = fakeAdapter(true);
    filterOf(adapterHost).catch(new NotFoundException(), fakeHost().host);
    expect(calls.reply).toBeUndefined();
  });

  it('rethrows outside HTTP (queue workers handle their own failures)', () => {
    const { adapterHost } = fakeAdapter();
    const failure = new Error('boom');
    expect(() => filterOf(adapterHost).catch(failure, fakeHost('rpc').host)).toThrow(failure);
  });
});
