import type { AvatarSize } from './upload-processing';

/** Where an upload's objects live: everything of a user under one prefix, each upload in a folder of its own. */
export function userPrefix(ownerId: string): string {
  return `uploads/${ownerId}/`;
}

export function uploadFolder(ownerId: string, uploadId: string): string {
  return `${userPrefix(ownerId)}${uploadId}/`;
}

/**
 * The upload's file (its name is ours: the uploader's file name never reaches a key): the copy
 * confirm makes of what the browser PUT, which no link can write. Every check and every reader
 * sees these bytes.
 */
export function originalKey(ownerId: string, uploadId: string): string {
  return `${uploadFolder(ownerId, uploadId)}original`;
}

/**
 * Where the browser PUTs the file of the upload whose file is `fileKey`. Its signed link stays
 * valid until it expires, so nothing reads this object but confirm, which copies it to `fileKey`.
 */
export function stagingKey(fileKey: string): string {
  return `${fileKey.slice(0, fileKey.lastIndexOf('/') + 1)}incoming/original`;
}

/** A re-encoded square of an image. */
export function variantKey(fileKey: string, size: AvatarSize): string {
  return `${fileKey.slice(0, fileKey.lastIndexOf('/') + 1)}${size}.webp`;
}
