import type { FieldErrors } from './rules';

/**
 * E-mails that could not be delivered: the mail server refused them for good (an SMTP 5xx answer,
 * never retried) or every retry of a passing failure failed. Admins read them where they look at a
 * user, to tell why someone says they never got a mail.
 *
 * HTTP (admins only):
 *   GET /api/admin/email-failures?userId=&cursor=   EmailDeliveryFailuresPage, newest first,
 *                                                   EMAIL_DELIVERY_LIMITS.pageSize a page
 */

export const EMAIL_DELIVERY_LIMITS = {
  /** Failures a page holds. */
  pageSize: 20,
  /** The longest cursor the API makes, with room to spare. */
  cursorMax: 120,
} as const;

/** One mail that was not delivered. */
export interface EmailDeliveryFailure {
  id: string;
  /** The account it was for; null for mail to an address of no account. */
  userId: string | null;
  address: string;
  /** What kind of mail it was, e.g. "password-reset" (see emailCategoryLabel). */
  category: string;
  subject: string;
  /** The mail server's answer or the error. */
  reason: string;
  /** True: refused for good (retrying cannot help); false: a passing failure that outlasted every retry. */
  permanent: boolean;
  occurredAt: string;
}

export interface EmailDeliveryFailuresPage {
  failures: EmailDeliveryFailure[];
  /** Pass as ?cursor= for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** GET /api/admin/email-failures: one user's failures (or everyone's), after a cursor. */
export interface EmailDeliveryFailuresQuery {
  userId?: string;
  cursor?: string;
}

export const EMAIL_DELIVERY_MESSAGES = {
  title: 'E-mail delivery failures',
  open: 'Delivery failures',
  intro: (name: string) => `E-mails to ${name} that could not be delivered, newest first.`,
  empty: 'No failed deliveries: every e-mail to this account reached its mail server.',
  loadFailed: 'Could not load the delivery failures. Please try again.',
  loadMore: 'Show older',
  permanent: 'Refused',
  permanentHint: 'The mail server refused it for good; it was not retried.',
  transient: 'Gave up after retries',
  transientHint: 'A passing failure that lasted through every retry.',
  // Validation
  userIdInvalid: 'Please choose a user from the list',
  cursorInvalid: 'This page of delivery failures is not valid. Please start from the first page.',
} as const;

/** How the admin page names each kind of mail; kinds not listed show their own name. */
export const EMAIL_CATEGORY_LABELS: Readonly<Record<string, string>> = {
  'verify-email': 'Address verification',
  'password-reset': 'Password reset',
  'password-changed': 'Password changed',
  'email-changed': 'E-mail changed',
  notification: 'Notification',
  digest: 'Daily digest',
  'job-alert': 'Job alert',
  'job-blast': 'Featured job',
  'job-approved': 'Job approved',
  'job-rejected': 'Job sent back',
  'job-invitation': 'Invitation to apply',
  'application-received': 'Application sent',
  'application-interview': 'Moved to interview',
  'application-hired': 'Hired',
  'application-not-selected': 'Not selected',
  'interview-invitation': 'Interview invitation',
  'interview-cancellation': 'Interview cancelled',
  'chat-message': 'New messages',
  'critique-received': 'Critique received',
  'critique-ready': 'Critique ready',
  receipt: 'Receipt',
  'subscription-payment-failed': 'Payment failed',
  'subscription-cancelled': 'Subscription cancelled',
  'subscription-ended': 'Subscription ended',
};

/** The name of a kind of mail as admins read it. */
export function emailCategoryLabel(category: string): string {
  return Object.hasOwn(EMAIL_CATEGORY_LABELS, category) ? EMAIL_CATEGORY_LABELS[category]! : category;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin query: a user id when given, a cursor of sane length when given. */
export function validateEmailDeliveryFailuresQuery(input: unknown): FieldErrors {
  const query = (input ?? {}) as { userId?: unknown; cursor?: unknown };
  const errors: FieldErrors = {};
  if (query.userId !== undefined && (typeof query.userId !== 'string' || !UUID.test(query.userId)))
    errors.userId = [EMAIL_DELIVERY_MESSAGES.userIdInvalid];
  if (
    query.cursor !== undefined &&
    (typeof query.cursor !== 'string' ||
      query.cursor.length > EMAIL_DELIVERY_LIMITS.cursorMax ||
      !/^[A-Za-z0-9_-]+$/.test(query.cursor))
  )
    errors.cursor = [EMAIL_DELIVERY_MESSAGES.cursorInvalid];
  return errors;
}
