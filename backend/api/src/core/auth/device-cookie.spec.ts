import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { loadConfig } from '../../config/app-config';
import { UNIT_STORAGE_ENV } from '../../../test/support/accounts-fakes';
import { DeviceCookie } from './device-cookie';

const deviceCookie = (publicUrl: string) =>
  new DeviceCookie(
    loadConfig(
      { DATABASE_URL: 'postgres://h/db', REDIS_URL: 'redis://h', ...UNIT_STORAGE_ENV, PUBLIC_URL: publicUrl },
      '/srv',
    ),
  );

const TOKEN = 'A'.repeat(43);

/** Answers one request that issues the device cookie; returns the Set-Cookie line and the token read back. */
async function issue(publicUrl: string, sent?: string): Promise<{ header: string; token: string; readBack: string }> {
  const cookie = deviceCookie(publicUrl);
  const app = Fastify();
  await app.register(fastifyCookie);
  let token = '';
  let readBack = '';
  app.post('/', (request, reply) => {
    token = cookie.issue(request, reply);
    readBack = cookie.read(request) ?? '';
    return reply.send('ok');
  });
  const response = await app.inject({
    method: 'POST',
    url: '/',
    ...(sent ? { headers: { cookie: `${cookie.name}=${sent}` } } : {}),
  });
  await app.close();
  return { header: String(response.headers['set-cookie']), token, readBack };
}

describe('DeviceCookie', () => {
  it('gives a new browser a random token for a year, HttpOnly, Secure and __Host- prefixed on https', async () => {
    const { header, token, readBack } = await issue('https://nestwork.example');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(header).toBe(`__Host-nestwork_device=${token}; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax`);
    // Readable while the same request is still being answered (the sign-in limits remember it then).
    expect(readBack).toBe(token);
    expect((await issue('https://nestwork.example')).token).not.toBe(token);
  });

  it("keeps a browser's own token, renewing it; on plain-http localhost without Secure or prefix", async () => {
    const { header, token } = await issue('http://localhost:3000', TOKEN);
    expect(token).toBe(TOKEN);
    expect(header).toBe(`nestwork_device=${TOKEN}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`);
  });

  it('ignores a value that is not a token it could have made, and replaces it', async () => {
    const cookie = deviceCookie('https://nestwork.example');
    expect(cookie.read({ cookies: { '__Host-nestwork_device': TOKEN } } as never)).toBe(TOKEN);
    expect(cookie.read({ cookies: { '__Host-nestwork_device': 'x'.repeat(5000) } } as never)).toBeUndefined();
    expect(cookie.read({ cookies: { nestwork_device: TOKEN } } as never)).toBeUndefined();
    const { token } = await issue('https://nestwork.example', 'not a token');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
