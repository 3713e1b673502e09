import {
  readUnsubscribeToken,
  signUnsubscribeToken,
  signUnversionedUnsubscribeToken,
  UNVERSIONED_LINKS_VALID_UNTIL,
} from './unsubscribe-token';

const KEY = 'k'.repeat(43);
const USER = '0f0f0f0f-0000-4000-8000-00000000a001';
const NOW = new Date('2026-11-28T12:00:00.000Z');
const LATER = new Date('2027-01-27T12:00:00.000Z');

describe('unsubscribe tokens', () => {
  it('carry the user, the kind and an expiry, URL-safe, and read back with the key that signed them until they expire', () => {
    const token = signUnsubscribeToken(KEY, { userId: USER, kind: 'application-not-selected' }, LATER);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(readUnsubscribeToken(KEY, token, NOW)).toEqual({
      status: 'valid',
      claim: { userId: USER, kind: 'application-not-selected' },
    });
    expect(readUnsubscribeToken(KEY, token, new Date(LATER.getTime() - 1000))?.status).toBe('valid');
    expect(readUnsubscribeToken(KEY, token, LATER)).toEqual({ status: 'expired' });
    expect(signUnsubscribeToken(KEY, { userId: USER, kind: 'new-applicant' }, LATER)).not.toBe(token);
  });

  it('keep the links sent before links expired working until their grace ends, under their kind of today', () => {
    const old = signUnversionedUnsubscribeToken(KEY, { userId: USER, kind: 'applicants-digest' });
    expect(readUnsubscribeToken(KEY, old, NOW)).toEqual({
      status: 'valid',
      claim: { userId: USER, kind: 'new-applicant' },
    });
    expect(readUnsubscribeToken(KEY, old, UNVERSIONED_LINKS_VALID_UNTIL)).toEqual({ status: 'expired' });
    const hired = signUnversionedUnsubscribeToken(KEY, { userId: USER, kind: 'application-hired' });
    expect(readUnsubscribeToken(KEY, hired, NOW)).toMatchObject({ claim: { kind: 'application-hired' } });
  });

  it('refuse a token signed with another key, a changed payload, expiry or signature, and anything malformed', () => {
    const token = signUnsubscribeToken(KEY, { userId: USER, kind: 'application-hired' }, LATER);
    const [payload, signature] = token.split('.') as [string, string];
    expect(readUnsubscribeToken('another-key', token, NOW)).toBeNull();
    // Someone else's user id, or a later expiry, with the old signature.
    const forged = Buffer.from(
      `0f0f0f0f-0000-4000-8000-00000000a002:application-hired:${LATER.getTime() / 1000}`,
    ).toString('base64url');
    expect(readUnsubscribeToken(KEY, `${forged}.${signature}`, NOW)).toBeNull();
    const extended = Buffer.from(`${USER}:application-hired:${LATER.getTime() / 1000 + 86_400 * 365}`).toString(
      'base64url',
    );
    expect(readUnsubscribeToken(KEY, `${extended}.${signature}`, NOW)).toBeNull();
    // A first-format signature over a payload of the second format means nothing.
    const v1OverV2 = signUnversionedUnsubscribeToken(KEY, { userId: USER, kind: 'application-hired' }).split('.')[1];
    expect(readUnsubscribeToken(KEY, `${payload}.${v1OverV2}`, NOW)).toBeNull();
    expect(
      readUnsubscribeToken(KEY, `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, NOW),
    ).toBeNull();
    for (const bad of [
      '',
      'not-a-signed-token-0123456789',
      `${payload}.`,
      `.${signature}`,
      `${token}.x`,
      42,
      null,
      undefined,
      ['a'],
    ]) {
      expect(readUnsubscribeToken(KEY, bad, NOW)).toBeNull();
    }
  });

  it('refuse a validly signed payload that names no user or an unknown kind', () => {
    expect(
      readUnsubscribeToken(
        KEY,
        signUnsubscribeToken(KEY, { userId: 'not-a-uuid', kind: 'application-hired' }, LATER),
        NOW,
      ),
    ).toBeNull();
    expect(
      readUnsubscribeToken(KEY, signUnsubscribeToken(KEY, { userId: USER, kind: 'job-alerts' as never }, LATER), NOW),
    ).toBeNull();
    expect(
      readUnsubscribeToken(KEY, signUnversionedUnsubscribeToken(KEY, { userId: USER, kind: 'nonsense' }), NOW),
    ).toBeNull();
  });
});
