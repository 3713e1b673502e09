import { type InterviewStage, SCHEDULED_INTERVIEW_STAGES } from '@marketplace/contracts';
import { buildDemoInterview, type DemoInterviewSubject } from './demo-interviews';

const NOW = new Date('2026-11-28T12:00:00.000Z');
const DAY = 86_400_000;

function subject(stage: InterviewStage, status: DemoInterviewSubject['status'] = 'interview'): DemoInterviewSubject {
  return {
    applicationId: `application-${stage}`,
    status,
    stage,
    since: new Date(NOW.getTime() - 20 * DAY),
    decidedAt: new Date(NOW.getTime() - 2 * DAY),
    employerId: 'employer',
  };
}

describe('buildDemoInterview', () => {
  it('has no interview of its own at the initial screening', () => {
    expect(buildDemoInterview(subject('initial_screening', 'reviewed'), NOW)).toBeNull();
  });

  it.each([
    'technical_interview',
    'behavioral_interview',
    'final_interview',
    'offer_extended',
    'offer_accepted',
    'offer_rejected',
  ] as const)('reaches %s through updates saved in order before the seed, by the employer', (stage) => {
    const status = stage === 'offer_accepted' ? 'hired' : stage === 'offer_rejected' ? 'rejected' : 'interview';
    const updates = buildDemoInterview(subject(stage, status), NOW)!;
    expect(updates.at(-1)!.interview.stage).toBe(stage);
    let last = subject(stage).since.getTime();
    for (const update of updates) {
      expect(update.actorId).toBe('employer');
      expect(update.at.getTime()).toBeGreaterThanOrEqual(last);
      expect(update.at.getTime()).toBeLessThanOrEqual(NOW.getTime());
      last = update.at.getTime();
      const { scheduledAt, completedAt } = update.interview;
      if (completedAt) expect(completedAt.getTime()).toBeGreaterThan(scheduledAt!.getTime());
      if (!SCHEDULED_INTERVIEW_STAGES.includes(update.interview.stage)) expect(scheduledAt).toBeNull();
    }
    // A hire or a refusal ends the interviews when it was decided.
    if (status !== 'interview') expect(last).toBeLessThanOrEqual(subject(stage).decidedAt.getTime());
  });

  it('puts the coming interviews ahead of the seed, on the hour, and the held ones behind it', () => {
    const technical = buildDemoInterview(subject('technical_interview'), NOW)!.at(-1)!.interview;
    expect(technical.scheduledAt!.getTime()).toBeGreaterThan(NOW.getTime());
    expect(technical.scheduledAt!.getUTCMinutes()).toBe(0);
    expect(technical.completedAt).toBeNull();
    expect(technical.nextActionDeadline!.getTime()).toBeGreaterThan(NOW.getTime());
    const behavioral = buildDemoInterview(subject('behavioral_interview'), NOW)!;
    expect(behavioral[0]!.interview.completedAt!.getTime()).toBeLessThan(NOW.getTime());
    expect(behavioral.at(-1)!.interview.scheduledAt!.getTime()).toBeGreaterThan(NOW.getTime());
    const final = buildDemoInterview(subject('final_interview'), NOW)!.at(-1)!.interview;
    expect(final.completedAt!.getTime()).toBeLessThan(NOW.getTime());
    expect(final.nextActionRequired).not.toBeNull();
  });
});
