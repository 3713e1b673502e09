import { UPLOAD_FLOW_MESSAGES } from '@marketplace/contracts';
import { defineDomainError } from '../../core/errors/domain-error';

/**
 * Refusals of the upload flow and of claiming stored files; a file's own rejection reason (from
 * its checks) is given when raised.
 */
export const UploadsError = defineDomainError('UploadsError', {
  notFound: { code: 'UPLOADS_NOT_FOUND', kind: 'notFound', message: UPLOAD_FLOW_MESSAGES.notFound },
  notYours: { code: 'UPLOADS_NOT_YOURS', kind: 'invalid', message: UPLOAD_FLOW_MESSAGES.notFound },
  wrongKind: { code: 'UPLOADS_WRONG_KIND', kind: 'invalid', message: UPLOAD_FLOW_MESSAGES.wrongKind },
  rejected: { code: 'UPLOADS_REJECTED', kind: 'invalid', message: UPLOAD_FLOW_MESSAGES.processingFailed },
  notUploaded: { code: 'UPLOADS_NOT_UPLOADED', kind: 'invalid', message: UPLOAD_FLOW_MESSAGES.notUploaded },
  notReady: { code: 'UPLOADS_NOT_READY', kind: 'invalid', message: UPLOAD_FLOW_MESSAGES.notReady },
  expired: { code: 'UPLOADS_EXPIRED', kind: 'invalid', message: UPLOAD_FLOW_MESSAGES.expired },
  tooMany: { code: 'UPLOADS_TOO_MANY', kind: 'rateLimited', message: UPLOAD_FLOW_MESSAGES.tooManyUploads },
  pictureMissing: { code: 'UPLOADS_PICTURE_MISSING', kind: 'notFound' },
});
