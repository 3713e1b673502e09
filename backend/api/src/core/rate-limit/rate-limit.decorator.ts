import { SetMetadata } from '@nestjs/common';

/** What a limit counts by: the client address, the session or device cookie, or a field of the JSON body. */
export type RateLimitKeySource = 'ip' | 'session' | 'device' | `body:${string}`;

export interface RateLimitRule {
  /** One source, or several counted together (e.g. account and client address: a counter per pair). */
  by: RateLimitKeySource | readonly RateLimitKeySource[];
  limit: number;
  windowMs: number;
  /** Only failed requests (status >= 400) count: successful ones are given back. */
  failuresOnly?: boolean;
  /**
   * The rule does not apply to a client the policy's `remember` knows in one of these ways (names
   * of `remember.by`), e.g. an address or a browser that signed in to this account before.
   */
  exceptKnownBy?: readonly string[];
}

/**
 * Clients to remember after a successful request (status < 400), so that rules with `exceptKnownBy`
 * let them through: failures from elsewhere cannot lock the owner out.
 */
export interface RateLimitMemory {
  /** Names the remembered sets; policies with the same scope share them (sign-up and sign-in). */
  scope: string;
  /**
   * The ways a client is known, by name, each what identifies it: e.g. `address` (the account's
   * e-mail and the client address) and `device` (the e-mail and the device cookie).
   */
  by: Readonly<Record<string, readonly RateLimitKeySource[]>>;
  ttlMs: number;
}

export interface RateLimitPolicy {
  /** Names the counters (e.g. "sign-in"); policies with the same scope share them. */
  scope: string;
  /** The 429 answer's error text (as the API documentation shows it). */
  message: string;
  /** The 429 text saying how long to wait, when the policy's text has a form that does. */
  messageWithWait?: (retryAfterMs: number) => string;
  rules: readonly RateLimitRule[];
  remember?: RateLimitMemory;
}

export const RATE_LIMIT_POLICY = 'nestwork:rate-limit';

/** Limits a route; over any rule's limit the request is answered 429 before it is authenticated. */
export const RateLimit = (policy: RateLimitPolicy): MethodDecorator => SetMetadata(RATE_LIMIT_POLICY, policy);
