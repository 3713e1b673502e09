import { AUTH_MESSAGES, SELF_SERVICE_ROLES, type SelfServiceRole } from './auth';
import { CHANGE_EMAIL_MESSAGES } from './messages';
import { type FieldErrors, isEmail, isHttpUrl, passwordStrengthError } from './rules';

/**
 * Additions to the accounts and access contract (auth.ts): the remaining server messages, field
 * limits, and the sign-up / onboarding / profile rules, shared by the forms and the server.
 */

export const ACCESS_MESSAGES = {
  /** POST /api/account/delete by the only remaining admin. */
  lastAdmin: 'You are the only admin. Create another admin account before deleting this one.',
  /** Credential changes and account deletion are refused while an admin acts as the user. */
  notWhileImpersonating: 'This action is not available while impersonating a user',
  impersonationTargetNoRole: 'This user has not chosen a role yet',
  impersonationStopped: 'Impersonation ended',
  invalidUserId: 'Invalid user id',
  nameTooLong: 'Name must be less than 120 characters',
  headlineTooLong: 'Headline must be less than 160 characters',
  companyNameTooLong: 'Company name must be less than 120 characters',
  emailTooLong: 'Email address must be less than 254 characters',
  profilePictureUrlInvalid: 'Please enter a valid URL',
  signedOut: 'You have been signed out.',
  roleChosen: 'Your role is saved.',
} as const;

export const ACCOUNT_LIMITS = {
  emailMax: 254,
  nameMax: 120,
  headlineMax: 160,
  companyNameMax: 120,
  profilePictureUrlMax: 2048,
  /** Longest password accepted: argon2 hashes anything, but megabyte passwords are a cheap DoS. */
  passwordMax: 256,
} as const;

/** Paging of the admin tables (GET /api/admin/users, GET /api/admin/audit-log). */
export const ADMIN_PAGING = {
  defaultPageSize: 20,
  maxPageSize: 100,
} as const;

function add(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function isSelfServiceRole(value: unknown): value is SelfServiceRole {
  return (SELF_SERVICE_ROLES as readonly unknown[]).includes(value);
}

/** A new password: the spec's strength rules plus an upper bound. Null when acceptable. */
export function newPasswordError(password: unknown): string | null {
  const value = typeof password === 'string' ? password : '';
  return passwordStrengthError(value) ?? (value.length > ACCOUNT_LIMITS.passwordMax ? `Password must be at most ${ACCOUNT_LIMITS.passwordMax} characters long` : null);
}

/** The role (and company) chosen at sign-up or onboarding. */
export function validateRoleChoice(input: { role?: unknown; companyName?: unknown }): FieldErrors {
  const errors: FieldErrors = {};
  if (input.role === 'admin') add(errors, 'role', AUTH_MESSAGES.adminSignUpForbidden);
  else if (!isSelfServiceRole(input.role)) add(errors, 'role', AUTH_MESSAGES.roleInvalid);
  else if (input.role === 'employer') {
    const companyName = text(input.companyName);
    if (!companyName) add(errors, 'companyName', AUTH_MESSAGES.companyNameRequired);
    else if (companyName.length > ACCOUNT_LIMITS.companyNameMax) add(errors, 'companyName', ACCESS_MESSAGES.companyNameTooLong);
  }
  return errors;
}

/** POST /api/auth/sign-up: every field's first failing rule. */
export function validateSignUp(input: { email?: unknown; password?: unknown; name?: unknown; role?: unknown; companyName?: unknown }): FieldErrors {
  const errors: FieldErrors = {};
  const email = text(input.email);
  if (!isEmail(email)) add(errors, 'email', CHANGE_EMAIL_MESSAGES.invalid);
  else if (email.length > ACCOUNT_LIMITS.emailMax) add(errors, 'email', ACCESS_MESSAGES.emailTooLong);
  const passwordProblem = newPasswordError(input.password);
  if (passwordProblem) add(errors, 'password', passwordProblem);
  const name = text(input.name);
  if (!name) add(errors, 'name', AUTH_MESSAGES.nameRequired);
  else if (name.length > ACCOUNT_LIMITS.nameMax) add(errors, 'name', ACCESS_MESSAGES.nameTooLong);
  for (const [field, messages] of Object.entries(validateRoleChoice(input))) for (const message of messages) add(errors, field, message);
  return errors;
}

/** PATCH /api/user/profile: only the fields present are checked. */
export function validateProfileUpdate(input: { name?: unknown; headline?: unknown; profilePictureUrl?: unknown }): FieldErrors {
  const errors: FieldErrors = {};
  if (input.name !== undefined) {
    const name = text(input.name);
    if (!name) add(errors, 'name', AUTH_MESSAGES.nameRequired);
    else if (name.length > ACCOUNT_LIMITS.nameMax) add(errors, 'name', ACCESS_MESSAGES.nameTooLong);
  }
  if (input.headline !== undefined && input.headline !== null) {
    if (typeof input.headline !== 'string' || input.headline.trim().length > ACCOUNT_LIMITS.headlineMax) add(errors, 'headline', ACCESS_MESSAGES.headlineTooLong);
  }
  if (input.profilePictureUrl !== undefined && input.profilePictureUrl !== null) {
    const url = typeof input.profilePictureUrl === 'string' ? input.profilePictureUrl.trim() : '';
    if (!isHttpUrl(url) || url.length > ACCOUNT_LIMITS.profilePictureUrlMax) add(errors, 'profilePictureUrl', ACCESS_MESSAGES.profilePictureUrlInvalid);
  }
  return errors;
}

/** The first message of a FieldErrors (the one a single-message screen shows), or null. */
export function firstFieldError(errors: FieldErrors): string | null {
  for (const messages of Object.values(errors)) if (messages.length > 0) return messages[0]!;
  return null;
}
