import { AUTH_MESSAGES, GENERIC_MESSAGES } from '@marketplace/contracts';
import { unitConfig } from '../../../test/support/accounts-fakes';
import type { ActorUser } from './actor';
import type { AuthenticatedSession, ImpersonatedWrite, ImpersonationVerifier, SessionAuthenticator } from './ports';
import { SessionCookie } from './session-cookie';
import { HandshakeAuthenticator, SOCKET_AUDIT_ROUTE } from './socket-handshake';

const admin: ActorUser = { id: 'a-1', role: 'admin', email: 'admin@demo.local', name: 'Ada', companyId: null };
const seeker: ActorUser = { id: 's-1', role: 'seeker', email: 'seeker@demo.local', name: 'Sol', companyId: null };

function setUp() {
  const config = unitConfig({ PUBLIC_URL: 'https://nestwork.example' });
  const cookie = new SessionCookie(config);
  const sessions: Record<string, AuthenticatedSession> = {
    'admin-token': { sessionId: 'admin-session', signedInAt: new Date(), user: admin },
    'seeker-token': { sessionId: 'seeker-session', signedInAt: new Date(), user: seeker },
  };
  const authenticator: SessionAuthenticator = { authenticate: async (token) => sessions[token] ?? null };
  const writes: ImpersonatedWrite[] = [];
  const verifier: ImpersonationVerifier = {
    verify: async (who, adminSessionId, claim) =>
      who.id === admin.id && adminSessionId === 'admin-session' && claim.userId === seeker.id && claim.role === 'seeker'
        ? { impersonationId: 'imp-1', target: seeker }
        : null,
    recordWrite: async (write) => {
      writes.push(write);
    },
    heldOpenUntil: async () => null,
  };
  const handshakes = new HandshakeAuthenticator(config, cookie, authenticator, verifier);
  const handshake = (token: string | null, origin: string | null, auth: Record<string, unknown> = {}) => ({
    headers: {
      ...(token ? { cookie: `theme=dark; ${config.sessionCookie.name}=${token}` } : {}),
      ...(origin ? { origin } : {}),
    },
    auth,
  });
  return { handshakes, handshake, writes, config };
}

const claim = { impersonatedUserId: seeker.id, impersonatedUserRole: 'seeker', adminId: admin.id };

describe('HandshakeAuthenticator', () => {
  it('takes the user from the session cookie of a handshake from the site’s own origin', async () => {
    const { handshakes, handshake, writes } = setUp();
    const actor = await handshakes.authenticate(handshake('seeker-token', 'https://nestwork.example'), { audit: true });
    expect(actor).toMatchObject({
      user: seeker,
      realUser: seeker,
      impersonation: null,
      session: { id: 'seeker-session' },
    });
    expect(writes).toEqual([]);
  });

  it('refuses another origin, no origin, no session and an unknown one, as HTTP does', async () => {
    const { handshakes, handshake } = setUp();
    for (const origin of ['https://evil.example', null, 'null'])
      await expect(handshakes.authenticate(handshake('seeker-token', origin), { audit: true })).rejects.toMatchObject({
        code: 'ACCESS_CSRF_REJECTED',
        message: AUTH_MESSAGES.csrfRejected,
      });
    for (const token of [null, 'stale-token'])
      await expect(
        handshakes.authenticate(handshake(token, 'https://nestwork.example'), { audit: true }),
      ).rejects.toMatchObject({ code: 'ACCESS_SIGN_IN_REQUIRED', message: GENERIC_MESSAGES.unauthorized });
  });

  it('lets an admin act as the user they impersonate, recorded in the audit log; any other claim is refused', async () => {
    const { handshakes, handshake, writes } = setUp();
    const actor = await handshakes.authenticate(handshake('admin-token', 'https://nestwork.example', claim), {
      audit: true,
    });
    expect(actor).toMatchObject({ user: seeker, realUser: admin, impersonation: { id: 'imp-1', adminId: admin.id } });
    expect(writes).toEqual([
      {
        impersonationId: 'imp-1',
        adminId: admin.id,
        targetUserId: seeker.id,
        method: 'GET',
        route: SOCKET_AUDIT_ROUTE,
        statusCode: 200,
      },
    ]);
    // A recovered connection is checked again without a second entry.
    await handshakes.authenticate(handshake('admin-token', 'https://nestwork.example', claim), { audit: false });
    expect(writes).toHaveLength(1);

    for (const [token, auth] of [
      ['seeker-token', claim],
      ['admin-token', { ...claim, impersonatedUserId: 'someone-else' }],
      ['admin-token', { ...claim, adminId: 'another-admin' }],
      ['admin-token', { impersonatedUserId: seeker.id }],
      ['admin-token', { ...claim, impersonatedUserRole: 'wizard' }],
    ] as const)
      await expect(
        handshakes.authenticate(handshake(token, 'https://nestwork.example', auth), { audit: true }),
      ).rejects.toMatchObject({ code: 'ACCESS_IMPERSONATION_REJECTED' });
  });
});
