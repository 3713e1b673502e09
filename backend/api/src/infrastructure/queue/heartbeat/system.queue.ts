import { defineQueue } from '../queue-definition';
import { HEARTBEAT_EVERY_MS, HEARTBEAT_SCHEDULER_ID, QUEUES, SYSTEM_JOBS } from '../queue.constants';

/** The platform's own queue: a heartbeat every minute proves that jobs go through Redis to a worker and get done. */
export const SYSTEM_QUEUE = defineQueue({
  queue: QUEUES.system,
  jobs: SYSTEM_JOBS,
  concurrency: 2,
  schedules: [
    {
      id: HEARTBEAT_SCHEDULER_ID,
      every: HEARTBEAT_EVERY_MS,
      job: SYSTEM_JOBS.heartbeat,
      data: { source: 'scheduler' },
      opts: { attempts: 1 },
    },
  ],
});
