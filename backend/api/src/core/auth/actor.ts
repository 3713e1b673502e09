import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@marketplace/contracts';
import { AccessError } from './access.errors';

/** A user as authorization sees them: enough to decide access without another lookup. */
export interface ActorUser {
  readonly id: string;
  readonly role: Role | null;
  readonly email: string;
  readonly name: string;
  readonly companyId: string | null;
}

/**
 * Who is calling, resolved once per request by the AccessGuard and handed to services first.
 * `realUser` is the signed-in user (the admin, when impersonating); `user` is who the request acts
 * as (the impersonated user, else the same as realUser).
 */
export interface Actor {
  readonly realUser: ActorUser;
  readonly user: ActorUser;
  readonly impersonation: { readonly id: string; readonly adminId: string } | null;
  /** The cookie session: sign-out ends it; signedInAt drives the reverification rule. */
  readonly session: { readonly id: string; readonly signedInAt: Date };
}

export function actorFor(session: { id: string; signedInAt: Date }, user: ActorUser): Actor {
  return { realUser: user, user, impersonation: null, session };
}

export function isImpersonating(actor: Actor | null | undefined): boolean {
  return Boolean(actor?.impersonation);
}

/** What the guards store on the Fastify request. */
export interface RequestWithActor {
  actor?: Actor | null;
}

/**
 * The request's Actor. On a route declared @SignedIn or @Roles it is always there; `optional`
 * (for @Public routes) gives null for anonymous callers.
 */
export const CurrentActor = createParamDecorator(
  (options: { optional?: boolean } | undefined, context: ExecutionContext) => {
    const actor = context.switchToHttp().getRequest<RequestWithActor>().actor ?? null;
    if (!actor && !options?.optional) throw AccessError.because('signInRequired');
    return actor;
  },
);
