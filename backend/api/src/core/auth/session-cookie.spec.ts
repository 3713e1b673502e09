import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { loadConfig } from '../../config/app-config';
import { UNIT_STORAGE_ENV, unitConfig } from '../../../test/support/accounts-fakes';
import { SessionCookie } from './session-cookie';

async function setCookieHeader(publicUrl: string, clear = false): Promise<string> {
  const cookie = new SessionCookie(
    loadConfig(
      { DATABASE_URL: 'postgres://h/db', REDIS_URL: 'redis://h', ...UNIT_STORAGE_ENV, PUBLIC_URL: publicUrl },
      '/srv',
    ),
  );
  const app = Fastify();
  await app.register(fastifyCookie);
  app.get('/', (_request, reply) => {
    if (clear) cookie.clear(reply);
    else cookie.set(reply, 'token-value', new Date('2026-01-01T01:00:00Z'), new Date('2026-01-01T00:00:00Z'));
    return reply.send('ok');
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return String(response.headers['set-cookie']);
}

describe('SessionCookie', () => {
  it('is __Host- prefixed, HttpOnly, Secure, SameSite=Lax and Path=/ on https, until the absolute expiry', async () => {
    const header = await setCookieHeader('https://nestwork.example');
    expect(header).toBe('__Host-nestwork_session=token-value; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(header).not.toMatch(/Domain=/i);
  });

  it('drops Secure and the prefix only for plain-http localhost development', async () => {
    expect(await setCookieHeader('http://localhost:3000')).toBe(
      'nestwork_session=token-value; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(await setCookieHeader('http://127.0.0.1:4000')).toMatch(/^nestwork_session=/);
  });

  it('clears with the same attributes', async () => {
    expect(await setCookieHeader('https://nestwork.example', true)).toMatch(
      /^__Host-nestwork_session=; Max-Age=0; Path=\/; Expires=.*; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it('reads only its own cookie', () => {
    const cookie = new SessionCookie(
      loadConfig(
        {
          DATABASE_URL: 'postgres://h/db',
          REDIS_URL: 'redis://h',
          ...UNIT_STORAGE_ENV,
          PUBLIC_URL: 'https://nestwork.example',
        },
        '/srv',
      ),
    );
    expect(cookie.read({ cookies: { '__Host-nestwork_session': 'abc', nestwork_session: 'plain' } } as never)).toBe(
      'abc',
    );
    expect(cookie.read({ cookies: { nestwork_session: 'plain' } } as never)).toBeUndefined();
  });
});

describe('SessionCookie.readHeader', () => {
  it('finds the session token among the cookies of a raw header (a socket handshake)', () => {
    const cookie = new SessionCookie(unitConfig({ PUBLIC_URL: 'https://nestwork.example' }));
    const name = cookie.name;
    expect(cookie.readHeader(`theme=dark; ${name}=tok%2Ben; other=1`)).toBe('tok+en');
    expect(cookie.readHeader(`${name}=abc`)).toBe('abc');
    expect(cookie.readHeader(`x${name}=abc; theme=dark`)).toBeUndefined();
    expect(cookie.readHeader(`${name}=`)).toBeUndefined();
    expect(cookie.readHeader(undefined)).toBeUndefined();
  });
});
