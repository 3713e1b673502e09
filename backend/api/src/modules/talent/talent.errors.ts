import { JOB_POSTING_MESSAGES, JOB_SEARCH_TIMEOUT_MESSAGE, TALENT_MESSAGES } from '@marketplace/contracts';
import { defineDomainError } from '../../core/errors/domain-error';

/** Refusals of talent search and invitations to apply. */
export const TalentError = defineDomainError('TalentError', {
  searchTimedOut: { code: 'TALENT_SEARCH_TIMED_OUT', kind: 'unavailable', message: JOB_SEARCH_TIMEOUT_MESSAGE },
  notFound: { code: 'TALENT_NOT_FOUND', kind: 'notFound', message: TALENT_MESSAGES.notFound },
  resumeMissing: { code: 'TALENT_RESUME_MISSING', kind: 'notFound', message: TALENT_MESSAGES.resumeMissing },
  alreadyApplied: { code: 'TALENT_ALREADY_APPLIED', kind: 'conflict', message: TALENT_MESSAGES.alreadyApplied },
  alreadyInvited: { code: 'TALENT_ALREADY_INVITED', kind: 'conflict', message: TALENT_MESSAGES.alreadyInvited },
  noCompany: { code: 'TALENT_NO_COMPANY', kind: 'forbidden', message: JOB_POSTING_MESSAGES.noCompany },
});
