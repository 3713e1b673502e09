import { Suspense, lazy, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  EMPLOYER_APPLICATION_LIMITS,
  INTERVIEW_STAGES,
  INTERVIEW_STAGE_LABELS,
  type ApplicationStatusCounts,
} from '@marketplace/contracts';
import { PageLead, PageTitle, Skeleton, useDocumentTitle } from '@marketplace/ui';
import { useDebouncedField } from '@marketplace/ui/search';
import { useEmployerJob } from '../jobs/api';
import { useEmployerApplications } from './api';
import { ApplicationsResults } from './ApplicationsResults';
import { BulkBanner, useBulkChange } from './BulkChange';
import { applicationsSearchString, parseApplicationsSearch, type ApplicationsSearch } from './search-params';

// The dialog is not on first paint: it loads when the first applicant is opened.
const ApplicantProfileDialog = lazy(() =>
  import('./ApplicantProfileDialog').then((m) => ({ default: m.ApplicantProfileDialog })),
);

export { SEARCH_DEBOUNCE_MS } from '@marketplace/ui/search';

/**
 * The employer's applications: `/employer/jobs/:id/applications` (one job, its title on top) and
 * `/employer/applications` (every job). Filters by status and interview stage, a name search and
 * the applied-date order live in the URL; pages are keyset pages behind Load more. Rows open the
 * applicant dialog; several rows can be marked reviewed or not selected at once, with an undo.
 */
export function ApplicationsPage() {
  const { id: jobId = null } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = parseApplicationsSearch(searchParams);
  const searchKey = applicationsSearchString(search);
  const list = useEmployerApplications(jobId, search);
  const rows = list.data?.applications ?? [];

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
      <ApplicationsHeading jobId={jobId} />
      <StatusFilter
        counts={list.data?.counts ?? null}
        current={search.status}
        onChange={(status) => update({ status })}
      />
      <ApplicationsFilters search={search} onChange={update} />

      {bulk.result ? (
        <BulkBanner result={bulk.result} undoing={bulk.undoing} onUndo={bulk.undo} onDismiss={bulk.dismiss} />
      ) : null}

      <ApplicationsResults
        list={list}
        forJob={jobId !== null}
        filtered={Boolean(search.status || search.stage || search.q)}
        onClearFilters={() => setSearchParams('')}
        selectedIds={selectedIds}
        onSelect={setSelected}
        bulk={bulk}
        onOpen={setOpenId}
      />

      {openId ? (
        <Suspense fallback={null}>
          <ApplicantProfileDialog applicationId={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The page's title and lead: the job's title with a link to all applications, or all of them; sets the tab's title. */
function ApplicationsHeading({ jobId }: { jobId: string | null }) {
  const job = useEmployerJob(jobId ?? undefined);
  const jobTitle = job.data?.title ?? null;
  useDocumentTitle(jobId ? (jobTitle ? `Applications · ${jobTitle}` : 'Applications') : 'Applications');
  if (!jobId) {
    return (
      <>
        <PageTitle id="applications-title">Applications</PageTitle>
        <PageLead>Everyone who applied to your jobs.</PageLead>
      </>
    );
  }
  return (
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
  );
}

/** The name search, the interview stage and the applied-date order. */
function ApplicationsFilters({
  search,
  onChange,
}: {
  search: ApplicationsSearch;
  onChange: (patch: Partial<ApplicationsSearch>) => void;
}) {
  return (
    <Controls role="search" aria-label="Search applications" onSubmit={(event) => event.preventDefault()}>
      <NameSearch committed={search.q ?? ''} onCommit={(q) => onChange({ q: q.trim() ? q : undefined })} />
      <Control>
        <label htmlFor="applications-stage">Interview stage</label>
        <select
          id="applications-stage"
          value={search.stage ?? ''}
          onChange={(event) => onChange({ stage: (event.target.value || undefined) as ApplicationsSearch['stage'] })}
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
          onChange={(event) => onChange({ sort: event.target.value === 'oldest' ? 'oldest' : undefined })}
        >
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </select>
      </Control>
    </Controls>
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
  const [value, setValue] = useDebouncedField(committed, onCommit);
  return (
    <Control $wide>
      <label htmlFor="applications-q">Search by name</label>
      <input
        id="applications-q"
        type="search"
        maxLength={EMPLOYER_APPLICATION_LIMITS.searchMax}
        placeholder="Applicant's name"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </Control>
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
