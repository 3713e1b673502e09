import { useId } from 'react';
import styled from 'styled-components';
import {
  CRITIQUE_LIMITS,
  type CritiqueRecommendation,
  type FieldErrors,
  RECOMMENDATION_CATEGORIES,
  RECOMMENDATION_PRIORITIES,
  RECOMMENDATION_PRIORITY_LABELS,
  type RecommendationPriority,
} from '@marketplace/contracts';
import { Button } from '@marketplace/ui';
import { Field, FormMessages, Input, Select, TextArea } from '@marketplace/ui/fields';
import { Fieldset } from './SectionScoreEditor';
import { blankRecommendation } from './useCritiqueReviewForm';

export interface RecommendationsEditorProps {
  items: CritiqueRecommendation[];
  /** `changed` is the edited field's path; none when items were added or removed. */
  onChange: (items: CritiqueRecommendation[], changed?: string) => void;
  errors: FieldErrors;
}

/** The review's recommendations: each with title, description, priority, impact and category. */
export function RecommendationsEditor({ items, onChange, errors }: RecommendationsEditorProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>Recommendations</h3>
      {errors.recommendations?.length ? (
        <div role="alert">
          <FormMessages messages={errors.recommendations} />
        </div>
      ) : null}
      {items.map((item, index) => (
        <RecommendationEditor
          key={index}
          index={index}
          item={item}
          errors={errors}
          onChange={(field, value) =>
            onChange(
              items.map((old, at) => (at === index ? { ...old, [field]: value } : old)),
              `recommendations.${index}.${field}`,
            )
          }
          onRemove={() => onChange(items.filter((_, at) => at !== index))}
        />
      ))}
      <Button
        $variant="secondary"
        onClick={() => onChange([...items, blankRecommendation()])}
        disabled={items.length >= CRITIQUE_LIMITS.recommendationsMax}
      >
        Add recommendation
      </Button>
    </Section>
  );
}

interface RecommendationEditorProps {
  index: number;
  item: CritiqueRecommendation;
  errors: FieldErrors;
  onChange: (field: keyof CritiqueRecommendation, value: string) => void;
  onRemove: () => void;
}

function RecommendationEditor({ index, item, errors, onChange, onRemove }: RecommendationEditorProps) {
  const path = `recommendations.${index}`;
  const name = `Recommendation ${index + 1}`;
  return (
    <Fieldset>
      <legend>{name}</legend>
      <Field label="Title" required error={errors[`${path}.title`]}>
        {(props) => (
          <Input
            {...props}
            value={item.title}
            maxLength={CRITIQUE_LIMITS.recommendationTitleMax}
            onChange={(event) => onChange('title', event.target.value)}
          />
        )}
      </Field>
      <Field label="Description" error={errors[`${path}.description`]}>
        {(props) => (
          <TextArea
            {...props}
            value={item.description}
            maxLength={CRITIQUE_LIMITS.recommendationDescriptionMax}
            onChange={(event) => onChange('description', event.target.value)}
          />
        )}
      </Field>
      <Row>
        <Field label="Priority" error={errors[`${path}.priority`]}>
          {(props) => (
            <Select
              {...props}
              value={item.priority}
              onChange={(event) => onChange('priority', event.target.value as RecommendationPriority)}
            >
              {RECOMMENDATION_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {RECOMMENDATION_PRIORITY_LABELS[priority]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Category" error={errors[`${path}.category`]}>
          {(props) => (
            <Select {...props} value={item.category} onChange={(event) => onChange('category', event.target.value)}>
              {RECOMMENDATION_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </Row>
      <Field label="Impact" hint="What the change does for the seeker" error={errors[`${path}.impact`]}>
        {(props) => (
          <Input
            {...props}
            value={item.impact}
            maxLength={CRITIQUE_LIMITS.recommendationImpactMax}
            onChange={(event) => onChange('impact', event.target.value)}
          />
        )}
      </Field>
      <Button $variant="ghost" onClick={onRemove}>
        Remove {name.toLowerCase()}
      </Button>
    </Fieldset>
  );
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h3 {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 0 ${({ theme }) => theme.space.lg};
`;
