import { FakeClock } from '../../../../test/support/accounts-fakes';
import { aJob, MemoryJobsTable, MemoryListingCredits } from '../../../../test/support/jobs-fakes';
import type { JobsRepository } from '../jobs.repository';
import { JobExpiryService } from './job-expiry.service';

function setUp() {
  const clock = new FakeClock();
  const table = new MemoryJobsTable();
  const credits = new MemoryListingCredits();
  return {
    clock,
    table,
    credits,
    service: new JobExpiryService(table as unknown as JobsRepository, clock as never, credits),
  };
}

describe('JobExpiryService.expireDue', () => {
  it('expires live jobs whose end has passed at the clock’s time, and nothing else', async () => {
    const { service, table, clock } = setUp();
    const now = clock.now().getTime();
    const ended = table.add(aJob({ expiresAt: new Date(now - 1) }));
    const endsNow = table.add(aJob({ expiresAt: new Date(now) }));
    const running = table.add(aJob({ expiresAt: new Date(now + 1) }));
    const filled = table.add(aJob({ status: 'filled', expiresAt: new Date(now - 1) }));
    expect((await service.expireDue()).expired.sort()).toEqual([ended.id, endsNow.id].sort());
    expect([ended, endsNow, running, filled].map((job) => table.get(job.id).status)).toEqual([
      'expired',
      'expired',
      'approved',
      'filled',
    ]);
    // Expired jobs keep their approval: they show as closed, not as never published.
    expect(table.get(ended.id)).toMatchObject({ approvedAt: ended.approvedAt, updatedAt: clock.now() });
  });

  it('takes an explicit time, and a second run finds nothing more', async () => {
    const { service, table, clock } = setUp();
    const job = table.add(aJob({ expiresAt: new Date(clock.now().getTime() + 60_000) }));
    expect(await service.expireDue()).toEqual({ expired: [], renewed: [] });
    expect(await service.expireDue(new Date(clock.now().getTime() + 60_000))).toEqual({
      expired: [job.id],
      renewed: [],
    });
    expect(await service.expireDue(new Date(clock.now().getTime() + 120_000))).toEqual({ expired: [], renewed: [] });
  });

  it('carries on the listings its package renews (a new end; moved to the top when bumped) and expires the rest', async () => {
    const { service, table, clock, credits } = setUp();
    const now = clock.now();
    const extended = table.add(
      aJob({ expiresAt: new Date(now.getTime() - 1), postedAt: new Date(now.getTime() - 86_400_000) }),
    );
    const bumped = table.add(
      aJob({ expiresAt: new Date(now.getTime() - 1), postedAt: new Date(now.getTime() - 86_400_000) }),
    );
    const ended = table.add(aJob({ expiresAt: new Date(now.getTime() - 1), isFeatured: true }));
    const until = new Date(now.getTime() + 30 * 86_400_000);
    credits.renewals = new Map([
      [extended.id, { until, bump: false }],
      [bumped.id, { until, bump: true }],
    ]);
    const result = await service.expireDue();
    expect(result).toEqual({ expired: [ended.id], renewed: [extended.id, bumped.id] });
    expect(table.get(extended.id)).toMatchObject({ status: 'approved', expiresAt: until, postedAt: extended.postedAt });
    expect(table.get(bumped.id)).toMatchObject({ status: 'approved', expiresAt: until, postedAt: now });
    expect(table.get(ended.id)).toMatchObject({ status: 'expired', isFeatured: false });
  });
});
