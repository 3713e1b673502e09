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
/** Every user with connections, scored by when the last of them stops counting. */
const PRESENCE_INDEX_KEY = `${QUEUE_PREFIX}:chat:presence-index`;
/** Who a connected user is, as the announcement of their going offline needs it. */
const presenceWhoKey = (userId: string) => `${QUEUE_PREFIX}:chat:presence-who:${userId}`;
/** Users whose connections all expired are looked at this many per sweep. */
const SWEEP_BATCH = 100;

/**
 * Removes a user's expired connections; when none is left, takes the user out of the index and
 * answers 1, so that exactly one caller announces them offline. A user with a live connection gets
 * its expiry back in the index and answers 0. Atomic, so a connection made meanwhile is never lost.
 * KEYS: the index, the user's connections; ARGV: now, the user's id.
 */
const SWEEP_USER_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
local last = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
if last[2] then
  redis.call('ZADD', KEYS[1], 'GT', last[2], ARGV[2])
  return 0
end
return redis.call('ZREM', KEYS[1], ARGV[2])
`;

/** A connected user as presence keeps them: enough to tell their counterparts they went. */
export interface PresentUser {
  userId: string;
  role: 'seeker' | 'employer' | 'admin';
  companyId: string | null;
}

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
  async connected(user: PresentUser, socketId: string): Promise<boolean> {
    await this.ready();
    const now = this.clock.now().getTime();
    const key = presenceKey(user.userId);
    const results = await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', now)
      .zadd(key, now + PRESENCE_TTL_MS, socketId)
      .zcard(key)
      .pexpire(key, PRESENCE_TTL_MS)
      .zadd(PRESENCE_INDEX_KEY, 'GT', now + PRESENCE_TTL_MS, user.userId)
      .set(presenceWhoKey(user.userId), JSON.stringify(user), 'PX', LAST_SEEN_TTL_MS)
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
    // A connection made meanwhile puts the user back (connected), so the index may let them go.
    await this.redis
      .multi()
      .set(lastSeenKey(userId), String(now), 'PX', LAST_SEEN_TTL_MS)
      .eval(SWEEP_USER_SCRIPT, 2, PRESENCE_INDEX_KEY, key, now, userId)
      .exec();
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
      pipeline.zadd(PRESENCE_INDEX_KEY, 'GT', expires, userId);
    }
    await pipeline.exec();
  }

  /**
   * The users whose every connection stopped counting without a disconnect (their API instance died
   * or lost Redis for longer than PRESENCE_TTL_MS): each is taken out by exactly one caller, across
   * instances, which gets them here to announce, and their last-seen time is kept.
   */
  async sweepGone(): Promise<PresentUser[]> {
    await this.ready();
    const now = this.clock.now().getTime();
    const candidates = await this.redis.zrangebyscore(PRESENCE_INDEX_KEY, '-inf', now, 'LIMIT', 0, SWEEP_BATCH);
    const gone: PresentUser[] = [];
    for (const userId of candidates) {
      const taken = await this.redis.eval(SWEEP_USER_SCRIPT, 2, PRESENCE_INDEX_KEY, presenceKey(userId), now, userId);
      if (Number(taken) !== 1) continue;
      const [, who] = await Promise.all([
        this.redis.set(lastSeenKey(userId), String(now), 'PX', LAST_SEEN_TTL_MS),
        this.redis.get(presenceWhoKey(userId)),
      ]);
      const user = parsePresentUser(who, userId);
      if (user) gone.push(user);
    }
    return gone;
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

/** The kept description of a present user, or null when it is missing or not this user's. */
function parsePresentUser(raw: string | null, userId: string): PresentUser | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<PresentUser>;
    if (value.userId !== userId || typeof value.role !== 'string') return null;
    return { userId, role: value.role, companyId: typeof value.companyId === 'string' ? value.companyId : null };
  } catch {
    return null;
  }
}
