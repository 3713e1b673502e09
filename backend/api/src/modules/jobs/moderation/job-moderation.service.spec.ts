import { rejection } from '../../../../test/support/assertions';
import { ConflictException, NotFoundException } from '@nestjs/common';
import { ADMIN_JOBS_PAGE_SIZE, JOB_POSTING_MESSAGES, REJECTION_REASON_MAX } from '@marketplace/contracts';
import { actorOf, FakeClock, unitConfig } from '../../../../test/support/accounts-fakes';
import {
  aJob,
  anUnapprovedJob,
  COMPANY_B,
  MemoryJobsTable,
  MemoryListingCredits,
} from '../../../../test/support/jobs-fakes';
import { DomainEvents } from '../../../core/events/domain-events';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import type { JobModerated } from '../jobs.events';
import type { JobModerationRepository } from './job-moderation.repository';
import { JobModerationService } from './job-moderation.service';
import { DAY_MS } from './listing-duration';

const admin = actorOf({ id: 'admin', role: 'admin', email: 'admin@demo.local' });

function setUp(credits: MemoryListingCredits = new MemoryListingCredits()) {
  const clock = new FakeClock();
  const table = new MemoryJobsTable();
  const events = new DomainEvents();
  const published: JobModerated[] = [];
  events.on<JobModerated>('jobs.moderated', (event) => {
    published.push(event);
  });
  const service = new JobModerationService(
    table as unknown as JobModerationRepository,
    clock as never,
    credits,
    unitConfig(),
    events,
  );
  return { clock, table, service, published };
}

describe('JobModerationService.queue', () => {
  it('lists jobs in review oldest submission first, with the real company, paged by 20', async () => {
    const { service, table } = setUp();
    const at = (minutes: number) => new Date(Date.parse('2026-11-20T00:00:00Z') + minutes * 60_000);
    for (let n = 0; n < ADMIN_JOBS_PAGE_SIZE + 2; n += 1)
      table.add(anUnapprovedJob('pending_review', { title: `Job ${n}`, submittedAt: at(100 - n) }));
    table.add(
      anUnapprovedJob('pending_review', {
        title: 'Private one',
        companyId: COMPANY_B,
        isCompanyPrivate: true,
        submittedAt: at(0),
      }),
    );
    table.add(anUnapprovedJob('draft', { title: 'Not submitted' }));
    table.add(aJob({ title: 'Already live' }));

    const first = await service.queue(admin);
    expect(first).toMatchObject({ page: 1, pageSize: ADMIN_JOBS_PAGE_SIZE, total: ADMIN_JOBS_PAGE_SIZE + 3 });
    expect(first.jobs[0]).toMatchObject({
      title: 'Private one',
      companyName: 'Stealth Startup Inc',
      isCompanyPrivate: true,
      submittedAt: at(0).toISOString(),
    });
    // Admins review the real company, even in private company mode.
    expect(first.jobs[0]!.job.company).toBe('Stealth Startup Inc');
    expect(first.jobs[1]!.title).toBe(`Job ${ADMIN_JOBS_PAGE_SIZE + 1}`);
    const second = await service.queue(admin, '2');
    expect(second.jobs.map((job) => job.title)).toEqual(['Job 2', 'Job 1', 'Job 0']);
  });

  it('refuses a page that is not a whole number from 1', async () => {
    const { service } = setUp();
    for (const page of ['0', '-1', 'two', '1.5']) {
      expect(await rejection(service.queue(admin, page))).toBeInstanceOf(RequestValidationException);
    }
  });
});

