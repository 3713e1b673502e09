import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  EXPERIENCE_LEVELS,
  EXPERIENCE_LEVEL_LABELS,
  JOB_CARD_TYPES,
  JOB_CARD_TYPE_BY_JOB_TYPE,
  JOB_CARD_TYPE_LABELS,
  JOB_CATEGORIES,
  POSTED_WITHIN_DAYS_CHOICES,
  SALARY_TYPES,
  formatJobCount,
  jobSearchQueryString,
  jobTypesOfCardType,
  type JobCardType,
  type JobSearchParams,
} from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import {
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
import { JobCard, SALARY_TYPE_LABELS } from '@marketplace/jobs';
import { activeFilterCount, isFiltered, parseJobSearch } from './search-params';
import { useJobSearch } from './api';

// Only signed-in seekers can keep alerts; everyone else never loads that code.
const SaveAlert = lazy(() => import('../alerts/SaveAlert').then((m) => ({ default: m.SaveAlert })));

const SKELETON_CARDS = 6;
/** Typing pauses this long before the search runs (and the URL changes). */
export const SEARCH_DEBOUNCE_MS = 350;

/** The job list with search and filters (`/jobs`, also `/seeker/jobs`); the search lives in the URL. */
export function JobsPage() {
  useDocumentTitle('Remote jobs');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseJobSearch(searchParams);
  const jobs = useJobSearch(params);
  const filtered = isFiltered(params);
  const isSeeker = useSession().actingUser?.role === 'seeker';

  const update = (patch: Partial<JobSearchParams>) => {
    const next = { ...params, ...patch };
    // Every change is its own history entry, so Back returns to the previous search.
    setSearchParams(jobSearchQueryString(next));
  };

  return (
    <section>
      <PageTitle>Remote and flexible jobs</PageTitle>
      <PageLead>Roles from employers who plan work around family life.</PageLead>

      <SearchForm params={params} onChange={update} onClear={() => setSearchParams('')} />
      {isSeeker ? (
        <Suspense fallback={null}>
          <SaveAlert query={jobSearchQueryString({ ...params, sort: undefined })} />
        </Suspense>
      ) : null}

      {jobs.data ? (
        jobs.data.jobs.length === 0 ? (
          filtered ? (
            <EmptyState title="No jobs match your search" message="Try fewer filters or different words.">
              <Button $variant="secondary" onClick={() => setSearchParams('')}>
                Clear search
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="No jobs posted yet" message="New roles are added every week. Please check back soon." />
          )
        ) : (
          <>
            {jobs.data.count && typeof jobs.data.count.total === 'number' ? (
              <ResultCount aria-live="polite">{formatJobCount(jobs.data.count)}</ResultCount>
            ) : null}
            <List aria-label="Jobs">
              {jobs.data.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </List>
            {jobs.isFetchNextPageError ? (
              <ErrorState
                title="We couldn't load more jobs"
                message={errorMessage(jobs.error)}
                onRetry={() => void jobs.fetchNextPage()}
                retrying={jobs.isFetchingNextPage}
              />
            ) : jobs.hasNextPage ? (
              <More>
                <Button onClick={() => void jobs.fetchNextPage()} disabled={jobs.isFetchingNextPage}>
                  {jobs.isFetchingNextPage ? 'Loading more jobs…' : 'Load more'}
                </Button>
              </More>
            ) : null}
          </>
        )
      ) : jobs.isError ? (
        <ErrorState
          title="We couldn't load jobs"
          message={errorMessage(jobs.error)}
          onRetry={() => void jobs.refetch()}
          retrying={jobs.isFetching}
        />
      ) : (
        <div aria-busy="true">
          <VisuallyHidden role="status">Loading jobs…</VisuallyHidden>
          <List>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index}>
                <JobCardSkeleton />
              </li>
            ))}
          </List>
        </div>
      )}
    </section>
  );
}

/** A text value typed locally and committed after a pause; follows the URL when it changes (Back). */
function useDebouncedField(committed: string, commit: (value: string) => void): [string, (value: string) => void] {
  const [value, setValue] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => {
    clearTimeout(timer.current);
    setValue(committed);
  }, [committed]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [
    value,
    (next) => {
      setValue(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => commitRef.current(next), SEARCH_DEBOUNCE_MS);
    },
  ];
}

