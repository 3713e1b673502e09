import { useCallback, useMemo, useReducer, useState } from 'react';
import {
  CUSTOM_CATEGORY,
  type CritiqueRecommendation,
  type CritiqueReviewInput,
  type CritiqueSectionKey,
  type FieldErrors,
  reviewOverallScore,
  validateCritiqueReview,
} from '@marketplace/contracts';

/** The lists a section holds; the two keyword lists belong to the Keywords section only. */
export type SectionListName = 'feedback' | 'suggestions' | 'missingKeywords' | 'industryKeywords';

/** A change to the review being written. */
export type ReviewAction =
  | { type: 'reset'; review: CritiqueReviewInput }
  | { type: 'score'; section: CritiqueSectionKey; score: number | null }
  | { type: 'list'; section: CritiqueSectionKey; list: SectionListName; items: string[] }
  | { type: 'reviewerText'; text: string }
  | { type: 'recommendations'; items: CritiqueRecommendation[] };

/** The review after one change; keyword lists are only ever set on the Keywords section. */
export function reviewReducer(review: CritiqueReviewInput, action: ReviewAction): CritiqueReviewInput {
  switch (action.type) {
    case 'reset':
      return action.review;
    case 'score':
      return {
        ...review,
        sections: { ...review.sections, [action.section]: { ...review.sections[action.section], score: action.score } },
      };
    case 'list': {
      const isKeywordList = action.list === 'missingKeywords' || action.list === 'industryKeywords';
      if (isKeywordList && action.section !== 'keywords') return review;
      return {
        ...review,
        sections: {
          ...review.sections,
          [action.section]: { ...review.sections[action.section], [action.list]: action.items },
        },
      };
    }
    case 'reviewerText':
      return { ...review, reviewerText: action.text };
    case 'recommendations':
      return { ...review, recommendations: action.items };
  }
}

/** A score typed in a number field: empty (or not a number) is no score yet; the validator judges the rest. */
export function scoreFromInput(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A new recommendation: the reviewer's own until they file it under a section. */
export function blankRecommendation(): CritiqueRecommendation {
  return { title: '', description: '', priority: 'medium', impact: '', category: CUSTOM_CATEGORY };
}

function without(errors: FieldErrors, matches: (path: string) => boolean): FieldErrors {
  const kept = Object.entries(errors).filter(([path]) => !matches(path));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/**
 * The workbench form's state: the review, its live overall score, and the field errors by path
 * (the contract validator's and the server's keys alike); a field's errors go once it is edited.
 */
export function useCritiqueReviewForm(initial: CritiqueReviewInput) {
  const [review, dispatch] = useReducer(reviewReducer, initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = useCallback(
    (matches: (path: string) => boolean) => setErrors((current) => without(current, matches)),
    [],
  );

  const actions = useMemo(
    () => ({
      reset: (next: CritiqueReviewInput) => {
        dispatch({ type: 'reset', review: next });
        setErrors({});
      },
      setScore: (section: CritiqueSectionKey, score: number | null) => {
        dispatch({ type: 'score', section, score });
        clear((path) => path === `sections.${section}.score`);
      },
      setList: (section: CritiqueSectionKey, list: SectionListName, items: string[]) => {
        dispatch({ type: 'list', section, list, items });
        clear((path) => path === `sections.${section}.${list}`);
      },
      setReviewerText: (text: string) => {
        dispatch({ type: 'reviewerText', text });
        clear((path) => path === 'reviewerText');
      },
      /** `changed` names the edited field ('recommendations.2.title'); without it every recommendation error goes (indices moved). */
      setRecommendations: (items: CritiqueRecommendation[], changed?: string) => {
        dispatch({ type: 'recommendations', items });
        clear((path) => (changed ? path === changed : path.startsWith('recommendations')));
      },
      showErrors: (next: FieldErrors) => setErrors(next),
    }),
    [clear],
  );

  /** The contract's checks for a draft or a completion; true when the review passes them. */
  const validate = useCallback(
    (mode: 'draft' | 'complete') => {
      const found = validateCritiqueReview(review, mode);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    [review],
  );

  const overallScore = useMemo(() => reviewOverallScore(review), [review]);
  return { review, errors, overallScore, validate, ...actions };
}

/** What the form's sections receive. */
export type CritiqueReviewForm = ReturnType<typeof useCritiqueReviewForm>;
