import { AccessError } from './access.errors';
import { type Actor, actorFor } from './actor';
import type { ClaimReading } from './impersonation-claim';
import type { ImpersonationVerifier, SessionAuthenticator, SessionHolds } from './ports';

/**
 * How a request's or a socket's caller is found, one way for both: the session token gives the
 * signed-in user, and an impersonation claim switches the acting user only when it names exactly
 * the active impersonation that this admin started from this very session.
 */

/**
 * The signed-in user behind a session token (refreshing its idle timer), or null for none, unknown
 * or expired. `holds` keeps an admin's idle session open while one of their impersonations runs.
 */
export async function signedInActor(
  sessions: SessionAuthenticator,
  token: string | undefined,
  holds?: SessionHolds,
): Promise<Actor | null> {
  const session = token ? await sessions.authenticate(token, holds) : null;
  return session ? actorFor({ id: session.sessionId, signedInAt: session.signedInAt }, session.user) : null;
}

/**
 * The actor a claim makes of `actor`: unchanged without a claim; the impersonated user when an
 * admin's claim is verified; otherwise refused (AccessError impersonationRejected), never ignored.
 */
export async function actingActor(
  verifier: ImpersonationVerifier,
  actor: Actor | null,
  reading: ClaimReading,
): Promise<Actor | null> {
  if (reading.kind === 'none') return actor;
  if (
    reading.kind === 'malformed' ||
    !actor ||
    actor.realUser.role !== 'admin' ||
    reading.claim.adminId !== actor.realUser.id
  ) {
    throw AccessError.because('impersonationRejected');
  }
  const verified = await verifier.verify(actor.realUser, actor.session.id, reading.claim);
  if (!verified) throw AccessError.because('impersonationRejected');
  return {
    ...actor,
    user: verified.target,
    impersonation: { id: verified.impersonationId, adminId: actor.realUser.id },
  };
}
