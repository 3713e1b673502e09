import { Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { Job } from 'bullmq';
import { QueueDefinition } from './queue-definition';
import { QueueJobMarker, type QueueJobTarget } from './queue-job.decorator';

/** One @QueueJob method found at boot, bound to its provider instance. */
export interface DiscoveredHandler extends QueueJobTarget {
  /** `Class.method`, for messages. */
  name: string;
  run: (job: Job) => Promise<unknown>;
}

/** A declared queue with exactly one handler per job: what one worker consumes. */
export interface QueueRoute {
  definition: QueueDefinition;
  handlers: ReadonlyMap<string, DiscoveredHandler>;
}

/**
 * Pairs every declared job with its handler, or throws one error listing every job without a
 * handler, every job claimed twice and every handler of an undeclared queue or job.
 */
export function buildQueueRoutes(
  definitions: readonly QueueDefinition[],
  handlers: readonly DiscoveredHandler[],
): QueueRoute[] {
  const problems: string[] = [];
  const byQueue = new Map<string, QueueDefinition>();
  for (const definition of definitions) {
    const known = byQueue.get(definition.queue);
    if (known && known !== definition)
      problems.push(`queue "${definition.queue}" is registered with two different declarations`);
    else byQueue.set(definition.queue, definition);
  }

  const claims = new Map<string, Map<string, DiscoveredHandler[]>>();
  for (const handler of handlers) {
    const definition = byQueue.get(handler.queue);
    if (!definition) {
      problems.push(`${handler.name} handles queue "${handler.queue}", which no module registers (registerQueue)`);
      continue;
    }
    if (!definition.jobs.includes(handler.job)) {
      problems.push(`${handler.name} handles job "${handler.job}", which queue "${handler.queue}" does not declare`);
      continue;
    }
    const ofQueue = claims.get(handler.queue) ?? new Map<string, DiscoveredHandler[]>();
    ofQueue.set(handler.job, [...(ofQueue.get(handler.job) ?? []), handler]);
    claims.set(handler.queue, ofQueue);
  }

  const routes: QueueRoute[] = [];
  for (const definition of byQueue.values()) {
    const routed = new Map<string, DiscoveredHandler>();
    for (const job of definition.jobs) {
      const claimed = claims.get(definition.queue)?.get(job) ?? [];
      const [only, ...others] = claimed;
      if (!only) {
        problems.push(
          `job "${job}" of queue "${definition.queue}" has no @QueueJob handler (is its worker module in WORKER_MODULES?)`,
        );
      } else if (others.length > 0) {
        problems.push(
          `job "${job}" of queue "${definition.queue}" is claimed by ${claimed.length} handlers: ${claimed.map((handler) => handler.name).join(', ')}`,
        );
      } else {
        routed.set(job, only);
      }
    }
    routes.push({ definition, handlers: routed });
  }
  if (problems.length > 0) throw new Error(`The queue worker cannot start:\n- ${problems.join('\n- ')}`);
  return routes;
}

/** Finds, through Nest's discovery, the queues the app's modules registered and the @QueueJob handlers of its providers. */
@Injectable()
export class QueueCatalog {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  /** Every registered queue declaration, once each. */
  definitions(): QueueDefinition[] {
    const found = new Set<QueueDefinition>();
    for (const wrapper of this.discovery.getProviders()) {
      if (wrapper.isDependencyTreeStatic() && wrapper.instance instanceof QueueDefinition) found.add(wrapper.instance);
    }
    return [...found];
  }

  /** Every @QueueJob method of a provider instance; an instance provided under two tokens counts once. */
  handlers(): DiscoveredHandler[] {
    const seen = new Set<object>();
    const handlers: DiscoveredHandler[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      if (!wrapper.isDependencyTreeStatic()) continue;
      const instance: unknown = wrapper.instance;
      if (typeof instance !== 'object' || instance === null || seen.has(instance)) continue;
      seen.add(instance);
      const prototype: object | null = Object.getPrototypeOf(instance);
      if (!prototype) continue;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const target = this.discovery.getMetadataByDecorator(QueueJobMarker, wrapper, method);
        if (!target) continue;
        const fn = (instance as Record<string, unknown>)[method] as (job: Job) => Promise<unknown>;
        handlers.push({
          queue: target.queue,
          job: target.job,
          name: `${instance.constructor.name}.${method}`,
          run: (job) => fn.call(instance, job),
        });
      }
    }
    return handlers;
  }

  /** The declared queues with their handlers; throws when a job has none or two. */
  routes(): QueueRoute[] {
    return buildQueueRoutes(this.definitions(), this.handlers());
  }
}
