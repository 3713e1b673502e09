import { RESUME_MESSAGES, UPLOAD_FLOW_MESSAGES } from '@marketplace/contracts';
import { defineDomainError } from '../../core/errors/domain-error';

/** Refusals of the seeker's profile and resumes; the plan's own resume limit message is given when raised. */
export const ProfilesError = defineDomainError('ProfilesError', {
  profileMissing: { code: 'PROFILES_PROFILE_MISSING', kind: 'notFound' },
  resumeLimitReached: {
    code: 'PROFILES_RESUME_LIMIT_REACHED',
    kind: 'conflict',
    message: RESUME_MESSAGES.limitReached(1),
  },
  resumeRejected: {
    code: 'PROFILES_RESUME_REJECTED',
    kind: 'invalid',
    message: UPLOAD_FLOW_MESSAGES.processingFailed,
  },
  resumeNotReady: { code: 'PROFILES_RESUME_NOT_READY', kind: 'conflict', message: RESUME_MESSAGES.notReady },
  resumeNotFound: { code: 'PROFILES_RESUME_NOT_FOUND', kind: 'notFound', message: RESUME_MESSAGES.notFound },
});
