import fc from 'fast-check';
import {
  comparisonAreas,
  CRITIQUE_INDUSTRIES,
  CRITIQUE_INDUSTRY_NAMES,
  CRITIQUE_LIMITS,
  CRITIQUE_MESSAGES,
  CRITIQUE_SECTIONS,
  CRITIQUE_WEIGHTS,
  critiqueEntitlementText,
  critiquePlanName,
  critiqueReportFileName,
  type CritiqueReviewInput,
  type CritiqueSectionKey,
  emptyCritiqueReview,
  isCritiqueIndustry,
  overallCritiqueScore,
  planIncludesCritique,
  prefillKeywords,
  readCritiqueQueueStatus,
  RECOMMENDATION_CATEGORIES,
  reviewOverallScore,
  scoreBand,
  scorePercentile,
  textHasKeyword,
  validateCritiqueRequest,
  validateCritiqueReview,
} from './critiques';
import { TEXT_MESSAGES } from './messages';

const scores = (values: Partial<Record<CritiqueSectionKey, number>> = {}): Record<CritiqueSectionKey, number> => ({
  formatting: 0,
  content: 0,
  keywords: 0,
  experience: 0,
  skills: 0,
  ...values,
});

const allScores = (score: number) => scores(Object.fromEntries(CRITIQUE_SECTIONS.map((key) => [key, score])));

describe('score bands', () => {
  it('are Excellent from 80, Good from 60 to 79 and Needs Improvement below 60', () => {
    expect(scoreBand(100)).toBe('Excellent');
    expect(scoreBand(80)).toBe('Excellent');
    expect(scoreBand(79)).toBe('Good');
    expect(scoreBand(60)).toBe('Good');
    expect(scoreBand(59)).toBe('Needs Improvement');
    expect(scoreBand(0)).toBe('Needs Improvement');
  });
});

describe('the overall score', () => {
  it('weighs the five sections with weights that add up to 1', () => {
    expect(Object.keys(CRITIQUE_WEIGHTS).sort()).toEqual([...CRITIQUE_SECTIONS].sort());
    expect(CRITIQUE_SECTIONS.reduce((sum, key) => sum + CRITIQUE_WEIGHTS[key], 0)).toBeCloseTo(1, 12);
    expect(overallCritiqueScore(scores({ formatting: 100 }))).toBe(15);
    expect(overallCritiqueScore(scores({ content: 100 }))).toBe(25);
    expect(overallCritiqueScore(scores({ keywords: 100 }))).toBe(20);
    expect(overallCritiqueScore(scores({ experience: 100 }))).toBe(25);
    expect(overallCritiqueScore(scores({ skills: 100 }))).toBe(15);
  });

  it('is the common score when every section has it', () => {
    for (const score of [0, 1, 59, 60, 79, 80, 99, 100]) expect(overallCritiqueScore(allScores(score))).toBe(score);
  });

  it('rounds to a whole number, halves up', () => {
    // 0.25 x 2 = 0.5; 0.15 x 3 = 0.45; 0.2 x 7 = 1.4.
    expect(overallCritiqueScore(scores({ content: 2 }))).toBe(1);
    expect(overallCritiqueScore(scores({ formatting: 3 }))).toBe(0);
    expect(overallCritiqueScore(scores({ keywords: 7 }))).toBe(1);
    // Exactly 79.5 (10.8 + 17.75 + 15.4 + 22.5 + 13.05): Excellent, though the weights' binary
    // fractions add up to a hair under 79.5.
    const edge = { formatting: 72, content: 71, keywords: 77, experience: 90, skills: 87 };
    expect(overallCritiqueScore(edge)).toBe(80);
    expect(scoreBand(overallCritiqueScore(edge))).toBe('Excellent');
    expect(overallCritiqueScore({ formatting: 62, content: 60, keywords: 62, experience: 60, skills: 72 })).toBe(63);
  });

  it('matches the weighted mean worked out in whole hundredths, for any whole scores', () => {
    const score = fc.integer({ min: 0, max: 100 });
    fc.assert(
      fc.property(
        fc.record({ formatting: score, content: score, keywords: score, experience: score, skills: score }),
        (s) => {
          const hundredths = 15 * s.formatting + 25 * s.content + 20 * s.keywords + 25 * s.experience + 15 * s.skills;
          expect(overallCritiqueScore(s)).toBe(Math.floor((hundredths + 50) / 100));
        },
      ),
    );
  });

  it('of a review is null while any section has no score', () => {
    const review = emptyCritiqueReview(null, 'Healthcare');
    expect(reviewOverallScore(review)).toBeNull();
    for (const key of CRITIQUE_SECTIONS) review.sections[key].score = 70;
    review.sections.keywords.score = 90;
    expect(reviewOverallScore(review)).toBe(74);
    review.sections.skills.score = null;
    expect(reviewOverallScore(review)).toBeNull();
  });
});

