import { readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token';

const KEY = 'k'.repeat(43);
const USER = '0f0f0f0f-0000-4000-8000-00000000a001';

describe('unsubscribe tokens', () => {
  it('carry the user and the kind, URL-safe, and read back with the key that signed them', () => {
    const token = signUnsubscribeToken(KEY, { userId: USER, kind: 'application-not-selected' });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(readUnsubscribeToken(KEY, token)).toEqual({ userId: USER, kind: 'application-not-selected' });
    // One token per user and kind: the same link in every such mail.
    expect(signUnsubscribeToken(KEY, { userId: USER, kind: 'application-not-selected' })).toBe(token);
    expect(signUnsubscribeToken(KEY, { userId: USER, kind: 'applicants-digest' })).not.toBe(token);
  });

  it('refuse a token signed with another key, a changed payload or signature, and anything malformed', () => {
    const token = signUnsubscribeToken(KEY, { userId: USER, kind: 'application-hired' });
    const [payload, signature] = token.split('.') as [string, string];
    expect(readUnsubscribeToken('another-key', token)).toBeNull();
    // Someone else's user id (or another kind) with the old signature.
    const forged = Buffer.from(`0f0f0f0f-0000-4000-8000-00000000a002:application-hired`).toString('base64url');
    expect(readUnsubscribeToken(KEY, `${forged}.${signature}`)).toBeNull();
    expect(
      readUnsubscribeToken(KEY, `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`),
    ).toBeNull();
    for (const bad of [
      '',
      'not-a-signed-token-0123456789',
      `${payload}.`,
      `.${signature}`,
      `${token}.x`,
      `${payload}.${signature}=`,
      42,
      null,
      undefined,
      ['a'],
    ]) {
      expect(readUnsubscribeToken(KEY, bad)).toBeNull();
    }
  });

  it('refuse a validly signed payload that names no user or an unknown kind', () => {
    expect(
      readUnsubscribeToken(KEY, signUnsubscribeToken(KEY, { userId: 'not-a-uuid', kind: 'application-hired' })),
    ).toBeNull();
    expect(
      readUnsubscribeToken(KEY, signUnsubscribeToken(KEY, { userId: USER, kind: 'job-alert' as never })),
    ).toBeNull();
    expect(
      readUnsubscribeToken(
        KEY,
        signUnsubscribeToken(KEY, { userId: `${USER}:application-hired`, kind: 'application-hired' }),
      ),
    ).toBeNull();
  });
});
