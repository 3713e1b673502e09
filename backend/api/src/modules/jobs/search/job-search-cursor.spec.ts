import { encodeJobCursor } from '../job-cursor';
import { decodeSearchCursor, encodeSearchCursor } from './job-search-cursor';

const ID = '3f1c2a4e-9b7d-4c21-8e5f-0a1b2c3d4e5f';
const AT = new Date('2026-10-02T14:05:06.789Z');

function encodeRaw(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('search cursors', () => {
  it('round-trip a newest-first position exactly', () => {
    const position = { sort: 'newest' as const, postedAt: AT, id: ID };
    expect(decodeSearchCursor(encodeSearchCursor(position))).toEqual(position);
  });

  it.each([3, 2, 1] as const)('round-trip a relevance position in tier %i', (tier) => {
    const position = { sort: 'relevance' as const, tier, postedAt: AT, id: ID };
    expect(decodeSearchCursor(encodeSearchCursor(position))).toEqual(position);
  });

  it('keep the feed cursor format for newest first, so cursors already handed out stay valid', () => {
    expect(encodeSearchCursor({ sort: 'newest', postedAt: AT, id: ID })).toBe(
      encodeJobCursor({ postedAt: AT, id: ID }),
    );
  });

  it('are opaque and URL-safe', () => {
    const text = encodeSearchCursor({ sort: 'relevance', tier: 3, postedAt: AT, id: ID });
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(text).not.toContain(ID);
  });

  it.each([
    ['an empty string', ''],
    ['plain text', 'page-2'],
    ['base64 of non-JSON', Buffer.from('not json').toString('base64url')],
    ['an object', encodeRaw({ tier: 3, postedAt: AT.toISOString(), id: ID })],
    ['a one-element array', encodeRaw([AT.toISOString()])],
    ['four elements', encodeRaw([3, AT.toISOString(), ID, 'x'])],
    ['tier 0', encodeRaw([0, AT.toISOString(), ID])],
    ['tier 4', encodeRaw([4, AT.toISOString(), ID])],
    ['a tier given as text', encodeRaw(['3', AT.toISOString(), ID])],
    ['a fractional tier', encodeRaw([2.5, AT.toISOString(), ID])],
    ['an impossible date in a relevance cursor', encodeRaw([2, '2026-02-30T10:00:00.000Z', ID])],
    ['an id that is not a UUID in a relevance cursor', encodeRaw([1, AT.toISOString(), "1' or '1'='1"])],
    ['a newest cursor with a bad id', encodeRaw([AT.toISOString(), 'nope'])],
    ['an overlong text', 'A'.repeat(500)],
  ])('reject %s', (_label, text) => {
    expect(decodeSearchCursor(text)).toBeNull();
  });
});
