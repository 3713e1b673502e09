import { JOB_POSTING_MESSAGES, JOB_SEARCH_TIMEOUT_MESSAGE, PACKAGE_MESSAGES } from '@marketplace/contracts';
import { defineDomainError } from '../../core/errors/domain-error';

/**
 * Refusals of job search, posting, moderation, saved jobs and alerts; a refused action names the
 * job's status in its message, given when raised.
 */
export const JobsError = defineDomainError('JobsError', {
  notFound: { code: 'JOBS_NOT_FOUND', kind: 'notFound', message: JOB_POSTING_MESSAGES.notFound },
  noCompany: { code: 'JOBS_NO_COMPANY', kind: 'forbidden', message: JOB_POSTING_MESSAGES.noCompany },
  actionNotAllowed: { code: 'JOBS_ACTION_NOT_ALLOWED', kind: 'conflict' },
  noCredit: { code: 'JOBS_NO_CREDIT', kind: 'paymentRequired', message: PACKAGE_MESSAGES.noCredit },
  notInReview: { code: 'JOBS_NOT_IN_REVIEW', kind: 'conflict', message: JOB_POSTING_MESSAGES.notInReview },
  searchTimedOut: { code: 'JOBS_SEARCH_TIMED_OUT', kind: 'unavailable', message: JOB_SEARCH_TIMEOUT_MESSAGE },
  alertNotFound: { code: 'JOBS_ALERT_NOT_FOUND', kind: 'notFound', message: JOB_POSTING_MESSAGES.alertNotFound },
  alertUndoExpired: {
    code: 'JOBS_ALERT_UNDO_EXPIRED',
    kind: 'conflict',
    message: JOB_POSTING_MESSAGES.alertUndoExpired,
  },
  alertExists: { code: 'JOBS_ALERT_EXISTS', kind: 'conflict', message: JOB_POSTING_MESSAGES.alertExists },
  alertLimitReached: {
    code: 'JOBS_ALERT_LIMIT_REACHED',
    kind: 'conflict',
    message: JOB_POSTING_MESSAGES.alertLimitReached,
  },
});
