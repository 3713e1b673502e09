import type { AvatarSize } from './upload-processing';

/** Where an upload's objects live: everything of a user under one prefix, each upload in a folder of its own. */
export function userPrefix(ownerId: string): string {
  return `uploads/${ownerId}/`;
}

export function uploadFolder(ownerId: string, uploadId: string): string {
  return `${userPrefix(ownerId)}${uploadId}/`;
}

/** The object the browser PUTs (its name is ours: the uploader's file name never reaches a key). */
export function originalKey(ownerId: string, uploadId: string): string {
  return `${uploadFolder(ownerId, uploadId)}original`;
}

/** A re-encoded square of an image. */
export function variantKey(fileKey: string, size: AvatarSize): string {
  return `${fileKey.slice(0, fileKey.lastIndexOf('/') + 1)}${size}.webp`;
}
