import type { AuditAction } from '@marketplace/contracts';

/** What a recorded request acted on, when its path names it: the log shows that thing's current name. */
export type AuditTargetKind = 'job' | 'application' | 'resume' | 'user';

/** What the log names: a kind and an id (users, jobs, applications, resumes). */
export interface AuditRef {
  kind: AuditTargetKind;
  id: string;
}

/** One write route as the log tells it. */
export interface AuditRule {
  action: AuditAction;
  /** A write's method; GET only for the chat socket's handshake (recorded when an impersonating admin connects). */
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
  /** The route as its controller declares it, with the API prefix; `:name` is a path parameter. */
  path: string;
  /** What the route's one path parameter names, when the log can name it. */
  target?: AuditTargetKind;
  /** The words when it was done; `{target}` is the target's phrase. */
  done: string;
  /** The words when it was refused or failed. */
  tried: string;
  /** The target's phrase when it has no name to show, instead of the kind's 'a … that no longer exists' (a delete removed it). */
  unnamed?: string;
}

/**
 * Every write route an impersonating admin can reach (routes marked @ActsAsSelf never act as the
 * user, so they are never recorded). test/e2e/audit-log.e2e-spec.ts fails when a write route of
 * the app has no rule here, so a new route is named the day it is added.
 */
export const AUDIT_RULES: readonly AuditRule[] = [
  {
    action: 'profile.update',
    method: 'PATCH',
    path: '/api/user/profile',
    done: 'Updated the account profile',
    tried: 'Tried to update the account profile',
  },
  {
    action: 'account.role',
    method: 'POST',
    path: '/api/auth/role',
    done: 'Chose a role',
    tried: 'Tried to choose a role',
  },
  {
    action: 'account.email',
    method: 'POST',
    path: '/api/employer/account/email',
    done: 'Changed the email address',
    tried: 'Tried to change the email address',
  },
  {
    action: 'account.email',
    method: 'POST',
    path: '/api/seeker/account/email',
    done: 'Changed the email address',
    tried: 'Tried to change the email address',
  },
  {
    action: 'account.password',
    method: 'POST',
    path: '/api/account/password',
    done: 'Changed the password',
    tried: 'Tried to change the password',
  },
  {
    action: 'account.delete',
    method: 'POST',
    path: '/api/account/delete',
    done: 'Deleted the account',
    tried: 'Tried to delete the account',
  },
  {
    action: 'account.signOutOthers',
    method: 'POST',
    path: '/api/account/sign-out-others',
    done: 'Signed out of all other devices',
    tried: 'Tried to sign out of all other devices',
  },
  {
    action: 'upload.start',
    method: 'POST',
    path: '/api/upload/presigned-url',
    done: 'Started a file upload',
    tried: 'Tried to start a file upload',
  },
  {
    action: 'upload.confirm',
    method: 'POST',
    path: '/api/upload/confirm',
    done: 'Uploaded a file',
    tried: 'Tried to upload a file',
  },
  {
    action: 'company.update',
    method: 'PUT',
    path: '/api/employer/company',
    done: 'Updated the company profile',
    tried: 'Tried to update the company profile',
  },
  {
    action: 'job.create',
    method: 'POST',
    path: '/api/employer/jobs',
    done: 'Created a job',
    tried: 'Tried to create a job',
  },
  {
    action: 'job.edit',
    method: 'PUT',
    path: '/api/employer/jobs/:id',
    target: 'job',
    done: 'Edited {target}',
    tried: 'Tried to edit {target}',
  },
  {
    action: 'job.submit',
    method: 'POST',
    path: '/api/employer/jobs/:id/submit',
    target: 'job',
    done: 'Submitted {target} for review',
    tried: 'Tried to submit {target} for review',
  },
  {
    action: 'job.fill',
    method: 'POST',
    path: '/api/employer/jobs/:id/fill',
    target: 'job',
    done: 'Marked {target} as filled',
    tried: 'Tried to mark {target} as filled',
  },
  {
    action: 'job.archive',
    method: 'POST',
    path: '/api/employer/jobs/:id/archive',
    target: 'job',
    done: 'Archived {target}',
    tried: 'Tried to archive {target}',
  },
  {
    action: 'job.renew',
    method: 'POST',
    path: '/api/employer/jobs/:id/renew',
    target: 'job',
    done: 'Renewed {target}',
    tried: 'Tried to renew {target}',
  },
  {
    action: 'job.duplicate',
    method: 'POST',
    path: '/api/employer/jobs/:id/duplicate',
    target: 'job',
    done: 'Duplicated {target} as a new draft',
    tried: 'Tried to duplicate {target}',
  },
  {
    action: 'job.approve',
    method: 'POST',
    path: '/api/admin/jobs/:id/approve',
    target: 'job',
    done: 'Approved {target}',
    tried: 'Tried to approve {target}',
  },
  {
    action: 'job.reject',
    method: 'POST',
    path: '/api/admin/jobs/:id/reject',
    target: 'job',
    done: 'Rejected {target}',
    tried: 'Tried to reject {target}',
  },
  {
    action: 'savedJob.save',
    method: 'PUT',
    path: '/api/seeker/saved-jobs/:jobId',
    target: 'job',
    done: 'Saved {target}',
    tried: 'Tried to save {target}',
  },
  {
    action: 'savedJob.remove',
    method: 'DELETE',
    path: '/api/seeker/saved-jobs/:jobId',
    target: 'job',
    done: 'Removed {target} from saved jobs',
    tried: 'Tried to remove {target} from saved jobs',
  },
  {
    action: 'alert.create',
    method: 'POST',
    path: '/api/seeker/job-alerts',
    done: 'Created a job alert',
    tried: 'Tried to create a job alert',
  },
  {
    action: 'alert.schedule',
    method: 'PATCH',
    path: '/api/seeker/job-alerts/:id',
    done: 'Paused, resumed or rescheduled a job alert',
    tried: 'Tried to pause, resume or reschedule a job alert',
  },
  {
    action: 'alert.edit',
    method: 'PUT',
    path: '/api/seeker/job-alerts/:id',
    done: 'Edited a job alert',
    tried: 'Tried to edit a job alert',
  },
  {
    action: 'alert.delete',
    method: 'DELETE',
    path: '/api/seeker/job-alerts/:id',
    done: 'Deleted a job alert',
    tried: 'Tried to delete a job alert',
  },
  {
    action: 'alert.restore',
    method: 'POST',
    path: '/api/seeker/job-alerts/:id/restore',
    done: 'Restored a deleted job alert',
    tried: 'Tried to restore a deleted job alert',
  },
  {
    action: 'alert.unsubscribe',
    method: 'POST',
    path: '/api/job-alerts/unsubscribe',
    done: 'Unsubscribed from a job alert',
    tried: 'Tried to unsubscribe from a job alert',
  },
  {
    action: 'notifications.unsubscribe',
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    done: 'Unsubscribed from notification emails',
    tried: 'Tried to unsubscribe from notification emails',
  },
  {
    action: 'notifications.read',
    method: 'POST',
    path: '/api/notifications/read',
    done: 'Marked notifications read',
    tried: 'Tried to mark notifications read',
  },
  {
    action: 'notifications.seen',
    method: 'POST',
    path: '/api/notifications/seen',
    done: 'Opened the notifications panel',
    tried: 'Tried to mark notifications seen',
  },
  {
    action: 'notifications.preferences',
    method: 'PUT',
    path: '/api/notifications/preferences',
    done: 'Changed the notification settings',
    tried: 'Tried to change the notification settings',
  },
  {
    action: 'seekerProfile.update',
    method: 'PUT',
    path: '/api/seeker/profile',
    done: 'Updated the seeker profile',
    tried: 'Tried to update the seeker profile',
  },
  {
    action: 'resume.add',
    method: 'POST',
    path: '/api/seeker/resumes',
    done: 'Added a resume',
    tried: 'Tried to add a resume',
  },
  {
    action: 'resume.update',
    method: 'PATCH',
    path: '/api/seeker/resumes/:id',
    target: 'resume',
    done: 'Renamed {target} or made it the default',
    tried: 'Tried to rename {target} or make it the default',
  },
  {
    action: 'resume.delete',
    method: 'DELETE',
    path: '/api/seeker/resumes/:id',
    target: 'resume',
    done: 'Deleted {target}',
    tried: 'Tried to delete {target}',
    unnamed: 'a resume',
  },
  {
    action: 'application.create',
    method: 'POST',
    path: '/api/seeker/applications',
    done: 'Applied to a job',
    tried: 'Tried to apply to a job',
  },
  {
    action: 'application.withdraw',
    method: 'POST',
    path: '/api/seeker/applications/:id/withdraw',
    target: 'application',
    done: 'Withdrew {target}',
    tried: 'Tried to withdraw {target}',
  },
  {
    action: 'application.status',
    method: 'PUT',
    path: '/api/employer/applications/:id/status',
    target: 'application',
    done: 'Changed the status of {target}',
    tried: 'Tried to change the status of {target}',
  },
  {
    action: 'application.bulkStatus',
    method: 'POST',
    path: '/api/employer/applications/bulk-status',
    done: 'Changed the status of several applications',
    tried: 'Tried to change the status of several applications',
  },
  {
    action: 'application.bulkUndo',
    method: 'POST',
    path: '/api/employer/applications/bulk-status/undo',
    done: 'Undid a change to several applications',
    tried: 'Tried to undo a change to several applications',
  },
  {
    action: 'interview.update',
    method: 'PUT',
    path: '/api/employer/applications/:id/interview',
    target: 'application',
    done: 'Updated the interview of {target}',
    tried: 'Tried to update the interview of {target}',
  },
  {
    action: 'talent.invite',
    method: 'POST',
    path: '/api/employer/talent/:id/invitations',
    target: 'user',
    done: 'Invited {target} to apply to a job',
    tried: 'Tried to invite {target} to apply to a job',
  },
  {
    action: 'paymentMethod.save',
    method: 'POST',
    path: '/api/seeker/subscription/payment-methods',
    done: 'Added or replaced a card',
    tried: 'Tried to add or replace a card',
  },
  {
    action: 'paymentMethod.remove',
    method: 'DELETE',
    path: '/api/seeker/subscription/payment-methods/:id',
    done: 'Removed a card',
    tried: 'Tried to remove a card',
  },
  {
    action: 'paymentMethod.default',
    method: 'PUT',
    path: '/api/seeker/subscription/payment-methods/:id/default',
    done: 'Made a card the default',
    tried: 'Tried to make a card the default',
  },
  {
    action: 'paymentMethod.save',
    method: 'POST',
    path: '/api/employer/billing/payment-methods',
    done: 'Added or replaced a card',
    tried: 'Tried to add or replace a card',
  },
  {
    action: 'paymentMethod.remove',
    method: 'DELETE',
    path: '/api/employer/billing/payment-methods/:id',
    done: 'Removed a card',
    tried: 'Tried to remove a card',
  },
  {
    action: 'paymentMethod.default',
    method: 'PUT',
    path: '/api/employer/billing/payment-methods/:id/default',
    done: 'Made a card the default',
    tried: 'Tried to make a card the default',
  },
  {
    action: 'subscription.subscribe',
    method: 'POST',
    path: '/api/seeker/subscription',
    done: 'Subscribed to a plan',
    tried: 'Tried to subscribe to a plan',
  },
  {
    action: 'subscription.cancel',
    method: 'POST',
    path: '/api/seeker/subscription/cancel',
    done: 'Cancelled the subscription at the end of its period',
    tried: 'Tried to cancel the subscription',
  },
  {
    action: 'payment.refund',
    method: 'POST',
    path: '/api/admin/payments/:id/refund',
    done: 'Refunded a payment',
    tried: 'Tried to refund a payment',
  },
  {
    action: 'concierge.assign',
    method: 'POST',
    path: '/api/admin/concierge/jobs/:jobId/assign',
    target: 'job',
    done: 'Chose the concierge of {target}',
    tried: 'Tried to choose the concierge of {target}',
  },
  {
    action: 'subscription.changePlan',
    method: 'PUT',
    path: '/api/seeker/subscription',
    done: 'Chose a plan for the next renewal',
    tried: 'Tried to choose a plan for the next renewal',
  },
  {
    action: 'subscription.resume',
    method: 'POST',
    path: '/api/seeker/subscription/resume',
    done: 'Resumed the subscription',
    tried: 'Tried to resume the subscription',
  },
  {
    action: 'payment.webhook',
    method: 'POST',
    path: '/api/payments/authnet/webhook',
    done: 'Sent a payment notification',
    tried: 'Tried to send a payment notification',
  },
  {
    action: 'package.purchase',
    method: 'POST',
    path: '/api/employer/packages/purchase',
    done: 'Bought a job-posting package',
    tried: 'Tried to buy a job-posting package',
  },
  {
    action: 'chat.connect',
    method: 'GET',
    path: '/socket.io',
    done: 'Connected to live chat',
    tried: 'Tried to connect to live chat',
  },
  {
    action: 'chat.startThread',
    method: 'POST',
    path: '/api/messages/threads',
    done: 'Started a conversation',
    tried: 'Tried to start a conversation',
  },
  {
    action: 'chat.send',
    method: 'POST',
    path: '/api/messages/threads/:threadId/messages',
    done: 'Sent a chat message',
    tried: 'Tried to send a chat message',
  },
  {
    action: 'chat.read',
    method: 'POST',
    path: '/api/messages/threads/:threadId/read',
    done: 'Marked chat messages as read',
    tried: 'Tried to mark chat messages as read',
  },
  {
    action: 'chat.maintenance',
    method: 'PUT',
    path: '/api/admin/chat/maintenance',
    done: 'Switched chat maintenance',
    tried: 'Tried to switch chat maintenance',
  },
  {
    action: 'critique.request',
    method: 'POST',
    path: '/api/seeker/critiques',
    done: 'Requested a resume critique',
    tried: 'Tried to request a resume critique',
  },
  {
    action: 'critique.claim',
    method: 'POST',
    path: '/api/admin/critiques/:requestId/claim',
    done: 'Claimed a resume critique',
    tried: 'Tried to claim a resume critique',
  },
  {
    action: 'critique.release',
    method: 'POST',
    path: '/api/admin/critiques/:requestId/release',
    done: 'Released a resume critique',
    tried: 'Tried to release a resume critique',
  },
  {
    action: 'critique.draft',
    method: 'PUT',
    path: '/api/admin/critiques/:requestId/draft',
    done: 'Saved a resume critique draft',
    tried: 'Tried to save a resume critique draft',
  },
  {
    action: 'critique.complete',
    method: 'POST',
    path: '/api/admin/critiques/:requestId/complete',
    done: 'Completed a resume critique',
    tried: 'Tried to complete a resume critique',
  },
];

