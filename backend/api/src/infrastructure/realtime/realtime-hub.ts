import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { QUEUE_PREFIX } from '../queue/queue.constants';
import { REDIS_CLIENT, redisRetryDelay } from '../redis/redis.module';
import { RedisConnectionMonitor } from '../redis/redis-outage';

/** The Socket.IO room of every socket one person has open (chat's user room). */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** One event for several people, each with their own payload. */
interface UserEvents {
  event: string;
  payloads: Record<string, unknown>;
}

/** The pub/sub channel (named per Redis database, as pub/sub is not scoped by it). */
export function realtimeChannel(redisUrl: string): string {
  const database = Number(new URL(redisUrl).pathname.slice(1) || '0') || 0;
  return `${QUEUE_PREFIX}:realtime:${database}`;
}

/**
 * Live events to people's open pages from any process: the worker has no socket server, so every
 * process publishes on one Redis channel and each API instance passes what it hears to its own
 * sockets only (`local`), so each socket hears an event once however many instances there are. An
 * event published while Redis is away is dropped: pages poll as the fallback.
 */
@Injectable()
export class RealtimeHub implements OnApplicationShutdown {
  private readonly logger = new Logger(RealtimeHub.name);
  private server: Server | null = null;
  private subscriber: Redis | null = null;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'redisUrl'>,
    private readonly monitor: RedisConnectionMonitor,
  ) {}

  /** The API's socket server (the chat gateway hands it over): from now on this instance delivers. */
  attach(server: Server): void {
    if (this.server) return;
    this.server = server;
    const subscriber = new Redis(this.config.redisUrl, {
      connectTimeout: 2_000,
      disconnectTimeout: 500,
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      retryStrategy: redisRetryDelay,
    });
    this.monitor.watch('realtime subscriber', subscriber);
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, message: string) => this.deliver(message));
    subscriber.subscribe(realtimeChannel(this.config.redisUrl)).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'Could not subscribe to live events');
    });
  }

  /** Sends `event` to each person's sockets with their payload; never throws. */
  async toUsers(event: string, payloads: ReadonlyMap<string, unknown>): Promise<void> {
    if (payloads.size === 0) return;
    const message: UserEvents = { event, payloads: Object.fromEntries(payloads) };
    try {
      await this.redis.publish(realtimeChannel(this.config.redisUrl), JSON.stringify(message));
    } catch (error) {
      this.logger.warn({ err: error, event }, 'Could not publish a live event; pages will poll');
    }
  }

  private deliver(message: string): void {
    const server = this.server;
    if (!server) return;
    try {
      const { event, payloads } = JSON.parse(message) as UserEvents;
      for (const [userId, payload] of Object.entries(payloads)) server.local.to(userRoom(userId)).emit(event, payload);
    } catch (error) {
      this.logger.warn({ err: error }, 'Dropped a malformed live event');
    }
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
    this.subscriber = null;
  }
}

/** The hub in every process (the API delivers, every process publishes). */
@Global()
@Module({ providers: [RealtimeHub], exports: [RealtimeHub] })
export class RealtimeModule {}
