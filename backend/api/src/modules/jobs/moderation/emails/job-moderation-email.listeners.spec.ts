import { Logger } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';
import { DomainEvents, subscribeListeners } from '../../../../core/events/domain-events';
import type { JobModerated } from '../../jobs.events';
import type { ModerationEmailJob } from '../../jobs.queue';
import { JobModerationEmailListeners } from './job-moderation-email.listeners';

const AT = new Date('2026-11-25T12:00:00.000Z');

/** The jobs queue's producer, keeping what was added. */
class RecordingQueue {
  readonly added: Array<{ name: string; data: ModerationEmailJob; opts?: JobsOptions }> = [];
  failing = false;
  async add(name: string, data: ModerationEmailJob, opts?: JobsOptions) {
    if (this.failing) throw new Error('Redis is down');
    this.added.push({ name, data, opts });
    return { id: opts?.jobId };
  }
}

function setUp() {
  const events = new DomainEvents();
  const queue = new RecordingQueue();
  const unsubscribe = subscribeListeners(
    events,
    new JobModerationEmailListeners(queue as unknown as Queue<ModerationEmailJob>),
  );
  const moderated = (decision: JobModerated['decision'], jobId = 'j1') =>
    events.publish<JobModerated>({ type: 'jobs.moderated', jobId, decision, at: AT });
  return { queue, unsubscribe, moderated };
}

describe('JobModerationEmailListeners', () => {
  it('queues the approved and the rejected mail with an id derived from the decision', async () => {
    const { queue, moderated } = setUp();
    await moderated('approved');
    await moderated('rejected', 'j2');
    expect(queue.added).toEqual([
      {
        name: 'moderation-email',
        data: { kind: 'job-approved', jobId: 'j1', decidedAt: AT.toISOString() },
        opts: { jobId: `job-approved-j1-${AT.getTime()}` },
      },
      {
        name: 'moderation-email',
        data: { kind: 'job-rejected', jobId: 'j2', decidedAt: AT.toISOString() },
        opts: { jobId: `job-rejected-j2-${AT.getTime()}` },
      },
    ]);
  });

  it('a repeated event queues under the same id (BullMQ adds it once); nothing after the module closes', async () => {
    const { queue, moderated, unsubscribe } = setUp();
    await moderated('approved');
    await moderated('approved');
    expect(new Set(queue.added.map((job) => job.opts?.jobId)).size).toBe(1);
    unsubscribe();
    await moderated('rejected');
    expect(queue.added).toHaveLength(2);
  });

  it('logs a failure to queue and lets the decision stand (the publisher is not failed)', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { queue, moderated } = setUp();
    queue.failing = true;
    await expect(moderated('rejected')).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ jobId: 'j1', kind: 'job-rejected' }),
      'Could not queue the moderation e-mail',
    );
  });
});
