import { AUTH_MESSAGES, SELF_SERVICE_ROLES, type SelfServiceRole } from './auth';
import { CHANGE_EMAIL_MESSAGES, TEXT_MESSAGES } from './messages';
import { returnPathError } from './return-path';
import {
  type FieldErrors,
  hasForbiddenCharacters,
  isEmail,
  isHttpUrl,
  parseWholeNumber,
  passwordStrengthError,
  textFieldError,
} from './rules';

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
  /** PATCH /api/user/profile with a picture that is neither an upload of yours nor a Gravatar link. */
  profilePictureNotAllowed: 'Please upload a picture or use a Gravatar link',
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

/** Paging of the admin tables (GET /api/admin/users, GET /api/admin/audit-log, GET /api/admin/jobs). */
export const ADMIN_PAGING = {
  defaultPageSize: 20,
  maxPageSize: 100,
  /** Far beyond any table we keep; bounds the offset the database is asked for. */
  maxPage: 100_000,
  /** Longest search text of GET /api/admin/users. */
  searchMaxLength: 200,
} as const;

/** Field messages of the admin tables' query parameters (keyed by parameter name). */
export const ADMIN_QUERY_MESSAGES = {
  pageInvalid: 'page must be a whole number',
  pageTooSmall: 'page must be at least 1',
  pageTooLarge: `page must be at most ${ADMIN_PAGING.maxPage}`,
  pageSizeInvalid: 'pageSize must be a whole number',
  pageSizeTooSmall: 'pageSize must be at least 1',
  pageSizeTooLarge: `pageSize must be at most ${ADMIN_PAGING.maxPageSize}`,
  searchTooLong: 'Search text is too long',
  single: 'Give this parameter only once',
} as const;

