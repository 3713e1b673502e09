import type { EmailDeliveryFailure } from '@marketplace/contracts';
import type { DeliveryFailureCursor, DeliveryFailureRecord } from './email-delivery-failures.repository';

/** A stored failure as the admin page shows it. */
export function toEmailDeliveryFailure(record: DeliveryFailureRecord): EmailDeliveryFailure {
  return {
    id: record.id,
    userId: record.userId,
    address: record.address,
    category: record.category,
    subject: record.subject,
    reason: record.reason,
    permanent: record.permanent,
    occurredAt: record.occurredAt.toISOString(),
  };
}

/** The opaque ?cursor= after a failure: its time and id. */
export function encodeDeliveryFailureCursor(record: DeliveryFailureCursor): string {
  return Buffer.from(`${record.occurredAt.toISOString()}|${record.id}`, 'utf8').toString('base64url');
}

const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The position a cursor names, or null for one this API did not make. */
export function decodeDeliveryFailureCursor(cursor: string): DeliveryFailureCursor | null {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return null;
  const occurredAt = new Date(match[1]!);
  return Number.isNaN(occurredAt.getTime()) ? null : { occurredAt, id: match[2]! };
}
