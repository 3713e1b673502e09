import { buildDemoSubscriptions } from './demo-subscriptions';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const seekers = Array.from({ length: 22 }, (_, index) => `seeker-${index}`);

describe('buildDemoSubscriptions', () => {
  const built = buildDemoSubscriptions(seekers, NOW);
  const planOf = (userId: string) => built.find((subscription) => subscription.userId === userId);

  it('puts the demo sign-in on an active Gold period of 60 days from now', () => {
    expect(planOf('seeker-0')).toMatchObject({
      planId: 'gold',
      status: 'active',
      periodStart: NOW,
      periodEnd: new Date('2027-01-26T12:00:00.000Z'),
    });
  });

  it('leaves the second demo seeker and others without a plan, and starts the trial as a 3-day free trial', () => {
    expect(planOf('seeker-1')).toBeUndefined();
    expect(planOf('seeker-3')).toMatchObject({
      planId: 'trial',
      status: 'trialing',
      periodEnd: new Date('2026-11-30T12:00:00.000Z'),
    });
    const without = seekers.filter((userId) => !planOf(userId));
    expect(without.length).toBeGreaterThan(seekers.length / 3);
    expect(new Set(built.map((subscription) => subscription.planId))).toEqual(
      new Set(['trial', 'gold', 'vip-platinum', 'annual-platinum']),
    );
  });

  it('gives each seeker one subscription with a stable id', () => {
    expect(new Set(built.map((subscription) => subscription.userId)).size).toBe(built.length);
    expect(buildDemoSubscriptions(seekers, NOW).map((subscription) => subscription.id)).toEqual(
      built.map((subscription) => subscription.id),
    );
  });
});
