import { PRIVATE_COMPANY_NAME } from '@marketplace/contracts';
import { FakeClock, unitConfig } from '../../../../test/support/accounts-fakes';
import { aJob, anUnapprovedJob, COMPANY_B, MemoryJobsTable } from '../../../../test/support/jobs-fakes';
import type { JobDetailRepository } from '../detail/job-detail.repository';
import { JobDetailService } from '../detail/job-detail.service';
import type { PublicPagesRepository } from './public-pages.repository';
import { PublicPagesService, SITEMAP_MAX_URLS } from './public-pages.service';

function setUp() {
  const clock = new FakeClock();
  const table = new MemoryJobsTable();
  const config = unitConfig();
  const details = new JobDetailService(table as unknown as JobDetailRepository, clock as never, config);
  const service = new PublicPagesService(table as unknown as PublicPagesRepository, details, clock as never, config);
  return { clock, table, service };
}

describe('PublicPagesService.jobPage', () => {
  it('renders the page of a live job at its canonical URL', async () => {
    const { service, table } = setUp();
    const job = table.add(aJob({ title: 'Brand Designer' }));
    const answer = await service.jobPage(`${job.id}-brand-designer`);
    expect(answer).toMatchObject({ kind: 'page', status: 200 });
    const html = answer.kind === 'page' ? answer.html : '';
    expect(html).toContain('Brand Designer');
    expect(html).toContain(`<link rel="canonical" href="https://nestwork.example/jobs/${job.id}-brand-designer">`);
  });

  it('redirects a missing or wrong slug to the canonical path', async () => {
    const { service, table } = setUp();
    const job = table.add(aJob({ title: 'Brand Designer' }));
    const canonical = { kind: 'redirect', location: `/jobs/${job.id}-brand-designer` };
    expect(await service.jobPage(job.id)).toEqual(canonical);
    expect(await service.jobPage(`${job.id}-old-title`)).toEqual(canonical);
  });

  it('keeps private companies anonymous on the page, for everyone', async () => {
    const { service, table } = setUp();
    const job = table.add(aJob({ title: 'Secret Writer', companyId: COMPANY_B, isCompanyPrivate: true }));
    const answer = await service.jobPage(`${job.id}-secret-writer`);
    const html = answer.kind === 'page' ? answer.html : '';
    expect(html).toContain(PRIVATE_COMPANY_NAME);
    expect(html).not.toContain('Stealth Startup Inc');
  });

  it('answers the not-found page for jobs never approved (archived ones included) and for bad paths', async () => {
    const { service, table } = setUp();
    const hidden = [
      table.add(anUnapprovedJob('draft', { title: 'Hidden' })),
      table.add(anUnapprovedJob('pending_review', { title: 'Hidden' })),
      table.add(anUnapprovedJob('rejected', { title: 'Hidden' })),
      table.add(anUnapprovedJob('draft', { title: 'Hidden', status: 'archived' })),
      table.add(anUnapprovedJob('pending_review', { title: 'Hidden', status: 'archived' })),
    ];
    for (const job of hidden) {
      const answer = await service.jobPage(`${job.id}-hidden`);
      expect(answer).toMatchObject({ kind: 'page', status: 404 });
      expect(answer.kind === 'page' ? answer.html : '').not.toContain(job.description);
    }
    expect(await service.jobPage('not-a-job')).toMatchObject({ kind: 'page', status: 404 });
  });
});

