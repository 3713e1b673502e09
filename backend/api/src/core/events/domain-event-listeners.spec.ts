import { Injectable, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import {
  type DomainEvent,
  DomainEvents,
  DomainEventsModule,
  defineDomainEvents,
  OnDomainEvent,
  subscribeListeners,
} from './domain-events';

const SHELF_EVENTS = defineDomainEvents({ stocked: 'shelf.stocked' });

interface ShelfStocked extends DomainEvent<typeof SHELF_EVENTS.stocked> {
  item: string;
}

@Injectable()
class ShelfListeners {
  readonly seen: string[] = [];

  @OnDomainEvent<ShelfStocked>(SHELF_EVENTS.stocked)
  record({ item }: ShelfStocked): void {
    this.seen.push(item);
  }
}

@Injectable()
class MisspeltListeners {
  @OnDomainEvent<DomainEvent<'shelf.stockd'>>('shelf.stockd')
  record(): void {
    // never subscribed: the event is not declared
  }
}

describe('domain event listeners', () => {
  it('subscribes the decorated methods and unsubscribes them', async () => {
    const events = new DomainEvents();
    const listeners = new ShelfListeners();
    const unsubscribe = subscribeListeners(events, listeners);
    await events.publish<ShelfStocked>({ type: SHELF_EVENTS.stocked, item: 'jam' });
    unsubscribe();
    await events.publish<ShelfStocked>({ type: SHELF_EVENTS.stocked, item: 'tea' });
    expect(listeners.seen).toEqual(['jam']);
  });

  it('refuses a listener of an event no module declares', () => {
    expect(() => subscribeListeners(new DomainEvents(), new MisspeltListeners())).toThrow(
      'MisspeltListeners.record listens to "shelf.stockd", which no module declares',
    );
  });

  it('discovers the listeners of every provider at boot, and refuses to boot on an unknown event', async () => {
    @Module({ providers: [ShelfListeners] })
    class ShelfModule {}
    const app = await Test.createTestingModule({ imports: [DomainEventsModule, ShelfModule] }).compile();
    await app.init();
    await app.get(DomainEvents).publish<ShelfStocked>({ type: SHELF_EVENTS.stocked, item: 'bread' });
    expect(app.get(ShelfListeners).seen).toEqual(['bread']);
    await app.close();

    @Module({ providers: [MisspeltListeners] })
    class MisspeltModule {}
    const broken = await Test.createTestingModule({ imports: [DomainEventsModule, MisspeltModule] }).compile();
    await expect(broken.init()).rejects.toThrow('which no module declares');
  });
});
