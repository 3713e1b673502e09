import { Injectable, Logger, type Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { getQueueToken } from '@nestjs/bullmq';
import { type Job, UnrecoverableError, type Worker } from 'bullmq';
import { APP_CONFIG } from '../../config/config.module';
import { type ErrorContext, ErrorReporter } from '../../core/error-reporting/error-reporter';
import { QueueCatalog } from './queue-catalog';
import { defineQueue, type QueueDefinition } from './queue-definition';
import { QueueErrorReporter } from './queue-error-reporter';
import { QueueJob } from './queue-job.decorator';
import { queueDefinitionProvider } from './queue-registration';
import { QueueScheduler } from './queue-scheduler';
import { QueueShutdown } from './queue-shutdown';
import { BullWorkerFactory, QueueWorkers } from './queue-workers';
import { QUEUES } from './queue.constants';

const SYSTEM = defineQueue({
  queue: QUEUES.system,
  jobs: { first: 'first', second: 'second' },
  concurrency: 3,
  schedules: [
    { id: 'system-second', every: 60_000, job: 'second', data: { source: 'scheduler' }, opts: { attempts: 1 } },
  ],
});
const ACCOUNTS = defineQueue({ queue: QUEUES.accounts, jobs: { only: 'only' }, concurrency: 1 });

@Injectable()
class SystemHandlers {
  @QueueJob(SYSTEM, 'first')
  async first(job: Job<{ n: number }>): Promise<{ doubled: number }> {
    return { doubled: job.data.n * 2 };
  }

  @QueueJob(SYSTEM, 'second')
  async second(): Promise<string> {
    return 'second ran';
  }
}

@Injectable()
class AccountsHandlers {
  @QueueJob(ACCOUNTS, 'only')
  async only(): Promise<string> {
    return 'only ran';
  }
}

@Injectable()
class FirstOnly {
  @QueueJob(SYSTEM, 'first')
  async first(): Promise<string> {
    return 'first only';
  }
}

@Injectable()
class SecondOnly {
  @QueueJob(SYSTEM, 'second')
  async second(): Promise<string> {
    return 'second only';
  }
}

type Listener = (...args: unknown[]) => void;

class FakeWorker {
  readonly listeners = new Map<string, Listener[]>();
  closed = false;

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  getBackend() {
    return { client: Promise.resolve({ disconnect: () => undefined }) };
  }
}

interface Started {
  queue: string;
  process: (job: Job) => Promise<unknown>;
  concurrency: number;
  worker: FakeWorker;
}

async function boot(definitions: QueueDefinition[], handlers: Provider[]) {
  const started: Started[] = [];
  const reported: Array<[string, string]> = [];
  const errorReports: Array<[string, ErrorContext | undefined]> = [];
  const errorReporter = {
    report: (error: Error, context?: ErrorContext) => void errorReports.push([error.message, context]),
  };
  const factory = {
    create: (queue: string, process: (job: Job) => Promise<unknown>, concurrency: number) => {
      const worker = new FakeWorker();
      started.push({ queue, process, concurrency, worker });
      return worker as unknown as Worker;
    },
  };
  const errors = {
    watch: (source: string, emitter: FakeWorker) =>
      emitter.on('error', (error) => reported.push([source, (error as Error).message])),
  };
  const moduleRef = await Test.createTestingModule({
    imports: [DiscoveryModule],
    providers: [
      QueueCatalog,
      QueueWorkers,
      QueueShutdown,
      { provide: APP_CONFIG, useValue: { queueCloseTimeoutMs: 1_000 } },
      { provide: BullWorkerFactory, useValue: factory },
      { provide: QueueErrorReporter, useValue: errors },
      { provide: ErrorReporter, useValue: errorReporter },
      ...definitions.map(queueDefinitionProvider),
      ...handlers,
    ],
  }).compile();
  return { moduleRef, started, reported, errorReports, init: () => moduleRef.init() };
}

const jobNamed = (name: string, data: unknown = {}) =>
  ({ id: '1', name, data, attemptsMade: 1, opts: { attempts: 5 } }) as unknown as Job;

describe('the generic queue worker', () => {
  let warnings: unknown[][];

  beforeEach(() => {
    warnings = [];
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args));
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('starts one worker per declared queue, with its concurrency, and dispatches each job to its handler by name', async () => {
    const { started, init, moduleRef } = await boot([SYSTEM, ACCOUNTS], [SystemHandlers, AccountsHandlers]);
    await init();
    expect(started.map(({ queue, concurrency }) => [queue, concurrency]).sort()).toEqual([
      ['accounts', 1],
      ['system', 3],
    ]);
    const system = started.find((worker) => worker.queue === 'system')!;
    expect(await system.process(jobNamed('first', { n: 21 }))).toEqual({ doubled: 42 });
    expect(await system.process(jobNamed('second'))).toBe('second ran');
    expect(await started.find((worker) => worker.queue === 'accounts')!.process(jobNamed('only'))).toBe('only ran');

    await moduleRef.close();
    expect(started.every(({ worker }) => worker.closed)).toBe(true);
  });

  it('fails a job name the queue has no handler for without retrying', async () => {
    const { started, init } = await boot([SYSTEM], [SystemHandlers]);
    await init();
    const outcome = started[0]!.process(jobNamed('only'));
    await expect(outcome).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(outcome).rejects.toThrow('Unknown job "only" on queue "system"');
  });

  it("reports each worker's errors and logs its failed jobs", async () => {
    const { started, reported, init } = await boot([SYSTEM], [SystemHandlers]);
    await init();
    const { worker } = started[0]!;
    worker.emit('error', new Error('connect ECONNREFUSED'));
    expect(reported).toEqual([['system (worker)', 'connect ECONNREFUSED']]);
    worker.emit('failed', jobNamed('first'), new Error('boom'));
    expect(warnings).toEqual([
      [
        expect.objectContaining({ queue: 'system', job: 'first', attemptsMade: 1, attempts: 5 }),
        'Job first failed on queue "system"',
      ],
    ]);
  });

  it('sends a job to the error reporter when it failed for the last time, naming its queue and job only', async () => {
    const { started, errorReports, init } = await boot([SYSTEM], [SystemHandlers]);
    await init();
    const { worker } = started[0]!;
    const attempt = (attemptsMade: number, attempts?: number) =>
      ({
        id: '1',
        name: 'first',
        data: { email: 'maya@example.com' },
        attemptsMade,
        opts: { attempts },
      }) as unknown as Job;
    worker.emit('failed', attempt(1, 3), new Error('retried'));
    worker.emit('failed', attempt(3, 3), new Error('out of attempts'));
    worker.emit('failed', attempt(1), new Error('one attempt only'));
    worker.emit('failed', attempt(1, 3), new UnrecoverableError('retrying cannot help'));
    expect(errorReports).toEqual([
      ['out of attempts', { tags: { queue: 'system', job: 'first' } }],
      ['one attempt only', { tags: { queue: 'system', job: 'first' } }],
      ['retrying cannot help', { tags: { queue: 'system', job: 'first' } }],
    ]);
  });

  it('refuses to start when a declared job has no handler', async () => {
    const { started, init } = await boot([SYSTEM, ACCOUNTS], [FirstOnly, AccountsHandlers]);
    await expect(init()).rejects.toThrow('job "second" of queue "system" has no @QueueJob handler');
    expect(started).toEqual([]);
  });

  it('refuses to start when two handlers claim the same job', async () => {
    const { started, init } = await boot([SYSTEM], [SystemHandlers, SecondOnly]);
    await expect(init()).rejects.toThrow(
      'job "second" of queue "system" is claimed by 2 handlers: SystemHandlers.second, SecondOnly.second',
    );
    expect(started).toEqual([]);
  });

  it('refuses to start when a handler names a queue no module registered', async () => {
    const { init } = await boot([SYSTEM], [SystemHandlers, AccountsHandlers]);
    await expect(init()).rejects.toThrow('AccountsHandlers.only handles queue "accounts", which no module registers');
  });

  it('counts a handler provided under a second token (an alias) once', async () => {
    const { started, init } = await boot(
      [SYSTEM],
      [SystemHandlers, { provide: 'system-handlers-alias', useExisting: SystemHandlers }],
    );
    await init();
    expect(started.map((worker) => worker.queue)).toEqual(['system']);
  });
});

describe('the generic queue scheduler', () => {
  it('upserts every declared schedule at start, under its stable id', async () => {
    const upserts: unknown[][] = [];
    const queue = { upsertJobScheduler: async (...args: unknown[]) => void upserts.push(args) };
    const moduleRef = await Test.createTestingModule({
      imports: [DiscoveryModule],
      providers: [
        QueueCatalog,
        QueueScheduler,
        queueDefinitionProvider(SYSTEM),
        queueDefinitionProvider(ACCOUNTS),
        { provide: getQueueToken(QUEUES.system), useValue: queue },
      ],
    }).compile();
    await moduleRef.init();
    await moduleRef.close();
    expect(upserts).toEqual([
      ['system-second', { every: 60_000 }, { name: 'second', data: { source: 'scheduler' }, opts: { attempts: 1 } }],
    ]);
  });

  it("removes each queue's retired schedules at start, and a failed removal neither throws nor stops the others", async () => {
    const retiring = defineQueue({
      queue: QUEUES.accounts,
      jobs: { only: 'only' },
      concurrency: 1,
      retiredSchedules: ['accounts-gone', 'accounts-unreachable', 'accounts-also-gone'],
    });
    const removed: string[] = [];
    const queue = {
      upsertJobScheduler: async () => undefined,
      removeJobScheduler: async (id: string) => {
        if (id === 'accounts-unreachable') throw new Error('Connection is closed.');
        removed.push(id);
        return true;
      },
    };
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const moduleRef = await Test.createTestingModule({
      imports: [DiscoveryModule],
      providers: [
        QueueCatalog,
        QueueScheduler,
        queueDefinitionProvider(retiring),
        { provide: getQueueToken(QUEUES.accounts), useValue: queue },
      ],
    }).compile();
    await moduleRef.init();
    await moduleRef.close();
    expect(removed).toEqual(['accounts-gone', 'accounts-also-gone']);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ queue: 'accounts', scheduler: 'accounts-unreachable' }),
      'Could not remove the retired schedule "accounts-unreachable" of queue "accounts"; the next start tries again',
    );
    warn.mockRestore();
  });
});

describe('defineQueue', () => {
  it('refuses a malformed declaration when the module loads', () => {
    expect(() => defineQueue({ queue: QUEUES.jobs, jobs: { a: 'a', b: 'a' }, concurrency: 0 })).toThrow(
      'Queue "jobs" is declared wrongly: job names repeat: a; concurrency must be a positive integer, not 0',
    );
    expect(() =>
      defineQueue({
        queue: QUEUES.jobs,
        jobs: { a: 'a' },
        concurrency: 1,
        schedules: [{ id: 's', every: 1_000, job: 'b' as 'a' }],
      }),
    ).toThrow('schedule "s" runs job "b", which the queue does not declare');
    expect(() =>
      defineQueue({
        queue: QUEUES.jobs,
        jobs: { a: 'a' },
        concurrency: 1,
        schedules: [{ id: 's', every: 1_000, job: 'a' }],
        retiredSchedules: ['old', 's'],
      }),
    ).toThrow('schedules are both declared and retired: s');
  });
});
