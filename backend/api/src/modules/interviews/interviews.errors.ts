import { EMPLOYER_APPLICATION_MESSAGES, JOB_POSTING_MESSAGES } from '@marketplace/contracts';
import { defineDomainError } from '../../core/errors/domain-error';

/** Refusals of the interview pipeline; the pipeline rule that refused a change gives its own message. */
export const InterviewsError = defineDomainError('InterviewsError', {
  noCompany: { code: 'INTERVIEWS_NO_COMPANY', kind: 'forbidden', message: JOB_POSTING_MESSAGES.noCompany },
  applicationNotFound: {
    code: 'INTERVIEWS_APPLICATION_NOT_FOUND',
    kind: 'notFound',
    message: EMPLOYER_APPLICATION_MESSAGES.notFound,
  },
  pipelineRefused: { code: 'INTERVIEWS_PIPELINE_REFUSED', kind: 'conflict' },
});
