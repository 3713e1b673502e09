import { LIMITS } from './limits';
import { PROFILE_PICTURE_MESSAGES, TEXT_MESSAGES, UPLOAD_MESSAGES } from './messages';
import { type FieldErrors, hasForbiddenCharacters } from './rules';

/**
 * The presigned upload flow, shared by the uploaders and the server:
 *   1. POST /api/upload/presigned-url {fileName, fileType, fileSize, uploadType, purpose?}
 *   2. PUT the raw file to uploadUrl with `Content-Type: fileType` (storage refuses another type,
 *      another length, a changed signature or an expired link)
 *   3. POST /api/upload/confirm {uploadId, fileUrl}: the server checks the stored object (size,
 *      real type by its first bytes) and hands it to the worker: status 'processing', then
 *      'ready' or 'rejected' with a reason (GET /api/upload/{uploadId} tells which).
 */

export const UPLOAD_TYPES = ['avatar', 'document'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/**
 * What a document is for: each purpose names the types it takes. 'resume' (the default) takes PDF,
 * DOC and DOCX; 'attachment' (chat and critique attachments) also takes plain text, JPEG and PNG.
 */
export const DOCUMENT_PURPOSES = ['resume', 'attachment'] as const;
export type DocumentPurpose = (typeof DOCUMENT_PURPOSES)[number];

export const UPLOAD_STATUSES = ['pending', 'processing', 'ready', 'rejected'] as const;
/** pending: signed, not confirmed; processing: confirmed, in the worker; ready: usable; rejected: refused (see rejectionReason). */
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** One accepted file type: its MIME type, the extensions a name may end with, and how the lists name it. */
export interface AcceptedFileType {
  mime: string;
  extensions: readonly string[];
  label: string;
}

export const IMAGE_FILE_TYPES: readonly AcceptedFileType[] = [
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], label: 'JPEG' },
  { mime: 'image/png', extensions: ['.png'], label: 'PNG' },
  { mime: 'image/gif', extensions: ['.gif'], label: 'GIF' },
  { mime: 'image/webp', extensions: ['.webp'], label: 'WebP' },
];

export const DOCUMENT_FILE_TYPES: readonly AcceptedFileType[] = [
  { mime: 'application/pdf', extensions: ['.pdf'], label: 'PDF' },
  { mime: 'application/msword', extensions: ['.doc'], label: 'DOC' },
  {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
    label: 'DOCX',
  },
];

export const TEXT_FILE_TYPE: AcceptedFileType = { mime: 'text/plain', extensions: ['.txt'], label: 'TXT' };

/** Everything an attachment may be: the documents, plain text, and JPEG and PNG pictures (kept at their size, metadata dropped). */
export const ATTACHMENT_FILE_TYPES: readonly AcceptedFileType[] = [
  ...DOCUMENT_FILE_TYPES,
  TEXT_FILE_TYPE,
  ...IMAGE_FILE_TYPES.filter((type) => type.mime === 'image/jpeg' || type.mime === 'image/png'),
];

/** True for an attachment that is a picture (re-encoded by the worker rather than read for text). */
export function isAttachmentImage(mime: string): boolean {
  return mime === 'image/jpeg' || mime === 'image/png';
}

export const UPLOAD_LIMITS = {
  /** Avatars and logos must be under this size ('File size must be less than 5MB'). */
  avatarMaxBytes: LIMITS.avatarMaxBytes,
  /** Documents may be up to this size (the generic upload default). */
  documentMaxBytes: LIMITS.uploadDefaultMaxMegabytes * 1024 * 1024,
  fileNameMax: 255,
  /** Seconds a presigned PUT link stays valid. */
  putLinkSeconds: 5 * 60,
  /** Seconds a signed read link stays valid. */
  readLinkSeconds: 10 * 60,
  /** Unconfirmed uploads (and their objects) are removed after this many hours. */
  unconfirmedHours: 24,
  /** Largest image accepted, in pixels (width x height), against decompression bombs. */
  maxImagePixels: 40_000_000,
  /** Square sizes an avatar or logo is re-encoded to. */
  avatarSizes: [256, 64] as const,
  /** Everything one user keeps on storage. */
  userQuotaBytes: 200 * 1024 * 1024,
} as const;

