/**
 * Opaque cursor of the public job feed: the (posted_at, id) of the last job on a page, so the
 * next page is a keyset query, stable while new jobs are posted. Clients pass it back as is.
 */
export interface JobCursor {
  postedAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** Far above any real cursor; stops absurd inputs before decoding. */
export const JOB_CURSOR_MAX_LENGTH = 200;

export function encodeJobCursor(cursor: JobCursor): string {
  return Buffer.from(JSON.stringify([cursor.postedAt.toISOString(), cursor.id]), 'utf8').toString('base64url');
}

/** The JSON array inside a cursor text, or null when the text is not base64url JSON of an array. */
export function decodeCursorArray(text: string): unknown[] | null {
  if (text.length === 0 || text.length > JOB_CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  return Array.isArray(parsed) ? (parsed as unknown[]) : null;
}

/** A (posted_at, id) position from a decoded cursor, or null unless both are exactly as encoded. */
export function cursorPosition(postedAt: unknown, id: unknown): JobCursor | null {
  if (typeof postedAt !== 'string' || typeof id !== 'string' || !ISO_UTC.test(postedAt) || !UUID.test(id)) return null;
  const date = new Date(postedAt);
  // Rejects impossible dates such as 2026-02-30 that Date would silently roll over.
  if (Number.isNaN(date.getTime()) || date.toISOString() !== postedAt) return null;
  return { postedAt: date, id };
}

/** The cursor, or null when the text is not one this API issued. */
export function decodeJobCursor(text: string): JobCursor | null {
  const parsed = decodeCursorArray(text);
  if (parsed === null || parsed.length !== 2) return null;
  return cursorPosition(parsed[0], parsed[1]);
}
