import { defineQueue } from '../../infrastructure/queue/queue-definition';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { NOTIFICATION_JOBS } from './notifications.constants';

/** The notifications queue as data: e-mail delivery, handled by MailProcessor; four at a time, since each waits on SMTP. */
export const NOTIFICATIONS_QUEUE = defineQueue({
  queue: QUEUES.notifications,
  jobs: NOTIFICATION_JOBS,
  concurrency: 4,
});
