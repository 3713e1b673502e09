import type { Role } from './enums';
import { SESSION_MESSAGES } from './session';

/**
 * The accounts and access API: request and answer shapes shared by the browser and the server,
 * plus the server's user-facing messages.
 */

export type SelfServiceRole = Exclude<Role, 'admin'>;
export const SELF_SERVICE_ROLES: readonly SelfServiceRole[] = ['seeker', 'employer'];

/** POST /api/auth/sign-up */
export interface SignUpRequest {
  email: string;
  password: string;
  name: string;
  role: SelfServiceRole;
  /** Required for employers. */
  companyName?: string;
  /**
   * The page of this site the verification e-mail's link brings the user back to once the address
   * is verified (a path such as `/jobs/{id}-{slug}`; return-path.ts says which qualify).
   */
  returnTo?: string;
}

/** POST /api/auth/sign-in */
export interface SignInRequest {
  email: string;
  password: string;
}

/** The signed-in user as the browser sees it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role | null;
  companyName: string | null;
  headline: string | null;
  profilePictureUrl: string | null;
  emailVerified: boolean;
}

/** GET /api/auth/session (also the answer of sign-up and sign-in). `user` null when signed out. */
export interface SessionResponse {
  user: SessionUser | null;
}

/** GET /api/auth/user-role */
export interface UserRoleResponse {
  role: Role | null;
}

/** POST /api/auth/role: onboarding, for a user whose role is null. */
export interface ChooseRoleRequest {
  role: SelfServiceRole;
  companyName?: string;
}

/** POST /api/auth/verify-email */
export interface VerifyEmailRequest {
  token: string;
}

/** POST /api/auth/password-reset */
export interface PasswordResetRequest {
  email: string;
}

/** POST /api/auth/password-reset/confirm */
export interface PasswordResetConfirmRequest {
  token: string;
  password: string;
}

/** POST /api/account/password */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /api/employer/account/email and POST /api/seeker/account/email */
export interface ChangeEmailRequest {
  newEmail: string;
  /** Checked against the account's password (as well as the recent sign-in) before the address moves. */
  currentPassword: string;
}

/** POST /api/account/delete: the user types their e-mail to confirm. */
export interface DeleteAccountRequest {
  confirmEmail: string;
}

/** Answer of the write calls that only report success. */
export interface MessageResponse {
  message: string;
}

/** POST /api/account/sign-out-others: every other session of the account ends; this one stays. */
export interface SignOutOthersResponse {
  message: string;
  /** How many sessions ended (0 when no other device was signed in). */
  endedSessions: number;
}

/** GET /api/user/profile: the screens read id, profilePictureUrl and presignedProfilePictureUrl from it. */
export interface UserProfile {
  id: string;
  name: string;
  email: string;
  role: Role | null;
  companyName: string | null;
  headline: string | null;
  profilePictureUrl: string | null;
  presignedProfilePictureUrl: string | null;
}

/** PATCH /api/user/profile: only the given fields change; profilePictureUrl null removes the picture. */
export interface UpdateProfileRequest {
  name?: string;
  headline?: string | null;
  profilePictureUrl?: string | null;
}

/** The impersonated user as the banner shows it: name, role, company and headline. */
export interface ImpersonatedUser {
  id: string;
  name: string;
  role: Role;
  companyName: string | null;
  headline: string | null;
}

/** `POST /api/admin/impersonation/start` and `/stop` body: the seeker or employer to act as (or stop acting as). */
export interface ImpersonationTargetRequest {
  targetUserId: string;
}

/** POST /api/admin/impersonation/start { targetUserId } */
export interface ImpersonationStartResponse {
  adminId: string;
  impersonatedUser: ImpersonatedUser;
  /** ISO 8601 */
  startedAt: string;
}

/** GET /api/admin/users?q=&page=&pageSize= */
export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  role: Role | null;
  companyName: string | null;
  /** ISO 8601 */
  joinedAt: string;
  /** The picture as a browser can load it (a signed 64 px link when it sits on storage), or null. */
  profilePictureUrl: string | null;
}