/** The types a request may declare for an upload type (and, for documents, a purpose). */
export function acceptedFileTypes(
  uploadType: UploadType,
  purpose: DocumentPurpose = 'resume',
): readonly AcceptedFileType[] {
  if (uploadType === 'avatar') return IMAGE_FILE_TYPES;
  return purpose === 'attachment' ? ATTACHMENT_FILE_TYPES : DOCUMENT_FILE_TYPES;
}

/** The accepted extensions, for an `accept` attribute and the 'Accepted types: ...' message. */
export function acceptedExtensions(types: readonly AcceptedFileType[]): string[] {
  return types.flatMap((type) => type.extensions);
}

/** Largest size, in bytes, an upload type takes. Avatars must be under it; documents may reach it. */
export function maxUploadBytes(uploadType: UploadType): number {
  return uploadType === 'avatar' ? UPLOAD_LIMITS.avatarMaxBytes : UPLOAD_LIMITS.documentMaxBytes;
}

/** The lower-cased extension of a file name ('.pdf'), or '' when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot).toLowerCase() : '';
}

/** The accepted type a file is, by its declared MIME type and its name's extension, or null. */
export function matchFileType(
  types: readonly AcceptedFileType[],
  fileType: string,
  fileName: string,
): AcceptedFileType | null {
  const mime = fileType.trim().toLowerCase();
  const extension = fileExtension(fileName);
  return types.find((type) => type.mime === mime && type.extensions.includes(extension)) ?? null;
}

/** The size message of an upload type (avatars: under 5MB; documents: at most 10MB). */
export function fileSizeError(
  uploadType: UploadType,
  fileSize: number,
  maxMegabytes: number = LIMITS.uploadDefaultMaxMegabytes,
): string | null {
  if (uploadType === 'avatar')
    return fileSize >= UPLOAD_LIMITS.avatarMaxBytes ? PROFILE_PICTURE_MESSAGES.tooLarge : null;
  return fileSize > maxMegabytes * 1024 * 1024 ? UPLOAD_MESSAGES.tooLarge(maxMegabytes) : null;
}

/** The type message of an upload type, or null when the declared type and the name's extension are accepted. */
export function fileTypeError(
  uploadType: UploadType,
  fileType: string,
  fileName: string,
  purpose: DocumentPurpose = 'resume',
): string | null {
  const types = acceptedFileTypes(uploadType, purpose);
  if (matchFileType(types, fileType, fileName)) return null;
  return uploadType === 'avatar'
    ? PROFILE_PICTURE_MESSAGES.badType
    : UPLOAD_MESSAGES.badType(acceptedExtensions(types));
}

export const UPLOAD_FLOW_MESSAGES = {
  /** Shown by the uploaders when a step fails. */
  presignFailed: 'Failed to get upload URL',
  putFailed: 'Failed to upload file',
  confirmFailed: 'Failed to confirm upload',
  profileUpdateFailed: 'Failed to update profile',
  profilePictureFailed: 'Failed to upload profile picture',
  profilePictureRemoveFailed: 'Failed to remove profile picture',
  profilePictureUnavailable: 'Unable to load profile picture. The image may be processing or temporarily unavailable.',
  genericFailed: 'Upload failed',
  profileLoadFailed: 'Failed to load profile',
  /** Field and server messages of our own. */
  fileNameRequired: 'File name is required',
  fileNameTooLong: 'File name must be at most 255 characters',
  fileEmpty: 'The file is empty',
  fileSizeInvalid: 'File size must be a whole number of bytes',
  uploadTypeInvalid: "Upload type must be 'avatar' or 'document'",
  purposeInvalid: "Purpose must be 'resume' or 'attachment'",
  quotaExceeded: 'You have used all your storage space. Remove some files and try again.',
  notFound: 'Upload not found',
  notUploaded: 'The file has not been uploaded yet',
  sizeMismatch: 'The uploaded file is not the size that was announced',
  typeMismatch: 'The file is not what its name and type say it is',
  alreadyConfirmed: 'This upload has already been confirmed',
  expired: 'This upload has expired. Please upload the file again.',
  notReady: 'This file is still being processed',
  wrongKind: 'This file cannot be used here',
  imageUnreadable: 'The image could not be read',
  imageTooLarge: 'The image has too many pixels',
  documentUnreadable: 'The document could not be read',
  pdfActiveContent: 'PDF files with scripts, actions or embedded files are not accepted',
  tooManyUploads: 'Too many uploads. Please wait a few minutes and try again.',
  processingFailed: 'The file could not be processed',
} as const;

