import { NotFoundException } from '@nestjs/common';
import { JOB_POSTING_MESSAGES } from '@marketplace/contracts';
import { actorOf, FakeClock } from '../../../../test/support/accounts-fakes';
import { aJob, anUnapprovedJob, MemoryJobsTable, MemorySavedJobs } from '../../../../test/support/jobs-fakes';
import type { SavedJobsRepository } from './saved-jobs.repository';
import { SAVED_JOBS_LIST_MAX, SavedJobsService } from './saved-jobs.service';

const maya = actorOf({ id: 'maya', role: 'seeker', email: 'maya@example.com' });
const olivia = actorOf({ id: 'olivia', role: 'seeker', email: 'olivia@example.com' });
const NOT_FOUND = new NotFoundException(JOB_POSTING_MESSAGES.notFound);

function setUp() {
  const clock = new FakeClock();
  const table = new MemoryJobsTable();
  const saved = new MemorySavedJobs(table);
  const service = new SavedJobsService(saved as unknown as SavedJobsRepository, clock as never);
  return { clock, table, saved, service };
}

describe('SavedJobsService.save', () => {
  it('saves a shown job and keeps the first save time when saved again', async () => {
    const { service, table, clock } = setUp();
    const job = table.add(aJob());
    const first = clock.now().toISOString();
    expect(await service.save(maya, job.id)).toEqual({ jobId: job.id, saved: true, savedAt: first });
    clock.advance(60_000);
    expect(await service.save(maya, job.id)).toEqual({ jobId: job.id, saved: true, savedAt: first });
  });

  it('saves closed jobs that were live', async () => {
    const { service, table } = setUp();
    for (const status of ['expired', 'filled', 'archived'] as const) {
      const job = table.add(aJob({ status }));
      expect((await service.save(maya, job.id)).saved).toBe(true);
    }
  });

  it('answers 404 for jobs never approved (archived ones included), unknown jobs and bad ids', async () => {
    const { service, table, saved } = setUp();
    const hidden = [
      table.add(anUnapprovedJob('draft')),
      table.add(anUnapprovedJob('pending_review')),
      table.add(anUnapprovedJob('rejected')),
      table.add(anUnapprovedJob('draft', { status: 'archived' })),
      table.add(anUnapprovedJob('pending_review', { status: 'archived' })),
    ];
    for (const job of hidden) await expect(service.save(maya, job.id)).rejects.toEqual(NOT_FOUND);
    await expect(service.save(maya, '0f0f0f0f-0000-4000-8000-ffffffffffff')).rejects.toEqual(NOT_FOUND);
    await expect(service.save(maya, 'nope')).rejects.toEqual(NOT_FOUND);
    expect(saved.saves.size).toBe(0);
  });
});

describe('SavedJobsService.unsave and list', () => {
  it("lists the seeker's own saves newest first as job cards, closed ones with their badges", async () => {
    const { service, table, clock } = setUp();
    const live = table.add(aJob({ title: 'Live' }));
    const archived = table.add(aJob({ title: 'Archived', status: 'archived' }));
    const theirs = table.add(aJob({ title: 'Theirs' }));
    await service.save(maya, live.id);
    clock.advance(1000);
    await service.save(maya, archived.id);
    await service.save(olivia, theirs.id);
    const { jobs } = await service.list(maya);
    expect(jobs.map((saved) => [saved.job.title, saved.job.isArchived, saved.savedAt])).toEqual([
      ['Archived', true, clock.now().toISOString()],
      ['Live', false, new Date(clock.now().getTime() - 1000).toISOString()],
    ]);
  });

  it('drops a saved job from the list once it is no longer shown (edited back into review)', async () => {
    const { service, table } = setUp();
    const job = table.add(aJob());
    await service.save(maya, job.id);
    await table.update(job.id, 'approved', {
      status: 'pending_review',
      approvedAt: null,
      postedAt: null,
      expiresAt: null,
    });
    expect((await service.list(maya)).jobs).toEqual([]);
  });

  it('unsaves idempotently; an unknown job is 404', async () => {
    const { service, table, saved } = setUp();
    const job = table.add(aJob());
    await service.save(maya, job.id);
    await service.save(olivia, job.id);
    expect(await service.unsave(maya, job.id)).toEqual({ jobId: job.id, saved: false, savedAt: null });
    expect(await service.unsave(maya, job.id)).toEqual({ jobId: job.id, saved: false, savedAt: null });
    // Only the seeker's own save goes.
    expect([...saved.saves.keys()]).toEqual([`olivia/${job.id}`]);
    await expect(service.unsave(maya, '0f0f0f0f-0000-4000-8000-ffffffffffff')).rejects.toEqual(NOT_FOUND);
    await expect(service.unsave(maya, 'nope')).rejects.toEqual(NOT_FOUND);
  });

  it('asks for at most SAVED_JOBS_LIST_MAX saves', async () => {
    const limits: number[] = [];
    const service = new SavedJobsService(
      { list: async (_userId: string, limit: number) => (limits.push(limit), []) } as unknown as SavedJobsRepository,
      new FakeClock() as never,
    );
    await service.list(maya);
    expect(limits).toEqual([SAVED_JOBS_LIST_MAX]);
  });
});
