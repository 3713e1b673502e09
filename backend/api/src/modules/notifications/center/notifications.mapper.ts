import type { NotificationItem } from '@marketplace/contracts';
import type { NotificationCursor, NotificationRecord } from './notifications.repository';

/** A stored notification as the bell's list shows it. */
export function toNotificationItem(record: NotificationRecord): NotificationItem {
  return {
    id: record.id,
    kind: record.kind,
    text: record.text,
    link: record.link,
    subjectId: record.subjectId,
    subjectTitle: record.subjectTitle,
    createdAt: record.createdAt.toISOString(),
    seenAt: record.seenAt?.toISOString() ?? null,
    readAt: record.readAt?.toISOString() ?? null,
  };
}

/** The opaque ?cursor= after a notification: its time and id. */
export function encodeNotificationCursor(record: NotificationCursor): string {
  return Buffer.from(`${record.createdAt.toISOString()}|${record.id}`, 'utf8').toString('base64url');
}

const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The position a cursor names, or null for one this API did not make. */
export function decodeNotificationCursor(cursor: string): NotificationCursor | null {
  if (cursor.length > 120 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return null;
  const createdAt = new Date(match[1]!);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id: match[2]! };
}
