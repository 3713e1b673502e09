import { api, isApiError } from '@marketplace/api-client';
import type { ImpersonationStartResponse, SessionResponse, SessionUser, UserProfile } from '@marketplace/contracts';

// The session's own requests. They concern the signed-in person (an admin acts as themselves
// here, never as someone they may still be impersonating), so none carries the impersonation headers.
const asSelf = { skipHeaderProviders: true } as const;

/** Query keys of the session area. */
export const profileQueryKey = (actingUserId: string | null) => ['user-profile', actingUserId] as const;

/** GET /api/auth/session: the signed-in user, or null when the server knows no session (401). */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const answer = await api.get<SessionResponse>('/api/auth/session', asSelf);
    return answer?.user ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** GET /api/user/profile, as the acting user (the impersonated one while impersonating); see profile-gate.ts. */
export function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  return api.get<UserProfile>('/api/user/profile', { signal });
}

/** POST /api/auth/sign-out. */
export function postSignOut(): Promise<unknown> {
  return api.post<unknown>('/api/auth/sign-out', undefined, asSelf);
}

/** POST /api/admin/impersonation/start: the server's record of the new impersonation. */
export function postImpersonationStart(targetUserId: string): Promise<ImpersonationStartResponse> {
  return api.post<ImpersonationStartResponse>('/api/admin/impersonation/start', { targetUserId }, asSelf);
}

/** POST /api/admin/impersonation/stop. */
export function postImpersonationStop(targetUserId: string): Promise<unknown> {
  return api.post<unknown>('/api/admin/impersonation/stop', { targetUserId }, asSelf);
}