describe('JobModerationService.approve', () => {
  it('puts the job live now for the listing duration and records the approval', async () => {
    const { service, table, clock } = setUp();
    const job = table.add(anUnapprovedJob('pending_review'));
    const now = clock.now();
    expect(await service.approve(admin, job.id)).toEqual({
      id: job.id,
      status: 'approved',
      postedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
      rejectionReason: null,
    });
    expect(table.get(job.id)).toMatchObject({ status: 'approved', approvedAt: now, postedAt: now, updatedAt: now });
  });

  it('publishes the approval once it is stored (the employers are e-mailed from the event), and nothing when refused', async () => {
    const { service, table, clock, published } = setUp();
    const job = table.add(anUnapprovedJob('pending_review'));
    const draft = table.add(anUnapprovedJob('draft'));
    await service.approve(admin, job.id);
    await rejection(service.approve(admin, draft.id));
    await rejection(service.approve(admin, job.id));
    expect(published).toEqual([{ type: 'jobs.moderated', jobId: job.id, decision: 'approved', at: clock.now() }]);
  });

  it("lists the job on its credit's terms: the package's duration, featured or not", async () => {
    const credits = new MemoryListingCredits();
    credits.terms = { days: 7, featured: true };
    const { service, table, clock } = setUp(credits);
    const job = table.add(anUnapprovedJob('pending_review', { title: 'Premium Writer' }));
    expect((await service.approve(admin, job.id)).expiresAt).toBe(
      new Date(clock.now().getTime() + 7 * DAY_MS).toISOString(),
    );
    expect(table.get(job.id)).toMatchObject({ status: 'approved', isFeatured: true });
  });

  it('approves only jobs in review: drafts, archived and live jobs are refused', async () => {
    const { service, table } = setUp();
    const draft = table.add(anUnapprovedJob('draft'));
    const archivedDraft = table.add(anUnapprovedJob('draft', { status: 'archived' }));
    const live = table.add(aJob());
    for (const job of [draft, archivedDraft, live]) {
      expect(await rejection(service.approve(admin, job.id))).toEqual(
        new ConflictException(JOB_POSTING_MESSAGES.notInReview),
      );
    }
    expect(table.get(archivedDraft.id)).toMatchObject({ status: 'archived', approvedAt: null });
  });

  it('refuses when the employer changed the job after the admin read it (unreviewed content never goes live)', async () => {
    const { service, table } = setUp();
    const job = table.add(anUnapprovedJob('pending_review'));
    const realFind = table.findById.bind(table);
    table.findById = async (id) => {
      const seen = await realFind(id);
      // The employer saves new content (still in review) right after the admin's read.
      table.rows.set(id, {
        ...table.get(id),
        title: 'Changed title',
        updatedAt: new Date(Date.parse('2026-11-21T10:00:00Z')),
      });
      return seen;
    };
    expect(await rejection(service.approve(admin, job.id))).toEqual(
      new ConflictException(JOB_POSTING_MESSAGES.notInReview),
    );
    expect(table.get(job.id)).toMatchObject({ status: 'pending_review', approvedAt: null, title: 'Changed title' });
  });

  it('answers 404 for unknown jobs and ids that are not UUIDs', async () => {
    const { service } = setUp();
    await expect(service.approve(admin, '0f0f0f0f-0000-4000-8000-ffffffffffff')).rejects.toMatchObject({
      status: 404,
      message: JOB_POSTING_MESSAGES.notFound,
    });
    await expect(service.approve(admin, 'nope')).rejects.toMatchObject({
      status: 404,
      message: JOB_POSTING_MESSAGES.notFound,
    });
  });
});

describe('JobModerationService.reject', () => {
  it('rejects with the trimmed reason the employer will see', async () => {
    const { service, table } = setUp();
    const job = table.add(anUnapprovedJob('pending_review'));
    expect(await service.reject(admin, job.id, { reason: '  Please add a salary range.  ' })).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please add a salary range.',
    });
    expect(table.get(job.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please add a salary range.',
      approvedAt: null,
    });
  });

  it('publishes the rejection at the time it stored, and nothing for a refused one', async () => {
    const { service, table, clock, published } = setUp();
    const job = table.add(anUnapprovedJob('pending_review'));
    const live = table.add(aJob());
    await service.reject(admin, job.id, { reason: 'Please add a salary range.' });
    await rejection(service.reject(admin, live.id, { reason: 'Too late' }));
    await rejection(service.reject(admin, job.id, { reason: '' }));
    expect(published).toEqual([{ type: 'jobs.moderated', jobId: job.id, decision: 'rejected', at: clock.now() }]);
    expect(table.get(job.id).updatedAt).toEqual(clock.now());
  });

  it('checks the job (404), then the reason (400), then the state (409)', async () => {
    const { service, table } = setUp();
    const live = table.add(aJob());
    expect(await rejection(service.reject(admin, '0f0f0f0f-0000-4000-8000-ffffffffffff', {}))).toEqual(
      new NotFoundException(JOB_POSTING_MESSAGES.notFound),
    );
    const missing = (await rejection(service.reject(admin, live.id, { reason: '   ' }))) as RequestValidationException;
    expect(missing).toBeInstanceOf(RequestValidationException);
    expect(missing.fieldErrors).toEqual({ reason: [JOB_POSTING_MESSAGES.rejectionReasonRequired] });
    const long = (await rejection(
      service.reject(admin, live.id, { reason: 'x'.repeat(REJECTION_REASON_MAX + 1) }),
    )) as RequestValidationException;
    expect(long.fieldErrors).toEqual({ reason: [JOB_POSTING_MESSAGES.rejectionReasonTooLong] });
    expect(await rejection(service.reject(admin, live.id, { reason: 'Too late' }))).toEqual(
      new ConflictException(JOB_POSTING_MESSAGES.notInReview),
    );
    expect(table.get(live.id).status).toBe('approved');
  });
});
