import { STORAGE_PUT_FAILURES } from '@marketplace/contracts';

/** How long the check of the site's own reachability may take after storage did not answer. */
const SITE_CHECK_TIMEOUT_MS = 3_000;

/** S3's error code and message from an error answer's XML body, when it has one. */
async function storageError(response: Response): Promise<{ code: string | null; message: string | null }> {
  let body = '';
  try {
    body = await response.text();
  } catch {
    // No readable body: the status alone decides.
  }
  const field = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(body)?.[1] ?? null;
  return { code: field('Code'), message: field('Message') };
}

/** Why storage answered the PUT with an error (S3's codes; S3-compatible servers use the same). */
export async function describeStorageRefusal(response: Response): Promise<string> {
  const { code, message } = await storageError(response);
  if (code === 'AccessDenied' && /expired/i.test(message ?? '')) return STORAGE_PUT_FAILURES.linkExpired;
  if (code === 'ExpiredToken' || code === 'RequestExpired') return STORAGE_PUT_FAILURES.linkExpired;
  if (code === 'SignatureDoesNotMatch') return STORAGE_PUT_FAILURES.fileChanged;
  if (code === 'EntityTooLarge' || response.status === 413) return STORAGE_PUT_FAILURES.tooLarge;
  if (code === 'SlowDown' || response.status >= 500) return STORAGE_PUT_FAILURES.storageBusy;
  return STORAGE_PUT_FAILURES.refused(response.status);
}

/**
 * Why the PUT got no answer at all. A browser tells a dropped connection and a storage server
 * that refuses this page (its CORS rule) apart in no way, so the site's own health check tells:
 * when the site answers, the fault is the storage's.
 */
export async function describeUnansweredPut(): Promise<string> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return STORAGE_PUT_FAILURES.offline;
  try {
    // Any answer, even an error, shows the site is reachable.
    await fetch('/api/health', { credentials: 'omit', signal: AbortSignal.timeout(SITE_CHECK_TIMEOUT_MS) });
    return STORAGE_PUT_FAILURES.storageUnreachable;
  } catch {
    return STORAGE_PUT_FAILURES.connectionLost;
  }
}
