import { CRITIQUE_MESSAGES } from '@marketplace/contracts';
import { defineDomainError } from '../../core/errors/domain-error';

/** Refusals of critiques: someone else's or an unfinished critique, paying for one, and the reviewers' claims. */
export const CritiqueError = defineDomainError('CritiqueError', {
  notFound: { code: 'CRITIQUE_NOT_FOUND', kind: 'notFound', message: CRITIQUE_MESSAGES.notFound },
  notCompleted: { code: 'CRITIQUE_NOT_COMPLETED', kind: 'conflict', message: CRITIQUE_MESSAGES.notCompleted },
  reportNotReady: { code: 'CRITIQUE_REPORT_NOT_READY', kind: 'conflict', message: CRITIQUE_MESSAGES.reportNotReady },
  resumeMissing: { code: 'CRITIQUE_RESUME_MISSING', kind: 'notFound', message: CRITIQUE_MESSAGES.resumeNotFound },
  cardRequired: { code: 'CRITIQUE_CARD_REQUIRED', kind: 'paymentRequired', message: CRITIQUE_MESSAGES.cardRequired },
  paymentDeclined: {
    code: 'CRITIQUE_PAYMENT_DECLINED',
    kind: 'paymentRequired',
    message: CRITIQUE_MESSAGES.paymentDeclined,
  },
  paymentsUnavailable: {
    code: 'CRITIQUE_PAYMENTS_UNAVAILABLE',
    kind: 'unavailable',
    message: CRITIQUE_MESSAGES.paymentsUnavailable,
  },
  // A twin request took the plan period's included critique first; the message says what the next one costs.
  includedUsed: { code: 'CRITIQUE_INCLUDED_USED', kind: 'conflict' },
  // The message names the holder (CRITIQUE_MESSAGES.claimedByOther).
  claimed: { code: 'CRITIQUE_CLAIMED', kind: 'conflict' },
  claimRequired: { code: 'CRITIQUE_CLAIM_REQUIRED', kind: 'conflict', message: CRITIQUE_MESSAGES.claimRequired },
  alreadyCompleted: {
    code: 'CRITIQUE_ALREADY_COMPLETED',
    kind: 'conflict',
    message: CRITIQUE_MESSAGES.alreadyCompleted,
  },
});
