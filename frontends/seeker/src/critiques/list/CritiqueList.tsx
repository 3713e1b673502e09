import { Link } from 'react-router';
import styled from 'styled-components';
import {
  CRITIQUE_MESSAGES,
  CRITIQUE_STATUS_LABELS,
  scoreBand,
  type CritiqueRequestSummary,
} from '@marketplace/contracts';
import { Badge, Button, Card, EmptyState, VisuallyHidden } from '@marketplace/ui';
import { formatDate } from '@marketplace/ui/dates';
import { critiqueResultsPath } from '../api';
import { Facts, STATUS_TONES } from '../styles';
import { CRITIQUE_TEXTS as T } from '../texts';

export interface CritiqueListProps {
  critiques: readonly CritiqueRequestSummary[];
  onRequest: () => void;
}

/** The 'My Critiques' tab: each request with its target, resume, dates, status and (once done) score. */
export function CritiqueList({ critiques, onRequest }: CritiqueListProps) {
  if (critiques.length === 0)
    return (
      <EmptyState title={T.empty} message={T.emptyMessage}>
        <Button onClick={onRequest}>{CRITIQUE_MESSAGES.requestTab}</Button>
      </EmptyState>
    );
  return (
    <List aria-label={T.listLabel}>
      {critiques.map((critique) => (
        <li key={critique.requestId}>
          <CritiqueCard critique={critique} />
        </li>
      ))}
    </List>
  );
}

function CritiqueCard({ critique }: { critique: CritiqueRequestSummary }) {
  const completed = critique.status === 'completed';
  return (
    <Card as="article" aria-label={critique.targetRole}>
      <Top>
        <h2>{critique.targetRole}</h2>
        <Badge $tone={STATUS_TONES[critique.status]}>{CRITIQUE_STATUS_LABELS[critique.status]}</Badge>
      </Top>
      <Facts>
        <div>
          <dt>{T.targetIndustry}</dt>
          <dd>{critique.targetIndustry}</dd>
        </div>
        <div>
          <dt>{T.resume}</dt>
          <dd>{critique.resumeName ?? '—'}</dd>
        </div>
        <div>
          <dt>{T.requestedOn}</dt>
          <dd>{formatDate(critique.requestedAt)}</dd>
        </div>
        {critique.completedAt ? (
          <div>
            <dt>{T.completedOn}</dt>
            <dd>{formatDate(critique.completedAt)}</dd>
          </div>
        ) : null}
        {completed && critique.overallScore !== null ? (
          <div>
            <dt>{CRITIQUE_MESSAGES.overallScore}</dt>
            <dd>
              {critique.overallScore} · {scoreBand(critique.overallScore)}
            </dd>
          </div>
        ) : null}
      </Facts>
      <Link to={critiqueResultsPath(critique.requestId)}>
        {completed ? T.viewResults : T.viewStatus}
        <VisuallyHidden> for {critique.targetRole}</VisuallyHidden>
      </Link>
    </Card>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;
