import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationKind, notificationKindOf } from '@marketplace/contracts';
import { isUuid } from '../../../core/text/uuid';

/** Who an unsubscribe link is for, and which kind of e-mail it turns off. */
export interface UnsubscribeClaim {
  userId: string;
  kind: NotificationKind;
}

/** What a link says: a claim that still holds, one whose time ran out, or nothing of ours. */
export type UnsubscribeReading = { status: 'valid'; claim: UnsubscribeClaim } | { status: 'expired' } | null;

/**
 * Links made before links carried an expiry (no time in them) work until this moment, so the mails
 * already in inboxes keep their promise for one more expiry period.
 */
export const UNVERSIONED_LINKS_VALID_UNTIL = new Date('2027-01-31T00:00:00.000Z');

// Tokens are signed, not stored: every mail's link keeps working with no row per mail, and a link
// cannot be made for someone else, another kind or a later expiry without the key.
const TOKEN = /^([A-Za-z0-9_-]{20,200})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, version: 'v1' | 'v2', payload: string): string {
  // The purpose and version are signed too, so a signature of this key means nothing anywhere else.
  return createHmac('sha256', secret).update(`unsubscribe.${version}.${payload}`).digest('base64url');
}

function signed(secret: string, version: 'v1' | 'v2', payload: string, signature: string): boolean {
  return timingSafeEqual(Buffer.from(mac(secret, version, payload)), Buffer.from(signature));
}

/** `<base64url(userId:kind:expiresAtSeconds)>.<HMAC-SHA256>`: URL-safe, about 130 characters. */
export function signUnsubscribeToken(secret: string, { userId, kind }: UnsubscribeClaim, expiresAt: Date): string {
  const payload = Buffer.from(`${userId}:${kind}:${Math.floor(expiresAt.getTime() / 1000)}`, 'utf8').toString(
    'base64url',
  );
  return `${payload}.${mac(secret, 'v2', payload)}`;
}

/** A link of the first format, without an expiry (kept for tests of the links already sent). */
export function signUnversionedUnsubscribeToken(
  secret: string,
  { userId, kind }: { userId: string; kind: string },
): string {
  const payload = Buffer.from(`${userId}:${kind}`, 'utf8').toString('base64url');
  return `${payload}.${mac(secret, 'v1', payload)}`;
}

/**
 * What a token says at `now`: its claim while valid, 'expired' once its time (or the first
 * format's grace) ran out, null for anything else (malformed, tampered, signed by another key).
 */
export function readUnsubscribeToken(secret: string, token: unknown, now: Date): UnsubscribeReading {
  if (typeof token !== 'string') return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, payload, signature] = match as unknown as [string, string, string];
  const parts = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  let expiresAt: Date;
  if (parts.length === 3 && signed(secret, 'v2', payload, signature)) {
    if (!/^\d{1,12}$/.test(parts[2]!)) return null;
    expiresAt = new Date(Number(parts[2]) * 1000);
  } else if (parts.length === 2 && signed(secret, 'v1', payload, signature)) {
    expiresAt = UNVERSIONED_LINKS_VALID_UNTIL;
  } else return null;
  const [userId, name] = parts as [string, string];
  const kind = notificationKindOf(name);
  if (!isUuid(userId) || !kind) return null;
  if (now.getTime() >= expiresAt.getTime()) return { status: 'expired' };
  return { status: 'valid', claim: { userId: userId.toLowerCase(), kind } };
}