describe('the industry percentile', () => {
  it('counts the scores below and half of those that tie, the critique itself included', () => {
    expect(scorePercentile(70, [50, 60, 70, 80])).toBe(63); // (2 + 0.5) / 4
    expect(scorePercentile(70, [70, 70, 70, 70])).toBe(50);
    expect(scorePercentile(70, [70])).toBe(50);
    expect(scorePercentile(70, [60, 70, 70, 90])).toBe(50); // (1 + 1) / 4
  });

  it('is 0 without scores, and reaches neither end while the critique is among them', () => {
    expect(scorePercentile(70, [])).toBe(0);
    expect(scorePercentile(95, [10, 20, 30, 40])).toBe(100);
    expect(scorePercentile(5, [10, 20, 30, 40])).toBe(0);
    expect(scorePercentile(95, [...Array.from({ length: 19 }, () => 50), 95])).toBe(98); // (19 + 0.5) / 20
  });
});

describe('the comparison areas', () => {
  const averages = allScores(70);

  it('names the best sections at or above the average and the worst below it, two each', () => {
    const result = comparisonAreas(
      scores({ formatting: 85, content: 70, keywords: 40, experience: 78, skills: 55 }),
      averages,
    );
    expect(result).toEqual({
      topPerformingAreas: ['Formatting', 'Experience'],
      improvementAreas: ['Keywords', 'Skills'],
    });
  });

  it('counts a section level with the average as performing, and breaks ties in the tabs order', () => {
    expect(comparisonAreas(allScores(70), averages)).toEqual({
      topPerformingAreas: ['Formatting', 'Content'],
      improvementAreas: [],
    });
    expect(
      comparisonAreas(scores({ formatting: 70, content: 70, keywords: 70, experience: 60, skills: 65 }), averages),
    ).toEqual({ topPerformingAreas: ['Formatting', 'Content'], improvementAreas: ['Experience', 'Skills'] });
  });

  it('names no top area when every section is below the average, the worst first', () => {
    expect(
      comparisonAreas(scores({ formatting: 60, content: 50, keywords: 65, experience: 30, skills: 69 }), averages),
    ).toEqual({ topPerformingAreas: [], improvementAreas: ['Experience', 'Content'] });
  });

  it('measures each section against its own average', () => {
    const result = comparisonAreas(allScores(70), {
      formatting: 90,
      content: 60,
      keywords: 70,
      experience: 75,
      skills: 50,
    });
    expect(result).toEqual({
      topPerformingAreas: ['Skills', 'Content'],
      improvementAreas: ['Formatting', 'Experience'],
    });
  });
});

