import { ADMIN_QUERY_MESSAGES, readAdminPageQuery } from './access';
import type { Role } from './enums';
import type { FieldErrors } from './rules';

/**
 * The admin audit log (GET /api/admin/audit-log): every write an admin made while impersonating, in
 * words, with who did it, as whom and when; filtered by admin, user and action; refused requests
 * left out unless asked for. The admin page and the server read the query with the same function.
 */

/**
 * The actions the log names, in the order the Action filter lists them. The server's rules map each
 * recorded request (method and path) to one of these; a request no rule knows keeps its method and
 * path as its words and cannot be filtered by action.
 */
export const AUDIT_ACTIONS = [
  'profile.update',
  'account.role',
  'account.email',
  'account.password',
  'account.delete',
  'account.signOutOthers',
  'upload.start',
  'upload.confirm',
  'company.update',
  'job.create',
  'job.edit',
  'job.submit',
  'job.fill',
  'job.archive',
  'job.renew',
  'job.duplicate',
  'job.approve',
  'job.reject',
  'savedJob.save',
  'savedJob.remove',
  'alert.create',
  'alert.schedule',
  'alert.edit',
  'alert.delete',
  'alert.restore',
  'alert.unsubscribe',
  'notifications.unsubscribe',
  'notifications.read',
  'notifications.seen',
  'notifications.preferences',
  'seekerProfile.update',
  'resume.add',
  'resume.update',
  'resume.delete',
  'application.create',
  'application.withdraw',
  'application.status',
  'application.bulkStatus',
  'application.bulkUndo',
  'interview.update',
  'talent.invite',
  'paymentMethod.save',
  'paymentMethod.remove',
  'paymentMethod.default',
  'subscription.subscribe',
  'subscription.cancel',
  'payment.refund',
  'package.purchase',
  'subscription.changePlan',
  'subscription.resume',
  'payment.webhook',
  'concierge.assign',
  'chat.connect',
  'chat.startThread',
  'chat.send',
  'chat.read',
  'chat.maintenance',
  'critique.request',
  'critique.claim',
  'critique.release',
  'critique.draft',
  'critique.complete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How the Action filter names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'profile.update': 'Update the account profile',
  'account.role': 'Choose a role',
  'account.email': 'Change the email address',
  'account.password': 'Change the password',
  'account.delete': 'Delete the account',
  'account.signOutOthers': 'Sign out of all other devices',
  'upload.start': 'Start a file upload',
  'upload.confirm': 'Upload a file',
  'company.update': 'Update the company profile',
  'job.create': 'Create a job',
  'job.edit': 'Edit a job',
  'job.submit': 'Submit a job for review',
  'job.fill': 'Mark a job as filled',
  'job.archive': 'Archive a job',
  'job.renew': 'Renew an expired job',
  'job.duplicate': 'Duplicate a job',
  'job.approve': 'Approve a job',
  'job.reject': 'Reject a job',
  'savedJob.save': 'Save a job',
  'savedJob.remove': 'Remove a saved job',
  'alert.create': 'Create a job alert',
  'alert.schedule': 'Pause, resume or reschedule a job alert',
  'alert.edit': 'Edit a job alert',
  'alert.delete': 'Delete a job alert',
  'alert.restore': 'Restore a job alert',
  'alert.unsubscribe': 'Unsubscribe from a job alert',
  'notifications.unsubscribe': 'Unsubscribe from notification emails',
  'notifications.read': 'Mark notifications read',
  'notifications.seen': 'Open the notifications panel',
  'notifications.preferences': 'Change the notification settings',
  'seekerProfile.update': 'Update the seeker profile',
  'resume.add': 'Add a resume',
  'resume.update': 'Rename a resume or make it the default',
  'resume.delete': 'Delete a resume',
  'application.create': 'Apply to a job',
  'application.withdraw': 'Withdraw an application',
  'application.status': "Change an application's status",
  'application.bulkStatus': 'Change the status of several applications',
  'application.bulkUndo': 'Undo a change to several applications',
  'interview.update': 'Update an interview',
  'talent.invite': 'Invite a candidate to a job',
  'paymentMethod.save': 'Add or replace a card',
  'paymentMethod.remove': 'Remove a card',
  'paymentMethod.default': 'Make a card the default',
  'subscription.subscribe': 'Subscribe to a plan',
  'subscription.cancel': 'Cancel a subscription',
  'payment.refund': 'Refund a payment',
  'package.purchase': 'Buy a job-posting package',
  'subscription.changePlan': 'Switch plans at renewal',
  'subscription.resume': 'Resume a subscription',
  'payment.webhook': 'Send a payment notification',
  'concierge.assign': 'Choose the concierge of a job',
  'chat.connect': 'Connect to live chat',
  'chat.startThread': 'Start a conversation',
  'chat.send': 'Send a chat message',
  'chat.read': 'Mark chat messages as read',
  'chat.maintenance': 'Switch chat maintenance',
  'critique.request': 'Request a resume critique',
  'critique.claim': 'Claim a resume critique',
  'critique.release': 'Release a resume critique',
  'critique.draft': 'Save a resume critique draft',
  'critique.complete': 'Complete a resume critique',
};