const PARAMETER = /:[A-Za-z]+/g;
const UUID_GROUP = '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})';

/** Literal path text as a regular expression (the same in JavaScript and PostgreSQL). */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A rule's path as a regular expression over recorded paths, in the dialect JavaScript and
 * PostgreSQL share; each parameter is one captured segment, or `parameter` when given. A trailing
 * slash is allowed, as the router allows it.
 */
function pathPattern(path: string, parameter = '([^/]+)'): string {
  return `^${path.split(PARAMETER).map(escapeRegExp).join(parameter)}/?$`;
}

const COMPILED = AUDIT_RULES.map((rule) => ({ rule, pattern: new RegExp(pathPattern(rule.path)) }));

/** The rule a recorded request matches, with its target's id (as recorded), or null when none does. */
export function recogniseRequest(method: string, route: string): { rule: AuditRule; targetId: string | null } | null {
  for (const { rule, pattern } of COMPILED) {
    if (rule.method !== method) continue;
    const match = pattern.exec(route);
    if (match) return { rule, targetId: rule.target ? (match[1] ?? null) : null };
  }
  return null;
}

/** The requests of one action, as (method, path pattern) pairs the database can match recorded requests against. */
export function requestPatternsOf(action: AuditAction): Array<{ method: string; pattern: string }> {
  return AUDIT_RULES.filter((rule) => rule.action === action).map((rule) => ({
    method: rule.method,
    pattern: pathPattern(rule.path),
  }));
}

/** Patterns of the paths that name this user as their target (inviting them, say), for the User filter. */
export function pathsNamingUser(userId: string): string[] {
  return AUDIT_RULES.filter((rule) => rule.target === 'user').map((rule) =>
    pathPattern(rule.path, escapeRegExp(userId)),
  );
}

/** Patterns that capture the user id a path names as its target; the users the User filter offers include these. */
export function userTargetCaptures(): string[] {
  return AUDIT_RULES.filter((rule) => rule.target === 'user').map((rule) => pathPattern(rule.path, UUID_GROUP));
}
