import { api, type RequestOptions } from '@marketplace/api-client';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  PasswordResetRequest,
  SignOutOthersResponse,
} from '@marketplace/contracts';

// The account area's requests, used by the settings cards and the shell's reset-password page.

/** POST /api/auth/password-reset: e-mails a reset link (the answer is the same for unknown addresses). */
export function requestPasswordReset(request: PasswordResetRequest, options?: RequestOptions): Promise<unknown> {
  return api.post<unknown>('/api/auth/password-reset', request, options);
}

/** POST to the role's change-email endpoint (/api/seeker/account/email or /api/employer/account/email). */
export function changeEmail(endpoint: string, request: ChangeEmailRequest): Promise<unknown> {
  return api.post<unknown>(endpoint, request);
}

/** POST /api/account/password. */
export function changePassword(request: ChangePasswordRequest): Promise<unknown> {
  return api.post<unknown>('/api/account/password', request);
}

/** POST /api/account/sign-out-others: ends the account's other sessions; the answer says how many. */
export function signOutOtherDevices(): Promise<SignOutOthersResponse> {
  return api.post<SignOutOthersResponse>('/api/account/sign-out-others');
}

/** POST /api/account/delete, confirmed by typing the account's e-mail. */
export function deleteAccount(request: DeleteAccountRequest): Promise<unknown> {
  return api.post<unknown>('/api/account/delete', request);
}
