import { NotFoundException } from '@nestjs/common';
import { type JobCard, JOB_POSTING_MESSAGES, PRIVATE_COMPANY_NAME } from '@marketplace/contracts';
import { actorOf, FakeClock, unitConfig } from '../../../../test/support/accounts-fakes';
import { aJob, anUnapprovedJob, COMPANY_B, MemoryJobsTable } from '../../../../test/support/jobs-fakes';
import type { Actor } from '../../../core/auth/actor';
import type { JobDetailRepository } from './job-detail.repository';
import { JobDetailService } from './job-detail.service';
import { PrivateCompanyReveal } from './private-company-reveal';

const seeker = actorOf({ id: 'seeker', role: 'seeker', email: 'maya@example.com' });
const admin = actorOf({ id: 'admin', role: 'admin', email: 'admin@demo.local' });
const impersonatingAdmin: Actor = { ...admin, user: seeker.user, impersonation: { id: 'imp', adminId: 'admin' } };
const NOT_FOUND = new NotFoundException(JOB_POSTING_MESSAGES.notFound);

function setUp() {
  const clock = new FakeClock();
  const table = new MemoryJobsTable();
  const service = new JobDetailService(table as unknown as JobDetailRepository, clock as never, unitConfig());
  return { clock, table, service };
}

describe('JobDetailService.detail', () => {
  it('shows a live job to anyone, with the full posting and its public URL', async () => {
    const { service, table } = setUp();
    const job = table.add(aJob({ title: 'Live Writer' }));
    for (const actor of [null, seeker, admin]) {
      expect(await service.detail(actor, job.id)).toMatchObject({
        id: job.id,
        title: 'Live Writer',
        company: 'Open Books Ltd',
        description: job.description,
        status: 'approved',
        isOpen: true,
        closedReason: null,
        publicUrl: `https://nestwork.example/jobs/${job.id}-live-writer`,
      });
    }
  });

  it('shows jobs closed after going live as no longer open; a live job past its end counts as expired', async () => {
    const { service, table, clock } = setUp();
    const closed = (['expired', 'filled', 'archived'] as const).map((status) => table.add(aJob({ status })));
    const ended = table.add(aJob({ expiresAt: new Date(clock.now().getTime() - 1) }));
    const answers = await Promise.all([...closed, ended].map((job) => service.detail(null, job.id)));
    expect(answers.map((answer) => [answer.status, answer.isOpen, answer.closedReason, answer.isArchived])).toEqual([
      ['expired', false, 'expired', false],
      ['filled', false, 'filled', false],
      ['archived', false, 'archived', true],
      ['expired', false, 'expired', false],
    ]);
  });

  it('answers 404 for jobs never approved, whatever their status, to anyone (admins included)', async () => {
    const { service, table } = setUp();
    const hidden = [
      table.add(anUnapprovedJob('draft')),
      table.add(anUnapprovedJob('pending_review')),
      table.add(anUnapprovedJob('rejected')),
      table.add(anUnapprovedJob('draft', { status: 'archived', jobType: null, category: null })),
      table.add(anUnapprovedJob('pending_review', { status: 'archived' })),
    ];
    for (const job of hidden) {
      for (const actor of [null, seeker, admin]) await expect(service.detail(actor, job.id)).rejects.toEqual(NOT_FOUND);
    }
    await expect(service.detail(null, '0f0f0f0f-0000-4000-8000-ffffffffffff')).rejects.toEqual(NOT_FOUND);
    await expect(service.detail(null, 'not-a-uuid')).rejects.toEqual(NOT_FOUND);
  });

  it('keeps a private company anonymous except for admins acting as themselves', async () => {
    const { service, table } = setUp();
    const job = table.add(aJob({ companyId: COMPANY_B, isCompanyPrivate: true, website: 'https://stealth.example' }));
    for (const actor of [null, seeker, impersonatingAdmin]) {
      expect(await service.detail(actor, job.id)).toMatchObject({
        company: PRIVATE_COMPANY_NAME,
        companyLogoUrl: null,
        website: null,
      });
    }
    expect(await service.detail(admin, job.id)).toMatchObject({
      company: 'Stealth Startup Inc',
      website: 'https://stealth.example',
    });
  });
});

describe('JobDetailService.openingFor (whether a job takes applications)', () => {
  it('is open for a live job, closed for one closed after going live or past its end, missing for one nobody may see', async () => {
    const { service, table, clock } = setUp();
    const live = table.add(aJob({ title: 'Live Writer' }));
    expect(await service.openingFor(live.id)).toEqual({ kind: 'open', jobId: live.id, title: 'Live Writer' });
    const closed = [
      ...(['expired', 'filled', 'archived'] as const).map((status) => table.add(aJob({ status }))),
      table.add(aJob({ expiresAt: new Date(clock.now().getTime() - 1) })),
    ];
    for (const job of closed) expect(await service.openingFor(job.id)).toEqual({ kind: 'closed' });
    const hidden = [
      table.add(anUnapprovedJob('draft')),
      table.add(anUnapprovedJob('pending_review')),
      table.add(anUnapprovedJob('pending_review', { status: 'archived' })),
    ];
    for (const id of [...hidden.map((job) => job.id), '0f0f0f0f-0000-4000-8000-ffffffffffff', 'not-a-uuid'])
      expect(await service.openingFor(id)).toEqual({ kind: 'missing' });
  });
});

