import { DEMO_CONCIERGE_CONVERSATION, DEMO_DIRECT_CONVERSATION, demoMessageTimes } from './demo-conversations';

const NOW = new Date('2026-11-28T12:00:00Z');
const HOUR = 3_600_000;

describe('demo conversations', () => {
  it('start on the side that may write first and end waiting for the other side', () => {
    expect(DEMO_DIRECT_CONVERSATION[0]!.side).toBe('employer');
    expect(DEMO_DIRECT_CONVERSATION.map((line) => line.side)).toContain('seeker');
    expect(DEMO_CONCIERGE_CONVERSATION[0]!.side).toBe('admin');
    expect(DEMO_CONCIERGE_CONVERSATION.map((line) => line.side)).toContain('employer');
  });

  it('are written in order, within the last two days, after what they are about and before the seed', () => {
    const since = new Date(NOW.getTime() - 20 * 24 * HOUR);
    const times = demoMessageTimes(5, since, NOW);
    expect(times).toHaveLength(5);
    expect(times.map((time) => time.getTime())).toEqual([...times.map((time) => time.getTime())].sort((a, b) => a - b));
    expect(times[0]!.getTime()).toBe(NOW.getTime() - 10 * 60_000 - 2 * 24 * HOUR);
    expect(times.at(-1)!.getTime()).toBe(NOW.getTime() - 10 * 60_000);
  });

  it('begin an hour after an application of yesterday, and fit between a very recent one and the seed', () => {
    const yesterday = new Date(NOW.getTime() - 24 * HOUR);
    expect(demoMessageTimes(3, yesterday, NOW)[0]!.getTime()).toBe(yesterday.getTime() + HOUR);
    const justNow = new Date(NOW.getTime() - 30 * 60_000);
    const times = demoMessageTimes(3, justNow, NOW);
    expect(times[0]!.getTime()).toBeGreaterThan(justNow.getTime());
    expect(times.at(-1)!.getTime()).toBeLessThan(NOW.getTime());
  });
});
