import {
  EXPERIENCE_LEVELS,
  EXPERIENCE_LEVEL_LABELS,
  JOB_CARD_TYPES,
  JOB_CARD_TYPE_BY_JOB_TYPE,
  JOB_CARD_TYPE_LABELS,
  JOB_CATEGORIES,
  POSTED_WITHIN_DAYS_CHOICES,
  SALARY_TYPES,
  jobTypesOfCardType,
  type JobCardType,
  type JobSearchParams,
} from '@marketplace/contracts';
import { Button } from '@marketplace/ui';
import { SALARY_TYPE_LABELS } from '@marketplace/jobs';
import { FilterSelect } from './FilterSelect';
import { Checks, Filters, Hint } from './search-form-styles';
import { useDebouncedField } from '@marketplace/ui/search';

interface SearchFiltersProps {
  params: JobSearchParams;
  onChange(patch: Partial<JobSearchParams>): void;
  onClear(): void;
  /** Whether the folded panel is shown below 768 px; wider screens always show the filters. */
  open: boolean;
}

/** The job search's filters, sort order and 'Clear all', laid out in the search form's grid. */
export function SearchFilters({ params, onChange, onClear, open }: SearchFiltersProps) {
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

  return (
    <Filters id="job-search-filters" data-open={open}>
      <FilterSelect
        label="Category"
        value={params.category?.[0] ?? ''}
        onChange={(value) => onChange({ category: one(value) })}
        options={JOB_CATEGORIES.map((c) => [c, c])}
        any="Any category"
      />
      <FilterSelect
        label="Job type"
        value={cardType}
        onChange={(value) => onChange({ jobType: value ? jobTypesOfCardType(value as JobCardType) : undefined })}
        options={JOB_CARD_TYPES.map((t) => [t, JOB_CARD_TYPE_LABELS[t]])}
        any="Any type"
      />
      <FilterSelect
        label="Experience level"
        value={params.experienceLevel?.[0] ?? ''}
        onChange={(value) => onChange({ experienceLevel: one(value) })}
        options={EXPERIENCE_LEVELS.map((l) => [l, EXPERIENCE_LEVEL_LABELS[l]])}
        any="Any level"
      />
      <FilterSelect
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
      <FilterSelect
        label="Posted within"
        value={params.postedWithinDays ? String(params.postedWithinDays) : ''}
        onChange={(value) => onChange({ postedWithinDays: value ? Number(value) : undefined })}
        options={POSTED_WITHIN_DAYS_CHOICES.map((d) => [String(d), d === 1 ? 'Last 24 hours' : `Last ${d} days`])}
        any="Any time"
      />
      {/* One entry per order; the default order stays out of the URL. */}
      <FilterSelect
        label="Sort by"
        value={sort}
        onChange={(value) => onChange({ sort: value === defaultSort ? undefined : (value as JobSearchParams['sort']) })}
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
  );
}
