import {
  APPLICATION_MESSAGES,
  EMPLOYER_APPLICATION_MESSAGES,
  ENTITLEMENT_MESSAGES,
  GENERIC_MESSAGES,
  JOB_POSTING_MESSAGES,
} from '@marketplace/contracts';
import { defineDomainError } from '../../core/errors/domain-error';

/**
 * Refusals of applying, withdrawing and the employers' decisions. Messages that name the case (the
 * missing profile fields, the rule that refused a status change) are given when raised.
 */
export const ApplicationsError = defineDomainError('ApplicationsError', {
  planRequired: { code: 'APPLICATIONS_PLAN_REQUIRED', kind: 'forbidden', message: ENTITLEMENT_MESSAGES.planRequired },
  jobNotFound: { code: 'APPLICATIONS_JOB_NOT_FOUND', kind: 'notFound', message: JOB_POSTING_MESSAGES.notFound },
  jobClosed: { code: 'APPLICATIONS_JOB_CLOSED', kind: 'conflict', message: APPLICATION_MESSAGES.jobClosed },
  profileMissing: { code: 'APPLICATIONS_PROFILE_MISSING', kind: 'notFound', message: GENERIC_MESSAGES.notFound },
  profileIncomplete: { code: 'APPLICATIONS_PROFILE_INCOMPLETE', kind: 'conflict' },
  alreadyApplied: {
    code: 'APPLICATIONS_ALREADY_APPLIED',
    kind: 'conflict',
    message: APPLICATION_MESSAGES.alreadyApplied,
  },
  alreadyWithdrawnFromJob: {
    code: 'APPLICATIONS_ALREADY_WITHDRAWN_FROM_JOB',
    kind: 'conflict',
    message: APPLICATION_MESSAGES.alreadyWithdrawnFromJob,
  },
  notFound: { code: 'APPLICATIONS_NOT_FOUND', kind: 'notFound', message: APPLICATION_MESSAGES.notFound },
  alreadyWithdrawn: {
    code: 'APPLICATIONS_ALREADY_WITHDRAWN',
    kind: 'conflict',
    message: APPLICATION_MESSAGES.alreadyWithdrawn,
  },
  cannotWithdraw: {
    code: 'APPLICATIONS_CANNOT_WITHDRAW',
    kind: 'conflict',
    message: APPLICATION_MESSAGES.cannotWithdraw,
  },
  applicantNotFound: {
    code: 'APPLICATIONS_APPLICANT_NOT_FOUND',
    kind: 'notFound',
    message: EMPLOYER_APPLICATION_MESSAGES.notFound,
  },
  resumeMissing: {
    code: 'APPLICATIONS_RESUME_MISSING',
    kind: 'notFound',
    message: EMPLOYER_APPLICATION_MESSAGES.resumeMissing,
  },
  noCompany: { code: 'APPLICATIONS_NO_COMPANY', kind: 'forbidden', message: JOB_POSTING_MESSAGES.noCompany },
  statusChangeRefused: { code: 'APPLICATIONS_STATUS_CHANGE_REFUSED', kind: 'conflict' },
  undoNotFound: {
    code: 'APPLICATIONS_UNDO_NOT_FOUND',
    kind: 'notFound',
    message: EMPLOYER_APPLICATION_MESSAGES.undoNotFound,
  },
  undoRefused: {
    code: 'APPLICATIONS_UNDO_REFUSED',
    kind: 'conflict',
    message: EMPLOYER_APPLICATION_MESSAGES.undoExpired,
  },
});
