import { useState } from 'react';
import type { JobSearchParams } from '@marketplace/contracts';
import { activeFilterCount } from './search-params';
import { SearchFilters } from './SearchFilters';
import { FiltersToggle, Form, Wide } from './search-form-styles';
import { useDebouncedField } from '@marketplace/ui/search';

interface SearchFormProps {
  params: JobSearchParams;
  onChange(patch: Partial<JobSearchParams>): void;
  onClear(): void;
}

/** The job search form: the words box, and the filters folded behind a toggle on narrow screens. */
export function SearchForm({ params, onChange, onClear }: SearchFormProps) {
  const [q, setQ] = useDebouncedField(params.q ?? '', (value) => onChange({ q: value.trim() ? value : undefined }));
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
      <SearchFilters params={params} onChange={onChange} onClear={onClear} open={showFilters} />
    </Form>
  );
}
