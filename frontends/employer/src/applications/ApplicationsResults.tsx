import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { EmployerApplicationListItem } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import { Avatar, Button, Card, EmptyState, ErrorState, Skeleton, VisuallyHidden } from '@marketplace/ui';
import { formatDate } from '@marketplace/ui/dates';
import type { useEmployerApplications } from './api';
import { BulkBar, type useBulkChange } from './BulkChange';
import { ApplicationStatusBadge, interviewStageLabel } from './status';

const SKELETON_ROWS = 4;

export interface ApplicationsResultsProps {
  list: ReturnType<typeof useEmployerApplications>;
  /** The page of one job (its rows do not repeat the job). */
  forJob: boolean;
  /** A status, stage or name narrows the list. */
  filtered: boolean;
  onClearFilters: () => void;
  selectedIds: readonly string[];
  onSelect: (ids: readonly string[]) => void;
  bulk: ReturnType<typeof useBulkChange>;
  onOpen: (applicationId: string) => void;
}

/** The list's states: the rows with selection and Load more, nothing found, a failure, or loading. */
export function ApplicationsResults({ list, ...props }: ApplicationsResultsProps) {
  if (list.data) {
    return list.data.applications.length === 0 ? (
      <NoApplications forJob={props.forJob} filtered={props.filtered} onClearFilters={props.onClearFilters} />
    ) : (
      <ApplicationsList list={list} rows={list.data.applications} {...props} />
    );
  }
  if (list.isError) {
    return (
      <ErrorState
        title="Could not load applications"
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        retryLabel="Try Again"
      />
    );
  }
  return <ApplicationsSkeleton />;
}

function NoApplications({
  forJob,
  filtered,
  onClearFilters,
}: Pick<ApplicationsResultsProps, 'forJob' | 'filtered' | 'onClearFilters'>) {
  if (filtered) {
    return (
      <EmptyState title="No applications match" message="Try another status, stage or name.">
        <Button $variant="secondary" onClick={onClearFilters}>
          Clear filters
        </Button>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title="No applications yet"
      message={
        forJob
          ? 'When someone applies to this job, they show here.'
          : 'When someone applies to one of your jobs, they show here.'
      }
    >
      {forJob ? null : <Link to="/employer/jobs/new">Post a job</Link>}
    </EmptyState>
  );
}

function ApplicationsList({
  list,
  rows,
  forJob,
  selectedIds,
  onSelect,
  bulk,
  onOpen,
}: Omit<ApplicationsResultsProps, 'filtered' | 'onClearFilters'> & { rows: readonly EmployerApplicationListItem[] }) {
  return (
    <>
      <BulkBar
        visible={rows.length}
        selected={selectedIds.length}
        busy={bulk.busy}
        onSelectAll={(all) => onSelect(all ? rows.map((row) => row.id) : [])}
        onAction={(status) => bulk.run(status, [...selectedIds])}
      />
      <List aria-label="Applications">
        {rows.map((row) => (
          <ApplicationRow
            key={row.id}
            application={row}
            showJob={!forJob}
            selected={selectedIds.includes(row.id)}
            onSelect={(checked) =>
              onSelect(checked ? [...selectedIds, row.id] : selectedIds.filter((id) => id !== row.id))
            }
            onOpen={() => onOpen(row.id)}
          />
        ))}
      </List>
      {list.isFetchNextPageError ? (
        <ErrorState
          title="Could not load more applications"
          message={errorMessage(list.error)}
          onRetry={() => void list.fetchNextPage()}
          retrying={list.isFetchingNextPage}
        />
      ) : list.hasNextPage ? (
        <More>
          <Button $variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? 'Loading more…' : 'Load more'}
          </Button>
        </More>
      ) : null}
    </>
  );
}

function ApplicationsSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">Loading applications…</VisuallyHidden>
      <List>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index}>
            <RowCard>
              <Skeleton $width="40px" $height="40px" $radius="50%" />
              <RowMain>
                <Skeleton $width="40%" $height="1.2em" />
                <Skeleton $width="60%" />
              </RowMain>
            </RowCard>
          </li>
        ))}
      </List>
    </div>
  );
}

interface ApplicationRowProps {
  application: EmployerApplicationListItem;
  showJob: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onOpen: () => void;
}

/** One applicant; a click anywhere but the checkbox opens their profile (the name is the button for keyboards). */
function ApplicationRow({ application, showJob, selected, onSelect, onOpen }: ApplicationRowProps) {
  const nameId = useId();
  const { applicant } = application;
  return (
    <li aria-labelledby={nameId}>
      <RowCard
        $selected={selected}
        onClick={(event) => {
          if (!(event.target instanceof Element) || !event.target.closest('input, label, button, a')) onOpen();
        }}
      >
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Select ${applicant.name}`}
        />
        <Avatar name={applicant.name} src={applicant.profilePictureUrl} size={40} decorative />
        <RowMain>
          <NameButton type="button" id={nameId} onClick={onOpen}>
            {applicant.name}
          </NameButton>
          {applicant.headline ? <Muted>{applicant.headline}</Muted> : null}
          {showJob ? <Muted>For {application.job.title}</Muted> : null}
        </RowMain>
        <RowFacts>
          <span>
            Applied <time dateTime={application.appliedAt}>{formatDate(application.appliedAt)}</time>
          </span>
          <ApplicationStatusBadge status={application.status} />
          {application.interviewStage ? <span>{interviewStageLabel(application.interviewStage)}</span> : null}
        </RowFacts>
      </RowCard>
    </li>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const RowCard = styled(Card)<{ $selected?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  cursor: pointer;
  ${({ $selected, theme }) => ($selected ? `outline: 2px solid ${theme.colors.primary};` : '')}
`;

const RowMain = styled.div`
  flex: 1 1 240px;
  display: grid;
  gap: 2px;
  min-width: 0;
`;

const NameButton = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const RowFacts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;
