import type { ResumeCritique } from '@marketplace/contracts';
import { formatDate } from '@marketplace/ui/dates';
import { Facts, SectionCard } from '../styles';
import { CRITIQUE_TEXTS as T } from '../texts';
import { DownloadReport } from './DownloadReport';

/** The results' header: when it was completed, for which role and industry, by whom; and the PDF. */
export function ResultsHeader({ critique }: { critique: ResumeCritique }) {
  return (
    <SectionCard as="section" aria-label={T.details}>
      <Facts>
        <div>
          <dt>{T.completedOn}</dt>
          <dd>{formatDate(critique.completedAt)}</dd>
        </div>
        <div>
          <dt>{T.targetRole}</dt>
          <dd>{critique.targetRole}</dd>
        </div>
        <div>
          <dt>{T.targetIndustry}</dt>
          <dd>{critique.targetIndustry}</dd>
        </div>
        <div>
          <dt>{T.reviewer}</dt>
          <dd>{critique.reviewerName ?? '—'}</dd>
        </div>
      </Facts>
      <DownloadReport requestId={critique.requestId} reportReady={critique.reportReady} />
    </SectionCard>
  );
}
