import { FakeClock } from '../../../../test/support/accounts-fakes';
import { FakeNotificationCenter } from '../../../../test/support/jobs-notifications-fakes';
import type { CompanyEmployer, ExpiringJob, JobsRepository } from '../jobs.repository';
import { daysLeft, JobExpiryNotices } from './job-expiry-notices.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface StoredJob extends ExpiringJob {
  status: string;
  noticeFor: Date | null;
}

/** The jobs repository's notice statements over an array, as the SQL reads them. */
class MemoryNoticeJobs {
  jobs: StoredJob[] = [];
  employers: CompanyEmployer[] = [];
  async expiringUnnoticed(now: Date, until: Date, limit: number): Promise<ExpiringJob[]> {
    return this.jobs
      .filter(
        (job) =>
          job.status === 'approved' &&
          job.expiresAt > now &&
          job.expiresAt <= until &&
          job.noticeFor?.getTime() !== job.expiresAt.getTime(),
      )
      .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime())
      .slice(0, limit)
      .map(({ id, title, companyId, expiresAt }) => ({ id, title, companyId, expiresAt }));
  }
  async liveEmployersOf(companyIds: readonly string[]): Promise<CompanyEmployer[]> {
    return this.employers.filter((employer) => companyIds.includes(employer.companyId));
  }
  async markExpiryNoticed(id: string, expiresAt: Date): Promise<void> {
    const job = this.jobs.find(
      (candidate) => candidate.id === id && candidate.expiresAt.getTime() === expiresAt.getTime(),
    );
    if (job) job.noticeFor = expiresAt;
  }
}

function setUp() {
  const clock = new FakeClock();
  const repository = new MemoryNoticeJobs();
  const center = new FakeNotificationCenter();
  const notices = new JobExpiryNotices(repository as unknown as JobsRepository, center.asService(), clock as never);
  const job = (id: string, expiresIn: number, overrides: Partial<StoredJob> = {}): StoredJob => {
    const row: StoredJob = {
      id,
      title: `Job ${id}`,
      companyId: 'acme',
      expiresAt: new Date(clock.now().getTime() + expiresIn),
      status: 'approved',
      noticeFor: null,
      ...overrides,
    };
    repository.jobs.push(row);
    return row;
  };
  repository.employers.push(
    { userId: 'dana', companyId: 'acme' },
    { userId: 'lee', companyId: 'acme' },
    { userId: 'olga', companyId: 'other' },
  );
  return { clock, repository, center, notices, job };
}

describe('daysLeft', () => {
  it('counts whole days up, at least one', () => {
    const now = new Date('2026-11-21T09:00:00.000Z');
    expect(daysLeft(new Date(now.getTime() + 3 * DAY), now)).toBe(3);
    expect(daysLeft(new Date(now.getTime() + 2 * DAY + 5 * HOUR), now)).toBe(3);
    expect(daysLeft(new Date(now.getTime() + 2 * DAY), now)).toBe(2);
    expect(daysLeft(new Date(now.getTime() + HOUR), now)).toBe(1);
  });
});

describe('JobExpiryNotices.noticeDue', () => {
  it("notifies each live employer of the job's company once, with the days left and the job's page, keyed by job and end", async () => {
    const { notices, center, job } = setUp();
    const soon = job('j1', 3 * DAY);
    expect(await notices.noticeDue()).toEqual({ jobs: 1, notified: 2 });
    expect(center.calls.map(({ options }) => options)).toEqual([{}]);
    expect(center.notifications).toEqual([
      {
        id: 'n1',
        userId: 'dana',
        kind: 'job-expiring',
        text: 'Job j1 expires in 3 days',
        link: '/employer/jobs/j1/applications',
        subjectId: 'j1',
        subjectTitle: 'Job j1',
        dedupeKey: `job-expiring-j1-${soon.expiresAt.toISOString()}`,
      },
      expect.objectContaining({ userId: 'lee', dedupeKey: `job-expiring-j1-${soon.expiresAt.toISOString()}` }),
    ]);
  });

  it('leaves jobs ending later, jobs already past their end, and jobs that are not live', async () => {
    const { notices, center, job } = setUp();
    job('later', 3 * DAY + HOUR);
    job('past', -HOUR);
    job('expired', DAY, { status: 'expired' });
    job('filled', DAY, { status: 'filled' });
    job('draft', DAY, { status: 'draft' });
    expect(await notices.noticeDue()).toEqual({ jobs: 0, notified: 0 });
    expect(center.calls).toEqual([]);
  });

  it('tells each end once: a repeated pass does nothing, and a renewal to a later end is told again', async () => {
    const { notices, center, clock, job } = setUp();
    const renewed = job('j1', 2 * DAY);
    await notices.noticeDue();
    clock.advance(HOUR);
    expect(await notices.noticeDue()).toEqual({ jobs: 0, notified: 0 });
    // A renewal to a day later: the new end, within reach, is told too.
    renewed.expiresAt = new Date(renewed.expiresAt.getTime() + DAY);
    expect(await notices.noticeDue()).toEqual({ jobs: 1, notified: 2 });
    expect(center.notifications.map(({ userId, text }) => [userId, text])).toEqual([
      ['dana', 'Job j1 expires in 2 days'],
      ['lee', 'Job j1 expires in 2 days'],
      ['dana', 'Job j1 expires in 3 days'],
      ['lee', 'Job j1 expires in 3 days'],
    ]);
  });

  it('leaves the job unmarked when recording fails, so the next pass tells it (without a second record of what was kept)', async () => {
    const { notices, center, job, repository } = setUp();
    job('j1', DAY);
    center.failing = true;
    await expect(notices.noticeDue()).rejects.toThrow('Database is down');
    expect(repository.jobs[0]!.noticeFor).toBeNull();
    center.failing = false;
    expect(await notices.noticeDue()).toEqual({ jobs: 1, notified: 2 });
    expect(await notices.noticeDue()).toEqual({ jobs: 0, notified: 0 });
  });

  it("tells only the job's own company's employers, and marks a job with no live employer too", async () => {
    const { notices, center, job, repository } = setUp();
    job('mine', DAY);
    job('nobodys', DAY, { companyId: 'empty' });
    expect(await notices.noticeDue()).toEqual({ jobs: 2, notified: 2 });
    expect(center.notifications.map(({ userId, subjectId }) => [userId, subjectId])).toEqual([
      ['dana', 'mine'],
      ['lee', 'mine'],
    ]);
    expect(repository.jobs.every((row) => row.noticeFor !== null)).toBe(true);
  });
});
