import type { JobSchedulerTemplateOptions } from 'bullmq';
import type { QueueName } from './queue.constants';

/** A repeating job of a queue, upserted by the worker's scheduler on every start. */
export interface QueueSchedule<TJob extends string = string> {
  /** The scheduler's id in Redis: stable, so every worker start updates the same schedule instead of adding one. */
  id: string;
  /** Milliseconds between runs; the first run is due when the schedule is first created. */
  every: number;
  /** The job each run adds; one of the queue's declared jobs. */
  job: TJob;
  /** The data every run's job carries. */
  data?: Record<string, unknown>;
  /** Options of every run's job, e.g. `{ attempts: 1 }` when the next run is the retry. */
  opts?: JobSchedulerTemplateOptions;
}

/** What a module declares about its queue: the jobs that must have handlers, how many run at once, its schedules. */
export interface QueueSpec<TJobs extends Record<string, string>> {
  queue: QueueName;
  /** The module's job-name constants (e.g. ACCOUNT_JOBS): the worker refuses to start unless each has one handler. */
  jobs: TJobs;
  /** Jobs of this queue one worker process runs at the same time. */
  concurrency: number;
  schedules?: ReadonlyArray<QueueSchedule<TJobs[keyof TJobs]>>;
  /**
   * Ids of schedules the queue once had: a schedule stays in Redis until removed and its runs would
   * find no handler, so the worker removes these on every start (idempotent).
   */
  retiredSchedules?: readonly string[];
}

/**
 * A queue as data, registered with `registerQueue()` by the module that owns it: the generic worker
 * checks its handlers at boot and the generic scheduler upserts its schedules.
 */
export class QueueDefinition<TJob extends string = string> {
  readonly jobs: readonly TJob[];

  constructor(
    readonly queue: QueueName,
    jobs: readonly TJob[],
    readonly concurrency: number,
    readonly schedules: ReadonlyArray<QueueSchedule<TJob>>,
    readonly retiredSchedules: readonly string[] = [],
  ) {
    this.jobs = Object.freeze([...jobs]);
    Object.freeze(this);
  }
}

/** The job names a queue definition declares, for handlers that must name one of them. */
export type JobNameOf<TDefinition> = TDefinition extends QueueDefinition<infer TJob> ? TJob : never;

/** Declares a module's queue; a malformed declaration fails when the module loads, not when a job runs. */
export function defineQueue<const TJobs extends Record<string, string>>(
  spec: QueueSpec<TJobs>,
): QueueDefinition<TJobs[keyof TJobs]> {
  const jobs = Object.values(spec.jobs) as Array<TJobs[keyof TJobs]>;
  const problems: string[] = [];
  if (jobs.length === 0) problems.push('it declares no jobs');
  const repeated = jobs.filter((job, index) => jobs.indexOf(job) !== index);
  if (repeated.length > 0) problems.push(`job names repeat: ${[...new Set(repeated)].join(', ')}`);
  if (!Number.isInteger(spec.concurrency) || spec.concurrency < 1)
    problems.push(`concurrency must be a positive integer, not ${spec.concurrency}`);
  const schedules = spec.schedules ?? [];
  for (const schedule of schedules) {
    if (!jobs.includes(schedule.job))
      problems.push(`schedule "${schedule.id}" runs job "${schedule.job}", which the queue does not declare`);
    if (!Number.isInteger(schedule.every) || schedule.every < 1)
      problems.push(`schedule "${schedule.id}" must repeat every positive number of milliseconds`);
  }
  const ids = schedules.map((schedule) => schedule.id);
  const repeatedIds = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (repeatedIds.length > 0) problems.push(`schedule ids repeat: ${[...new Set(repeatedIds)].join(', ')}`);
  const retired = spec.retiredSchedules ?? [];
  const revived = retired.filter((id) => ids.includes(id));
  if (revived.length > 0) problems.push(`schedules are both declared and retired: ${revived.join(', ')}`);
  if (problems.length > 0) throw new Error(`Queue "${spec.queue}" is declared wrongly: ${problems.join('; ')}`);
  return new QueueDefinition(spec.queue, jobs, spec.concurrency, schedules, Object.freeze([...retired]));
}
