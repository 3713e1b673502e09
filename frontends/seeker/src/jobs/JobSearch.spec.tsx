import { Route, Routes, useLocation } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { buildJobCard, buildJobsPage, mockApi, renderWithProviders } from '@marketplace/testing';
import { JobsPage, SEARCH_DEBOUNCE_MS } from './JobsPage';
import { isFiltered, parseJobSearch } from './search-params';

function Where() {
  const location = useLocation();
  return <pre data-testid="location">{location.search}</pre>;
}

function renderSearch(route = '/jobs') {
  const fetchMock = mockApi({
    '/api/jobs': (url) => ({ body: buildJobsPage(url.searchParams.get('q') === 'nothing' ? [] : [buildJobCard({ title: `Result for ${url.search || 'all'}` })]) }),
  });
  const view = renderWithProviders(
    <Routes>
      <Route
        path="/jobs"
        element={
          <>
            <JobsPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
  const apiQueries = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').search);
  return { ...view, fetchMock, apiQueries };
}

const locationSearch = () => screen.getByTestId('location').textContent;

describe('parseJobSearch', () => {
  it('reads every filter and drops invalid values', () => {
    const params = parseJobSearch(
      new URLSearchParams('q=designer&category=Design&category=Nope&jobType=PART_TIME&salaryType=hourly&salaryMin=30&remote=true&flexible=true&experienceLevel=mid&postedWithinDays=7&sort=newest'),
    );
    expect(params).toEqual({
      q: 'designer',
      category: ['Design'],
      jobType: ['PART_TIME'],
      salaryType: 'hourly',
      salaryMin: 30,
      remote: true,
      flexible: true,
      experienceLevel: ['mid'],
      postedWithinDays: 7,
      sort: 'newest',
    });
    expect(parseJobSearch(new URLSearchParams('salaryMin=30&postedWithinDays=0&sort=best&remote=yes'))).toEqual({});
    expect(isFiltered({ sort: 'newest' })).toBe(false);
    expect(isFiltered({ remote: true })).toBe(true);
  });
});

describe('JobsPage search', () => {
  it('runs the search held in the URL, with the controls showing it', async () => {
    const { apiQueries } = renderSearch('/jobs?q=writer&category=Writing&remote=true&postedWithinDays=7');
    expect(await screen.findByRole('heading', { name: /^Result for/ })).toBeInTheDocument();
    expect(apiQueries()[0]).toBe('?q=writer&category=Writing&remote=true&postedWithinDays=7');
    const form = screen.getByRole('search', { name: 'Search jobs' });
    expect(within(form).getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('writer');
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveValue('Writing');
    expect(within(form).getByRole('checkbox', { name: 'Remote only' })).toBeChecked();
    expect(within(form).getByRole('combobox', { name: 'Posted within' })).toHaveValue('7');
  });

  it('debounces typing: one search after the pause, kept in the URL', async () => {
    const { user, apiQueries } = renderSearch();
    await screen.findByRole('heading', { name: 'Result for all' });
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'book');
    // Typed faster than the pause: nothing searched yet.
    expect(locationSearch()).toBe('');
    await waitFor(() => expect(locationSearch()).toBe('?q=book'));
    await screen.findByRole('heading', { name: 'Result for ?q=book' });
    expect(apiQueries()).toEqual(['', '?q=book']);
    expect(SEARCH_DEBOUNCE_MS).toBeGreaterThanOrEqual(200);
  });

  it('puts filters in the URL and the request, and clears them', async () => {
    const { user, apiQueries } = renderSearch();
    await screen.findByRole('heading', { name: 'Result for all' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'PART_TIME');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Experience level' }), 'senior');
    await user.click(screen.getByRole('checkbox', { name: 'Flexible hours' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    expect(locationSearch()).toBe('?jobType=PART_TIME&flexible=true&experienceLevel=senior&sort=newest');
    await waitFor(() => expect(apiQueries()).toContain('?jobType=PART_TIME&flexible=true&experienceLevel=senior&sort=newest'));

    expect(screen.getByRole('spinbutton', { name: 'Minimum pay' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Salary type' }), 'hourly');
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum pay' }), '25');
    await waitFor(() => expect(locationSearch()).toContain('salaryType=hourly&salaryMin=25'));

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(locationSearch()).toBe('');
  });

  it('shows a search-specific empty state with a way back', async () => {
    const { user } = renderSearch('/jobs?q=nothing');
    expect(await screen.findByRole('heading', { name: 'No jobs match your search' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(locationSearch()).toBe('');
    expect(await screen.findByRole('heading', { name: 'Result for all' })).toBeInTheDocument();
  });
});