/** POST /api/upload/presigned-url */
export interface PresignUploadRequest {
  fileName: string;
  fileType: string;
  fileSize: number;
  uploadType?: UploadType;
  purpose?: DocumentPurpose;
}

export interface PresignUploadResponse {
  /** PUT the raw file here, with `Content-Type: fileType`; valid until expiresAt. */
  uploadUrl: string;
  fileKey: string;
  /** The object's address (private: read it through a signed link); confirm and attach by it. */
  fileUrl: string;
  uploadId: string;
  expiresAt: string;
}

/** POST /api/upload/confirm */
export interface ConfirmUploadRequest {
  uploadId: string;
  fileUrl: string;
}

/** An upload as its owner sees it. */
export interface UploadedFile {
  id: string;
  fileUrl: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  uploadType: UploadType;
  status: UploadStatus;
  /** Why it was refused, for the uploader to show; null unless rejected. */
  rejectionReason: string | null;
  /** A short-lived signed link to read it (for avatars, the 256 px picture); null until ready. */
  url: string | null;
  createdAt: string;
}

/** POST /api/upload/confirm and GET /api/upload/{uploadId} */
export interface UploadFileResponse {
  file: UploadedFile;
}

/** GET /api/user/profile-picture[/{userId}], /api/applicant/profile-picture/{id}, /api/concierge/profile-picture/{id} */
export interface ProfilePictureResponse {
  profilePictureUrl: string | null;
}

/** Field errors of a presign request, checked before anything is signed (forms check the same). */
export function validatePresignRequest(input: {
  fileName?: unknown;
  fileType?: unknown;
  fileSize?: unknown;
  uploadType?: unknown;
  purpose?: unknown;
}): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const uploadType = input.uploadType === undefined ? 'document' : input.uploadType;
  if (!UPLOAD_TYPES.includes(uploadType as UploadType)) add('uploadType', UPLOAD_FLOW_MESSAGES.uploadTypeInvalid);
  const purpose = input.purpose === undefined ? 'resume' : input.purpose;
  if (!DOCUMENT_PURPOSES.includes(purpose as DocumentPurpose)) add('purpose', UPLOAD_FLOW_MESSAGES.purposeInvalid);
  const fileName = typeof input.fileName === 'string' ? input.fileName.trim() : '';
  if (typeof input.fileName === 'string' && hasForbiddenCharacters(input.fileName))
    add('fileName', TEXT_MESSAGES.forbiddenCharacters);
  else if (fileName === '') add('fileName', UPLOAD_FLOW_MESSAGES.fileNameRequired);
  else if (fileName.length > UPLOAD_LIMITS.fileNameMax) add('fileName', UPLOAD_FLOW_MESSAGES.fileNameTooLong);
  const size = input.fileSize;
  if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0)
    add('fileSize', UPLOAD_FLOW_MESSAGES.fileSizeInvalid);
  else if (size === 0) add('fileSize', UPLOAD_FLOW_MESSAGES.fileEmpty);
  else if (errors.uploadType === undefined) {
    const sizeError = fileSizeError(uploadType as UploadType, size);
    if (sizeError) add('fileSize', sizeError);
  }
  if (errors.uploadType === undefined && errors.purpose === undefined && errors.fileName === undefined) {
    const typeError = fileTypeError(
      uploadType as UploadType,
      typeof input.fileType === 'string' ? input.fileType : '',
      fileName,
      purpose as DocumentPurpose,
    );
    if (typeError) add('fileType', typeError);
  }
  return errors;
}
