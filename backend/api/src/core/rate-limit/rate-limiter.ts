import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS_CLIENT } from '../../infrastructure/redis/redis.module';
import { QUEUE_PREFIX } from '../../infrastructure/queue/queue.constants';

/** Redis keys of the limiter, under the app's prefix (test setups clear `nestwork:*`). */
export const RATE_LIMIT_KEY_PREFIX = `${QUEUE_PREFIX}:rate`;

export interface RateLimitHit {
  allowed: boolean;
  count: number;
  /** Milliseconds until the window ends and the count starts over. */
  retryAfterMs: number;
}

// One round trip, atomic: count the hit and start the window on the first one.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

const REFUND_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** Hashes the identifying part, so e-mail addresses and tokens never sit in Redis in clear. */
export function rateLimitKey(scope: string, kind: string, value: string): string {
  const digest = createHash('sha256').update(value).digest('base64url').slice(0, 32);
  return `${RATE_LIMIT_KEY_PREFIX}:${scope}:${kind}:${digest}`;
}

/** Fixed-window counters in Redis, shared by every API instance. */
@Injectable()
export class RateLimiter {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitHit> {
    if (this.redis.status === 'wait') await this.redis.connect();
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, key, String(windowMs))) as [number, number];
    return { allowed: count <= limit, count, retryAfterMs: ttl };
  }

  /** Gives one hit back (a request that turned out not to count, such as a successful sign-in). */
  async refund(key: string): Promise<void> {
    if (this.redis.status === 'wait') await this.redis.connect();
    await this.redis.eval(REFUND_SCRIPT, 1, key);
  }

  /** Records a known client for `ttlMs` (renewed on every success). */
  async remember(key: string, ttlMs: number): Promise<void> {
    if (this.redis.status === 'wait') await this.redis.connect();
    await this.redis.set(key, '1', 'PX', ttlMs);
  }

  async isRemembered(key: string): Promise<boolean> {
    if (this.redis.status === 'wait') await this.redis.connect();
    return (await this.redis.exists(key)) === 1;
  }

  async reset(key: string): Promise<void> {
    if (this.redis.status === 'wait') await this.redis.connect();
    await this.redis.del(key);
  }
}
