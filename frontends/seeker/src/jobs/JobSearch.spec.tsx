import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildJobCard, buildJobsPage, mockApi, renderWithProviders } from '@marketplace/testing';
import { JobsPage, SEARCH_DEBOUNCE_MS } from './JobsPage';
import { isFiltered, parseJobSearch } from './search-params';

/** Every URL search the page went through (one per history entry), oldest first. */
let visited: string[] = [];

function Where() {
  const location = useLocation();
  useEffect(() => {
    visited.push(location.search);
  }, [location.key, location.search]);
  return <pre data-testid="location">{location.search}</pre>;
}

beforeEach(() => {
  visited = [];
});

function renderSearch(route = '/jobs') {
  const fetchMock = mockApi({
    '/api/jobs': (url) => ({
      body: buildJobsPage(
        url.searchParams.get('q') === 'nothing' ? [] : [buildJobCard({ title: `Result for ${url.search || 'all'}` })],
      ),
    }),
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
      new URLSearchParams(
        'q=designer&category=Design&category=Nope&jobType=PART_TIME&salaryType=hourly&salaryMin=30&remote=true&flexible=true&experienceLevel=mid&postedWithinDays=7&sort=newest',
      ),
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
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'part-time');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Experience level' }), 'senior');
    await user.click(screen.getByRole('checkbox', { name: 'Flexible hours' }));
    expect(locationSearch()).toBe('?jobType=PART_TIME&flexible=true&experienceLevel=senior');
    await waitFor(() => expect(apiQueries()).toContain('?jobType=PART_TIME&flexible=true&experienceLevel=senior'));

    const minimumPay = screen.getByRole('spinbutton', { name: 'Minimum pay' });
    expect(minimumPay).toBeDisabled();
    expect(minimumPay).toHaveAccessibleDescription('Choose a salary type first');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Salary type' }), 'hourly');
    expect(minimumPay).toBeEnabled();
    expect(minimumPay).not.toHaveAccessibleDescription();
    await user.type(minimumPay, '25');
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

  it('offers the job types the cards show, each finding every job its card badge names', async () => {
    const { user, apiQueries } = renderSearch();
    await screen.findByRole('heading', { name: 'Result for all' });
    const jobType = screen.getByRole('combobox', { name: 'Job type' });
    expect(
      within(jobType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any type', 'Full-time', 'Part-time', 'Project']);
    await user.selectOptions(jobType, 'full-time');
    expect(locationSearch()).toBe('?jobType=FULL_TIME&jobType=PERMANENT');
    await waitFor(() => expect(apiQueries()).toContain('?jobType=FULL_TIME&jobType=PERMANENT'));
    await user.selectOptions(jobType, 'project');
    expect(locationSearch()).toBe('?jobType=TEMPORARY');
  });

  it('shows a URL naming one stored job type as the card type it belongs to', async () => {
    renderSearch('/jobs?jobType=PERMANENT');
    await screen.findByRole('heading', { name: /^Result for/ });
    expect(screen.getByRole('combobox', { name: 'Job type' })).toHaveValue('full-time');
  });

  it('has one sort menu entry per order; Best match needs search words', async () => {
    const { user } = renderSearch();
    await screen.findByRole('heading', { name: 'Result for all' });
    const sort = () => screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Best match', 'Newest first']);
    expect(sort()).toHaveValue('newest');
    expect(within(sort()).getByRole('option', { name: 'Best match' })).toBeDisabled();

    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'writer');
    await waitFor(() => expect(locationSearch()).toBe('?q=writer'));
    expect(sort()).toHaveValue('relevance');
    expect(within(sort()).getByRole('option', { name: 'Best match' })).toBeEnabled();
    await user.selectOptions(sort(), 'newest');
    expect(locationSearch()).toBe('?q=writer&sort=newest');
    // Back to the default order: it leaves the URL.
    await user.selectOptions(sort(), 'relevance');
    expect(locationSearch()).toBe('?q=writer');
  });

  it('waits for a pause before applying a select changed with the arrow keys: one search and one history entry', async () => {
    const { apiQueries } = renderSearch();
    await screen.findByRole('heading', { name: 'Result for all' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    // A closed select answers each arrow key with a change event.
    for (const value of ['Administrative', 'Marketing', 'Customer Service']) {
      fireEvent.keyDown(category, { key: 'ArrowDown' });
      fireEvent.change(category, { target: { value } });
    }
    expect(category).toHaveValue('Customer Service');
    expect(locationSearch()).toBe('');
    await waitFor(() => expect(locationSearch()).toBe('?category=Customer+Service'));
    await screen.findByRole('heading', { name: 'Result for ?category=Customer+Service' });
    expect(visited).toEqual(['', '?category=Customer+Service']);
    expect(apiQueries()).toEqual(['', '?category=Customer+Service']);
  });

  it('applies a select picked with the pointer at once', async () => {
    const { user } = renderSearch();
    await screen.findByRole('heading', { name: 'Result for all' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Design');
    expect(locationSearch()).toBe('?category=Design');
  });
});
