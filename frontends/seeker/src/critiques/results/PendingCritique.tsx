import { useId } from 'react';
import { CRITIQUE_MESSAGES, CRITIQUE_STATUS_LABELS, type ResumeCritique } from '@marketplace/contracts';
import { Badge } from '@marketplace/ui';
import { formatDate } from '@marketplace/ui/dates';
import { Facts, Muted, SectionCard, SectionTitle, STATUS_TONES } from '../styles';
import { CRITIQUE_NEXT, CRITIQUE_TEXTS as T } from '../texts';

/** A critique not completed yet: its status, what it is for, and what happens next. */
export function PendingCritique({ critique }: { critique: ResumeCritique }) {
  const titleId = useId();
  const next = critique.status === 'completed' ? null : CRITIQUE_NEXT[critique.status];
  return (
    <SectionCard as="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{CRITIQUE_MESSAGES.notCompleted}</SectionTitle>
      <p>
        <Badge $tone={STATUS_TONES[critique.status]}>{CRITIQUE_STATUS_LABELS[critique.status]}</Badge>
      </p>
      <Facts>
        <div>
          <dt>{T.targetRole}</dt>
          <dd>{critique.targetRole}</dd>
        </div>
        <div>
          <dt>{T.targetIndustry}</dt>
          <dd>{critique.targetIndustry}</dd>
        </div>
        <div>
          <dt>{T.resume}</dt>
          <dd>{critique.resume?.name ?? '—'}</dd>
        </div>
        <div>
          <dt>{T.requestedOn}</dt>
          <dd>{formatDate(critique.requestedAt)}</dd>
        </div>
      </Facts>
      {next ? <Muted>{next}</Muted> : null}
    </SectionCard>
  );
}