interface SearchFormProps {
  params: JobSearchParams;
  onChange(patch: Partial<JobSearchParams>): void;
  onClear(): void;
}

function SearchForm({ params, onChange, onClear }: SearchFormProps) {
  const [q, setQ] = useDebouncedField(params.q ?? '', (value) => onChange({ q: value.trim() ? value : undefined }));
  const [salaryMin, setSalaryMin] = useDebouncedField(params.salaryMin ? String(params.salaryMin) : '', (value) =>
    onChange({ salaryMin: Number(value) > 0 ? Math.floor(Number(value)) : undefined }),
  );
  const one = <T extends string>(value: string): T[] | undefined => (value ? [value as T] : undefined);
  // The filter offers the card's job types, so 'Full-time' finds every job whose card says Full-time
  // (full-time and permanent ones); a URL naming one stored type shows the card type it belongs to.
  const firstJobType = params.jobType?.[0];
  const cardType = firstJobType ? JOB_CARD_TYPE_BY_JOB_TYPE[firstJobType] : '';
  // Best match needs words to match; without them the order is newest whatever the URL says.
  const sort = params.q ? (params.sort ?? 'relevance') : 'newest';
  const defaultSort = params.q ? 'relevance' : 'newest';
  // Only used below 768 px, where CSS folds the filters behind this toggle; wider, both are ignored.
  const [showFilters, setShowFilters] = useState(false);
  const active = activeFilterCount(params);

  return (
    <Form
      role="search"
      aria-label="Search jobs"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: q.trim() ? q : undefined });
      }}
    >
      <Wide>
        <label htmlFor="job-search-q">Search jobs</label>
        <input
          id="job-search-q"
          type="search"
          placeholder="Title, company, skill…"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </Wide>
      <FiltersToggle
        $variant="secondary"
        aria-expanded={showFilters}
        aria-controls="job-search-filters"
        onClick={() => setShowFilters(!showFilters)}
      >
        {active ? `Filters (${active})` : 'Filters'}
      </FiltersToggle>
      <Filters id="job-search-filters" data-open={showFilters}>
        <Select
          label="Category"
          value={params.category?.[0] ?? ''}
          onChange={(value) => onChange({ category: one(value) })}
          options={JOB_CATEGORIES.map((c) => [c, c])}
          any="Any category"
        />
        <Select
          label="Job type"
          value={cardType}
          onChange={(value) => onChange({ jobType: value ? jobTypesOfCardType(value as JobCardType) : undefined })}
          options={JOB_CARD_TYPES.map((t) => [t, JOB_CARD_TYPE_LABELS[t]])}
          any="Any type"
        />
        <Select
          label="Experience level"
          value={params.experienceLevel?.[0] ?? ''}
          onChange={(value) => onChange({ experienceLevel: one(value) })}
          options={EXPERIENCE_LEVELS.map((l) => [l, EXPERIENCE_LEVEL_LABELS[l]])}
          any="Any level"
        />
        <Select
          label="Salary type"
          value={params.salaryType ?? ''}
          onChange={(value) =>
            onChange(
              value
                ? { salaryType: value as JobSearchParams['salaryType'] }
                : { salaryType: undefined, salaryMin: undefined },
            )
          }
          options={SALARY_TYPES.map((t) => [t, SALARY_TYPE_LABELS[t]])}
          any="Any pay"
        />
        <div>
          <label htmlFor="job-search-salary-min">Minimum pay</label>
          <input
            id="job-search-salary-min"
            type="number"
            min={1}
            inputMode="numeric"
            disabled={!params.salaryType}
            aria-describedby={params.salaryType ? undefined : 'job-search-salary-min-hint'}
            value={salaryMin}
            onChange={(event) => setSalaryMin(event.target.value)}
          />
          {/* A pay figure means nothing without its period, so the field waits for one and says so. */}
          {params.salaryType ? null : <Hint id="job-search-salary-min-hint">Choose a salary type first</Hint>}
        </div>
        <Select
          label="Posted within"
          value={params.postedWithinDays ? String(params.postedWithinDays) : ''}
          onChange={(value) => onChange({ postedWithinDays: value ? Number(value) : undefined })}
          options={POSTED_WITHIN_DAYS_CHOICES.map((d) => [String(d), d === 1 ? 'Last 24 hours' : `Last ${d} days`])}
          any="Any time"
        />
        {/* One entry per order; the default order stays out of the URL. */}
        <Select
          label="Sort by"
          value={sort}
          onChange={(value) =>
            onChange({ sort: value === defaultSort ? undefined : (value as JobSearchParams['sort']) })
          }
          options={[
            ['relevance', 'Best match', !params.q],
            ['newest', 'Newest first'],
          ]}
        />
        <Checks>
          <label>
            <input
              type="checkbox"
              checked={params.remote ?? false}
              onChange={(event) => onChange({ remote: event.target.checked || undefined })}
            />{' '}
            Remote only
          </label>
          <label>
            <input
              type="checkbox"
              checked={params.flexible ?? false}
              onChange={(event) => onChange({ flexible: event.target.checked || undefined })}
            />{' '}
            Flexible hours
          </label>
          <Button $variant="ghost" onClick={onClear}>
            Clear all
          </Button>
        </Checks>
      </Filters>
    </Form>
  );
}

