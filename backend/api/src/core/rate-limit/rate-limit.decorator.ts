import { SetMetadata } from '@nestjs/common';

/** What a limit counts by: the client address, the session cookie, or a field of the JSON body. */
export type RateLimitKeySource = 'ip' | 'session' | `body:${string}`;

export interface RateLimitRule {
  /** One source, or several counted together (e.g. account and client address: a counter per pair). */
  by: RateLimitKeySource | readonly RateLimitKeySource[];
  limit: number;
  windowMs: number;
  /** Only failed requests (status >= 400) count: successful ones are given back. */
  failuresOnly?: boolean;
  /** The rule does not apply to a client the policy's `remember` knows (an address that signed in to this account before). */
  exceptRemembered?: boolean;
}

/**
 * Clients to remember after a successful request (status < 400), so that rules marked
 * `exceptRemembered` let them through: failures from elsewhere cannot lock the owner out.
 */
export interface RateLimitMemory {
  /** Names the remembered set; policies with the same scope share it (sign-up and sign-in). */
  scope: string;
  /** What identifies a known client, e.g. the account's e-mail and the client address together. */
  by: readonly RateLimitKeySource[];
  ttlMs: number;
}

export interface RateLimitPolicy {
  /** Names the counters (e.g. "sign-in"); policies with the same scope share them. */
  scope: string;
  /** The 429 answer's error text. */
  message: string;
  rules: readonly RateLimitRule[];
  remember?: RateLimitMemory;
}

export const RATE_LIMIT_POLICY = 'nestwork:rate-limit';

/** Limits a route; over any rule's limit the request is answered 429 before it is authenticated. */
export const RateLimit = (policy: RateLimitPolicy): MethodDecorator => SetMetadata(RATE_LIMIT_POLICY, policy);