export interface AdminUsersPage {
  users: AdminUserRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** Query parameters carrying the same identity on resume downloads. */
export const IMPERSONATION_QUERY = {
  userId: 'impersonatedUserId',
  userRole: 'impersonatedUserRole',
  adminId: 'adminId',
} as const;

/** Server messages of the accounts capability. Those the screens match on contain the matched words. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  companyNameRequired: 'Company name is required for employers',
  nameRequired: 'Name is required',
  roleInvalid: 'Please choose seeker or employer',
  roleAlreadyChosen: 'Your role is already set',
  /** The 429 text when the wait is not known; the server says how long (signInRateLimitedText). */
  signInRateLimited: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  resetRateLimited: 'Too many password reset requests. Please wait before trying again.',
  /** Contains 'rate limit', so the change-email card shows its 'Too many email change attempts' text. */
  emailChangeRateLimited: 'Email change rate limit reached. Please wait before trying again.',
  /** The change-email card matches 'Reverification required'. */
  reverificationRequired: 'Reverification required: please sign in again to continue',
  currentPasswordWrong: 'Current password is incorrect',
  passwordResetSent: 'If an account exists for that address, a reset link is on its way.',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  verifyTokenInvalid: 'This verification link is invalid or has expired.',
  emailVerified: 'Your email address is verified.',
  passwordChanged: 'Password changed successfully!',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  emailChanged: 'Email address updated successfully! You can now sign in with your new email address.',
  deleteConfirmMismatch: 'Type your email address exactly to confirm',
  accountDeleted: 'Your account has been deleted.',
  adminSignUpForbidden: 'Admin accounts cannot be created through sign-up',
  csrfRejected: SESSION_MESSAGES.csrfRejected,
  csrfRejectedHint: SESSION_MESSAGES.csrfRejectedHint,
  impersonateAdminForbidden: 'Admins cannot impersonate other admins',
  impersonationTargetMissing: 'User not found',
  impersonationNotActive: SESSION_MESSAGES.impersonationNotActive,
  impersonationHeadersRejected: SESSION_MESSAGES.impersonationHeadersRejected,
} as const;

/** How long a refused client must wait, in whole minutes rounded up: '1 minute', '12 minutes'. */
export function waitInMinutes(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The sign-in 429 text with the wait the server knows: 'Too many sign-in attempts. Please wait 12 minutes and try again.' */
export function signInRateLimitedText(waitMs: number): string {
  return AUTH_MESSAGES.signInRateLimited.replace('a few minutes', waitInMinutes(waitMs));
}

/** What 'Sign out of all other devices' reports, by how many sessions it ended. */
export function signedOutOthersText(endedSessions: number): string {
  if (endedSessions === 0) return 'No other devices were signed in. This device stays signed in.';
  const devices = endedSessions === 1 ? '1 other device' : `${endedSessions} other devices`;
  return `Signed out of ${devices}. This device stays signed in.`;
}

/** What the accounts screens show on success and failure, word for word. */
export const ACCOUNT_SCREEN_MESSAGES = {
  emailInUse: 'This email address is already in use by another account',
  emailRateLimited: 'Too many email change attempts. Please wait before trying again.',
  emailReauth:
    'For security reasons, you need to re-authenticate. Please sign out and sign back in before changing your email address.',
  emailChangeFailed: 'Failed to change email. Please try again.',
  emailChanged: 'Email address updated successfully! You can now sign in with your new email address.',
  resetSent: 'Password reset email sent. Please check your inbox for instructions.',
  resetFailed: 'Failed to send password reset email. Please try again.',
  passwordChanged: 'Password changed successfully!',
  passwordChangeFailed: 'Failed to change password. Please try again.',
  signOutOthersFailed: 'Failed to sign out of other devices. Please try again.',
  accessDeniedTitle: 'Access Denied',
  accessDeniedText: "You don't have permission to access this page.",
  impersonationStartFailed: SESSION_MESSAGES.impersonationStartFailed,
  impersonationStopFailed: SESSION_MESSAGES.impersonationStopFailed,
} as const;

/** The change-email card's text for a server error, chosen by the words the message contains. */
export function changeEmailErrorText(serverMessage: string | null | undefined): string {
  const message = serverMessage ?? '';
  if (message.includes('email already exists')) return ACCOUNT_SCREEN_MESSAGES.emailInUse;
  if (message.includes('rate limit')) return ACCOUNT_SCREEN_MESSAGES.emailRateLimited;
  if (message.includes('Reverification required')) return ACCOUNT_SCREEN_MESSAGES.emailReauth;
  return ACCOUNT_SCREEN_MESSAGES.emailChangeFailed;
}