describe('keywords', () => {
  it('are found as whole words, ignoring case', () => {
    expect(textHasKeyword('Built apps with javascript daily', 'JavaScript')).toBe(true);
    expect(textHasKeyword('SQL, Python', 'SQL')).toBe(true);
    expect(textHasKeyword('(sql)', 'SQL')).toBe(true);
    expect(textHasKeyword('SQL', 'SQL')).toBe(true);
    expect(textHasKeyword('PostgreSQL and MySQL', 'SQL')).toBe(false);
    expect(textHasKeyword('PostgreSQLs', 'SQL')).toBe(false);
    expect(textHasKeyword('SQLite', 'SQL')).toBe(false);
    expect(textHasKeyword('GitHub and digital', 'Git')).toBe(false);
    expect(textHasKeyword('Excellent in spreadsheets', 'Excel')).toBe(false);
    expect(textHasKeyword('Reactive systems', 'React')).toBe(false);
    expect(textHasKeyword('Réactif', 'actif')).toBe(false);
    expect(textHasKeyword('SEO2024', 'SEO')).toBe(false);
  });

  it('take their punctuation literally', () => {
    expect(textHasKeyword('Node.js services', 'Node.js')).toBe(true);
    expect(textHasKeyword('Nodexjs services', 'Node.js')).toBe(false);
    expect(textHasKeyword('Node.jsx', 'Node.js')).toBe(false);
    expect(textHasKeyword('Owned our CI/CD pipelines', 'CI/CD')).toBe(true);
    expect(textHasKeyword('ICD-10 coding', 'ICD-10')).toBe(true);
    expect(textHasKeyword('ICD-100', 'ICD-10')).toBe(false);
  });

  it('of several words match those words in order, across any whitespace', () => {
    expect(textHasKeyword('Designed REST APIs for payments', 'REST APIs')).toBe(true);
    expect(textHasKeyword('Kept the general\nledger balanced', 'general ledger')).toBe(true);
    expect(textHasKeyword('Accounts  Payable lead', 'accounts payable')).toBe(true);
    expect(textHasKeyword('ledger, general', 'general ledger')).toBe(false);
    expect(textHasKeyword('generalledger', 'general ledger')).toBe(false);
  });

  it("prefill the Keywords section with the industry's list and those the resume lacks", () => {
    const text = 'Frontend engineer: JavaScript, TypeScript, React; PostgreSQL; Git; REST APIs; testing; Agile teams.';
    expect(prefillKeywords(text, 'Software & IT')).toEqual({
      industryKeywords: [...CRITIQUE_INDUSTRIES['Software & IT']],
      missingKeywords: ['Node.js', 'Python', 'SQL', 'AWS', 'CI/CD', 'troubleshooting'],
    });
  });

  it('are all missing when the resume has no text, and the lists are copies', () => {
    for (const industry of CRITIQUE_INDUSTRY_NAMES) {
      const { industryKeywords, missingKeywords } = prefillKeywords(null, industry);
      expect(industryKeywords).toEqual([...CRITIQUE_INDUSTRIES[industry]]);
      expect(missingKeywords).toEqual(industryKeywords);
    }
    prefillKeywords(null, 'Education').industryKeywords.push('changed');
    expect(prefillKeywords(null, 'Education').industryKeywords).not.toContain('changed');
  });

  it('fill the empty review, whose other sections start blank', () => {
    const review = emptyCritiqueReview('Excel and QuickBooks', 'Accounting & Finance');
    expect(review.reviewerText).toBe('');
    expect(review.recommendations).toEqual([]);
    expect(review.sections.keywords.missingKeywords).not.toContain('Excel');
    expect(review.sections.keywords.missingKeywords).toContain('payroll');
    expect(review.sections.formatting).toEqual({ score: null, feedback: [], suggestions: [] });
    expect(validateCritiqueReview(review, 'draft')).toEqual({});
  });
});

describe('industries', () => {
  it('are the listed names only', () => {
    expect(isCritiqueIndustry('Healthcare')).toBe(true);
    expect(isCritiqueIndustry('Software & IT')).toBe(true);
    expect(isCritiqueIndustry('healthcare')).toBe(false);
    expect(isCritiqueIndustry('toString')).toBe(false);
    expect(isCritiqueIndustry('__proto__')).toBe(false);
    expect(isCritiqueIndustry(5)).toBe(false);
    expect(isCritiqueIndustry(null)).toBe(false);
  });

  it('each list keywords that fit the limits', () => {
    for (const industry of CRITIQUE_INDUSTRY_NAMES) {
      const keywords = CRITIQUE_INDUSTRIES[industry];
      expect(keywords.length).toBeLessThanOrEqual(CRITIQUE_LIMITS.keywordsMax);
      expect(new Set(keywords.map((keyword) => keyword.toLowerCase())).size).toBe(keywords.length);
      for (const keyword of keywords) expect(keyword.length).toBeLessThanOrEqual(CRITIQUE_LIMITS.keywordMax);
    }
  });
});

