import type { JobCard, JobCardApplicationStatus } from '@marketplace/contracts';
import { actorOf } from '../../../test/support/accounts-fakes';
import type { Actor } from '../../core/auth/actor';
import { ApplicationStatusOnCards } from './application-status-on-cards';
import type { SeekerApplicationStatuses } from './application-status.port';

const NOBODY = { hasApplied: false, status: null };
const card = (id: string): JobCard => ({ id, title: `Job ${id}`, applicationStatus: NOBODY }) as JobCard;

const seeker = actorOf({ id: 'seeker', role: 'seeker', email: 'maya@example.com' });
const employer = actorOf({ id: 'employer', role: 'employer', email: 'jordan@example.com' });
const admin = actorOf({ id: 'admin', role: 'admin', email: 'admin@example.com' });
const adminAsSeeker: Actor = { ...admin, user: seeker.user, impersonation: { id: 'imp', adminId: 'admin' } };

function setUp(applied: Record<string, JobCardApplicationStatus> = { b: { hasApplied: true, status: 'interview' } }) {
  const lookups: Array<{ seekerId: string; jobIds: string[] }> = [];
  const port: SeekerApplicationStatuses = {
    statusesOf: async (seekerId, jobIds) => {
      lookups.push({ seekerId, jobIds: [...jobIds] });
      return new Map(jobIds.filter((id) => applied[id]).map((id) => [id, applied[id]!]));
    },
  };
  return { lookups, cards: new ApplicationStatusOnCards(port) };
}

describe('ApplicationStatusOnCards', () => {
  it("fills a seeker's page with one lookup for all its cards", async () => {
    const { lookups, cards } = setUp();
    const page = { jobs: [card('a'), card('b'), card('c')], nextCursor: 'next', total: 3 };
    const answer = await cards.forViewer(seeker, page);
    expect(answer.jobs.map((job) => job.applicationStatus)).toEqual([
      NOBODY,
      { hasApplied: true, status: 'interview' },
      NOBODY,
    ]);
    expect(answer).toMatchObject({ nextCursor: 'next', total: 3 });
    expect(lookups).toEqual([{ seekerId: 'seeker', jobIds: ['a', 'b', 'c'] }]);
  });

  it('uses the impersonated seeker for an impersonating admin', async () => {
    const { lookups, cards } = setUp();
    expect((await cards.forJob(adminAsSeeker, card('b'))).applicationStatus).toEqual({
      hasApplied: true,
      status: 'interview',
    });
    expect(lookups).toEqual([{ seekerId: 'seeker', jobIds: ['b'] }]);
  });

  it("fills the seeker's saved jobs, keeping when each was saved", async () => {
    const { lookups, cards } = setUp();
    const saved = {
      jobs: [
        { savedAt: '2026-11-21T09:00:00.000Z', job: card('b') },
        { savedAt: '2026-11-20T09:00:00.000Z', job: card('a') },
      ],
    };
    expect(await cards.forSavedJobs(seeker, saved)).toEqual({
      jobs: [
        {
          savedAt: '2026-11-21T09:00:00.000Z',
          job: { ...card('b'), applicationStatus: { hasApplied: true, status: 'interview' } },
        },
        { savedAt: '2026-11-20T09:00:00.000Z', job: card('a') },
      ],
    });
    expect(lookups).toHaveLength(1);
  });

  it('leaves cards untouched, and asks nothing, for anyone but a seeker and for empty pages', async () => {
    const { lookups, cards } = setUp();
    const page = { jobs: [card('b')], nextCursor: null };
    for (const actor of [null, employer, admin]) {
      expect(await cards.forViewer(actor, page)).toBe(page);
      expect((await cards.forJob(actor, card('b'))).applicationStatus).toEqual(NOBODY);
    }
    const empty = { jobs: [], nextCursor: null };
    expect(await cards.forViewer(seeker, empty)).toBe(empty);
    expect(lookups).toEqual([]);
  });
});
