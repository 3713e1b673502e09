import type { MikroORM } from '@mikro-orm/postgresql';
import {
  comparisonAreas,
  CRITIQUE_SECTIONS,
  type CritiqueSectionKey,
  INDUSTRY_COMPARISON_MINIMUM,
  scorePercentile,
} from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import { DomainEvents } from '../../src/core/events/domain-events';
import type { ObjectStorage } from '../../src/infrastructure/storage/object-storage';
import type { CritiquePurchases } from '../../src/modules/billing';
import { CritiquesRepository } from '../../src/modules/critiques/critiques.repository';
import { CritiquesService } from '../../src/modules/critiques/critiques.service';
import type { SeekerProfiles } from '../../src/modules/profiles';
import { FakeClock, FakeQueue } from '../support/accounts-fakes';
import { FakeMembershipPlans } from '../support/billing-fakes';
import { chatActor } from '../support/chat-fakes';
import { FakeCritiqueProfiles, FakeCritiquePurchases, FakeCritiqueStorage } from '../support/critiques-fakes';
import { insertUsers } from '../support/access-context';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid } from '../support/job-fixtures';
import { testConfig } from '../support/test-config';

const HOUR = 3_600_000;

/** Critiques' statements on PostgreSQL, over the demo data: the industry comparison, claims and the included critique under races. */
describe('critiques on PostgreSQL', () => {
  const config = testConfig();
  let orm: MikroORM;
  let ids: { seeker: string; admin: string; otherAdmin: string; other: string };
  let resumes: Map<string, string>;
  const repository = () => new CritiquesRepository(orm.em.fork());
  const query = <T>(sql: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(sql, params);

  function serviceWith(plans: FakeMembershipPlans, purchases = new FakeCritiquePurchases()) {
    const profiles = new FakeCritiqueProfiles();
    for (const [userId, resumeId] of resumes) profiles.addResume(userId, resumeId);
    return new CritiquesService(
      new FakeClock(new Date()),
      repository(),
      purchases as unknown as CritiquePurchases,
      plans,
      profiles as unknown as SeekerProfiles,
      new FakeCritiqueStorage() as unknown as ObjectStorage,
      new DomainEvents(),
      new FakeQueue() as never,
    );
  }

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await runDemoSeed(config);
    const users = await query<{ id: string; email: string }>(
      `select id, email from users where email in ('seeker@demo.local', 'admin@demo.local', 'olivia.martinez@demo.local')`,
    );
    const byEmail = new Map(users.map((user) => [user.email, user.id]));
    const otherAdmin = fixtureUuid(1, 'f');
    await insertUsers(orm, [{ id: otherAdmin, email: 'critic@example.com', name: 'Cris Critic', role: 'admin' }]);
    ids = {
      seeker: byEmail.get('seeker@demo.local')!,
      admin: byEmail.get('admin@demo.local')!,
      other: byEmail.get('olivia.martinez@demo.local')!,
      otherAdmin,
    };
    const rows = await query<{ user_id: string; id: string }>(
      `select distinct on (user_id) user_id, id from seeker_resumes where user_id in (?, ?) order by user_id, created_at desc`,
      [ids.seeker, ids.other],
    );
    resumes = new Map(rows.map((row) => [row.user_id, row.id]));
  });

  afterAll(async () => {
    await orm.close(true);
  });

  it("places the demo seeker's completed critique among its industry's completed critiques", async () => {
    const [mine] = await query<{ id: string; target_industry: string }>(
      `select id, target_industry from critique_requests where seeker_id = ? and status = 'completed'`,
      [ids.seeker],
    );
    const critique = await serviceWith(new FakeMembershipPlans()).critique(chatActor(ids.seeker, 'seeker'), mine!.id);
    // The figures, computed here from the rows themselves.
    const industry = await query<Record<string, number> & { overall_score: number; id: string }>(
      `select id, overall_score, formatting_score as formatting, content_score as content, keywords_score as keywords,
              experience_score as experience, skills_score as skills
       from critique_requests where status = 'completed' and target_industry = ?`,
      [mine!.target_industry],
    );
    expect(industry.length).toBeGreaterThanOrEqual(INDUSTRY_COMPARISON_MINIMUM);
    const own = industry.find((row) => row.id === mine!.id)!;
    const averages = Object.fromEntries(
      CRITIQUE_SECTIONS.map((key) => [key, industry.reduce((sum, row) => sum + row[key]!, 0) / industry.length]),
    ) as Record<CritiqueSectionKey, number>;
    const scores = Object.fromEntries(CRITIQUE_SECTIONS.map((key) => [key, own[key]!])) as Record<
      CritiqueSectionKey,
      number
    >;
    const overall = industry.map((row) => row.overall_score);
    expect(critique.analysis).toEqual({
      overallScore: own.overall_score,
      industryComparison: {
        percentile: scorePercentile(own.overall_score, overall),
        averageScore: Math.round(overall.reduce((sum, score) => sum + score, 0) / overall.length),
        ...comparisonAreas(scores, averages),
        completedInIndustry: industry.length,
      },
    });
    // Varied, realistic figures: not everyone scores the same.
    expect(new Set(overall).size).toBeGreaterThan(5);
    expect(critique.analysis!.industryComparison.topPerformingAreas.length).toBeGreaterThan(0);
  });

  it('gives a request to one of two reviewers claiming it at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = fixtureUuid(100 + round, 'c');
      await repository().insert({
        id,
        seekerId: ids.seeker,
        resumeId: resumes.get(ids.seeker)!,
        resumeName: 'CV',
        targetRole: 'Editor',
        targetIndustry: 'Writing & Editing',
        notes: '',
        chargeId: null,
        includedPeriodKey: null,
        at: new Date(),
      });
      const now = new Date();
      const claims = await Promise.all(
        [ids.admin, ids.otherAdmin].map((reviewer) =>
          repository().claim(id, reviewer, now, new Date(now.getTime() + HOUR)),
        ),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
      const [row] = await query<{ claimed_by_id: string }>(`select claimed_by_id from critique_requests where id = ?`, [
        id,
      ]);
      expect(row!.claimed_by_id).toBe(claims[0] ? ids.admin : ids.otherAdmin);
      // The holder claims again (its claim runs on); the other still may not.
      const holder = claims[0] ? ids.admin : ids.otherAdmin;
      const other = claims[0] ? ids.otherAdmin : ids.admin;
      expect(await repository().claim(id, holder, now, new Date(now.getTime() + HOUR))).toBe(true);
      expect(await repository().claim(id, other, now, new Date(now.getTime() + HOUR))).toBe(false);
      // Once the claim lapsed, the other may.
      const later = new Date(now.getTime() + 2 * HOUR);
      expect(await repository().claim(id, other, later, new Date(later.getTime() + HOUR))).toBe(true);
    }
  });

  it('uses the included critique of a plan period once, however many requests race for it', async () => {
    const plans = new FakeMembershipPlans();
    plans.periods.set(ids.other, {
      subscriptionId: fixtureUuid(1, 'e'),
      planId: 'annual-platinum',
      periodStart: new Date('2026-11-01T00:00:00.000Z'),
      periodEnd: new Date('2027-11-01T00:00:00.000Z'),
    });
    const purchases = new FakeCritiquePurchases();
    const service = serviceWith(plans, purchases);
    const body = {
      resumeId: resumes.get(ids.other)!,
      targetRole: 'Support Lead',
      targetIndustry: 'Customer Service & Support',
      notes: '',
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () => serviceWith(plans, purchases).request(chatActor(ids.other, 'seeker'), body)),
    );
    const fulfilled = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(fulfilled).toHaveLength(1);
    expect(fulfilled[0]!.value.charge).toBeNull();
    // The others found it used: no card to buy one with, or the twin took it first.
    for (const outcome of outcomes.filter((outcome) => outcome.status === 'rejected'))
      expect(['CRITIQUE_CARD_REQUIRED', 'CRITIQUE_INCLUDED_USED']).toContain((outcome.reason as { code: string }).code);
    const [{ count }] = (await query<{ count: string }>(
      `select count(*) from critique_requests where seeker_id = ? and included_period_key is not null`,
      [ids.other],
    )) as [{ count: string }];
    expect(Number(count)).toBe(1);
    expect(purchases.charged).toEqual([]);
    expect((await service.page(chatActor(ids.other, 'seeker'))).entitlement).toMatchObject({
      kind: 'purchase',
      includedAgainAt: '2027-11-01T00:00:00.000Z',
    });
  });
});