describe('validateCritiqueRequest', () => {
  const valid = { resumeId: 'r-1', targetRole: 'Bookkeeper', targetIndustry: 'Accounting & Finance', notes: '' };

  it('accepts a complete request, notes optional', () => {
    expect(validateCritiqueRequest(valid)).toEqual({});
    expect(validateCritiqueRequest({ ...valid, notes: undefined })).toEqual({});
    expect(validateCritiqueRequest({ ...valid, notes: null })).toEqual({});
    expect(validateCritiqueRequest({ ...valid, notes: 'Line one\nLine two' })).toEqual({});
  });

  it('names every missing field', () => {
    expect(validateCritiqueRequest({})).toEqual({
      resumeId: [CRITIQUE_MESSAGES.resumeRequired],
      targetRole: [CRITIQUE_MESSAGES.targetRoleRequired],
      targetIndustry: [CRITIQUE_MESSAGES.industryRequired],
    });
    expect(validateCritiqueRequest({ ...valid, resumeId: '  ', targetRole: '\u200b ', targetIndustry: '' })).toEqual({
      resumeId: [CRITIQUE_MESSAGES.resumeRequired],
      targetRole: [CRITIQUE_MESSAGES.targetRoleRequired],
      targetIndustry: [CRITIQUE_MESSAGES.industryRequired],
    });
  });

  it('holds the role and notes to their limits', () => {
    expect(validateCritiqueRequest({ ...valid, targetRole: 'r'.repeat(CRITIQUE_LIMITS.targetRoleMax) })).toEqual({});
    expect(validateCritiqueRequest({ ...valid, targetRole: 'r'.repeat(CRITIQUE_LIMITS.targetRoleMax + 1) })).toEqual({
      targetRole: [CRITIQUE_MESSAGES.targetRoleTooLong],
    });
    expect(validateCritiqueRequest({ ...valid, notes: 'n'.repeat(CRITIQUE_LIMITS.notesMax) })).toEqual({});
    expect(validateCritiqueRequest({ ...valid, notes: 'n'.repeat(CRITIQUE_LIMITS.notesMax + 1) })).toEqual({
      notes: [CRITIQUE_MESSAGES.notesTooLong],
    });
    expect(CRITIQUE_MESSAGES.notesTooLong).toBe('Notes must be at most 2,000 characters');
  });

  it('refuses hidden control characters, and a line break in the role', () => {
    expect(validateCritiqueRequest({ ...valid, targetRole: 'Book\u0000keeper', notes: 'a\u0007b' })).toEqual({
      targetRole: [TEXT_MESSAGES.forbiddenCharacters],
      notes: [TEXT_MESSAGES.forbiddenCharacters],
    });
    expect(validateCritiqueRequest({ ...valid, targetRole: 'Book\nkeeper' })).toEqual({
      targetRole: [TEXT_MESSAGES.forbiddenCharacters],
    });
  });

  it('answers bad types with messages, never by throwing', () => {
    expect(validateCritiqueRequest({ resumeId: 5, targetRole: { role: 'x' }, targetIndustry: ['Healthcare'] })).toEqual(
      {
        resumeId: [CRITIQUE_MESSAGES.resumeRequired],
        targetRole: [CRITIQUE_MESSAGES.targetRoleRequired],
        targetIndustry: [CRITIQUE_MESSAGES.industryRequired],
      },
    );
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('resumeId', 'targetRole', 'targetIndustry', 'notes'), fc.anything()),
        (input) => {
          expect(typeof validateCritiqueRequest(input)).toBe('object');
        },
      ),
    );
  });
});