export function isAuditAction(value: unknown): value is AuditAction {
  return (AUDIT_ACTIONS as readonly unknown[]).includes(value);
}

/**
 * A request answered 400 or above changed nothing: it was refused (not allowed, invalid, not
 * found) or failed. The log keeps it, and shows it only when asked.
 */
export const REFUSED_STATUS_FROM = 400;

export function isRefusedStatus(statusCode: number): boolean {
  return statusCode >= REFUSED_STATUS_FROM;
}

/** Query parameters of GET /api/admin/audit-log, also the admin page's URL (besides page). */
export const AUDIT_LOG_PARAMS = {
  /** Only what this admin did. */
  admin: 'admin',
  /** Only what was done as this user, or to them. */
  user: 'user',
  /** One of AUDIT_ACTIONS. */
  action: 'action',
  /** 'true' includes refused requests. */
  refused: 'refused',
} as const;

export const AUDIT_LOG_MESSAGES = {
  adminInvalid: 'Please choose an admin from the list',
  userInvalid: 'Please choose a user from the list',
  actionInvalid: 'Please choose an action from the list',
  refusedInvalid: 'refused must be true or false',
} as const;

/** `GET /api/admin/audit-log` as sent: text, read by readAuditLogQuery. */
export interface AuditLogParams {
  page?: string;
  pageSize?: string;
  admin?: string;
  user?: string;
  action?: string;
  refused?: string;
}

/** The same query, read and validated. */
export interface AuditLogQuery {
  page: number;
  pageSize: number;
  adminId: string | null;
  userId: string | null;
  action: AuditAction | null;
  includeRefused: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads the audit log's query (names in AUDIT_LOG_PARAMS, plus page and pageSize); errors keyed by
 * parameter (400 with fieldErrors). Absent or empty parameters do not filter.
 */
export function readAuditLogQuery(params: Partial<Record<keyof AuditLogParams, unknown>>): {
  query: AuditLogQuery;
  errors: FieldErrors;
} {
  const paging = readAdminPageQuery({ page: params.page, pageSize: params.pageSize });
  const errors: FieldErrors = { ...paging.errors };
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const P = AUDIT_LOG_PARAMS;
  const M = AUDIT_LOG_MESSAGES;

  /** The parameter's text, null when absent or empty; a repeated parameter is an error. */
  const single = (name: keyof AuditLogParams): string | null => {
    const value = params[name];
    if (value === undefined || value === null || value === '') return null;
    if (typeof value === 'string') return value;
    add(name, ADMIN_QUERY_MESSAGES.single);
    return null;
  };
  const id = (name: keyof AuditLogParams, message: string): string | null => {
    const value = single(name);
    if (value === null) return null;
    if (UUID.test(value)) return value.toLowerCase();
    add(name, message);
    return null;
  };

  const adminId = id(P.admin, M.adminInvalid);
  const userId = id(P.user, M.userInvalid);
  const actionText = single(P.action);
  const action = actionText !== null && isAuditAction(actionText) ? actionText : null;
  if (actionText !== null && action === null) add(P.action, M.actionInvalid);
  const refusedText = single(P.refused);
  if (refusedText !== null && refusedText !== 'true' && refusedText !== 'false') add(P.refused, M.refusedInvalid);

  return {
    query: {
      page: paging.page,
      pageSize: paging.pageSize,
      adminId,
      userId,
      action,
      includeRefused: refusedText === 'true',
    },
    errors,
  };
}

/** Someone in the log, by their current name ('Deleted user' once they deleted their account). */
export interface AuditPerson {
  id: string;
  name: string;
}

/**
 * Someone a filter offers: also their role and, for a deleted account, when it was deleted, so the
 * filter can tell apart people of the same name (every deleted account is named 'Deleted user').
 */
export interface AuditFilterPerson extends AuditPerson {
  role: Role | null;
  /** ISO 8601; null while the account lives. */
  deletedAt: string | null;
}

/** One recorded write. */
export interface AuditLogEntry {
  id: string;
  /** What happened, in words: 'Archived the job Remote Bookkeeper', or 'Tried to …' when refused. */
  summary: string;
  /** The action the request was recognised as, or null when no rule names it. */
  action: AuditAction | null;
  /** The admin who did it. */
  admin: AuditPerson;
  /** The user the admin was acting as (the log holds the writes made while impersonating). */
  actingAs: AuditPerson;
  /** Answered 400 or above: nothing changed. */
  refused: boolean;
  /** The request as recorded. */
  method: string;
  route: string;
  statusCode: number;
  /** ISO 8601 */
  at: string;
}

/** `GET /api/admin/audit-log?admin=&user=&action=&refused=&page=&pageSize=`: newest first. */
export interface AuditLogPage {
  entries: AuditLogEntry[];
  /** Entries matching the filters. */
  total: number;
  page: number;
  pageSize: number;
  /** Everyone the Admin filter can choose: the admins in the whole log, by name. */
  admins: AuditFilterPerson[];
  /** Everyone the User filter can choose: the users acted as, or acted on, in the whole log, by name. */
  users: AuditFilterPerson[];
}
