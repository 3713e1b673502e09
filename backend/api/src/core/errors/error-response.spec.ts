import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  InternalServerErrorException,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { GENERIC_MESSAGES } from '@marketplace/contracts';
import { DomainError } from './domain-error';
import { toErrorResponse } from './error-response';
import { HTTP_LAYER_MESSAGES } from './http-layer-messages';
import { RequestValidationException } from './request-validation.exception';

describe('toErrorResponse', () => {
  it('answers invalid input with 400, a message and fieldErrors', () => {
    const result = toErrorResponse(new RequestValidationException({ cursor: ['Invalid cursor'] }));
    expect(result).toEqual({
      status: 400,
      body: {
        error: GENERIC_MESSAGES.invalidInput,
        code: 'INVALID_INPUT',
        fieldErrors: { cursor: ['Invalid cursor'] },
      },
      unexpected: false,
    });
  });

  it('keeps the message of a deliberate client error and adds no fieldErrors', () => {
    expect(toErrorResponse(new ConflictException('This email address is already in use by another account'))).toEqual({
      status: 409,
      body: { error: 'This email address is already in use by another account', code: 'CONFLICT' },
      unexpected: false,
    });
    expect(toErrorResponse(new BadRequestException('Invalid cursor')).body).toEqual({
      error: 'Invalid cursor',
      code: 'INVALID_INPUT',
    });
  });

  it('uses generic texts when an HTTP error carries no message of its own', () => {
    expect(toErrorResponse(new ForbiddenException()).body).toEqual({ error: 'Forbidden', code: 'FORBIDDEN' });
    expect(toErrorResponse(new BadRequestException({ message: ['a', 'b'] })).body).toEqual({
      error: GENERIC_MESSAGES.invalidInput,
      code: 'INVALID_INPUT',
    });
  });

  it("turns Nest's unknown-route message into 'Not found'", () => {
    expect(toErrorResponse(new NotFoundException('Cannot GET /api/nothing-here'))).toEqual({
      status: 404,
      body: { error: GENERIC_MESSAGES.notFound, code: 'NOT_FOUND' },
      unexpected: false,
    });
    expect(toErrorResponse(new NotFoundException('Job not found')).body).toEqual({
      error: 'Job not found',
      code: 'NOT_FOUND',
    });
  });

  it('keeps a deliberate 503 message (readiness, frontends not built)', () => {
    expect(toErrorResponse(new ServiceUnavailableException('Database is not reachable'))).toEqual({
      status: 503,
      body: { error: 'Database is not reachable', code: 'UNAVAILABLE' },
      unexpected: false,
    });
  });

  it('hides the details of server errors', () => {
    const internal = toErrorResponse(new InternalServerErrorException('connection string postgres://secret'));
    expect(internal).toEqual({
      status: 500,
      body: { error: GENERIC_MESSAGES.internal, code: 'INTERNAL' },
      unexpected: true,
    });

    const crash = toErrorResponse(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(crash).toEqual({
      status: 500,
      body: { error: GENERIC_MESSAGES.internal, code: 'INTERNAL' },
      unexpected: true,
    });
    expect(JSON.stringify(crash.body)).not.toMatch(/undefined|at /);
  });

  it('passes through client errors raised by Fastify (bad JSON, body too large)', () => {
    const fastifyError = Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(toErrorResponse(fastifyError)).toEqual({
      status: 413,
      body: { error: 'Request body is too large', code: 'REQUEST_REJECTED' },
      unexpected: false,
    });

    const notFastify = Object.assign(new Error('secret detail'), { statusCode: 400, code: 'EACCES' });
    expect(toErrorResponse(notFastify).status).toBe(500);
  });

  it("answers Fastify's refusals with texts of our own that never quote the request", () => {
    const badUrl = Object.assign(new Error("'/api/<script>%' is not a valid url component"), {
      statusCode: 400,
      code: 'FST_ERR_BAD_URL',
    });
    expect(toErrorResponse(badUrl)).toEqual({
      status: 400,
      body: { error: HTTP_LAYER_MESSAGES.badUrl, code: 'REQUEST_REJECTED' },
      unexpected: false,
    });
    const longParam = Object.assign(new Error("'/api/jobs/aaaa' is exceeding the max param length"), {
      statusCode: 414,
      code: 'FST_ERR_MAX_PARAM_LENGTH',
    });
    expect(toErrorResponse(longParam).body).toEqual({
      error: HTTP_LAYER_MESSAGES.urlTooLong,
      code: 'REQUEST_REJECTED',
    });
    // One Fastify has no text for here: the status's standard text.
    const other = Object.assign(new Error('querystring must be an object, got <x>'), {
      statusCode: 400,
      code: 'FST_ERR_VALIDATION',
    });
    expect(toErrorResponse(other).body).toEqual({ error: 'Bad Request', code: 'REQUEST_REJECTED' });
  });

  it('recognises a Fastify refusal that Nest wrapped in an HttpException', () => {
    const mediaType = Object.assign(new Error('Unsupported Media Type'), {
      statusCode: 415,
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    });
    const wrapped = new HttpException('Unsupported Media Type', 415, { cause: mediaType });
    expect(toErrorResponse(wrapped)).toEqual({
      status: 415,
      body: { error: HTTP_LAYER_MESSAGES.unsupportedMediaType, code: 'REQUEST_REJECTED' },
      unexpected: false,
    });
  });

  it("answers a module's own error with its kind's status, its message and its code", () => {
    class ShelfError extends DomainError<'SHELF_EMPTY'> {
      static empty(): ShelfError {
        return new ShelfError('SHELF_EMPTY', 'The shelf is empty', 'conflict');
      }
    }
    expect(toErrorResponse(ShelfError.empty())).toEqual({
      status: 409,
      body: { error: 'The shelf is empty', code: 'SHELF_EMPTY' },
      unexpected: false,
    });
  });

  it('keeps the code an exception carries (a replayed answer), else codes it by status', () => {
    const replayed = new HttpException({ message: 'Card declined', code: 'BILLING_CARD_DECLINED' }, 402);
    expect(toErrorResponse(replayed).body).toEqual({ error: 'Card declined', code: 'BILLING_CARD_DECLINED' });
    expect(toErrorResponse(new HttpException('Slow down', 429)).body).toEqual({
      error: 'Slow down',
      code: 'RATE_LIMITED',
    });
    expect(toErrorResponse(new HttpException('Teapot', 418)).body).toEqual({
      error: 'Teapot',
      code: 'REQUEST_REJECTED',
    });
  });

  it('answers 503 with a retry delay when a store could not be reached, and 500 for other failures', () => {
    const postgresShutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = Object.assign(new Error('An exception occurred while executing a query'), {
      name: 'DriverException',
      cause: postgresShutdown,
    });
    const redisGone = Object.assign(new Error('Reached the max retries per request limit'), {
      name: 'MaxRetriesPerRequestError',
    });
    for (const outage of [
      postgresShutdown,
      refused,
      wrapped,
      redisGone,
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ]) {
      expect(toErrorResponse(outage)).toEqual({
        status: 503,
        body: { error: GENERIC_MESSAGES.unavailable, code: 'UNAVAILABLE' },
        unexpected: false,
        retryAfterSeconds: 5,
      });
    }
    const uniqueViolation = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const looping = Object.assign(new Error('boom'), { cause: undefined as unknown });
    looping.cause = looping;
    for (const failure of [uniqueViolation, looping, new TypeError('x is undefined')]) {
      expect(toErrorResponse(failure)).toMatchObject({ status: 500, unexpected: true });
    }
  });
});