describe('validateCritiqueReview', () => {
  const complete = (): CritiqueReviewInput => {
    const review = emptyCritiqueReview('JavaScript and React', 'Software & IT');
    for (const key of CRITIQUE_SECTIONS) {
      review.sections[key].score = 75;
      review.sections[key].feedback = ['Clear.'];
      review.sections[key].suggestions = ['Tighten it.'];
    }
    review.reviewerText = 'A strong resume.\nTwo changes would make it stronger.';
    review.recommendations = [
      {
        title: 'Add metrics',
        description: 'Numbers persuade.',
        priority: 'high',
        impact: 'More calls',
        category: 'Content',
      },
      { title: 'Portfolio link', description: '', priority: 'low', impact: '', category: 'Custom' },
    ];
    return review;
  };

  it('accepts a complete review in both modes, and a blank draft', () => {
    expect(validateCritiqueReview(complete(), 'complete')).toEqual({});
    expect(validateCritiqueReview(complete(), 'draft')).toEqual({});
    expect(validateCritiqueReview(emptyCritiqueReview(null, 'Education'), 'draft')).toEqual({});
  });

  it('needs every score and the reviewer text to complete, keyed by path', () => {
    const errors = validateCritiqueReview(emptyCritiqueReview(null, 'Education'), 'complete');
    expect(errors).toEqual({
      reviewerText: [CRITIQUE_MESSAGES.reviewerTextRequired],
      'sections.formatting.score': [CRITIQUE_MESSAGES.scoreRequired],
      'sections.content.score': [CRITIQUE_MESSAGES.scoreRequired],
      'sections.keywords.score': [CRITIQUE_MESSAGES.scoreRequired],
      'sections.experience.score': [CRITIQUE_MESSAGES.scoreRequired],
      'sections.skills.score': [CRITIQUE_MESSAGES.scoreRequired],
    });
  });

  it('takes whole scores from 0 to 100 only, in drafts too', () => {
    for (const score of [0, 100]) {
      const review = complete();
      review.sections.skills.score = score;
      expect(validateCritiqueReview(review, 'complete')).toEqual({});
    }
    for (const score of [-1, 101, 50.5, Number.NaN, '80', true]) {
      const review = complete() as unknown as { sections: { skills: { score: unknown } } };
      review.sections.skills.score = score;
      expect(validateCritiqueReview(review, 'draft')).toEqual({
        'sections.skills.score': [CRITIQUE_MESSAGES.scoreInvalid],
      });
    }
  });

  it('holds the reviewer text to its limit', () => {
    const review = complete();
    review.reviewerText = 'x'.repeat(CRITIQUE_LIMITS.reviewerTextMax);
    expect(validateCritiqueReview(review, 'complete')).toEqual({});
    review.reviewerText += 'x';
    expect(validateCritiqueReview(review, 'draft')).toEqual({ reviewerText: [CRITIQUE_MESSAGES.reviewerTextTooLong] });
  });

  it('checks each list of feedback, suggestions and keywords under its own path', () => {
    const review = complete();
    review.sections.formatting.feedback = ['ok', ' '];
    review.sections.content.suggestions = ['s'.repeat(CRITIQUE_LIMITS.feedbackItemMax + 1)];
    review.sections.experience.feedback = Array.from({ length: CRITIQUE_LIMITS.feedbackItemsMax + 1 }, () => 'item');
    review.sections.skills.suggestions = ['bad\u0000item'];
    review.sections.keywords.missingKeywords = ['k'.repeat(CRITIQUE_LIMITS.keywordMax + 1)];
    review.sections.keywords.industryKeywords = Array.from(
      { length: CRITIQUE_LIMITS.keywordsMax + 1 },
      (_, i) => `k${i}`,
    );
    expect(validateCritiqueReview(review, 'draft')).toEqual({
      'sections.formatting.feedback': [CRITIQUE_MESSAGES.itemInvalid],
      'sections.content.suggestions': [CRITIQUE_MESSAGES.itemInvalid],
      'sections.experience.feedback': [CRITIQUE_MESSAGES.tooManyItems],
      'sections.skills.suggestions': [CRITIQUE_MESSAGES.itemInvalid],
      'sections.keywords.missingKeywords': [CRITIQUE_MESSAGES.keywordInvalid],
      'sections.keywords.industryKeywords': [CRITIQUE_MESSAGES.tooManyKeywords],
    });
  });

  it('allows lists at their limits, and multi-line items', () => {
    const review = complete();
    review.sections.formatting.feedback = Array.from({ length: CRITIQUE_LIMITS.feedbackItemsMax }, () =>
      'f'.repeat(CRITIQUE_LIMITS.feedbackItemMax),
    );
    review.sections.content.suggestions = ['First line\nsecond line'];
    review.sections.keywords.missingKeywords = Array.from({ length: CRITIQUE_LIMITS.keywordsMax }, () =>
      'k'.repeat(CRITIQUE_LIMITS.keywordMax),
    );
    expect(validateCritiqueReview(review, 'complete')).toEqual({});
  });

  it('checks each recommendation under recommendations.<index>', () => {
    const review = complete() as unknown as { recommendations: unknown[] };
    review.recommendations = [
      { title: 'Fine', description: 'd', priority: 'medium', impact: 'i', category: 'Skills' },
      { title: ' ', description: 'd'.repeat(1001), priority: 'urgent', impact: 'i'.repeat(201), category: 'Other' },
      { title: 't'.repeat(121), priority: 'low', category: 'Custom' },
      { title: 'Typed wrong', description: 5, priority: 'low', impact: ['x'], category: 'Custom' },
    ];
    expect(validateCritiqueReview(review, 'complete')).toEqual({
      'recommendations.1.title': [CRITIQUE_MESSAGES.recommendationTitleRequired],
      'recommendations.1.description': [CRITIQUE_MESSAGES.recommendationDescriptionTooLong],
      'recommendations.1.impact': [CRITIQUE_MESSAGES.recommendationImpactTooLong],
      'recommendations.1.priority': [CRITIQUE_MESSAGES.priorityInvalid],
      'recommendations.1.category': [CRITIQUE_MESSAGES.categoryInvalid],
      'recommendations.2.title': [CRITIQUE_MESSAGES.recommendationTitleTooLong],
      'recommendations.3.description': [CRITIQUE_MESSAGES.recommendationDescriptionTooLong],
      'recommendations.3.impact': [CRITIQUE_MESSAGES.recommendationImpactTooLong],
    });
    expect(RECOMMENDATION_CATEGORIES).toEqual(['Formatting', 'Content', 'Keywords', 'Experience', 'Skills', 'Custom']);
  });

  it('refuses more recommendations than the limit, or a list that is not one', () => {
    const review = complete();
    const item = review.recommendations[0]!;
    review.recommendations = Array.from({ length: CRITIQUE_LIMITS.recommendationsMax }, () => item);
    expect(validateCritiqueReview(review, 'complete')).toEqual({});
    review.recommendations.push(item);
    expect(validateCritiqueReview(review, 'complete')).toEqual({
      recommendations: [CRITIQUE_MESSAGES.tooManyRecommendations],
    });
    expect(validateCritiqueReview({ ...review, recommendations: 'none' }, 'draft')).toEqual({
      recommendations: [CRITIQUE_MESSAGES.recommendationTitleRequired],
    });
  });

  it('answers bad types with messages, never by throwing', () => {
    expect(validateCritiqueReview(null, 'draft')).toEqual({});
    expect(validateCritiqueReview('review', 'complete')).toHaveProperty(['sections.skills.score']);
    expect(validateCritiqueReview({ reviewerText: 42, sections: { formatting: null, content: 7 } }, 'draft')).toEqual({
      reviewerText: [CRITIQUE_MESSAGES.reviewerTextRequired],
    });
    expect(
      validateCritiqueReview(
        { sections: { formatting: { feedback: 'one', suggestions: [1] } }, recommendations: [null] },
        'draft',
      ),
    ).toEqual({
      'sections.formatting.feedback': [CRITIQUE_MESSAGES.itemInvalid],
      'sections.formatting.suggestions': [CRITIQUE_MESSAGES.itemInvalid],
      'recommendations.0.title': [CRITIQUE_MESSAGES.recommendationTitleRequired],
      'recommendations.0.priority': [CRITIQUE_MESSAGES.priorityInvalid],
      'recommendations.0.category': [CRITIQUE_MESSAGES.categoryInvalid],
    });
    const section = fc.oneof(
      fc.anything(),
      fc.record({
        score: fc.anything(),
        feedback: fc.anything(),
        suggestions: fc.anything(),
        missingKeywords: fc.anything(),
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            reviewerText: fc.anything(),
            sections: fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...CRITIQUE_SECTIONS), section)),
            recommendations: fc.oneof(fc.anything(), fc.array(fc.anything())),
          }),
        ),
        fc.constantFrom('draft' as const, 'complete' as const),
        (input, mode) => {
          expect(typeof validateCritiqueReview(input, mode)).toBe('object');
        },
      ),
    );
  });
});

