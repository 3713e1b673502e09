import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Clock } from '../../../core/clock/clock';
import { QUEUE_PREFIX } from '../../../infrastructure/queue/queue.constants';
import { REDIS_CLIENT } from '../../../infrastructure/redis/redis.module';

/** A connection counts as live this long after its last heartbeat (an API instance that dies stops renewing its own). */
export const PRESENCE_TTL_MS = 90_000;
/** How often each API instance renews its connections. */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** How long the last-seen time is kept (the offline e-mail asks about the last day or so). */
const LAST_SEEN_TTL_MS = 7 * 24 * 3_600_000;

const presenceKey = (userId: string) => `${QUEUE_PREFIX}:chat:presence:${userId}`;
const lastSeenKey = (userId: string) => `${QUEUE_PREFIX}:chat:last-seen:${userId}`;

/**
 * Who is connected to chat, across every API instance: per user, a sorted set of their sockets
 * scored by when each stops counting (renewed by heartbeats), and the time the last one went.
 * Best effort: callers carry on when Redis cannot be reached.
 */
@Injectable()
export class ChatPresence {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly clock: Clock,
  ) {}

  /** Records a connection; true when it is the user's only live one (they just came online). */
  async connected(userId: string, socketId: string): Promise<boolean> {
    await this.ready();
    const now = this.clock.now().getTime();
    const key = presenceKey(userId);
    const results = await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', now)
      .zadd(key, now + PRESENCE_TTL_MS, socketId)
      .zcard(key)
      .pexpire(key, PRESENCE_TTL_MS)
      .exec();
    return Number(results?.[2]?.[1] ?? 0) === 1;
  }

  /** Forgets a connection; true when the user has no live one left (they just went offline), whose time is kept. */
  async disconnected(userId: string, socketId: string): Promise<boolean> {
    await this.ready();
    const now = this.clock.now().getTime();
    const key = presenceKey(userId);
    const results = await this.redis.multi().zrem(key, socketId).zremrangebyscore(key, '-inf', now).zcard(key).exec();
    if (Number(results?.[2]?.[1] ?? 0) > 0) return false;
    await this.redis.set(lastSeenKey(userId), String(now), 'PX', LAST_SEEN_TTL_MS);
    return true;
  }

  /** Renews this instance's live connections. */
  async renew(connections: ReadonlyArray<{ userId: string; socketId: string }>): Promise<void> {
    if (connections.length === 0) return;
    await this.ready();
    const expires = this.clock.now().getTime() + PRESENCE_TTL_MS;
    const pipeline = this.redis.pipeline();
    for (const { userId, socketId } of connections) {
      pipeline.zadd(presenceKey(userId), expires, socketId);
      pipeline.pexpire(presenceKey(userId), PRESENCE_TTL_MS);
    }
    await pipeline.exec();
  }

  /** The users among these with a live connection now. */
  async onlineAmong(userIds: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Set();
    await this.ready();
    const now = this.clock.now().getTime();
    const pipeline = this.redis.pipeline();
    for (const userId of unique) pipeline.zcount(presenceKey(userId), now, '+inf');
    const results = (await pipeline.exec()) ?? [];
    return new Set(unique.filter((_, index) => Number(results[index]?.[1] ?? 0) > 0));
  }

  /** When the user's last connection went; null if they never connected lately (or are connected now). */
  async lastSeen(userId: string): Promise<Date | null> {
    await this.ready();
    const value = await this.redis.get(lastSeenKey(userId));
    return value === null ? null : new Date(Number(value));
  }

  private async ready(): Promise<void> {
    if (this.redis.status === 'wait') await this.redis.connect();
  }
}
