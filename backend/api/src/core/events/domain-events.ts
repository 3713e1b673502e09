import { Global, Injectable, Logger, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';

/** Something that happened in one module that others may react to. */
export interface DomainEvent<TType extends string = string> {
  readonly type: TType;
}

type Handler<E extends DomainEvent> = (event: E) => Promise<void> | void;

/**
 * In-process domain events: a module publishes, others subscribe, and neither imports the other.
 * Handlers run one after another and are awaited; a failing handler is logged and does not stop
 * the others or undo the publisher's work. Anything that must not be lost goes on a queue: a queue
 * registered with registerQueue keeps a job it cannot hand to Redis in the PostgreSQL outbox, and
 * the worker's relay queues it once Redis is back, so the add itself is not lost either.
 */
@Injectable()
export class DomainEvents {
  private readonly logger = new Logger(DomainEvents.name);
  private readonly handlers = new Map<string, Array<Handler<DomainEvent>>>();

  on<E extends DomainEvent>(type: E['type'], handler: Handler<E>): () => void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler as Handler<DomainEvent>);
    this.handlers.set(type, list);
    return () => {
      const index = list.indexOf(handler as Handler<DomainEvent>);
      if (index >= 0) list.splice(index, 1);
    };
  }

  async publish<E extends DomainEvent>(event: E): Promise<void> {
    for (const handler of [...(this.handlers.get(event.type) ?? [])]) {
      try {
        await handler(event);
      } catch (error) {
        this.logger.error({ err: error, event: event.type }, `A handler of "${event.type}" failed`);
      }
    }
  }
}

const KNOWN_EVENTS = new Set<string>();

/**
 * Declares a module's event names (in its `<domain>.events.ts`, beside the event types): only
 * declared events can be listened to, so a listener for a misspelt or removed event stops the boot.
 */
export function defineDomainEvents<const Names extends Record<string, string>>(names: Names): Names {
  for (const name of Object.values(names)) KNOWN_EVENTS.add(name);
  return names;
}

interface ListenerTarget {
  event: string;
  method: string;
}

const LISTENERS = Symbol('domain event listeners');

type ListenerMethod<E extends DomainEvent> = (event: E) => Promise<void> | void;

/**
 * Marks a method of an injectable in a `<domain>.listeners.ts` as the handler of one domain event;
 * the app discovers these at boot (DomainEventListeners) and subscribes them.
 */
export function OnDomainEvent<E extends DomainEvent>(event: E['type']) {
  return <TMethod extends ListenerMethod<E>>(
    target: object,
    key: string | symbol,
    _descriptor: TypedPropertyDescriptor<TMethod>,
  ): void => {
    const owner = target as Record<typeof LISTENERS, ListenerTarget[] | undefined>;
    const inherited = owner[LISTENERS] ?? [];
    owner[LISTENERS] = [...inherited, { event, method: String(key) }];
  };
}

/** The @OnDomainEvent methods of an instance. */
function listenersOf(instance: object): ListenerTarget[] {
  return (instance as Record<typeof LISTENERS, ListenerTarget[] | undefined>)[LISTENERS] ?? [];
}

/**
 * Subscribes every @OnDomainEvent method of `instance` to `events`; returns what unsubscribes them.
 * Throws when a method listens to an event no module declared.
 */
export function subscribeListeners(events: DomainEvents, instance: object): () => void {
  const stops = listenersOf(instance).map(({ event, method }) => {
    if (!KNOWN_EVENTS.has(event)) {
      throw new Error(`${instance.constructor.name}.${method} listens to "${event}", which no module declares`);
    }
    const handler = (instance as Record<string, unknown>)[method] as ListenerMethod<DomainEvent>;
    return events.on(event, (payload) => handler.call(instance, payload));
  });
  return () => {
    for (const stop of stops) stop();
  };
}

/** Finds the listeners of every provider at boot and subscribes them; the boot fails on an unknown event. */
@Injectable()
export class DomainEventListeners implements OnModuleInit, OnModuleDestroy {
  private stops: Array<() => void> = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    const seen = new Set<object>();
    for (const wrapper of this.discovery.getProviders()) {
      if (!wrapper.isDependencyTreeStatic()) continue;
      const instance: unknown = wrapper.instance;
      if (typeof instance !== 'object' || instance === null || seen.has(instance)) continue;
      seen.add(instance);
      if (listenersOf(instance).length > 0) this.stops.push(subscribeListeners(this.events, instance));
    }
  }

  onModuleDestroy(): void {
    for (const stop of this.stops.splice(0)) stop();
  }
}

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [DomainEvents, DomainEventListeners],
  exports: [DomainEvents],
})
export class DomainEventsModule {}
