import styled from 'styled-components';
import {
  CRITIQUE_LIMITS,
  CRITIQUE_SECTION_LABELS,
  CRITIQUE_WEIGHTS,
  type CritiqueSectionKey,
  type FieldErrors,
} from '@marketplace/contracts';
import { Field, Input } from '@marketplace/ui/fields';
import { KeywordsEditor } from './KeywordsEditor';
import { ListEditor } from './ListEditor';
import { scoreFromInput, type CritiqueReviewForm } from './useCritiqueReviewForm';

/** A weight as the reviewer reads it: 0.25 is '25%'. */
export function weightPercent(section: CritiqueSectionKey): string {
  return `${Math.round(CRITIQUE_WEIGHTS[section] * 100)}%`;
}

export interface SectionScoreEditorProps {
  section: CritiqueSectionKey;
  form: Pick<CritiqueReviewForm, 'review' | 'setScore' | 'setList'>;
  errors: FieldErrors;
}

/** One section's score, feedback and suggestions (and for Keywords, its keyword lists). */
export function SectionScoreEditor({ section, form, errors }: SectionScoreEditorProps) {
  const label = CRITIQUE_SECTION_LABELS[section];
  const value = form.review.sections[section];
  const path = `sections.${section}`;
  return (
    <Fieldset>
      <legend>{label}</legend>
      <Field
        label={`${label} score`}
        hint={`0 to 100; ${weightPercent(section)} of the overall score`}
        error={errors[`${path}.score`]}
      >
        {(props) => (
          <ScoreInput
            {...props}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={value.score ?? ''}
            onChange={(event) => form.setScore(section, scoreFromInput(event.target.value))}
          />
        )}
      </Field>
      <ListEditor
        label={`${label} feedback`}
        items={value.feedback}
        maxLength={CRITIQUE_LIMITS.feedbackItemMax}
        onChange={(items) => form.setList(section, 'feedback', items)}
        error={errors[`${path}.feedback`]}
      />
      <ListEditor
        label={`${label} suggestions`}
        items={value.suggestions}
        maxLength={CRITIQUE_LIMITS.feedbackItemMax}
        onChange={(items) => form.setList(section, 'suggestions', items)}
        error={errors[`${path}.suggestions`]}
      />
      {section === 'keywords' ? (
        <KeywordsEditor
          section={form.review.sections.keywords}
          onChange={(list, keywords) => form.setList('keywords', list, keywords)}
          errors={errors}
        />
      ) : null}
    </Fieldset>
  );
}

export const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  min-width: 0;
  legend {
    font-weight: 700;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;

const ScoreInput = styled(Input)`
  max-width: 8rem;
`;
