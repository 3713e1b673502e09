import styled from 'styled-components';
import {
  APPLICATION_STATUS_LABELS,
  talentHistoryNote,
  talentJobStatusLabel,
  type TalentApplicationHistoryEntry,
} from '@marketplace/contracts';
import { Badge } from '@marketplace/ui';
import { formatDate } from '@marketplace/ui/dates';
import { InterviewStageQuickSelect } from '../../interviews/InterviewStageQuickSelect';
import { Muted } from '../../profile/SkillChips';
import { Plain, Section } from './styles';

export interface ApplicationHistorySectionProps {
  history: readonly TalentApplicationHistoryEntry[];
  /** After a stage changed in one of the entries. */
  onUpdated: () => void;
}

/** The seeker's applications to this company's jobs, each with its stage when it has a pipeline. */
export function ApplicationHistorySection({ history, onUpdated }: ApplicationHistorySectionProps) {
  return (
    <Section title="Application History with Your Company">
      {history.length > 0 ? (
        <Plain>
          {history.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} onUpdated={onUpdated} />
          ))}
        </Plain>
      ) : (
        <Muted>No applications to your jobs yet.</Muted>
      )}
    </Section>
  );
}

function HistoryEntry({ entry, onUpdated }: { entry: TalentApplicationHistoryEntry; onUpdated: () => void }) {
  const note = talentHistoryNote(entry);
  // The pipeline exists only past pending; a withdrawn application changes no more.
  const staged = entry.applicationStatus !== 'pending' && !entry.withdrawn;
  return (
    <HistoryItem>
      <HistoryLine>
        <a
          href={`/employer/jobs/${encodeURIComponent(entry.jobId)}/applications`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {entry.jobTitle}
        </a>
        <Badge $tone="neutral">{talentJobStatusLabel(entry.jobStatus)}</Badge>
      </HistoryLine>
      <Muted>
        Applied <time dateTime={entry.appliedAt}>{formatDate(entry.appliedAt)}</time> ·{' '}
        {entry.withdrawn ? 'Withdrawn' : APPLICATION_STATUS_LABELS[entry.applicationStatus]}
      </Muted>
      {note ? <Note>{note}</Note> : null}
      {staged ? (
        <InterviewStageQuickSelect applicationId={entry.id} currentStage={entry.interviewStage} onUpdated={onUpdated} />
      ) : null}
    </HistoryItem>
  );
}

const HistoryItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const HistoryLine = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  flex-wrap: wrap;
`;

const Note = styled.p`
  font-weight: 600;
`;