describe('the entitlement sentence', () => {
  it('says when the plan includes the critique', () => {
    expect(
      critiqueEntitlementText({
        kind: 'included',
        planName: 'VIP Platinum Mom Professional',
        periodEndsAt: '2026-12-31T00:00:00Z',
      }),
    ).toBe('Your VIP Platinum Mom Professional plan includes one critique each plan period. This one is included.');
  });

  it('gives the price and the card it is charged to, or asks for a card', () => {
    const purchase = { kind: 'purchase' as const, priceCents: 4900, includedAgainAt: null };
    expect(critiqueEntitlementText({ ...purchase, cardBrand: 'Visa', cardLast4: '4242' })).toBe(
      'A critique costs $49.00. It is charged to your Visa ending in 4242.',
    );
    expect(critiqueEntitlementText({ ...purchase, cardBrand: null, cardLast4: '4242' })).toBe(
      'A critique costs $49.00. It is charged to your card ending in 4242.',
    );
    expect(critiqueEntitlementText({ ...purchase, priceCents: 4950, cardBrand: null, cardLast4: null })).toBe(
      'A critique costs $49.50. Add a default card first.',
    );
  });

  it('says card payments are unavailable when nothing is included', () => {
    expect(critiqueEntitlementText({ kind: 'unavailable' })).toBe(CRITIQUE_MESSAGES.paymentsUnavailable);
  });

  it('names the platinum plans as including critiques', () => {
    expect(planIncludesCritique('vip-platinum')).toBe(true);
    expect(planIncludesCritique('annual-platinum')).toBe(true);
    expect(planIncludesCritique('gold')).toBe(false);
    expect(critiquePlanName('vip-platinum')).toBe('VIP Platinum Mom Professional');
    expect(critiquePlanName('retired-plan')).toBe('retired-plan');
  });
});

describe('readCritiqueQueueStatus', () => {
  it('lists the open requests without a status, or those of a known status', () => {
    expect(readCritiqueQueueStatus(undefined)).toEqual({ status: null, error: null });
    expect(readCritiqueQueueStatus('')).toEqual({ status: null, error: null });
    for (const status of ['requested', 'in_review', 'completed'])
      expect(readCritiqueQueueStatus(status)).toEqual({ status, error: null });
  });

  it('refuses anything else with the status message', () => {
    for (const value of ['Completed', 'done', ['completed'], 5, null])
      expect(readCritiqueQueueStatus(value)).toEqual({ status: null, error: CRITIQUE_MESSAGES.statusInvalid });
  });
});

describe('the report file name', () => {
  it('is resume-critique-{requestId}.pdf', () => {
    expect(critiqueReportFileName('abc-123')).toBe('resume-critique-abc-123.pdf');
  });
});
