import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  EMPLOYER_APPLICATION_LIMITS,
  INTERVIEW_STAGES,
  INTERVIEW_STAGE_LABELS,
  type ApplicationStatusCounts,
  type EmployerApplicationListItem,
} from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import {
  Avatar,
  Button,
  Card,
  EmptyState,
  ErrorState,
  PageLead,
  PageTitle,
  Skeleton,
  VisuallyHidden,
  useDocumentTitle,
} from '@marketplace/ui';
import { formatDate } from '@marketplace/ui/dates';
import { useEmployerJob } from '../jobs/api';
import { useEmployerApplications } from './api';
import { BulkBanner, BulkBar, useBulkChange } from './BulkChange';
import { applicationsSearchString, parseApplicationsSearch, type ApplicationsSearch } from './search-params';
import { ApplicationStatusBadge, interviewStageLabel } from './status';

// The dialog is not on first paint: it loads when the first applicant is opened.
const ApplicantProfileDialog = lazy(() =>
  import('./ApplicantProfileDialog').then((m) => ({ default: m.ApplicantProfileDialog })),
);

const SKELETON_ROWS = 4;
/** Typing pauses this long before the name search runs (and the URL changes). */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The employer's applications: `/employer/jobs/:id/applications` (one job, its title on top) and
 * `/employer/applications` (every job). Filters by status and interview stage, a name search and
 * the applied-date order live in the URL; pages are keyset pages behind Load more. Rows open the
 * applicant dialog; several rows can be marked reviewed or not selected at once, with an undo.
 */
