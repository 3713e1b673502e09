import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { Role } from '@marketplace/contracts';

/** Who may call a route. Every route declares one; a route without one is denied to everyone. */
export type AccessPolicy = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'roles'; roles: readonly Role[] };

export const ACCESS_POLICY = 'nestwork:access-policy';
export const ACTS_AS_SELF = 'nestwork:acts-as-self';
export const NOT_WHILE_IMPERSONATING = 'nestwork:not-while-impersonating';
export const UNAUTHENTICATED_MESSAGE = 'nestwork:unauthenticated-message';
export const CROSS_SITE_ALLOWED = 'nestwork:cross-site-allowed';

/** Anyone, signed in or not. */
export const Public = (): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_POLICY, { kind: 'public' } satisfies AccessPolicy);

/** Any signed-in user, including one who has not chosen a role yet. */
export const SignedIn = (): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_POLICY, { kind: 'signedIn' } satisfies AccessPolicy);

/** Signed-in users whose (effective, i.e. impersonated) role is one of these. */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => {
  if (roles.length === 0) throw new Error('@Roles() needs at least one role');
  return SetMetadata(ACCESS_POLICY, { kind: 'roles', roles } satisfies AccessPolicy);
};

/**
 * The route is about the signed-in user themself (session, sign-out, starting or stopping an
 * impersonation): impersonation headers are ignored there, neither honoured nor rejected.
 */
export const ActsAsSelf = (): MethodDecorator & ClassDecorator => SetMetadata(ACTS_AS_SELF, true);

/** Refused (403) while an admin impersonates: credentials and the account itself stay the owner's. */
export const NotWhileImpersonating = (): MethodDecorator & ClassDecorator => SetMetadata(NOT_WHILE_IMPERSONATING, true);

/** @Roles plus @NotWhileImpersonating, for the owner-only account settings. */
export const OwnerOnly = (...roles: Role[]): MethodDecorator =>
  applyDecorators(roles.length > 0 ? Roles(...roles) : SignedIn(), NotWhileImpersonating());

/** The 401 text of a route whose screen has its own words for "no user" (e.g. the profile's 'User not authenticated'). */
export const UnauthenticatedMessage = (message: string): MethodDecorator & ClassDecorator =>
  SetMetadata(UNAUTHENTICATED_MESSAGE, message);

/**
 * Unsafe requests may come from any origin (the CSRF origin check is skipped): only for routes that
 * other servers call, such as a mail provider's one-click unsubscribe, authorised by a token in the
 * request and never by the session cookie.
 */
export const CrossSiteAllowed = (): MethodDecorator => SetMetadata(CROSS_SITE_ALLOWED, true);
