import { useQuery } from '@tanstack/react-query';
import { api } from '@marketplace/api-client';
import type {
  ChooseRoleRequest,
  MessageResponse,
  PasswordResetConfirmRequest,
  SessionResponse,
  SignInRequest,
  SignUpRequest,
  UserRoleResponse,
  VerifyEmailRequest,
} from '@marketplace/contracts';

// Every call here is about the signed-in person themselves (or someone signing in), never about
// whom an admin impersonates, so none carries the impersonation headers.
const asSelf = { skipHeaderProviders: true } as const;

/** Query keys of the shell's sign-in and access area. */
export const authKeys = {
  userRole: (userId: string | null) => ['auth', 'user-role', userId] as const,
  verifyEmail: (token: string) => ['auth', 'verify-email', token] as const,
};

/** GET /api/auth/user-role for the signed-in person themselves (never as someone impersonated). */
export function useActualRole(userId: string | null) {
  return useQuery({
    queryKey: authKeys.userRole(userId),
    queryFn: ({ signal }) => api.get<UserRoleResponse>('/api/auth/user-role', { ...asSelf, signal }),
    enabled: userId !== null,
    retry: false,
  });
}

/**
 * POST /api/auth/verify-email with the link's token. A query (not an effect or a mutation) so a
 * double mount sends the single-use token only once, and the answer stays for the page's life.
 */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => api.post<MessageResponse>('/api/auth/verify-email', { token } satisfies VerifyEmailRequest, asSelf),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** POST /api/auth/sign-in: the new session's user. */
export function signIn(request: SignInRequest): Promise<SessionResponse> {
  return api.post<SessionResponse>('/api/auth/sign-in', request, asSelf);
}

/** POST /api/auth/sign-up: the new account, signed in. */
export function signUp(request: SignUpRequest): Promise<SessionResponse> {
  return api.post<SessionResponse>('/api/auth/sign-up', request, asSelf);
}

/** POST /api/auth/role: a signed-in user without a role picks seeker or employer. */
export function chooseRole(request: ChooseRoleRequest): Promise<unknown> {
  return api.post<unknown>('/api/auth/role', request, asSelf);
}

/** POST /api/auth/password-reset/confirm: the e-mailed token and the new password. */
export function confirmPasswordReset(request: PasswordResetConfirmRequest): Promise<unknown> {
  return api.post<unknown>('/api/auth/password-reset/confirm', request, asSelf);
}
