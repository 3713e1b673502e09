import { Body, Controller, Get, Module, Param, Post } from '@nestjs/common';
import { APP_FILTER, NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ErrorReporter } from '../error-reporting/error-reporter';
import { HttpErrorFilter } from '../errors/http-error.filter';
import { HTTP_LAYER_MESSAGES } from '../errors/http-layer-messages';
import { requestIdFor } from '../logging/request-id';
import { ApiFastifyAdapter, clientErrorResponse, rawErrorResponse } from './api-fastify-adapter';

@Controller('api/things')
class ThingsController {
  @Post()
  create(@Body() body: unknown): { received: unknown } {
    return { received: body };
  }

  @Get(':id')
  one(@Param('id') id: string): { id: string } {
    return { id };
  }
}

@Module({
  controllers: [ThingsController],
  providers: [
    { provide: APP_FILTER, useClass: HttpErrorFilter },
    { provide: ErrorReporter, useValue: new ErrorReporter('api') },
  ],
})
class ThingsModule {}

describe('ApiFastifyAdapter', () => {
  let app: NestFastifyApplication;
  let adapter: ApiFastifyAdapter;

  beforeAll(async () => {
    adapter = new ApiFastifyAdapter({ genReqId: requestIdFor });
    app = await NestFactory.create<NestFastifyApplication>(ThingsModule, adapter, {
      logger: false,
      abortOnError: false,
    });
    app.useSecurityHeaders();
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(() => app?.close());

  const inject = (options: {
    method: 'GET' | 'POST';
    url: string;
    headers?: Record<string, string>;
    payload?: string | Buffer;
  }) => app.getHttpAdapter().getInstance().inject(options);
  const postJson = (payload: string | Buffer, contentType = 'application/json') =>
    inject({ method: 'POST', url: '/api/things', headers: { 'content-type': contentType }, payload });

  it('parses JSON bodies as before', async () => {
    const answer = await postJson('{"title":"Chef","skills":["a"]}');
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ received: { title: 'Chef', skills: ['a'] } });
  });

  it.each([
    ['nested 100,000 deep', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, HTTP_LAYER_MESSAGES.bodyTooDeep],
    ['malformed', '{"title":', HTTP_LAYER_MESSAGES.bodyNotJson],
    ['with a __proto__ key', '{"__proto__":{"isAdmin":true}}', HTTP_LAYER_MESSAGES.bodyForbiddenKey],
    ['not UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]), HTTP_LAYER_MESSAGES.bodyNotUtf8],
    ['empty', '', HTTP_LAYER_MESSAGES.bodyEmpty],
  ])('refuses a JSON body that is %s with 400 in the error shape', async (_name, payload, message) => {
    const answer = await postJson(payload);
    expect({ status: answer.statusCode, body: answer.json() as unknown }).toEqual({
      status: 400,
      body: { error: message, code: 'REQUEST_REJECTED' },
    });
    expect(answer.headers['x-request-id']).toEqual(expect.any(String));
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
    'refuses %s bodies with 415',
    async (type) => {
      const answer = await postJson('title=Chef', type);
      expect({ status: answer.statusCode, body: answer.json() as unknown }).toEqual({
        status: 415,
        body: { error: HTTP_LAYER_MESSAGES.unsupportedMediaType, code: 'REQUEST_REJECTED' },
      });
    },
  );

  it('refuses a body over 1 MiB with 413', async () => {
    const answer = await postJson(JSON.stringify({ title: 'x'.repeat(1024 * 1024) }));
    expect({ status: answer.statusCode, body: answer.json() as unknown }).toEqual({
      status: 413,
      body: { error: HTTP_LAYER_MESSAGES.bodyTooLarge, code: 'REQUEST_REJECTED' },
    });
  });

  it('answers a malformed URL, which the router refuses before any hook, in the error shape with the usual headers and no echo', async () => {
    const answer = await inject({
      method: 'GET',
      url: '/api/things/%E0%A4%A<script>',
      headers: { 'x-request-id': 'edge-7' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toBe(JSON.stringify({ error: HTTP_LAYER_MESSAGES.badUrl, code: 'REQUEST_REJECTED' }));
    expect(answer.headers).toMatchObject({
      'x-request-id': 'edge-7',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringContaining("default-src 'self'"),
    });
  });

  it('answers an over-long path parameter with 414 in the error shape', async () => {
    const answer = await inject({ method: 'GET', url: `/api/things/${'a'.repeat(300)}` });
    expect({ status: answer.statusCode, body: answer.json() as unknown }).toEqual({
      status: 414,
      body: { error: HTTP_LAYER_MESSAGES.urlTooLong, code: 'REQUEST_REJECTED' },
    });
    expect(answer.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers a connection the HTTP parser gives up on in the error shape, with a request id', () => {
    const written: string[] = [];
    const socket = {
      destroyed: false,
      writable: true,
      write: (chunk: string) => written.push(chunk),
      destroy: jest.fn(),
    };
    const overflow = Object.assign(new Error('Header overflow'), { code: 'HPE_HEADER_OVERFLOW' });
    app.getHttpAdapter().getInstance().server.emit('clientError', overflow, socket);
    const [head, body] = written.join('').split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(head).toMatch(/\r\nx-request-id: [0-9a-f-]{36}(\r\n|$)/);
    expect(head).toMatch(/\r\nx-content-type-options: nosniff(\r\n|$)/);
    expect(JSON.parse(body!)).toEqual({ error: HTTP_LAYER_MESSAGES.headersTooLarge, code: 'REQUEST_REJECTED' });
    expect(socket.destroy).toHaveBeenCalledWith(overflow);
  });

  it('leaves a connection that was reset alone', () => {
    const socket = { destroyed: true, writable: false, write: jest.fn(), destroy: jest.fn() };
    app
      .getHttpAdapter()
      .getInstance()
      .server.emit('clientError', Object.assign(new Error('reset'), { code: 'ECONNRESET' }), socket);
    expect(socket.write).not.toHaveBeenCalled();
  });
});

describe('clientErrorResponse and rawErrorResponse', () => {
  it('maps parser failures to a status and a fixed text', () => {
    expect(clientErrorResponse('HPE_HEADER_OVERFLOW')).toEqual({
      status: 431,
      message: HTTP_LAYER_MESSAGES.headersTooLarge,
    });
    expect(clientErrorResponse('ERR_HTTP_REQUEST_TIMEOUT')).toEqual({
      status: 408,
      message: HTTP_LAYER_MESSAGES.timeout,
    });
    expect(clientErrorResponse('HPE_INVALID_METHOD')).toEqual({ status: 400, message: HTTP_LAYER_MESSAGES.badRequest });
    expect(clientErrorResponse(undefined)).toEqual({ status: 400, message: HTTP_LAYER_MESSAGES.badRequest });
  });

  it('writes a complete HTTP/1.1 response whose length counts bytes', () => {
    const response = rawErrorResponse(400, 'Café', { 'x-request-id': 'abc' });
    const [head, body] = response.split('\r\n\r\n');
    expect(body).toBe('{"error":"Café","code":"REQUEST_REJECTED"}');
    expect(head).toContain(`content-length: ${Buffer.byteLength(body!)}`);
    expect(head).toContain('connection: close');
    expect(head).toContain('x-request-id: abc');
  });
});
