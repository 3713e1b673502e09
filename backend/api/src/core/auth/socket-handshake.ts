import type { IncomingHttpHeaders } from 'node:http';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { AccessError } from './access.errors';
import type { Actor } from './actor';
import { actingActor, signedInActor } from './actor-resolution';
import { allowedOrigins, isSameSiteRequest } from './csrf.guard';
import { readImpersonationClaim } from './impersonation-claim';
import {
  IMPERSONATION_VERIFIER,
  type ImpersonationVerifier,
  SESSION_AUTHENTICATOR,
  type SessionAuthenticator,
} from './ports';
import { SessionCookie } from './session-cookie';

/** What a socket handshake carries that authentication reads: its HTTP headers and the client's `auth` payload. */
export interface HandshakeCredentials {
  headers: IncomingHttpHeaders;
  /** The impersonation claim under the query parameters' names (browsers cannot set WebSocket headers). */
  auth: Record<string, unknown>;
}

/** The path the audit log records a socket connection under (an impersonated one is a visit as the user). */
export const SOCKET_AUDIT_ROUTE = '/socket.io';

/**
 * Authenticates a Socket.IO handshake exactly as the HTTP guards do a request: it must come from
 * the site's own origin (the CSRF rule of unsafe requests: a WebSocket is not bound by CORS), its
 * session cookie gives the user, and an impersonation claim (in `auth` or the headers) makes an
 * admin act as the user only when it names their running impersonation. An impersonated
 * connection is recorded in the audit log, as an impersonated write is.
 */
@Injectable()
export class HandshakeAuthenticator {
  private readonly logger = new Logger(HandshakeAuthenticator.name);
  private readonly allowed: ReadonlySet<string>;

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly cookie: SessionCookie,
    @Inject(SESSION_AUTHENTICATOR) private readonly sessions: SessionAuthenticator,
    @Inject(IMPERSONATION_VERIFIER) private readonly impersonation: ImpersonationVerifier,
  ) {
    this.allowed = allowedOrigins(config);
  }

  /** Whether the handshake comes from the site itself (checked before anything else is read). */
  fromOwnSite(headers: IncomingHttpHeaders): boolean {
    return isSameSiteRequest(headers, this.allowed);
  }

  /** The connection's actor, or an AccessError: csrfRejected, signInRequired or impersonationRejected. */
  async authenticate(handshake: HandshakeCredentials, options: { audit: boolean }): Promise<Actor> {
    if (!this.fromOwnSite(handshake.headers)) throw AccessError.because('csrfRejected');
    const actor = await this.actorOf(handshake);
    if (actor.impersonation && options.audit) {
      await this.impersonation
        .recordWrite({
          impersonationId: actor.impersonation.id,
          adminId: actor.realUser.id,
          targetUserId: actor.user.id,
          method: 'GET',
          route: SOCKET_AUDIT_ROUTE,
          statusCode: 200,
        })
        .catch((error: unknown) =>
          this.logger.error({ err: error }, 'Could not record an impersonated chat connection in the audit log'),
        );
    }
    return actor;
  }

  /**
   * The actor the handshake's credentials give now, without auditing: a socket re-checks before each
   * thing it asks, so a session signed out or an impersonation stopped since stops counting.
   */
  async actorOf(handshake: HandshakeCredentials): Promise<Actor> {
    const token = this.cookie.readHeader(single(handshake.headers.cookie));
    const signedIn = await signedInActor(this.sessions, token, this.impersonation);
    if (!signedIn) throw AccessError.because('signInRequired');
    const claim = readImpersonationClaim({ headers: handshake.headers, query: handshake.auth });
    const actor = await actingActor(this.impersonation, signedIn, claim);
    if (!actor) throw AccessError.because('signInRequired');
    return actor;
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join('; ') : value;
}
