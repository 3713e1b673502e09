import { TIMING_MS } from '@marketplace/contracts';
import { defineQueue } from '../../infrastructure/queue/queue-definition';
import { QUEUES } from '../../infrastructure/queue/queue.constants';

/** Jobs of the impersonation queue (processed by worker.ts). */
export const IMPERSONATION_JOBS = {
  /** Ends impersonations idle for 2 hours (they also end when next used). */
  sweep: 'sweep-idle',
} as const;

export const IMPERSONATION_SWEEP_SCHEDULER_ID = 'impersonation-sweep';
/** As often as the browser re-checks its session (every 5 minutes). */
export const IMPERSONATION_SWEEP_EVERY_MS = TIMING_MS.impersonationRecheck;

/** The impersonation queue as data: the sweep, handled by ImpersonationProcessor and scheduled here. */
export const IMPERSONATION_QUEUE = defineQueue({
  queue: QUEUES.impersonation,
  jobs: IMPERSONATION_JOBS,
  concurrency: 1,
  // One attempt: the next sweep is the retry.
  schedules: [
    {
      id: IMPERSONATION_SWEEP_SCHEDULER_ID,
      every: IMPERSONATION_SWEEP_EVERY_MS,
      job: IMPERSONATION_JOBS.sweep,
      opts: { attempts: 1 },
    },
  ],
});
