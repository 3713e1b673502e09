import { cursorPosition, decodeCursorArray, decodeJobCursor, encodeJobCursor } from '../job-cursor';
import { RELEVANCE_TIERS, type RelevanceTier, type SearchPosition } from './job-search-criteria';

/**
 * Opaque search cursors. Newest-first pages keep the feed's cursor, [postedAt, id], so cursors the
 * feed already handed out stay valid; relevance pages prefix the tier: [tier, postedAt, id].
 * Both are keyset positions, so paging stays exact while jobs are posted or removed.
 */
export function encodeSearchCursor(position: SearchPosition): string {
  if (position.sort === 'newest') return encodeJobCursor(position);
  return Buffer.from(JSON.stringify([position.tier, position.postedAt.toISOString(), position.id]), 'utf8').toString(
    'base64url',
  );
}

/** The position, or null when the text is not a cursor this API issued. */
export function decodeSearchCursor(text: string): SearchPosition | null {
  const parsed = decodeCursorArray(text);
  if (parsed?.length === 2) {
    const position = decodeJobCursor(text);
    return position && { sort: 'newest', ...position };
  }
  if (parsed?.length === 3) {
    const [tier, postedAt, id] = parsed;
    const position = cursorPosition(postedAt, id);
    if (!position || !(RELEVANCE_TIERS as readonly unknown[]).includes(tier)) return null;
    return { sort: 'relevance', tier: tier as RelevanceTier, ...position };
  }
  return null;
}
