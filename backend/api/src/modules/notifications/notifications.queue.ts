import { defineQueue } from '../../infrastructure/queue/queue-definition';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { NOTIFICATION_JOBS } from './notifications.constants';

export const NOTIFICATIONS_SWEEP_SCHEDULER_ID = 'notifications-sweep';
export const NOTIFICATIONS_SWEEP_EVERY_MS = 3_600_000;

/**
 * The notifications queue as data: e-mail delivery (MailProcessor), each person's daily digest and
 * the hourly sweep (DigestProcessor); four at a time, since each mail waits on SMTP.
 */
export const NOTIFICATIONS_QUEUE = defineQueue({
  queue: QUEUES.notifications,
  jobs: NOTIFICATION_JOBS,
  concurrency: 4,
  // One attempt: a failed sweep is simply redone by the next hour's run.
  schedules: [
    {
      id: NOTIFICATIONS_SWEEP_SCHEDULER_ID,
      every: NOTIFICATIONS_SWEEP_EVERY_MS,
      job: NOTIFICATION_JOBS.sweep,
      opts: { attempts: 1 },
    },
  ],
});
