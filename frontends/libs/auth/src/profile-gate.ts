import { isApiError } from '@marketplace/api-client';
import { PROFILE_FETCH_MAX_CONSECUTIVE_401, type UserProfile } from '@marketplace/contracts';
import { getProfile } from './api';

/** Thrown instead of calling the server once profile fetches are blocked. */
export class ProfileFetchBlockedError extends Error {
  override readonly name = 'ProfileFetchBlockedError';
  constructor() {
    super('Your session has ended. Please sign in again.');
  }
}

/**
 * After 3 consecutive 401 replies, profile fetches stop for the rest of the
 * session. Module state, so the count is shared by the shell and every remote (this lib is a
 * federation singleton); a successful sign-in starts a new session and resets it.
 */
const gate = { consecutive401: 0, blocked: false };
const gateListeners = new Set<() => void>();

function setBlocked(blocked: boolean): void {
  if (gate.blocked === blocked) return;
  gate.blocked = blocked;
  for (const listener of gateListeners) listener();
}

export function isProfileFetchBlocked(): boolean {
  return gate.blocked;
}

export function subscribeProfileGate(listener: () => void): () => void {
  gateListeners.add(listener);
  return () => {
    gateListeners.delete(listener);
  };
}

/** A new session (sign-in, sign-up): profile fetches are allowed again. */
export function resetProfileFetchGate(): void {
  gate.consecutive401 = 0;
  setBlocked(false);
}

/** `GET /api/user/profile` under the 3 x 401 rule (as the impersonated user while impersonating). */
export async function fetchProfile(signal?: AbortSignal): Promise<UserProfile> {
  if (gate.blocked) throw new ProfileFetchBlockedError();
  try {
    const profile = await getProfile(signal);
    gate.consecutive401 = 0;
    return profile;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      gate.consecutive401 += 1;
      if (gate.consecutive401 >= PROFILE_FETCH_MAX_CONSECUTIVE_401) setBlocked(true);
    } else if (isApiError(error) && error.status !== 0) {
      // Only consecutive 401s count; any other answer from the server breaks the run.
      gate.consecutive401 = 0;
    }
    throw error;
  }
}
