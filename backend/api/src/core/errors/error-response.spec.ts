import { BadRequestException, ConflictException, ForbiddenException, InternalServerErrorException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { GENERIC_MESSAGES } from '@marketplace/contracts';
import { toErrorResponse } from './error-response';
import { RequestValidationException } from './request-validation.exception';

describe('toErrorResponse', () => {
  it('answers invalid input with 400, a message and fieldErrors', () => {
    const result = toErrorResponse(new RequestValidationException({ cursor: ['Invalid cursor'] }));
    expect(result).toEqual({
      status: 400,
      body: { error: GENERIC_MESSAGES.invalidInput, fieldErrors: { cursor: ['Invalid cursor'] } },
      unexpected: false,
    });
  });

  it('keeps the message of a deliberate client error and adds no fieldErrors', () => {
    expect(toErrorResponse(new ConflictException('This email address is already in use by another account'))).toEqual({
      status: 409,
      body: { error: 'This email address is already in use by another account' },
      unexpected: false,
    });
    expect(toErrorResponse(new BadRequestException('Invalid cursor')).body).toEqual({ error: 'Invalid cursor' });
  });

  it('uses generic texts when an HTTP error carries no message of its own', () => {
    expect(toErrorResponse(new ForbiddenException()).body).toEqual({ error: 'Forbidden' });
    expect(toErrorResponse(new BadRequestException({ message: ['a', 'b'] })).body).toEqual({ error: GENERIC_MESSAGES.invalidInput });
  });

  it("turns Nest's unknown-route message into 'Not found'", () => {
    expect(toErrorResponse(new NotFoundException('Cannot GET /api/nothing-here'))).toEqual({
      status: 404,
      body: { error: GENERIC_MESSAGES.notFound },
      unexpected: false,
    });
    expect(toErrorResponse(new NotFoundException('Job not found')).body).toEqual({ error: 'Job not found' });
  });

  it('keeps a deliberate 503 message (readiness, frontends not built)', () => {
    expect(toErrorResponse(new ServiceUnavailableException('Database is not reachable'))).toEqual({
      status: 503,
      body: { error: 'Database is not reachable' },
      unexpected: false,
    });
  });

  it('hides the details of server errors', () => {
    const internal = toErrorResponse(new InternalServerErrorException('connection string postgres://secret'));
    expect(internal).toEqual({ status: 500, body: { error: GENERIC_MESSAGES.internal }, unexpected: true });

    const crash = toErrorResponse(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(crash).toEqual({ status: 500, body: { error: GENERIC_MESSAGES.internal }, unexpected: true });
    expect(JSON.stringify(crash.body)).not.toMatch(/undefined|at /);
  });

  it('passes through client errors raised by Fastify (bad JSON, body too large)', () => {
    const fastifyError = Object.assign(new Error('Request body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    expect(toErrorResponse(fastifyError)).toEqual({ status: 413, body: { error: 'Request body is too large' }, unexpected: false });

    const notFastify = Object.assign(new Error('secret detail'), { statusCode: 400, code: 'ECONNRESET' });
    expect(toErrorResponse(notFastify).status).toBe(500);
  });
});
