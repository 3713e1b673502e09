import { INDUSTRY_COMPARISON_MINIMUM, validateCritiqueReview } from '@marketplace/contracts';
import { buildDemoCritiques, DEMO_CRITIQUE_INDUSTRIES } from './demo-critiques';

const DEMO_SEEKER = '00000000-0000-4000-8000-00000000d001';
const OTHERS = Array.from({ length: 12 }, (_, index) => `00000000-0000-4000-8000-0000000000${10 + index}`);

describe('the demo critiques', () => {
  const critiques = buildDemoCritiques({
    demoSeekerId: DEMO_SEEKER,
    otherSeekerIds: OTHERS,
    resumeOf: new Map([[DEMO_SEEKER, { id: 'resume-1', name: 'My CV' }]]),
    now: new Date('2026-11-28T12:00:00.000Z'),
  });

  it('give the demo seeker one completed critique and one waiting', () => {
    const mine = critiques.filter((critique) => critique.seekerId === DEMO_SEEKER);
    expect(mine.map((critique) => critique.completed !== null).sort()).toEqual([false, true]);
    expect(mine.every((critique) => critique.resume?.name === 'My CV')).toBe(true);
  });

  it('complete enough critiques in each demo industry for the comparison, with varied scores and valid reviews', () => {
    for (const { industry } of DEMO_CRITIQUE_INDUSTRIES) {
      const done = critiques.filter((critique) => critique.targetIndustry === industry && critique.completed);
      expect(done.length).toBeGreaterThanOrEqual(INDUSTRY_COMPARISON_MINIMUM);
      expect(new Set(done.map((critique) => critique.completed?.overall)).size).toBeGreaterThan(8);
    }
    for (const critique of critiques)
      if (critique.completed) expect(validateCritiqueReview(critique.completed.review, 'complete')).toEqual({});
  });

  it('are the same on every run (stable ids and scores)', () => {
    const again = buildDemoCritiques({
      demoSeekerId: DEMO_SEEKER,
      otherSeekerIds: OTHERS,
      resumeOf: new Map(),
      now: new Date('2026-11-28T12:00:00.000Z'),
    });
    expect(again.map((critique) => [critique.id, critique.completed?.overall])).toEqual(
      critiques.map((critique) => [critique.id, critique.completed?.overall]),
    );
  });
});
