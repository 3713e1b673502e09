import { Suspense, lazy, useCallback, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Skeleton, VisuallyHidden } from '@marketplace/ui';
import { FieldErrorList, Hint, Legend, type SectionForm } from './form-parts';
import { fieldId } from './profile-form';

// Tiptap is a chunk of its own: the page renders at once and the editor follows.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

interface WorkExperienceSectionProps {
  form: Pick<SectionForm, 'shown' | 'set' | 'touch'>;
  /** The saved HTML the editor starts from; later changes come from the editor itself. */
  initialValue: string | null;
}

/** Work experience: the rich-text editor, loaded on its own after the page. */
export function WorkExperienceSection({ form: { shown, set, touch }, initialValue }: WorkExperienceSectionProps) {
  const labelId = useId();
  const onChange = useCallback((html: string | null) => set('workExperience', html), [set]);
  const onBlur = useCallback(() => touch('workExperience'), [touch]);
  const errors = shown('workExperience');

  return (
    <Card as="fieldset">
      <Legend>Work experience</Legend>
      <RichField
        label="Work experience"
        labelId={labelId}
        hint="Roles, dates and what you did. Bold, italic, lists and links are kept."
        errorId={`${fieldId('workExperience')}-error`}
        errors={errors}
      >
        {(describedBy) => (
          <Suspense
            fallback={
              <div aria-busy="true" aria-label="Loading the editor">
                <Skeleton $height="200px" />
              </div>
            }
          >
            <RichTextEditor
              id={fieldId('workExperience')}
              labelledBy={labelId}
              describedBy={describedBy}
              invalid={Boolean(errors)}
              initialValue={initialValue}
              onChange={onChange}
              onBlur={onBlur}
            />
          </Suspense>
        )}
      </RichField>
    </Card>
  );
}

interface RichFieldProps {
  label: string;
  labelId: string;
  hint: string;
  errorId: string;
  errors: string[] | null;
  children(describedBy: string): ReactNode;
}

/**
 * A label, hint and error around a control that <label for> cannot name (the contenteditable
 * editor): the control is named by aria-labelledby and described by the ids it is given.
 */
function RichField({ label, labelId, hint, errorId, errors, children }: RichFieldProps) {
  const hintId = `${labelId}-hint`;
  return (
    <RichWrapper>
      {/* The section's legend shows the same words: the label is for screen readers. */}
      <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      <Hint id={hintId}>{hint}</Hint>
      {children([hintId, errors ? errorId : null].filter(Boolean).join(' '))}
      <FieldErrorList id={errorId} messages={errors} />
    </RichWrapper>
  );
}

const RichWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;
