import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Queue } from 'bullmq';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

/** A Redis client as a forced close needs it: ioredis's disconnect, which also cancels a pending reconnect. */
interface DroppableClient {
  disconnect(): void;
}

/** A BullMQ Queue, Worker or QueueEvents as shutdown sees it: its graceful close, and its Redis clients to drop. */
export interface ClosableConnection {
  close(): Promise<unknown>;
  /** BullMQ's Redis backend: its client, and a worker's second one for blocking reads. */
  getBackend(): { client: Promise<DroppableClient>; blockingClient?: Promise<DroppableClient> };
}

/** One connection to close, named for the log. */
export interface NamedConnection {
  name: string;
  connection: ClosableConnection;
}

/** How each close ended: closed in time, or disconnected after the deadline or after the close failed. */
export interface CloseOutcome {
  name: string;
  outcome: 'closed' | 'timed-out' | 'failed';
  error?: unknown;
}

/** Longest a forced disconnect may wait for a client that never finished connecting; then shutdown carries on. */
export const FORCED_DISCONNECT_WAIT_MS = 1_000;

function waitFor(ms: number): { done: Promise<void>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const done = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return { done, cancel: () => clearTimeout(timer) };
}

/**
 * Disconnects the clients at once. Not BullMQ's own disconnect: it waits for an "end" event that a
 * client parked in "reconnecting" never emits, and only then drops a worker's blocking client.
 */
async function drop(connection: ClosableConnection): Promise<void> {
  const backend = connection.getBackend();
  const clients = [backend.client, backend.blockingClient].filter((client) => client !== undefined);
  await Promise.all(clients.map((client) => client.then((redis) => redis.disconnect()).catch(() => undefined)));
}

/**
 * Closes every connection at once, each within `withinMs`; one still closing then, or whose close
 * failed, is disconnected forcibly. BullMQ's close waits for Redis (a worker's, for as long as it
 * takes to reconnect), and after a Redis restart it can wait forever. Never rejects.
 */
export async function closeWithin(connections: readonly NamedConnection[], withinMs: number): Promise<CloseOutcome[]> {
  const deadline = waitFor(Math.max(0, withinMs));
  try {
    return await Promise.all(
      connections.map(async ({ name, connection }): Promise<CloseOutcome> => {
        const closing = connection.close().then(
          () => ({ name, outcome: 'closed' as const }),
          (error: unknown) => ({ name, outcome: 'failed' as const, error }),
        );
        const result = await Promise.race([
          closing,
          deadline.done.then(() => ({ name, outcome: 'timed-out' as const })),
        ]);
        if (result.outcome !== 'closed') {
          const forced = waitFor(FORCED_DISCONNECT_WAIT_MS);
          await Promise.race([drop(connection).catch(() => undefined), forced.done]);
          forced.cancel();
        }
        return result;
      }),
    );
  } finally {
    deadline.cancel();
  }
}

/**
 * Bounds the closing of the process's queue connections at shutdown: the workers (QueueWorkers)
 * and the producers' queues share one deadline, QUEUE_CLOSE_TIMEOUT_MS after the first of them
 * starts closing, so a shutdown ends within the bound (plus a forced disconnect) whatever Redis
 * does. Logs which connections had to be disconnected forcibly.
 */
@Injectable()
export class QueueShutdown implements OnModuleInit {
  private readonly logger = new Logger('QueueShutdown');
  private deadline: number | null = null;
  private producersClosed?: Promise<void>;

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'queueCloseTimeoutMs'>,
  ) {}

  /**
   * @nestjs/bullmq gives each producer queue its own unbounded shutdown hook: each becomes the one
   * bounded close of every producer queue of the process.
   */
  onModuleInit(): void {
    const queues: Queue[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      if (wrapper.isDependencyTreeStatic() && wrapper.instance instanceof Queue) queues.push(wrapper.instance);
    }
    const closeAll = (): Promise<void> =>
      (this.producersClosed ??= this.close(
        queues.map((queue) => ({ name: `queue "${queue.name}"`, connection: queue })),
      ));
    for (const queue of queues) Object.assign(queue, { onApplicationShutdown: closeAll });
  }

  /** Closes `connections` before the process's queue deadline (set by the first call); logs what had to be forced. */
  async close(connections: readonly NamedConnection[]): Promise<void> {
    this.deadline ??= Date.now() + this.config.queueCloseTimeoutMs;
    const outcomes = await closeWithin(connections, this.deadline - Date.now());
    const timedOut = outcomes.filter((result) => result.outcome === 'timed-out').map((result) => result.name);
    if (timedOut.length > 0)
      this.logger.warn(
        { connections: timedOut, timeoutMs: this.config.queueCloseTimeoutMs },
        `Closing ${timedOut.join(', ')} took longer than QUEUE_CLOSE_TIMEOUT_MS (${this.config.queueCloseTimeoutMs} ms); disconnected forcibly`,
      );
    // Failures grouped by cause: during an outage every queue fails the same way.
    const failed = new Map<string, string[]>();
    for (const { name, outcome, error } of outcomes) {
      if (outcome !== 'failed') continue;
      const cause = error instanceof Error ? error.message : String(error);
      failed.set(cause, [...(failed.get(cause) ?? []), name]);
    }
    for (const [cause, names] of failed)
      this.logger.warn(
        { connections: names, cause },
        `Closing ${names.join(', ')} failed (${cause}); disconnected forcibly`,
      );
  }
}