describe('PublicPagesService.jobPage on a closed job', () => {
  it('lists up to five live jobs of the same category, newest first, linking their public pages', async () => {
    const { service, table, clock } = setUp();
    const closed = table.add(aJob({ title: 'Filled Writer', status: 'filled', category: 'Writing' }));
    const day = (n: number) => new Date(Date.parse('2026-11-10T09:00:00.000Z') + n * 86_400_000);
    const live = [1, 2, 3, 4, 5, 6].map((n) =>
      table.add(aJob({ title: `Writer ${n}`, category: 'Writing', postedAt: day(n), approvedAt: day(n) })),
    );
    table.add(aJob({ title: 'Designer', category: 'Design', postedAt: day(9), approvedAt: day(9) }));
    table.add(
      aJob({
        title: 'Ended Writer',
        category: 'Writing',
        postedAt: day(8),
        approvedAt: day(8),
        expiresAt: new Date(clock.now().getTime() - 1),
      }),
    );
    table.add(
      aJob({
        title: 'Other Filled Writer',
        category: 'Writing',
        status: 'filled',
        postedAt: day(7),
        approvedAt: day(7),
      }),
    );
    table.add(
      aJob({
        title: 'Quiet Writer',
        category: 'Writing',
        companyId: COMPANY_B,
        isCompanyPrivate: true,
        postedAt: day(0),
        approvedAt: day(0),
      }),
    );
    const answer = await service.jobPage(`${closed.id}-filled-writer`);
    const html = answer.kind === 'page' ? answer.html : '';
    const listed = [...html.matchAll(/<li><a href="(\/jobs\/[^"]+)">([^<]+)<\/a>/g)].map((match) => [
      match[1],
      match[2],
    ]);
    expect(listed).toEqual([6, 5, 4, 3, 2].map((n) => [`/jobs/${live[n - 1]!.id}-writer-${n}`, `Writer ${n}`]));
  });

  it('keeps private companies anonymous among similar jobs, and lists none on a live job', async () => {
    const { service, table } = setUp();
    const closed = table.add(aJob({ title: 'Archived Writer', status: 'archived' }));
    table.add(aJob({ title: 'Quiet Writer', companyId: COMPANY_B, isCompanyPrivate: true }));
    const closedHtml = await service.jobPage(`${closed.id}-archived-writer`);
    expect(closedHtml.kind === 'page' ? closedHtml.html : '').toContain(
      `Quiet Writer</a><span>${PRIVATE_COMPANY_NAME} · Remote</span>`,
    );
    expect(closedHtml.kind === 'page' ? closedHtml.html : '').not.toContain('Stealth Startup Inc');
    const liveJob = table.add(aJob({ title: 'Live Writer' }));
    const liveHtml = await service.jobPage(`${liveJob.id}-live-writer`);
    expect(liveHtml.kind === 'page' ? liveHtml.html : '').not.toContain('similar-jobs-heading');
  });
});

describe('PublicPagesService.sitemap', () => {
  it('lists live jobs only, most recently changed first', async () => {
    const { service, table, clock } = setUp();
    const older = table.add(aJob({ title: 'Older', updatedAt: new Date('2026-11-19T00:00:00Z') }));
    const newer = table.add(aJob({ title: 'Newer', updatedAt: new Date('2026-11-20T00:00:00Z') }));
    table.add(aJob({ title: 'Ended', expiresAt: new Date(clock.now().getTime() - 1) }));
    table.add(aJob({ title: 'Filled', status: 'filled' }));
    table.add(aJob({ title: 'Archived', status: 'archived' }));
    table.add(anUnapprovedJob('pending_review', { title: 'In review' }));
    table.add(anUnapprovedJob('draft', { title: 'Archived draft', status: 'archived' }));
    const xml = await service.sitemap();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      `https://nestwork.example/jobs/${newer.id}-newer`,
      `https://nestwork.example/jobs/${older.id}-older`,
    ]);
    expect(xml).toContain('<lastmod>2026-11-20T00:00:00.000Z</lastmod>');
  });

  it('asks for at most one sitemap file of URLs', async () => {
    const { table, clock } = setUp();
    const asked: number[] = [];
    const repository = {
      liveJobs: async (now: Date, limit: number) => (asked.push(limit), table.liveJobs(now, limit)),
    };
    const config = unitConfig();
    const details = new JobDetailService(table as unknown as JobDetailRepository, clock as never, config);
    await new PublicPagesService(
      repository as unknown as PublicPagesRepository,
      details,
      clock as never,
      config,
    ).sitemap();
    expect(asked).toEqual([SITEMAP_MAX_URLS]);
  });
});

describe('PublicPagesService.robots', () => {
  it('points crawlers at the sitemap', () => {
    expect(setUp().service.robots()).toContain('Sitemap: https://nestwork.example/sitemap.xml');
  });
});
