import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import { CHAT_SOCKET_PATH } from '@marketplace/contracts';
import type { AppConfig } from '../../config/app-config';
import { QUEUE_PREFIX } from '../queue/queue.constants';
import { redisRetryDelay } from '../redis/redis.module';
import type { RedisConnectionMonitor } from '../redis/redis-outage';

/** How long a dropped client may come back and find its rooms and missed events (connection state recovery). */
export const RECOVERY_WINDOW_MS = 2 * 60_000;

/** The Redis stream the instances share broadcasts through (under the app's prefix, which test setups clear). */
export const SOCKET_STREAM = `${QUEUE_PREFIX}:socket.io`;

/**
 * Pub/sub channels are not scoped by Redis database number, unlike keys: the channel names carry
 * it, so apps on other databases of the same server never hear each other.
 */
export function socketChannelPrefix(redisUrl: string): string {
  const database = Number(new URL(redisUrl).pathname.slice(1) || '0') || 0;
  return `${QUEUE_PREFIX}:socket.io:${database}`;
}

/** The Socket.IO handshake's cookie, which load balancers read to keep a long-polling client on one instance. */
export const SOCKET_AFFINITY_COOKIE = 'io';

/**
 * The Socket.IO server of every gateway, on the HTTP server's port: the Redis streams adapter makes
 * rooms and broadcasts span the API instances and keeps each socket's session for connection state
 * recovery (the middlewares run again on recovery: a session may have ended meanwhile). Its Redis
 * connection queues commands while Redis is away and sends them once it is back, so a broadcast
 * made during an outage is late, not lost (the streams adapter reads on from where it stopped).
 */
export class RealtimeIoAdapter extends IoAdapter {
  private readonly clients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly config: Pick<AppConfig, 'redisUrl'>,
    private readonly monitor: RedisConnectionMonitor,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const redis = new Redis(this.config.redisUrl, {
      connectTimeout: 2_000,
      disconnectTimeout: 500,
      // Unlike the general client: wait for Redis rather than fail, so no broadcast is dropped.
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      retryStrategy: redisRetryDelay,
    });
    this.monitor.watch('socket.io adapter', redis);
    this.clients.push(redis);
    // The adapter reads the stream and subscribes on copies of this client: keep them, so the
    // outage log watches them too and closing the app closes them at once (a blocked XREAD would
    // otherwise hold the process for its block time).
    const duplicate = redis.duplicate.bind(redis);
    redis.duplicate = ((override?: Parameters<Redis['duplicate']>[0]) => {
      const copy = duplicate(override);
      this.monitor.watch(`socket.io adapter ${this.clients.length}`, copy);
      this.clients.push(copy);
      return copy;
    }) as Redis['duplicate'];
    const adapter = createAdapter(redis, {
      streamName: SOCKET_STREAM,
      sessionKeyPrefix: `${SOCKET_STREAM}:session:`,
      channelPrefix: socketChannelPrefix(this.config.redisUrl),
      // Only JSON goes through chat's events.
      onlyPlaintext: true,
    });
    return super.createIOServer(port, {
      ...options,
      path: CHAT_SOCKET_PATH,
      serveClient: false,
      // Same origin only: the handshake's Origin is checked against the site's (HandshakeAuthenticator).
      cors: undefined,
      connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
      // The handshake sets this cookie, so a load balancer can keep one client's long-polling
      // requests on the instance that holds its connection (HAProxy: `cookie io prefix`); the
      // other requests stay balanced.
      cookie: { name: SOCKET_AFFINITY_COOKIE, path: CHAT_SOCKET_PATH, httpOnly: true, sameSite: 'lax' },
      adapter: adapter as unknown as NonNullable<ServerOptions['adapter']>,
    } as ServerOptions);
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    const [publisher, ...copies] = this.clients.splice(0);
    // The copies block in XREAD or sit subscribed: a QUIT would wait behind them.
    for (const copy of copies) copy.disconnect();
    if (!publisher) return;
    // Not connected: QUIT would wait in the offline queue for a connection that may never come.
    if (publisher.status === 'ready') await publisher.quit().catch(() => publisher.disconnect());
    else publisher.disconnect();
  }
}
