import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import type { QueueDefinition } from './queue-definition';
import { QueueModule } from './queue.module';

/** The provider that makes a queue's declaration discoverable by the worker and the scheduler. */
export function queueDefinitionProvider(definition: QueueDefinition): Provider {
  return { provide: `queue-definition:${definition.queue}`, useValue: definition };
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
    providers: [queueDefinitionProvider(definition)],
    exports: [producer],
  };
}
