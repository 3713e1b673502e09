import { Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DomainEvents, subscribeListeners } from '../../core/events/domain-events';
import type { ApplicationStatusChanged, ApplicationsWithdrawn } from '../applications';
import type { InterviewCancellationsService } from './interview-cancellations.service';
import { InterviewsApplicationListeners } from './interviews.listeners';
import type { CancelAfterRejectionJob } from './interviews.queue';

const AT = new Date('2026-12-01T12:00:00.000Z');

function setUp() {
  const events = new DomainEvents();
  const withdrawals: Array<[readonly string[], string]> = [];
  const cancellations = {
    afterWithdrawal: async (ids: readonly string[], actorId: string) => void withdrawals.push([ids, actorId]),
  } as unknown as InterviewCancellationsService;
  const queued: Array<{ name: string; data: CancelAfterRejectionJob; opts: { jobId: string; delay: number } }> = [];
  let failing = false;
  const queue = {
    addBulk: async (jobs: typeof queued) => {
      if (failing) throw new Error('Redis is down');
      queued.push(...jobs);
    },
  } as unknown as Queue<CancelAfterRejectionJob>;
  subscribeListeners(events, new InterviewsApplicationListeners(cancellations, queue, 15_000));
  const changed = (changes: ApplicationStatusChanged['changes'], undo = false) =>
    events.publish<ApplicationStatusChanged>({
      type: 'applications.status-changed',
      changes,
      at: AT,
      undo,
      actorId: 'employer',
    });
  return { events, withdrawals, queued, changed, fail: () => (failing = true) };
}

describe('InterviewsApplicationListeners', () => {
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));

  it('cancels at once when applications are withdrawn, in the name of who withdrew them', async () => {
    const { events, withdrawals } = setUp();
    await events.publish<ApplicationsWithdrawn>({
      type: 'applications.withdrawn',
      applicationIds: ['a1', 'a2'],
      seekerId: 's',
      actorId: 's',
      at: AT,
    });
    expect(withdrawals).toEqual([[['a1', 'a2'], 's']]);
  });

  it('queues one delayed job per rejected application, none for other statuses or an undo', async () => {
    const { queued, changed } = setUp();
    await changed([
      { applicationId: 'a1', from: 'interview', to: 'rejected' },
      { applicationId: 'a2', from: 'interview', to: 'hired' },
      { applicationId: 'a3', from: 'reviewed', to: 'rejected' },
    ]);
    await changed([{ applicationId: 'a1', from: 'rejected', to: 'interview' }], true);
    expect(queued).toEqual([
      {
        name: 'cancel-after-rejection',
        data: { applicationId: 'a1', actorId: 'employer', rejectedAt: AT.toISOString() },
        opts: { jobId: `cancel-after-rejection-a1-${AT.getTime()}`, delay: 15_000 },
      },
      {
        name: 'cancel-after-rejection',
        data: { applicationId: 'a3', actorId: 'employer', rejectedAt: AT.toISOString() },
        opts: { jobId: `cancel-after-rejection-a3-${AT.getTime()}`, delay: 15_000 },
      },
    ]);
  });

  it('logs a failure to queue; the status change stands', async () => {
    const { changed, fail } = setUp();
    fail();
    await expect(changed([{ applicationId: 'a1', from: 'interview', to: 'rejected' }])).resolves.toBeUndefined();
    expect(Logger.prototype.error).toHaveBeenCalled();
  });
});
