import { DiscoveryService } from '@nestjs/core';
import type { Job } from 'bullmq';
import type { JobNameOf, QueueDefinition } from './queue-definition';

/** Which queue and job a handler method runs. */
export interface QueueJobTarget {
  queue: string;
  job: string;
}

/** What a handler method looks like: it gets the job and resolves with the job's result. */
export type QueueJobMethod = (job: Job<never, unknown, string>) => Promise<unknown>;

/** The discoverable marker behind @QueueJob; the generic worker finds handlers by it. */
export const QueueJobMarker = DiscoveryService.createDecorator<QueueJobTarget>();

/**
 * Marks a method of an injectable as the handler of one job of a declared queue. The worker
 * process discovers these at boot and refuses to start if a declared job has no handler or two.
 */
export function QueueJob<TDefinition extends QueueDefinition>(definition: TDefinition, job: JobNameOf<TDefinition>) {
  const mark = QueueJobMarker({ queue: definition.queue, job });
  return <TMethod extends QueueJobMethod>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<TMethod>,
  ): void => {
    mark(target, key, descriptor);
  };
}
