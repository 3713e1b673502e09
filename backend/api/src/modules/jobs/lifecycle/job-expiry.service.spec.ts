import { FakeClock } from '../../../../test/support/accounts-fakes';
import { aJob, MemoryJobsTable } from '../../../../test/support/jobs-fakes';
import type { JobsRepository } from '../jobs.repository';
import { JobExpiryService } from './job-expiry.service';

function setUp() {
  const clock = new FakeClock();
  const table = new MemoryJobsTable();
  return { clock, table, service: new JobExpiryService(table as unknown as JobsRepository, clock as never) };
}

describe('JobExpiryService.expireDue', () => {
  it('expires live jobs whose end has passed at the clock’s time, and nothing else', async () => {
    const { service, table, clock } = setUp();
    const now = clock.now().getTime();
    const ended = table.add(aJob({ expiresAt: new Date(now - 1) }));
    const endsNow = table.add(aJob({ expiresAt: new Date(now) }));
    const running = table.add(aJob({ expiresAt: new Date(now + 1) }));
    const filled = table.add(aJob({ status: 'filled', expiresAt: new Date(now - 1) }));
    expect((await service.expireDue()).sort()).toEqual([ended.id, endsNow.id].sort());
    expect([ended, endsNow, running, filled].map((job) => table.get(job.id).status)).toEqual(['expired', 'expired', 'approved', 'filled']);
    // Expired jobs keep their approval: they show as closed, not as never published.
    expect(table.get(ended.id)).toMatchObject({ approvedAt: ended.approvedAt, updatedAt: clock.now() });
  });

  it('takes an explicit time, and a second run finds nothing more', async () => {
    const { service, table, clock } = setUp();
    const job = table.add(aJob({ expiresAt: new Date(clock.now().getTime() + 60_000) }));
    expect(await service.expireDue()).toEqual([]);
    expect(await service.expireDue(new Date(clock.now().getTime() + 60_000))).toEqual([job.id]);
    expect(await service.expireDue(new Date(clock.now().getTime() + 120_000))).toEqual([]);
  });
});
