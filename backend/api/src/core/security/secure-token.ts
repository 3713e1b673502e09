import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies and e-mail link tokens. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a token: its SHA-256 (tokens are random, so no salt or slow hash is needed). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
