import { useId } from 'react';
import styled from 'styled-components';
import { CRITIQUE_LIMITS, CRITIQUE_MESSAGES, CRITIQUE_SECTIONS, type CritiqueWorkbench } from '@marketplace/contracts';
import { Field, TextArea } from '@marketplace/ui/fields';
import { ClaimBar } from './ClaimBar';
import { OverallScore } from './OverallScore';
import { RecommendationsEditor } from './RecommendationsEditor';
import { ReviewActions } from './ReviewActions';
import { SectionScoreEditor } from './SectionScoreEditor';
import { useCritiqueReviewForm } from './useCritiqueReviewForm';

/**
 * The right side of the workbench: the claim, the five scored sections, the reviewer's own text,
 * the recommendations and the live overall score. Only the claimer may edit; the form starts from
 * the server's review and again from every review the server answers with.
 */
export function ReviewPanel({ workbench }: { workbench: CritiqueWorkbench }) {
  const headingId = useId();
  const form = useCritiqueReviewForm(workbench.review);
  const { errors } = form;
  const locked = !workbench.claimedByMe;
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>Review</h2>
      <ClaimBar workbench={workbench} onChanged={(next) => form.reset(next.review)} />
      <form aria-label="Critique review" onSubmit={(event) => event.preventDefault()} noValidate>
        <Editable disabled={locked}>
          {CRITIQUE_SECTIONS.map((section) => (
            <SectionScoreEditor key={section} section={section} form={form} errors={errors} />
          ))}
          <Field
            label={CRITIQUE_MESSAGES.detailedFeedback}
            hint="The seeker reads this first, above the section feedback."
            required
            error={errors.reviewerText}
          >
            {(props) => (
              <TextArea
                {...props}
                rows={8}
                value={form.review.reviewerText}
                maxLength={CRITIQUE_LIMITS.reviewerTextMax}
                onChange={(event) => form.setReviewerText(event.target.value)}
              />
            )}
          </Field>
          <RecommendationsEditor
            items={form.review.recommendations}
            onChange={form.setRecommendations}
            errors={errors}
          />
        </Editable>
        <OverallScore score={form.overallScore} />
        <ReviewActions workbench={workbench} form={form} disabled={locked} />
      </form>
    </Panel>
  );
}

const Panel = styled.section`
  min-width: 0;
`;

// A disabled fieldset disables every control inside it: nothing is editable without the claim.
const Editable = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
`;
