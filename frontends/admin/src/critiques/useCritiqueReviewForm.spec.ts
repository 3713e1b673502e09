import { emptyCritiqueReview } from '@marketplace/contracts';
import { reviewReducer, scoreFromInput } from './useCritiqueReviewForm';

const review = emptyCritiqueReview('React and Git', 'Software & IT');

describe('reviewReducer', () => {
  it('changes one section and leaves the others as they were', () => {
    const next = reviewReducer(review, { type: 'score', section: 'content', score: 72 });
    expect(next.sections.content.score).toBe(72);
    expect(next.sections.formatting).toBe(review.sections.formatting);
    expect(review.sections.content.score).toBeNull();
  });

  it('sets keyword lists on the Keywords section only', () => {
    const keywords = reviewReducer(review, {
      type: 'list',
      section: 'keywords',
      list: 'missingKeywords',
      items: ['SQL'],
    });
    expect(keywords.sections.keywords.missingKeywords).toEqual(['SQL']);
    const elsewhere = reviewReducer(review, {
      type: 'list',
      section: 'skills',
      list: 'industryKeywords',
      items: ['x'],
    });
    expect(elsewhere).toBe(review);
    expect(elsewhere.sections.skills).not.toHaveProperty('industryKeywords');
  });

  it('replaces the whole review on reset', () => {
    const edited = reviewReducer(review, { type: 'reviewerText', text: 'Draft' });
    expect(reviewReducer(edited, { type: 'reset', review })).toBe(review);
  });
});

describe('scoreFromInput', () => {
  it('reads an empty field as no score and keeps what the validator must judge', () => {
    expect(scoreFromInput('')).toBeNull();
    expect(scoreFromInput('  ')).toBeNull();
    expect(scoreFromInput('80')).toBe(80);
    expect(scoreFromInput('80.5')).toBe(80.5);
    expect(scoreFromInput('abc')).toBeNull();
  });
});
