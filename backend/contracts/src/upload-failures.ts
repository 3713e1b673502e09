/**
 * Why the browser's PUT of a file to storage (step 2 of the upload flow) failed, said so that the
 * user knows what went wrong and what to do. Shown after 'Failed to upload file' or 'Upload failed'.
 */
export const STORAGE_PUT_FAILURES = {
  /** The browser knows it has no network. */
  offline: 'Your device is offline, so the file was not sent. Reconnect and try again.',
  /** Neither storage nor the site answered: the connection dropped. */
  connectionLost: 'The connection was lost while sending the file. Check your connection and try again.',
  /** The site answers but storage does not (down, or not set up to take uploads from this page). */
  storageUnreachable:
    'The file storage could not be reached from this page, although the site can. Try again in a few minutes; if it keeps failing, contact support.',
  /** Storage took the connection but never answered, so the browser stopped waiting. */
  noAnswer:
    'The file storage did not answer in time, so the upload was stopped. Try again; if it keeps failing, contact support.',
  /** The signed link ran out before the file arrived (a slow connection, a paused computer). */
  linkExpired: 'The upload link expired before the file arrived. Please try again.',
  /** The file differs from what was signed: its type or size changed after it was chosen. */
  fileChanged:
    'The file storage refused the file because it changed after you chose it. Choose the file again and retry.',
  tooLarge: 'The file storage refused the file because it is too large. Choose a smaller file.',
  storageBusy: 'The file storage is not available right now. Try again in a few minutes.',
  /** Any other refusal, with the storage's status code for support. */
  refused: (status: number) =>
    `The file storage refused the file (error ${status}). Try again; if it keeps failing, contact support.`,
} as const;
