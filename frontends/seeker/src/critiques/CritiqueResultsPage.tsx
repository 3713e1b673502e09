import { Link, useParams } from 'react-router';
import { CRITIQUE_MESSAGES, type ResumeCritique } from '@marketplace/contracts';
import { errorMessage, isApiError } from '@marketplace/api-client';
import { ErrorState, PageLead, PageTitle, Skeleton, useDocumentTitle } from '@marketplace/ui';
import { CRITIQUES_PATH, useCritique } from './api';
import { AnalysisTabs } from './results/AnalysisTabs';
import { IndustryComparisonSection } from './results/IndustryComparisonSection';
import { NextStepsSection } from './results/NextStepsSection';
import { OverallScoreSection } from './results/OverallScoreSection';
import { PendingCritique } from './results/PendingCritique';
import { RecommendationsSection } from './results/RecommendationsSection';
import { ResultsHeader } from './results/ResultsHeader';
import { ReviewerFeedbackSection } from './results/ReviewerFeedbackSection';
import { CRITIQUE_TEXTS as T } from './texts';

/** /seeker/critiques/{requestId}: a completed critique's results, or where an open one stands. */
export function CritiqueResultsPage() {
  const { requestId = '' } = useParams();
  const critique = useCritique(requestId);
  useDocumentTitle(T.resultsTitle);
  const back = (
    <p>
      <Link to={CRITIQUES_PATH}>{T.backToList}</Link>
    </p>
  );

  if (critique.isPending)
    return (
      <section aria-busy="true" aria-label={T.loadingOne}>
        <Skeleton $height="2rem" $width="40%" />
        <Skeleton $height="240px" />
      </section>
    );
  if (critique.isError)
    return isApiError(critique.error) && critique.error.status === 404 ? (
      <section>
        <PageTitle>{CRITIQUE_MESSAGES.notFound}</PageTitle>
        {back}
      </section>
    ) : (
      <section>
        <PageTitle>{T.resultsTitle}</PageTitle>
        <ErrorState
          title={T.loadOneFailed}
          message={errorMessage(critique.error)}
          onRetry={() => void critique.refetch()}
          retrying={critique.isFetching}
        />
      </section>
    );

  return (
    <section>
      {back}
      <PageTitle>{T.resultsTitle}</PageTitle>
      <PageLead>{critique.data.targetRole}</PageLead>
      <CompletedOrPending critique={critique.data} />
    </section>
  );
}

function CompletedOrPending({ critique }: { critique: ResumeCritique }) {
  const { analysis, sections } = critique;
  if (critique.status !== 'completed' || !analysis || !sections) return <PendingCritique critique={critique} />;
  return (
    <>
      <ResultsHeader critique={critique} />
      <OverallScoreSection score={analysis.overallScore} />
      <IndustryComparisonSection comparison={analysis.industryComparison} industry={critique.targetIndustry} />
      <AnalysisTabs sections={sections} />
      <ReviewerFeedbackSection text={sections.content.feedback[0] ?? null} reviewerName={critique.reviewerName} />
      <RecommendationsSection recommendations={critique.recommendations} />
      <NextStepsSection />
    </>
  );
}
