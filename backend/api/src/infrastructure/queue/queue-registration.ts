import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Clock } from '../../core/clock/clock';
import { DurableQueue } from './outbox/durable-queue';
import { QueueOutboxRepository } from './outbox/queue-outbox.repository';
import type { QueueDefinition } from './queue-definition';
import { QueueModule } from './queue.module';

// Every producer is a DurableQueue: a job Redis cannot take goes to the outbox (the library's hook for its own Queue class).
BullModule.queueClass = DurableQueue;

/** The provider that makes a queue's declaration discoverable by the worker and the scheduler. */
export function queueDefinitionProvider(definition: QueueDefinition): Provider {
  return { provide: `queue-definition:${definition.queue}`, useValue: definition };
}

/** Turns on the queue's outbox fallback; the boot fails if the producer is not a DurableQueue, rather than lose jobs quietly. */
export function queueOutboxProvider(definition: QueueDefinition): Provider {
  return {
    provide: `queue-outbox:${definition.queue}`,
    inject: [getQueueToken(definition.queue), QueueOutboxRepository, Clock],
    useFactory: (queue: unknown, outbox: QueueOutboxRepository, clock: Clock) => {
      if (!(queue instanceof DurableQueue)) throw new Error(`Queue "${definition.queue}" is not a DurableQueue`);
      queue.keepInOutboxWhileRedisIsAway(outbox, () => clock.now());
      return queue;
    },
  };
}

/** Holds one module's queue registration; see registerQueue. */
@Module({})
export class QueueRegistrationModule {}

/**
 * What a module imports (and exports) for its queue: the producer it injects with @InjectQueue, and
 * its declaration, which the worker process checks against the @QueueJob handlers at boot.
 */
export function registerQueue(definition: QueueDefinition): DynamicModule {
  const producer = BullModule.registerQueue({ name: definition.queue });
  return {
    module: QueueRegistrationModule,
    imports: [QueueModule, producer],
    providers: [queueDefinitionProvider(definition), queueOutboxProvider(definition)],
    exports: [producer],
  };
}