export function ApplicationsPage() {
  const { id: jobId = null } = useParams();
  const job = useEmployerJob(jobId ?? undefined);
  const jobTitle = job.data?.title ?? null;
  useDocumentTitle(jobId ? (jobTitle ? `Applications · ${jobTitle}` : 'Applications') : 'Applications');

  const [searchParams, setSearchParams] = useSearchParams();
  const search = parseApplicationsSearch(searchParams);
  const searchKey = applicationsSearchString(search);
  const list = useEmployerApplications(jobId, search);
  const rows = list.data?.applications ?? [];
  const filtered = Boolean(search.status || search.stage || search.q);

  // The selection belongs to one list and search; another search starts with none.
  const listKey = `${jobId ?? 'all'}?${searchKey}`;
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: listKey,
    ids: new Set(),
  });
  const selectedIds =
    selection.key === listKey ? rows.filter((row) => selection.ids.has(row.id)).map((row) => row.id) : [];
  const setSelected = (ids: Iterable<string>) => setSelection({ key: listKey, ids: new Set(ids) });

  const [openId, setOpenId] = useState<string | null>(null);
  const bulk = useBulkChange(rows, () => setSelected([]));

  const update = (patch: Partial<ApplicationsSearch>) =>
    setSearchParams(applicationsSearchString({ ...search, ...patch }));

  return (
    <section aria-labelledby="applications-title">
      {jobId ? (
        <>
          <Back to="/employer/jobs">Your jobs</Back>
          {job.isPending ? (
            <Skeleton $width="40%" $height="2em" />
          ) : (
            <PageTitle id="applications-title">{jobTitle ?? 'Applications'}</PageTitle>
          )}
          <PageLead>
            Applications to this job. <Link to="/employer/applications">All applications</Link>
          </PageLead>
        </>
      ) : (
        <>
          <PageTitle id="applications-title">Applications</PageTitle>
          <PageLead>Everyone who applied to your jobs.</PageLead>
        </>
      )}

      <StatusFilter
        counts={list.data?.counts ?? null}
        current={search.status}
        onChange={(status) => update({ status })}
      />

      <Controls role="search" aria-label="Search applications" onSubmit={(event) => event.preventDefault()}>
        <NameSearch committed={search.q ?? ''} onCommit={(q) => update({ q: q.trim() ? q : undefined })} />
        <Control>
          <label htmlFor="applications-stage">Interview stage</label>
          <select
            id="applications-stage"
            value={search.stage ?? ''}
            onChange={(event) => update({ stage: (event.target.value || undefined) as ApplicationsSearch['stage'] })}
          >
            <option value="">Any stage</option>
            {INTERVIEW_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {INTERVIEW_STAGE_LABELS[stage]}
              </option>
            ))}
          </select>
        </Control>
        <Control>
          <label htmlFor="applications-sort">Sort by applied date</label>
          <select
            id="applications-sort"
            value={search.sort ?? 'newest'}
            onChange={(event) => update({ sort: event.target.value === 'oldest' ? 'oldest' : undefined })}
          >
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </select>
        </Control>
      </Controls>

      {bulk.result ? (
        <BulkBanner result={bulk.result} undoing={bulk.undoing} onUndo={bulk.undo} onDismiss={bulk.dismiss} />
      ) : null}

      {list.data ? (
        rows.length === 0 ? (
          filtered ? (
            <EmptyState title="No applications match" message="Try another status, stage or name.">
              <Button $variant="secondary" onClick={() => setSearchParams('')}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState
              title="No applications yet"
              message={
                jobId
                  ? 'When someone applies to this job, they show here.'
                  : 'When someone applies to one of your jobs, they show here.'
              }
            >
              {jobId ? null : <Link to="/employer/jobs/new">Post a job</Link>}
            </EmptyState>
          )
        ) : (
          <>
            <BulkBar
              visible={rows.length}
              selected={selectedIds.length}
              busy={bulk.busy}
              onSelectAll={(all) => setSelected(all ? rows.map((row) => row.id) : [])}
              onAction={(status) => bulk.run(status, selectedIds)}
            />
            <List aria-label="Applications">
              {rows.map((row) => (
                <ApplicationRow
                  key={row.id}
                  application={row}
                  showJob={!jobId}
                  selected={selectedIds.includes(row.id)}
                  onSelect={(checked) =>
                    setSelected(checked ? [...selectedIds, row.id] : selectedIds.filter((id) => id !== row.id))
                  }
                  onOpen={() => setOpenId(row.id)}
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
                <Button
                  $variant="secondary"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? 'Loading more…' : 'Load more'}
                </Button>
              </More>
            ) : null}
          </>
        )
      ) : list.isError ? (
        <ErrorState
          title="Could not load applications"
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
          retryLabel="Try Again"
        />
      ) : (
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
      )}

      {openId ? (
        <Suspense fallback={null}>
          <ApplicantProfileDialog applicationId={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** Status chips with the search's count of each; 'All' clears the filter. */
function StatusFilter({
  counts,
  current,
  onChange,
}: {
  counts: ApplicationStatusCounts | null;
  current: ApplicationsSearch['status'];
  onChange: (status: ApplicationsSearch['status']) => void;
}) {
  const chip = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);
  return (
    <Chips role="group" aria-label="Filter by status">
      <Chip type="button" aria-pressed={!current} onClick={() => onChange(undefined)}>
        {chip('All', counts?.total)}
      </Chip>
      {APPLICATION_STATUSES.map((status) => (
        <Chip key={status} type="button" aria-pressed={current === status} onClick={() => onChange(status)}>
          {chip(APPLICATION_STATUS_LABELS[status], counts?.[status])}
        </Chip>
      ))}
    </Chips>
  );
}

/** The name search: typed locally, put in the URL after a pause; follows the URL when it changes (Back). */
function NameSearch({ committed, onCommit }: { committed: string; onCommit: (value: string) => void }) {
  const [value, setValue] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  });
  useEffect(() => {
    clearTimeout(timer.current);
    setValue(committed);
  }, [committed]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Control $wide>
      <label htmlFor="applications-q">Search by name</label>
      <input
        id="applications-q"
        type="search"
        maxLength={EMPLOYER_APPLICATION_LIMITS.searchMax}
        placeholder="Applicant's name"
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          setValue(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commitRef.current(next), SEARCH_DEBOUNCE_MS);
        }}
      />
    </Control>
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

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Chip = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Controls = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Control = styled.div<{ $wide?: boolean }>`
  ${({ $wide }) => ($wide ? 'grid-column: span 2;' : '')}
  label {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    margin-bottom: 2px;
  }
  input,
  select {
    width: 100%;
    min-height: 40px;
    padding: 6px 10px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

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
