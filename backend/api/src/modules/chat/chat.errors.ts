import { CHAT_MESSAGES } from '@marketplace/contracts';
import { defineDomainError } from '../../core/errors/domain-error';

/** Refusals of chat: someone else's thread or message, who may write to whom, maintenance and the send limit. */
export const ChatError = defineDomainError('ChatError', {
  threadNotFound: { code: 'CHAT_THREAD_NOT_FOUND', kind: 'notFound', message: CHAT_MESSAGES.threadNotFound },
  messageNotFound: { code: 'CHAT_MESSAGE_NOT_FOUND', kind: 'notFound', message: CHAT_MESSAGES.messageNotFound },
  attachmentMissing: { code: 'CHAT_ATTACHMENT_MISSING', kind: 'notFound', message: CHAT_MESSAGES.attachmentMissing },
  recipientNotReachable: {
    code: 'CHAT_RECIPIENT_NOT_REACHABLE',
    kind: 'notFound',
    message: CHAT_MESSAGES.recipientNotReachable,
  },
  noConciergeChat: { code: 'CHAT_NO_CONCIERGE_CHAT', kind: 'notFound', message: CHAT_MESSAGES.noConciergeChat },
  noCompany: { code: 'CHAT_NO_COMPANY', kind: 'forbidden', message: CHAT_MESSAGES.noCompany },
  employersStart: { code: 'CHAT_EMPLOYERS_START', kind: 'forbidden', message: CHAT_MESSAGES.employersStart },
  adminsOnly: { code: 'CHAT_ADMINS_ONLY', kind: 'forbidden' },
  noChatRole: { code: 'CHAT_NO_ROLE', kind: 'forbidden' },
  tooFast: { code: 'CHAT_TOO_FAST', kind: 'rateLimited', message: CHAT_MESSAGES.tooFast },
  underMaintenance: { code: 'CHAT_UNDER_MAINTENANCE', kind: 'unavailable', message: CHAT_MESSAGES.maintenance },
});
