import { type CanActivate, type ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type AccessPolicy,
  ACCESS_POLICY,
  ACTS_AS_SELF,
  NOT_WHILE_IMPERSONATING,
  UNAUTHENTICATED_MESSAGE,
} from './access-policy';
import { AccessError } from './access.errors';
import { type Actor, type RequestWithActor } from './actor';
import { actingActor, signedInActor } from './actor-resolution';
import { isUnsafeMethod } from './csrf.guard';
import { readImpersonationClaim } from './impersonation-claim';
import {
  IMPERSONATION_VERIFIER,
  type ImpersonationVerifier,
  SESSION_AUTHENTICATOR,
  type SessionAuthenticator,
} from './ports';
import { SessionCookie } from './session-cookie';

/** What a policy says about an actor: allowed, or the status to answer. */
export function evaluatePolicy(policy: AccessPolicy | undefined, actor: Actor | null): 'allow' | 401 | 403 {
  if (!policy) return 403;
  if (policy.kind === 'public') return 'allow';
  if (!actor) return 401;
  if (policy.kind === 'signedIn') return 'allow';
  return actor.user.role !== null && policy.roles.includes(actor.user.role) ? 'allow' : 403;
}

/**
 * Authentication and authorization, the last global guard (after CSRF and rate limits). Denies by
 * default: a route must declare @Public, @SignedIn or @Roles. Resolves the Actor once per request:
 * the session cookie gives the real user; impersonation headers (or query parameters) switch the
 * acting user only when that user is an admin with an active impersonation of exactly that user
 * and role, and are answered 403 otherwise. Writes made while impersonating are audited with
 * their final status, whether the handler ran or a later check refused them.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly cookie: SessionCookie,
    @Inject(SESSION_AUTHENTICATOR) private readonly sessions: SessionAuthenticator,
    @Inject(IMPERSONATION_VERIFIER) private readonly impersonation: ImpersonationVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, targets);
    const actsAsSelf = this.reflector.getAllAndOverride<boolean | undefined>(ACTS_AS_SELF, targets) ?? false;
    const ownerOnly = this.reflector.getAllAndOverride<boolean | undefined>(NOT_WHILE_IMPERSONATING, targets) ?? false;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & RequestWithActor>();
    const reply = http.getResponse<FastifyReply>();

    if (!policy) {
      this.logger.error({ method: request.method, url: request.url }, 'Route declares no access policy; denied');
      throw AccessError.because('noPolicy');
    }

    const actor = await this.resolveActor(request, reply, actsAsSelf);
    request.actor = actor;

    const verdict = evaluatePolicy(policy, actor);
    if (verdict === 401) {
      throw AccessError.because(
        'signInRequired',
        this.reflector.getAllAndOverride<string | undefined>(UNAUTHENTICATED_MESSAGE, targets),
      );
    }
    if (verdict === 403) throw AccessError.because('forbidden');
    if (ownerOnly && actor?.impersonation) throw AccessError.because('notWhileImpersonating');
    return true;
  }

  private async resolveActor(request: FastifyRequest, reply: FastifyReply, actsAsSelf: boolean): Promise<Actor | null> {
    const token = this.cookie.read(request);
    // An admin's running impersonation keeps the admin's idle session open as long as it runs.
    const actor = await signedInActor(this.sessions, token, this.impersonation);
    // A stale cookie is dropped so the browser stops sending it.
    if (token && !actor) this.cookie.clear(reply);
    if (actsAsSelf) return actor;

    const reading = readImpersonationClaim({ headers: request.headers, query: request.query });
    const acting = await actingActor(this.impersonation, actor, reading);
    if (acting?.impersonation && isUnsafeMethod(request.method))
      this.auditWhenSent(request, reply, acting, acting.impersonation.id);
    return acting;
  }

  /** Records the write once its response (success or refusal) has gone out, with the final status. */
  private auditWhenSent(request: FastifyRequest, reply: FastifyReply, actor: Actor, impersonationId: string): void {
    const route = (request.url.split('?')[0] ?? request.url).slice(0, 2048);
    reply.raw.once('finish', () => {
      this.impersonation
        .recordWrite({
          impersonationId,
          adminId: actor.realUser.id,
          targetUserId: actor.user.id,
          method: request.method,
          route,
          statusCode: reply.raw.statusCode,
        })
        .catch((error: unknown) =>
          this.logger.error({ err: error, route }, 'Could not record an impersonated write in the audit log'),
        );
    });
  }
}
