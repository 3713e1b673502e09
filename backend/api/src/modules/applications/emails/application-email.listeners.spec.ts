import { Logger } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';
import { NOT_SELECTED_EMAIL_DELAY_SECONDS } from '@marketplace/contracts';
import { DomainEvents, subscribeListeners } from '../../../core/events/domain-events';
import type { ApplicationStatusChanged, ApplicationSubmitted } from '../applications.events';
import type { NewApplicantJob, StatusEmailJob } from '../applications.queue';
import { ApplicationEmailListeners } from './application-email.listeners';

const AT = new Date('2026-11-25T12:00:00.000Z');

/** The applications queue's producer, keeping what was added. */
class RecordingQueue {
  readonly added: Array<{ name: string; data: StatusEmailJob; opts?: JobsOptions }> = [];
  readonly newApplicants: Array<{ name: string; data: NewApplicantJob; opts?: JobsOptions }> = [];
  failing = false;
  async addBulk(jobs: Array<{ name: string; data: StatusEmailJob | NewApplicantJob; opts?: JobsOptions }>) {
    if (this.failing) throw new Error('Redis is down');
    for (const job of jobs)
      if ('kind' in job.data) this.added.push({ ...job, data: job.data });
      else this.newApplicants.push({ ...job, data: job.data });
    return jobs;
  }
}

function setUp() {
  const events = new DomainEvents();
  const queue = new RecordingQueue();
  const unsubscribe = subscribeListeners(
    events,
    new ApplicationEmailListeners(queue as unknown as Queue<StatusEmailJob | NewApplicantJob>),
  );
  const changed = (changes: ApplicationStatusChanged['changes'], undo = false) =>
    events.publish<ApplicationStatusChanged>({
      type: 'applications.status-changed',
      changes,
      at: AT,
      undo,
      actorId: 'employer',
    });
  return { events, queue, unsubscribe, changed };
}

describe('ApplicationEmailListeners', () => {
  it('queues "received" and the employers\' new-applicant job at once when a seeker applies, each once per application', async () => {
    const { events, queue } = setUp();
    await events.publish<ApplicationSubmitted>({
      type: 'applications.submitted',
      applicationId: 'a1',
      jobId: 'j1',
      seekerId: 's1',
      at: AT,
    });
    expect(queue.added).toEqual([
      {
        name: 'status-email',
        data: { kind: 'application-received', applicationId: 'a1', changedAt: AT.toISOString() },
        opts: { jobId: `application-received-a1-${AT.getTime()}` },
      },
    ]);
    expect(queue.newApplicants).toEqual([
      { name: 'new-applicant', data: { applicationId: 'a1' }, opts: { jobId: 'new-applicant-a1' } },
    ]);
  });

  it('queues reviewed, interview and hired at once, and not selected after the undo window', async () => {
    const { queue, changed } = setUp();
    await changed([
      { applicationId: 'a1', from: 'reviewed', to: 'interview' },
      { applicationId: 'a2', from: 'interview', to: 'hired' },
      { applicationId: 'a3', from: 'reviewed', to: 'rejected' },
      { applicationId: 'a4', from: 'pending', to: 'reviewed' },
    ]);
    expect(queue.added.map((job) => [job.data.kind, job.data.applicationId, job.opts?.delay])).toEqual([
      ['application-interview', 'a1', undefined],
      ['application-hired', 'a2', undefined],
      ['application-not-selected', 'a3', NOT_SELECTED_EMAIL_DELAY_SECONDS * 1000],
      ['application-reviewed', 'a4', undefined],
    ]);
    expect(queue.newApplicants).toEqual([]);
    expect(NOT_SELECTED_EMAIL_DELAY_SECONDS).toBeGreaterThan(10);
  });

  it('queues nothing for an undo (the delayed mail checks the status itself) and stops listening when the module closes', async () => {
    const { queue, changed, unsubscribe } = setUp();
    await changed([{ applicationId: 'a3', from: 'reviewed', to: 'rejected' }], true);
    expect(queue.added).toEqual([]);
    unsubscribe();
    await changed([{ applicationId: 'a1', from: 'reviewed', to: 'interview' }]);
    expect(queue.added).toEqual([]);
  });

  it('logs a failure to queue and lets the change stand (the publisher is not failed)', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { queue, changed } = setUp();
    queue.failing = true;
    await expect(changed([{ applicationId: 'a1', from: 'reviewed', to: 'hired' }])).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ applications: ['a1'], kinds: ['application-hired'] }),
      'Could not queue application notifications',
    );
  });
});