function add(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

export function isSelfServiceRole(value: unknown): value is SelfServiceRole {
  return (SELF_SERVICE_ROLES as readonly unknown[]).includes(value);
}

/** A new password: the strength rules (8+ characters, lower, upper, digit) plus an upper bound and no control characters. Null when acceptable. */
export function newPasswordError(password: unknown): string | null {
  const value = typeof password === 'string' ? password : '';
  if (hasForbiddenCharacters(value)) return TEXT_MESSAGES.forbiddenCharacters;
  return (
    passwordStrengthError(value) ??
    (value.length > ACCOUNT_LIMITS.passwordMax
      ? `Password must be at most ${ACCOUNT_LIMITS.passwordMax} characters long`
      : null)
  );
}

/** An e-mail address typed into a form: control characters, then the address rules, then the length. */
function emailError(value: unknown): string | null {
  const email = typeof value === 'string' ? value.trim() : '';
  if (hasForbiddenCharacters(email)) return TEXT_MESSAGES.forbiddenCharacters;
  if (!isEmail(email)) return CHANGE_EMAIL_MESSAGES.invalid;
  return email.length > ACCOUNT_LIMITS.emailMax ? ACCESS_MESSAGES.emailTooLong : null;
}

const NAME_RULE = {
  required: AUTH_MESSAGES.nameRequired,
  max: ACCOUNT_LIMITS.nameMax,
  tooLong: ACCESS_MESSAGES.nameTooLong,
};

function addIf(errors: FieldErrors, field: string, message: string | null): void {
  if (message !== null) add(errors, field, message);
}

/** The role (and company) chosen at sign-up or onboarding. */
export function validateRoleChoice(input: { role?: unknown; companyName?: unknown }): FieldErrors {
  const errors: FieldErrors = {};
  if (input.role === 'admin') add(errors, 'role', AUTH_MESSAGES.adminSignUpForbidden);
  else if (!isSelfServiceRole(input.role)) add(errors, 'role', AUTH_MESSAGES.roleInvalid);
  else if (input.role === 'employer') {
    addIf(
      errors,
      'companyName',
      textFieldError(input.companyName, {
        required: AUTH_MESSAGES.companyNameRequired,
        max: ACCOUNT_LIMITS.companyNameMax,
        tooLong: ACCESS_MESSAGES.companyNameTooLong,
      }),
    );
  }
  return errors;
}

/** POST /api/auth/sign-up: every field's first failing rule. */
export function validateSignUp(input: {
  email?: unknown;
  password?: unknown;
  name?: unknown;
  role?: unknown;
  companyName?: unknown;
  returnTo?: unknown;
}): FieldErrors {
  const errors: FieldErrors = {};
  addIf(errors, 'email', emailError(input.email));
  addIf(errors, 'password', newPasswordError(input.password));
  addIf(errors, 'name', textFieldError(input.name, NAME_RULE));
  for (const [field, messages] of Object.entries(validateRoleChoice(input)))
    for (const message of messages) add(errors, field, message);
  addIf(errors, 'returnTo', returnPathError(input.returnTo));
  return errors;
}

/** PATCH /api/user/profile: only the fields present are checked. */
export function validateProfileUpdate(input: {
  name?: unknown;
  headline?: unknown;
  profilePictureUrl?: unknown;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (input.name !== undefined) addIf(errors, 'name', textFieldError(input.name, NAME_RULE));
  if (input.headline !== undefined && input.headline !== null) {
    if (typeof input.headline !== 'string') add(errors, 'headline', ACCESS_MESSAGES.headlineTooLong);
    else
      addIf(
        errors,
        'headline',
        textFieldError(input.headline, { max: ACCOUNT_LIMITS.headlineMax, tooLong: ACCESS_MESSAGES.headlineTooLong }),
      );
  }
  if (input.profilePictureUrl !== undefined && input.profilePictureUrl !== null) {
    const url = typeof input.profilePictureUrl === 'string' ? input.profilePictureUrl.trim() : '';
    if (hasForbiddenCharacters(url)) add(errors, 'profilePictureUrl', TEXT_MESSAGES.forbiddenCharacters);
    else if (!isHttpUrl(url) || url.length > ACCOUNT_LIMITS.profilePictureUrlMax)
      add(errors, 'profilePictureUrl', ACCESS_MESSAGES.profilePictureUrlInvalid);
  }
  return errors;
}

// A plain array, not a Set: a `new` at module level is a side effect, which keeps this module (and
// the rules it imports) in every bundle that imports the contracts, such as the public /jobs page.
const GRAVATAR_HOSTS: readonly string[] = [
  'gravatar.com',
  'www.gravatar.com',
  'secure.gravatar.com',
  'en.gravatar.com',
  '0.gravatar.com',
  '1.gravatar.com',
  '2.gravatar.com',
];

/** A Gravatar picture link (https), which is shown as it is: it needs no signing. */
export function isGravatarUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      GRAVATAR_HOSTS.includes(url.hostname) &&
      url.pathname.startsWith('/avatar/') &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

/** The first message of a FieldErrors (the one a single-message screen shows), or null. */
export function firstFieldError(errors: FieldErrors): string | null {
  for (const messages of Object.values(errors)) if (messages.length > 0) return messages[0]!;
  return null;
}

/** The paging of an admin table, read from its query string. */
export interface AdminPageQuery {
  page: number;
  pageSize: number;
  /** Empty when both parameters were absent or acceptable. */
  errors: FieldErrors;
}

function wholeNumberError(
  value: unknown,
  min: number,
  max: number,
  messages: { invalid: string; tooSmall: string; tooLarge: string },
): string | null {
  const number = parseWholeNumber(value);
  if (number === null) return messages.invalid;
  if (number < min) return messages.tooSmall;
  return number > max ? messages.tooLarge : null;
}

/**
 * ?page=&pageSize= of the admin tables (pages from 1): absent parameters take their defaults, any
 * other value must be a plain whole number in range ('', '1.0', '0x10', '1e308', ' 1' are not).
 */
export function readAdminPageQuery(query: { page?: unknown; pageSize?: unknown }): AdminPageQuery {
  const errors: FieldErrors = {};
  const M = ADMIN_QUERY_MESSAGES;
  if (query.page !== undefined)
    addIf(
      errors,
      'page',
      wholeNumberError(query.page, 1, ADMIN_PAGING.maxPage, {
        invalid: M.pageInvalid,
        tooSmall: M.pageTooSmall,
        tooLarge: M.pageTooLarge,
      }),
    );
  if (query.pageSize !== undefined) {
    addIf(
      errors,
      'pageSize',
      wholeNumberError(query.pageSize, 1, ADMIN_PAGING.maxPageSize, {
        invalid: M.pageSizeInvalid,
        tooSmall: M.pageSizeTooSmall,
        tooLarge: M.pageSizeTooLarge,
      }),
    );
  }
  return {
    page: (errors.page ? null : parseWholeNumber(query.page)) ?? 1,
    pageSize: (errors.pageSize ? null : parseWholeNumber(query.pageSize)) ?? ADMIN_PAGING.defaultPageSize,
    errors,
  };
}

/** ?q= of GET /api/admin/users: optional text, no control characters, bounded. */
export function validateAdminUserSearch(q: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (q !== undefined && typeof q !== 'string') add(errors, 'q', ADMIN_QUERY_MESSAGES.single);
  else
    addIf(
      errors,
      'q',
      textFieldError(q, { max: ADMIN_PAGING.searchMaxLength, tooLong: ADMIN_QUERY_MESSAGES.searchTooLong }),
    );
  return errors;
}

/** `?page=&pageSize=` of the admin tables as sent: text, read by readAdminPageQuery. */
export interface AdminPageParams {
  page?: string;
  pageSize?: string;
}

/** `GET /api/admin/users?q=&page=&pageSize=` as sent. */
export interface AdminUsersParams extends AdminPageParams {
  q?: string;
}