describe('JobDetailService.summariesFor (the jobs of a seeker’s applications)', () => {
  it('answers any job by id, a live one past its end as expired, and keeps private companies anonymous except for admins', async () => {
    const { service, table, clock } = setUp();
    const open = table.add(aJob({ title: 'Open' }));
    const hidden = table.add(aJob({ title: 'Hidden', companyId: COMPANY_B, isCompanyPrivate: true }));
    const ended = table.add(aJob({ title: 'Ended', expiresAt: new Date(clock.now().getTime() - 1) }));
    const edited = table.add(anUnapprovedJob('pending_review', { title: 'Edited' }));
    const ids = [open.id, hidden.id, ended.id, edited.id, '0f0f0f0f-0000-4000-8000-ffffffffffff'];
    for (const actor of [seeker, impersonatingAdmin]) {
      const summaries = await service.summariesFor(actor, ids);
      expect([...summaries.values()]).toEqual([
        {
          id: open.id,
          title: 'Open',
          status: 'approved',
          company: { name: 'Open Books Ltd', logoUrl: 'https://cdn.example/a.svg' },
        },
        { id: hidden.id, title: 'Hidden', status: 'approved', company: { name: PRIVATE_COMPANY_NAME, logoUrl: null } },
        {
          id: ended.id,
          title: 'Ended',
          status: 'expired',
          company: { name: 'Open Books Ltd', logoUrl: 'https://cdn.example/a.svg' },
        },
        {
          id: edited.id,
          title: 'Edited',
          status: 'pending_review',
          company: { name: 'Open Books Ltd', logoUrl: 'https://cdn.example/a.svg' },
        },
      ]);
    }
    expect((await service.summariesFor(admin, [hidden.id])).get(hidden.id)!.company).toEqual({
      name: 'Stealth Startup Inc',
      logoUrl: 'https://cdn.example/b.svg',
    });
  });
});

describe('JobDetailService.shareUrl', () => {
  it('shares only live jobs', async () => {
    const { service, table, clock } = setUp();
    const live = table.add(aJob({ title: 'Senior C++ Developer' }));
    expect(await service.shareUrl(live.id)).toEqual({
      wordpressUrl: `https://nestwork.example/jobs/${live.id}-senior-c-developer`,
    });
    const notShared = [
      table.add(aJob({ status: 'filled' })),
      table.add(aJob({ status: 'archived' })),
      table.add(aJob({ expiresAt: new Date(clock.now().getTime() - 1) })),
      table.add(anUnapprovedJob('pending_review')),
      table.add(anUnapprovedJob('pending_review', { status: 'archived' })),
    ];
    for (const job of notShared) await expect(service.shareUrl(job.id)).rejects.toEqual(NOT_FOUND);
  });
});

describe('PrivateCompanyReveal', () => {
  const card = (id: string, company = PRIVATE_COMPANY_NAME): JobCard =>
    ({ id, company, companyLogoUrl: null }) as JobCard;

  it("gives admins acting as themselves the real company on private companies' cards only", async () => {
    const table = new MemoryJobsTable();
    const hidden = table.add(aJob({ companyId: COMPANY_B, isCompanyPrivate: true }));
    const open = table.add(aJob());
    const reveal = new PrivateCompanyReveal(table as unknown as JobDetailRepository);
    const page = { jobs: [card(hidden.id), card(open.id, 'Open Books Ltd')], nextCursor: null };
    expect((await reveal.forViewer(admin, page)).jobs).toEqual([
      { id: hidden.id, company: 'Stealth Startup Inc', companyLogoUrl: 'https://cdn.example/b.svg' },
      { id: open.id, company: 'Open Books Ltd', companyLogoUrl: null },
    ]);
  });

  it('leaves the page untouched (and asks nothing) for everyone else', async () => {
    const table = new MemoryJobsTable();
    const hidden = table.add(aJob({ companyId: COMPANY_B, isCompanyPrivate: true }));
    const asked: string[][] = [];
    const repository = {
      realCompaniesOfPrivateJobs: async (ids: readonly string[]) => (
        asked.push([...ids]),
        table.realCompaniesOfPrivateJobs(ids)
      ),
    };
    const reveal = new PrivateCompanyReveal(repository as unknown as JobDetailRepository);
    const page = { jobs: [card(hidden.id)], nextCursor: null };
    for (const actor of [null, seeker, impersonatingAdmin]) expect(await reveal.forViewer(actor, page)).toBe(page);
    expect(asked).toEqual([]);
  });
});
