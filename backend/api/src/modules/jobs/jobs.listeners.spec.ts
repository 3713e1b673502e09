import { Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DomainEvents, subscribeListeners } from '../../core/events/domain-events';
import type { AccountDeleted } from '../accounts';
import { JobsAccountListeners } from './jobs.listeners';
import type { CloseCompanyJobsJob } from './jobs.queue';

function setUp(add: (...args: unknown[]) => Promise<unknown> = async () => ({ id: 'queued' })) {
  const events = new DomainEvents();
  const added: unknown[][] = [];
  const queue = {
    add: async (...args: unknown[]) => (added.push(args), add(...args)),
  } as unknown as Queue<CloseCompanyJobsJob>;
  const listener = new JobsAccountListeners(queue);
  const unsubscribe = subscribeListeners(events, listener);
  return { events, added, unsubscribe };
}

const deleted = (extra: Partial<AccountDeleted> = {}): AccountDeleted => ({
  type: 'accounts.account-deleted',
  userId: 'user-1',
  role: 'employer',
  ...extra,
});

describe('jobs reacting to deleted accounts', () => {
  it("queues closing the company's jobs when its last employer left, under an id derived from the user", async () => {
    const { events, added } = setUp();
    await events.publish(deleted({ orphanedCompanyId: 'company-1' }));
    expect(added).toEqual([
      ['close-company-jobs', { companyId: 'company-1', userId: 'user-1' }, { jobId: 'close-company-jobs-user-1' }],
    ]);
  });

  it('queues nothing for other deleted accounts', async () => {
    const { events, added } = setUp();
    await events.publish(deleted());
    await events.publish(deleted({ role: 'seeker', userId: 'user-2' }));
    expect(added).toEqual([]);
  });

  it('logs the company to re-queue when Redis refuses the job, and stops listening when the module ends', async () => {
    const errors: unknown[][] = [];
    jest.spyOn(Logger.prototype, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    const { events, added, unsubscribe } = setUp(async () => Promise.reject(new Error('connect ECONNREFUSED')));
    await events.publish(deleted({ orphanedCompanyId: 'company-1' }));
    expect(errors).toEqual([
      [
        expect.objectContaining({ userId: 'user-1', companyId: 'company-1' }),
        expect.stringContaining('Could not queue closing the jobs'),
      ],
    ]);
    unsubscribe();
    await events.publish(deleted({ orphanedCompanyId: 'company-1' }));
    expect(added).toHaveLength(1);
  });
});
