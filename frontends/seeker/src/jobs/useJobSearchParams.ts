import { useSearchParams } from 'react-router';
import { jobSearchQueryString, type JobSearchParams } from '@marketplace/contracts';
import { parseJobSearch } from './search-params';

/** The job search kept in the URL: the parsed params, a change to them, and clearing them all. */
export function useJobSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseJobSearch(searchParams);
  const update = (patch: Partial<JobSearchParams>) => {
    const next = { ...params, ...patch };
    // Every change is its own history entry, so Back returns to the previous search.
    setSearchParams(jobSearchQueryString(next));
  };
  const clear = () => setSearchParams('');
  return { params, update, clear };
}
