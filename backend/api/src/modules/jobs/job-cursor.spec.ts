import { decodeJobCursor, encodeJobCursor } from './job-cursor';

const cursor = { postedAt: new Date('2026-10-02T14:05:06.789Z'), id: '3f1c2a4e-9b7d-4c21-8e5f-0a1b2c3d4e5f' };

function encodeRaw(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('job feed cursor', () => {
  it('round-trips the position exactly, to the millisecond', () => {
    const text = encodeJobCursor(cursor);
    expect(decodeJobCursor(text)).toEqual(cursor);
  });

  it('is opaque and URL-safe', () => {
    const text = encodeJobCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(text).not.toContain(cursor.id);
  });

  it.each([
    ['an empty string', ''],
    ['plain text', 'page-2'],
    ['characters outside base64url', 'abc+/='],
    ['base64 of non-JSON', Buffer.from('not json').toString('base64url')],
    ['a JSON object', encodeRaw({ postedAt: cursor.postedAt.toISOString(), id: cursor.id })],
    ['a one-element array', encodeRaw([cursor.postedAt.toISOString()])],
    ['a number for the time', encodeRaw([Date.now(), cursor.id])],
    ['a time without milliseconds', encodeRaw(['2026-10-02T14:05:06Z', cursor.id])],
    ['an impossible date', encodeRaw(['2026-02-30T10:00:00.000Z', cursor.id])],
    ['an id that is not a UUID', encodeRaw([cursor.postedAt.toISOString(), "1' or '1'='1"])],
    ['an overlong text', 'A'.repeat(500)],
  ])('rejects %s', (_label, text) => {
    expect(decodeJobCursor(text)).toBeNull();
  });
});
