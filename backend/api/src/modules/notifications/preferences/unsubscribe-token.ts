import { createHmac, timingSafeEqual } from 'node:crypto';
import { type EmailKind, isEmailKind } from '@marketplace/contracts';
import { isUuid } from '../../../core/text/uuid';

/** Who an unsubscribe link is for, and which kind of e-mail it turns off. */
export interface UnsubscribeClaim {
  userId: string;
  kind: EmailKind;
}

// Tokens are signed, not stored: every mail's link keeps working with no row per mail, and a link
// cannot be made for someone else or another kind without the key.
const TOKEN = /^([A-Za-z0-9_-]{20,200})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, payload: string): string {
  // The purpose and version are signed too, so a signature of this key means nothing anywhere else.
  return createHmac('sha256', secret).update(`unsubscribe.v1.${payload}`).digest('base64url');
}

/** `<base64url(userId:kind)>.<HMAC-SHA256>`: URL-safe, about 110 characters. */
export function signUnsubscribeToken(secret: string, { userId, kind }: UnsubscribeClaim): string {
  const payload = Buffer.from(`${userId}:${kind}`, 'utf8').toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The claim of a token this key signed, or null for anything else (malformed, tampered, signed by another key). */
export function readUnsubscribeToken(secret: string, token: unknown): UnsubscribeClaim | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, payload, signature] = match as unknown as [string, string, string];
  if (!timingSafeEqual(Buffer.from(mac(secret, payload)), Buffer.from(signature))) return null;
  const [userId, kind, ...rest] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  if (rest.length > 0 || userId === undefined || !isUuid(userId) || !isEmailKind(kind)) return null;
  return { userId: userId.toLowerCase(), kind };
}
