import { SetMetadata } from '@nestjs/common';

/** What a limit counts by: the client address, the session cookie, or a field of the JSON body. */
export type RateLimitKeySource = 'ip' | 'session' | `body:${string}`;

export interface RateLimitRule {
  by: RateLimitKeySource;
  limit: number;
  windowMs: number;
  /** Only failed requests (status >= 400) count: successful ones are given back. */
  failuresOnly?: boolean;
}

export interface RateLimitPolicy {
  /** Names the counters (e.g. "sign-in"); policies with the same scope share them. */
  scope: string;
  /** The 429 answer's error text. */
  message: string;
  rules: readonly RateLimitRule[];
}

export const RATE_LIMIT_POLICY = 'nestwork:rate-limit';

/** Limits a route; over any rule's limit the request is answered 429 before it is authenticated. */
export const RateLimit = (policy: RateLimitPolicy): MethodDecorator => SetMetadata(RATE_LIMIT_POLICY, policy);
