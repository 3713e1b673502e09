import type { Redis } from 'ioredis';
import { MemoryApplications } from '../../../test/support/applications-fakes';
import { ApplicationStatusesService } from './application-statuses.service';
import type { ApplicationsRepository } from './applications.repository';
import { type AppliedEntry, type AppliedRead, SeekerAppliedCache } from './seeker-applied.cache';

const at = new Date('2026-11-20T10:00:00.000Z');

function withApplications() {
  const applications = new MemoryApplications();
  const base = {
    seekerId: 'maya',
    resumeId: 'r1',
    coverLetter: null,
    interviewStage: null,
    appliedAt: at,
    updatedAt: at,
    withdrawnAt: null,
  };
  applications.rows.push(
    { ...base, id: 'a1', jobId: 'j1', status: 'interview' },
    { ...base, id: 'a2', jobId: 'j2', status: 'pending', withdrawnAt: at },
    { ...base, id: 'a3', jobId: 'j3', status: 'pending', seekerId: 'someone-else' },
  );
  return applications;
}

/** A cache answering `read` as told, recording what is filled. */
function cacheAnswering(read: AppliedRead) {
  const filled: Array<{ seekerId: string; version: string; entries: readonly AppliedEntry[] }> = [];
  const cache = {
    read: async () => read,
    fill: async (seekerId: string, version: string, entries: readonly AppliedEntry[]) =>
      void filled.push({ seekerId, version, entries }),
  } as unknown as SeekerAppliedCache;
  return { cache, filled };
}

describe('ApplicationStatusesService.statusesOf', () => {
  const expected = new Map([
    ['j1', { hasApplied: true, status: 'interview' }],
    ['j2', { hasApplied: true, status: null }],
  ]);

  it('answers from the kept applications without reading the database', async () => {
    const applications = withApplications();
    const kept = new Map<string, AppliedEntry>([
      ['j1', { jobId: 'j1', status: 'interview', withdrawn: false }],
      ['j2', { jobId: 'j2', status: 'pending', withdrawn: true }],
    ]);
    const { cache } = cacheAnswering({ kind: 'kept', applied: kept });
    const service = new ApplicationStatusesService(applications as unknown as ApplicationsRepository, cache);
    await expect(service.statusesOf('maya', ['j1', 'j2', 'j9'])).resolves.toEqual(expected);
    expect(applications.statusLookups).toEqual([]);
  });

  it("reads all of the seeker's applications on a miss and keeps them under the version read before", async () => {
    const applications = withApplications();
    const { cache, filled } = cacheAnswering({ kind: 'missing', version: '7' });
    const service = new ApplicationStatusesService(applications as unknown as ApplicationsRepository, cache);
    await expect(service.statusesOf('maya', ['j1', 'j2', 'j3'])).resolves.toEqual(expected);
    expect(filled).toEqual([
      {
        seekerId: 'maya',
        version: '7',
        entries: [
          { jobId: 'j1', status: 'interview', withdrawn: false },
          { jobId: 'j2', status: 'pending', withdrawn: true },
        ],
      },
    ]);
  });

  it("reads only the page's jobs from the database, and keeps nothing, while Redis is down", async () => {
    const applications = withApplications();
    const { cache, filled } = cacheAnswering({ kind: 'unavailable' });
    const service = new ApplicationStatusesService(applications as unknown as ApplicationsRepository, cache);
    await expect(service.statusesOf('maya', ['j1', 'j2'])).resolves.toEqual(expected);
    expect(applications.statusLookups).toEqual([{ seekerId: 'maya', jobIds: ['j1', 'j2'] }]);
    expect(filled).toEqual([]);
  });

  it('asks nothing for no jobs', async () => {
    const { cache } = cacheAnswering({ kind: 'unavailable' });
    const applications = withApplications();
    const service = new ApplicationStatusesService(applications as unknown as ApplicationsRepository, cache);
    await expect(service.statusesOf('maya', [])).resolves.toEqual(new Map());
    expect(applications.statusLookups).toEqual([]);
  });
});

describe('SeekerAppliedCache', () => {
  const down = new Error('Connection is closed.');
  const redisDown = {
    hmget: () => Promise.reject(down),
    get: () => Promise.reject(down),
    eval: () => Promise.reject(down),
    pipeline: () => ({
      incr: () => redisDown.pipeline(),
      expire: () => redisDown.pipeline(),
      del: () => redisDown.pipeline(),
      exec: () => Promise.reject(down),
    }),
  };

  it('lets the database answer when Redis is down, and never throws', async () => {
    const cache = new SeekerAppliedCache(redisDown as unknown as Redis);
    await expect(cache.read('maya', ['j1'])).resolves.toEqual({ kind: 'unavailable' });
    await expect(cache.fill('maya', '', [])).resolves.toBeUndefined();
    await expect(cache.changed(['maya'])).resolves.toBeUndefined();
  });

  it('reads kept values, ignoring ones it does not know, and reports a miss with the version', async () => {
    const values: Record<string, string> = { '~': '1', j1: 'interview', j2: 'pending!', j3: 'astronaut' };
    const kept = {
      hmget: async (_key: string, ...fields: string[]) => fields.map((field) => values[field] ?? null),
      get: async () => '4',
    };
    const cache = new SeekerAppliedCache(kept as unknown as Redis);
    await expect(cache.read('maya', ['j1', 'j2', 'j3', 'j4'])).resolves.toEqual({
      kind: 'kept',
      applied: new Map([
        ['j1', { jobId: 'j1', status: 'interview', withdrawn: false }],
        ['j2', { jobId: 'j2', status: 'pending', withdrawn: true }],
      ]),
    });
    delete values['~'];
    await expect(cache.read('maya', ['j1'])).resolves.toEqual({ kind: 'missing', version: '4' });
  });
});
