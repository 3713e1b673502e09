import {
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  EMPLOYER_APPLICATION_LIMITS,
  INTERVIEW_STAGES,
  type ApplicationSort,
  type ApplicationStatus,
  type InterviewStage,
} from '@marketplace/contracts';

/** What an applications list shows, as kept in the page's URL (the cursor is not: Load more is not a place). */
export interface ApplicationsSearch {
  status?: ApplicationStatus;
  stage?: InterviewStage;
  q?: string;
  /** Absent: newest first, the server's default. */
  sort?: ApplicationSort;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * Reads the URL's search; values the server would refuse (an unknown status, a name longer than the
 * search allows) are dropped, so a hand-edited link still shows a list instead of an error.
 */
export function parseApplicationsSearch(params: URLSearchParams): ApplicationsSearch {
  const search: ApplicationsSearch = {};
  const status = oneOf(APPLICATION_STATUSES, params.get('status'));
  if (status) search.status = status;
  const stage = oneOf(INTERVIEW_STAGES, params.get('stage'));
  if (stage) search.stage = stage;
  const q = params.get('q')?.trim();
  if (q && q.length <= EMPLOYER_APPLICATION_LIMITS.searchMax) search.q = q;
  const sort = oneOf(APPLICATION_SORTS, params.get('sort'));
  if (sort && sort !== 'newest') search.sort = sort;
  return search;
}

/** The search as a query string, in a fixed order (also the list's cache key). */
export function applicationsSearchString(search: ApplicationsSearch): string {
  const params = new URLSearchParams();
  if (search.status) params.set('status', search.status);
  if (search.stage) params.set('stage', search.stage);
  if (search.q?.trim()) params.set('q', search.q.trim());
  if (search.sort && search.sort !== 'newest') params.set('sort', search.sort);
  return params.toString();
}
