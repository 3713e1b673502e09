/**
 * Authorize.net signs each webhook notification: X-ANET-Signature is "sha512=" followed by the
 * uppercase hex HMAC-SHA512 of the raw request body, keyed with the merchant's signature key. The
 * check runs on the exact bytes received (not a re-serialised object) and compares in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER = /^sha512=([0-9a-f]{128})$/i;

function digest(rawBody: string | Uint8Array, signatureKey: string): Buffer {
  return createHmac('sha512', signatureKey).update(rawBody).digest();
}

/** The header value Authorize.net sends with this body (tests sign their notifications with it). */
export function authnetSignature(rawBody: string | Uint8Array, signatureKey: string): string {
  return `sha512=${digest(rawBody, signatureKey).toString('hex').toUpperCase()}`;
}

/** True when `header` is the signature of exactly `rawBody` under `signatureKey`. */
export function verifyAuthnetSignature(
  rawBody: string | Uint8Array,
  header: string | null | undefined,
  signatureKey: string,
): boolean {
  const hex = HEADER.exec((header ?? '').trim())?.[1];
  if (!hex || !signatureKey) return false;
  return timingSafeEqual(Buffer.from(hex, 'hex'), digest(rawBody, signatureKey));
}
