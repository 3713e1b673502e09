import type { UserDirectory } from '../accounts';
import { NotFoundException } from '@nestjs/common';
import { JOB_STATUSES, JOB_POSTING_MESSAGES } from '@marketplace/contracts';
import { actorOf, FakeClock, unitConfig } from '../../../test/support/accounts-fakes';
import {
  aCompletePosting,
  aJob,
  anUnapprovedJob,
  COMPANY_A,
  MemoryJobsTable,
  MemoryListingCredits,
  MemorySavedJobs,
  NO_APPLICATION_COUNTS,
} from '../../../test/support/jobs-fakes';
import type { Job } from './entities/job.entity';
import type { JobDetailRepository } from './detail/job-detail.repository';
import { JobDetailService } from './detail/job-detail.service';
import { isShownJob, SHOWN_STATUSES } from './job-visibility';
import type { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';
import type { JobModerationRepository } from './moderation/job-moderation.repository';
import { JobModerationService } from './moderation/job-moderation.service';
import type { EmployerJobsRepository } from './posting/employer-jobs.repository';
import { EmployerJobsService } from './posting/employer-jobs.service';
import type { PublicPagesRepository } from './public-page/public-pages.repository';
import { PublicPagesService } from './public-page/public-pages.service';
import type { SavedJobsRepository } from './saved/saved-jobs.repository';
import { SavedJobsService } from './saved/saved-jobs.service';
import type { JobSearchService } from './search/job-search.service';
import { DomainEvents } from '../../core/events/domain-events';

describe('isShownJob', () => {
  it('needs both a shown status and an approval', () => {
    const approvedAt = new Date('2026-11-20T09:00:00Z');
    expect(JOB_STATUSES.filter((status) => isShownJob({ status, approvedAt }))).toEqual([
      'approved',
      'expired',
      'filled',
      'archived',
    ]);
    expect(JOB_STATUSES.filter((status) => isShownJob({ status, approvedAt: null }))).toEqual([]);
    expect(SHOWN_STATUSES).toEqual(['approved', 'expired', 'filled', 'archived']);
  });
});

/** Every service through which a job reaches the public, over one in-memory jobs table. */
function marketplace() {
  const clock = new FakeClock();
  const table = new MemoryJobsTable();
  const config = unitConfig();
  const details = new JobDetailService(table as unknown as JobDetailRepository, clock as never, config);
  return {
    table,
    employer: new EmployerJobsService(
      table as unknown as EmployerJobsRepository,
      clock as never,
      NO_APPLICATION_COUNTS,
      new MemoryListingCredits(),
    ),
    moderation: new JobModerationService(
      table as unknown as JobModerationRepository,
      clock as never,
      new MemoryListingCredits(),
      config,
      new DomainEvents(),
    ),
    jobs: new JobsService(
      {} as JobSearchService,
      table as unknown as JobsRepository,
      clock as never,
      {} as UserDirectory,
      details,
      {} as EmployerJobsRepository,
    ),
    details,
    pages: new PublicPagesService(table as unknown as PublicPagesRepository, details, clock as never, config),
    saved: new SavedJobsService(new MemorySavedJobs(table) as unknown as SavedJobsRepository, clock as never),
  };
}

const employerActor = actorOf({ id: 'employer', role: 'employer', email: 'jordan@a.example', companyId: COMPANY_A });
const adminActor = actorOf({ id: 'admin', role: 'admin', email: 'admin@demo.local' });
const seekerActor = actorOf({ id: 'seeker', role: 'seeker', email: 'maya@example.com' });

/** Asserts the job is invisible on every public path: detail (to admins too), public page, sitemap, share link, saving. */
async function expectHidden(world: ReturnType<typeof marketplace>, job: Pick<Job, 'id'>): Promise<void> {
  const notFound = new NotFoundException(JOB_POSTING_MESSAGES.notFound);
  for (const actor of [null, seekerActor, adminActor])
    await expect(world.details.detail(actor, job.id)).rejects.toEqual(notFound);
  expect(await world.pages.jobPage(job.id)).toMatchObject({ kind: 'page', status: 404 });
  expect(await world.pages.sitemap()).not.toContain(job.id);
  await expect(world.details.shareUrl(job.id)).rejects.toEqual(notFound);
  await expect(world.saved.save(seekerActor, job.id)).rejects.toEqual(notFound);
}

describe('moderation cannot be bypassed: a job never approved never becomes public', () => {
  it('when the employer archives a draft', async () => {
    const world = marketplace();
    const draft = await world.employer.create(employerActor, { draft: true, title: 'Half-written' });
    await world.employer.archive(employerActor, draft.id);
    expect(world.table.get(draft.id).status).toBe('archived');
    await expectHidden(world, draft);
  });

  it('when the employer archives a job in review', async () => {
    const world = marketplace();
    const inReview = world.table.add(anUnapprovedJob('pending_review'));
    await world.employer.archive(employerActor, inReview.id);
    expect(world.table.get(inReview.id).status).toBe('archived');
    await expectHidden(world, inReview);
  });

  it('when an approved job is edited (back in review) and then archived', async () => {
    const world = marketplace();
    const live = world.table.add(aJob());
    const posting = { ...(await world.employer.get(employerActor, live.id)).form, title: 'Content never reviewed' };
    await world.employer.update(employerActor, live.id, posting);
    await world.employer.archive(employerActor, live.id);
    await expectHidden(world, live);
  });

  it('when the last employer deletes their account and the company’s open jobs are closed', async () => {
    const world = marketplace();
    const draft = world.table.add(anUnapprovedJob('draft', { jobType: null, category: null }));
    const inReview = world.table.add(anUnapprovedJob('pending_review'));
    const live = world.table.add(aJob({ title: 'Live Writer' }));
    expect(await world.jobs.closeOpenJobsOfCompany(COMPANY_A)).toBe(3);
    await expectHidden(world, draft);
    await expectHidden(world, inReview);
    // The job that went live shows as closed, as before.
    expect(await world.details.detail(null, live.id)).toMatchObject({
      status: 'archived',
      isOpen: false,
      isArchived: true,
    });
  });

  it('and an admin cannot approve it once archived', async () => {
    const world = marketplace();
    const inReview = world.table.add(anUnapprovedJob('pending_review'));
    await world.employer.archive(employerActor, inReview.id);
    await expect(world.moderation.approve(adminActor, inReview.id)).rejects.toMatchObject({
      message: JOB_POSTING_MESSAGES.notInReview,
    });
    await expectHidden(world, inReview);
  });

  it('while a job approved by an admin is public, and stays visible as closed once archived', async () => {
    const world = marketplace();
    const submitted = await world.employer.create(employerActor, aCompletePosting());
    await expectHidden(world, submitted);
    await world.moderation.approve(adminActor, submitted.id);
    expect(await world.details.detail(null, submitted.id)).toMatchObject({ isOpen: true });
    expect(await world.pages.sitemap()).toContain(submitted.id);
    await world.employer.archive(employerActor, submitted.id);
    expect(await world.details.detail(null, submitted.id)).toMatchObject({ status: 'archived', isOpen: false });
    expect(await world.pages.sitemap()).not.toContain(submitted.id);
  });
});
