import type { JobsPage } from '@marketplace/contracts';
import { FakeClock } from '../../../test/support/accounts-fakes';
import { aJob, anUnapprovedJob, COMPANY_A, COMPANY_B, MemoryJobsTable } from '../../../test/support/jobs-fakes';
import type { JobsRepository } from './jobs.repository';
import type { UserDirectory } from '../accounts';
import type { JobDetailService } from './detail/job-detail.service';
import type { EmployerJobsRepository } from './posting/employer-jobs.repository';
import { JobsService } from './jobs.service';
import type { RawSearchQuery } from './search/job-search-query';
import type { JobSearchService } from './search/job-search.service';

function setUp() {
  const clock = new FakeClock();
  const table = new MemoryJobsTable();
  const searches: RawSearchQuery[] = [];
  const page: JobsPage = { jobs: [], nextCursor: null };
  const search = { search: async (query: RawSearchQuery) => (searches.push(query), page) };
  // COMPANY_B's employers have all deleted their accounts; COMPANY_A still has one.
  const left = new Set<string>([COMPANY_B]);
  const users = { companiesLeftByAllEmployers: async (ids: readonly string[]) => ids.filter((id) => left.has(id)) };
  const service = new JobsService(
    search as unknown as JobSearchService,
    table as unknown as JobsRepository,
    clock as never,
    users as unknown as UserDirectory,
    {} as JobDetailService,
    {} as EmployerJobsRepository,
  );
  return { clock, table, searches, page, service };
}

describe('JobsService.listApproved', () => {
  it('is the search without words or filters, paged by the cursor', async () => {
    const { service, searches, page } = setUp();
    expect(await service.listApproved()).toBe(page);
    await service.listApproved('next-page');
    expect(searches).toEqual([{}, { cursor: 'next-page' }]);
  });
});

describe('JobsService.closeOpenJobsOfCompany', () => {
  it("archives the company's drafts, jobs in review and live jobs; closed and rejected ones and other companies' stay", async () => {
    const { service, table, clock } = setUp();
    const open = [table.add(anUnapprovedJob('draft')), table.add(anUnapprovedJob('pending_review')), table.add(aJob())];
    const kept = [
      table.add(anUnapprovedJob('rejected')),
      table.add(aJob({ status: 'expired' })),
      table.add(aJob({ status: 'filled' })),
    ];
    const other = table.add(aJob({ companyId: COMPANY_B }));
    expect(await service.closeOpenJobsOfCompany(COMPANY_A)).toBe(3);
    expect(open.map((job) => table.get(job.id))).toEqual(
      open.map((job) => expect.objectContaining({ id: job.id, status: 'archived', updatedAt: clock.now() })),
    );
    expect(kept.map((job) => table.get(job.id).status)).toEqual(['rejected', 'expired', 'filled']);
    expect(table.get(other.id).status).toBe('approved');
  });

  it('grants no approval: the archived draft and job in review stay unapproved, the live job keeps its own', async () => {
    const { service, table } = setUp();
    const draft = table.add(anUnapprovedJob('draft'));
    const inReview = table.add(anUnapprovedJob('pending_review'));
    const live = table.add(aJob());
    await service.closeOpenJobsOfCompany(COMPANY_A, new Date('2026-11-21T10:00:00Z'));
    expect([draft, inReview, live].map((job) => table.get(job.id).approvedAt)).toEqual([null, null, live.approvedAt]);
  });

  it('uses the given time', async () => {
    const { service, table } = setUp();
    const job = table.add(aJob());
    const at = new Date('2026-11-22T00:00:00Z');
    await service.closeOpenJobsOfCompany(COMPANY_A, at);
    expect(table.get(job.id).updatedAt).toEqual(at);
  });
});

describe('JobsService.closeJobsOfCompaniesWithoutEmployers', () => {
  it('closes the open jobs of companies whose employers all left, and leaves the others alone', async () => {
    const { service, table, clock } = setUp();
    const staffedJob = table.add(aJob());
    const orphanedOpen = [
      table.add(aJob({ companyId: COMPANY_B })),
      table.add(anUnapprovedJob('draft', { companyId: COMPANY_B })),
    ];
    const orphanedFilled = table.add(aJob({ companyId: COMPANY_B, status: 'filled' }));
    expect(await service.closeJobsOfCompaniesWithoutEmployers()).toEqual({ companies: 1, closed: 2 });
    expect(orphanedOpen.map((job) => table.get(job.id))).toEqual(
      orphanedOpen.map(() => expect.objectContaining({ status: 'archived', updatedAt: clock.now() })),
    );
    expect(table.get(orphanedFilled.id).status).toBe('filled');
    expect(table.get(staffedJob.id).status).toBe('approved');
    expect(await service.closeJobsOfCompaniesWithoutEmployers()).toEqual({ companies: 0, closed: 0 });
  });
});
