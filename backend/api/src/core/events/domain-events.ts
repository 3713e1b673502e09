import { Global, Injectable, Logger, Module } from '@nestjs/common';

/** Something that happened in one module that others may react to (spec: cross-module side effects). */
export interface DomainEvent<TType extends string = string> {
  readonly type: TType;
}

type Handler<E extends DomainEvent> = (event: E) => Promise<void> | void;

/**
 * In-process domain events: a module publishes, others subscribe, and neither imports the other.
 * Handlers run one after another and are awaited; a failing handler is logged and does not stop
 * the others or undo the publisher's work (anything that must not be lost goes on a queue).
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

@Global()
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class DomainEventsModule {}
