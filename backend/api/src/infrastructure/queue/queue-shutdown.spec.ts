import { Logger } from '@nestjs/common';
import type { DiscoveryService } from '@nestjs/core';
import { type ClosableConnection, closeWithin, FORCED_DISCONNECT_WAIT_MS, QueueShutdown } from './queue-shutdown';

const never = () => new Promise<never>(() => undefined);

/** A connection whose close settles when the test says so, counting how often its clients were dropped. */
class FakeConnection implements ClosableConnection {
  disconnects = 0;

  constructor(
    private readonly closing: () => Promise<unknown>,
    private readonly connected = true,
  ) {}

  close(): Promise<unknown> {
    return this.closing();
  }

  getBackend() {
    // A client that never finished connecting is a promise that never settles.
    const client = () =>
      this.connected ? Promise.resolve({ disconnect: () => void (this.disconnects += 1) }) : never();
    return { client: client(), blockingClient: client() };
  }
}

const noDiscovery = { getProviders: () => [] } as unknown as DiscoveryService;

describe('closeWithin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('leaves a connection that closes in time alone, and disconnects one still closing at the bound or whose close failed', async () => {
    const closes = new FakeConnection(async () => undefined);
    const hangs = new FakeConnection(never);
    const fails = new FakeConnection(async () => Promise.reject(new Error("Stream isn't writeable")));
    let settled = false;
    const outcomes = closeWithin(
      [
        { name: 'closes', connection: closes },
        { name: 'hangs', connection: hangs },
        { name: 'fails', connection: fails },
      ],
      5_000,
    ).then((result) => {
      settled = true;
      return result;
    });

    await jest.advanceTimersByTimeAsync(4_999);
    expect(settled).toBe(false);
    expect(fails.disconnects).toBe(2);
    expect(hangs.disconnects).toBe(0);
    await jest.advanceTimersByTimeAsync(1);

    expect(await outcomes).toEqual([
      { name: 'closes', outcome: 'closed' },
      { name: 'hangs', outcome: 'timed-out' },
      { name: 'fails', outcome: 'failed', error: new Error("Stream isn't writeable") },
    ]);
    // Both of each forced connection's clients (a worker's blocking one too).
    expect([closes.disconnects, hangs.disconnects, fails.disconnects]).toEqual([0, 2, 2]);
  });

  it('does not wait long for the clients of a connection that never finished connecting', async () => {
    const stuck = new FakeConnection(never, false);
    let settled = false;
    const outcomes = closeWithin([{ name: 'stuck', connection: stuck }], 100).then((result) => {
      settled = true;
      return result;
    });
    await jest.advanceTimersByTimeAsync(100 + FORCED_DISCONNECT_WAIT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await outcomes).toEqual([{ name: 'stuck', outcome: 'timed-out' }]);
  });
});

describe('QueueShutdown', () => {
  let warnings: unknown[][];

  beforeEach(() => {
    jest.useFakeTimers();
    warnings = [];
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args));
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('gives every close of the process one deadline, counted from the first, and names what it had to force', async () => {
    const shutdown = new QueueShutdown(noDiscovery, { queueCloseTimeoutMs: 5_000 });
    const workers = shutdown.close([{ name: 'queue "system" (worker)', connection: new FakeConnection(never) }]);
    await jest.advanceTimersByTimeAsync(5_000);
    await workers;

    // The producers start closing at the deadline: they are disconnected at once.
    const producer = new FakeConnection(never);
    const producers = shutdown.close([{ name: 'queue "system"', connection: producer }]);
    await jest.advanceTimersByTimeAsync(0);
    await producers;
    expect(producer.disconnects).toBe(2);

    expect(warnings).toEqual([
      [
        { connections: ['queue "system" (worker)'], timeoutMs: 5_000 },
        'Closing queue "system" (worker) took longer than QUEUE_CLOSE_TIMEOUT_MS (5000 ms); disconnected forcibly',
      ],
      [
        { connections: ['queue "system"'], timeoutMs: 5_000 },
        'Closing queue "system" took longer than QUEUE_CLOSE_TIMEOUT_MS (5000 ms); disconnected forcibly',
      ],
    ]);
  });

  it('logs nothing when everything closes in time', async () => {
    const shutdown = new QueueShutdown(noDiscovery, { queueCloseTimeoutMs: 5_000 });
    const closing = shutdown.close([{ name: 'queue "jobs"', connection: new FakeConnection(async () => undefined) }]);
    await jest.advanceTimersByTimeAsync(0);
    await closing;
    expect(warnings).toEqual([]);
  });
});