interface SelectProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** value, text, and whether the option is disabled */
  options: [string, string, boolean?][];
  /** Text of the empty 'no filter' option; none when the select always has a value. */
  any?: string;
}

function Select({ label, value, onChange, options, any }: SelectProps) {
  const id = `job-search-${label.toLowerCase().replace(/\W+/g, '-')}`;
  // Arrow keys on a closed select fire a change per press. Committing each would push a history
  // entry and run a search per key, so a change that follows a key press is only shown (pending)
  // until the same pause as typing; a pick with the mouse or touch (no key) applies at once.
  const [pending, setPending] = useState<string | null>(null);
  const keyed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => () => clearTimeout(timer.current), []);
  const choose = (next: string, later: boolean) => {
    clearTimeout(timer.current);
    if (!later) {
      setPending(null);
      onChange(next);
      return;
    }
    setPending(next);
    timer.current = setTimeout(() => {
      setPending(null);
      onChangeRef.current(next);
    }, SEARCH_DEBOUNCE_MS);
  };
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={pending ?? value}
        onKeyDown={() => {
          keyed.current = true;
        }}
        onMouseDown={() => {
          keyed.current = false;
        }}
        onChange={(event) => {
          choose(event.target.value, keyed.current);
          keyed.current = false;
        }}
      >
        {any === undefined ? null : <option value="">{any}</option>}
        {options.map(([optionValue, text, disabled]) => (
          <option key={optionValue} value={optionValue} disabled={disabled}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function JobCardSkeleton() {
  return (
    <Card data-testid="job-card-skeleton">
      <SkeletonRow>
        <Skeleton $width="48px" $height="48px" />
        <SkeletonLines>
          <Skeleton $width="60%" $height="1.25em" />
          <Skeleton $width="35%" />
        </SkeletonLines>
      </SkeletonRow>
      <SkeletonLines>
        <Skeleton $width="50%" />
        <Skeleton />
        <Skeleton $width="40%" />
      </SkeletonLines>
    </Card>
  );
}

const ResultCount = styled.p`
  margin: 0 0 12px;
  font-weight: 600;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;

const SkeletonRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const SkeletonLines = styled.div`
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  label {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    margin-bottom: 2px;
  }
  input:not([type='checkbox']),
  select {
    width: 100%;
    min-height: 40px;
    padding: 6px 10px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const FiltersToggle = styled(Button)`
  justify-self: start;
  @media not all and ${({ theme }) => theme.media.narrow} {
    display: none;
  }
`;

// Wide screens lay the filters out in the form's own grid; narrow ones stack them in a panel.
const Filters = styled.div`
  display: contents;
  @media ${({ theme }) => theme.media.narrow} {
    grid-column: 1 / -1;
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    &[data-open='false'] {
      display: none;
    }
  }
`;

const Hint = styled.p`
  margin: 2px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Checks = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    font-weight: 400;
    margin: 0;
  }
`;
