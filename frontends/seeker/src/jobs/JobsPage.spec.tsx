import { screen, waitFor, within } from '@testing-library/react';
import {
  buildJobCard,
  buildJobsPage,
  deferred,
  mockApi,
  renderWithProviders,
  type MockReply,
} from '@marketplace/testing';
import { JobsPage } from './JobsPage';

describe('JobsPage', () => {
  it('shows skeletons while the first page loads, then the job cards', async () => {
    const reply = deferred<MockReply>();
    mockApi({ '/api/jobs': () => reply.promise });
    renderWithProviders(<JobsPage />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading jobs…');
    expect(screen.getAllByTestId('job-card-skeleton')).toHaveLength(6);
    expect(screen.queryByTestId('job-card')).not.toBeInTheDocument();

    reply.resolve({
      body: buildJobsPage([buildJobCard({ title: 'Remote Bookkeeper' }), buildJobCard({ title: 'Virtual Assistant' })]),
    });

    expect(await screen.findByRole('heading', { name: 'Remote Bookkeeper' })).toBeInTheDocument();
    expect(screen.getAllByTestId('job-card')).toHaveLength(2);
    expect(screen.queryByTestId('job-card-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('2 jobs')).toBeInTheDocument();
  });

  it('says how many jobs the whole search matches, and 10,000+ beyond the cap', async () => {
    mockApi({
      '/api/jobs': () => ({
        body: buildJobsPage([buildJobCard({ title: 'Remote Bookkeeper' })], 'next', {
          total: 10_000,
          totalIsCapped: true,
        }),
      }),
    });
    renderWithProviders(<JobsPage />);
    expect(await screen.findByText('10,000+ jobs')).toBeInTheDocument();
  });

  it('sets the document title', async () => {
    mockApi({ '/api/jobs': () => ({ body: buildJobsPage([]) }) });
    renderWithProviders(<JobsPage />);
    await waitFor(() => expect(document.title).toBe('Remote jobs · Nestwork'));
  });

  it('shows an empty state when there are no jobs', async () => {
    mockApi({ '/api/jobs': () => ({ body: buildJobsPage([]) }) });
    renderWithProviders(<JobsPage />);
    expect(await screen.findByRole('heading', { name: 'No jobs posted yet' })).toBeInTheDocument();
    expect(screen.queryByTestId('job-card')).not.toBeInTheDocument();
  });

  it("shows the server's error with a Retry that fetches again", async () => {
    let calls = 0;
    const fetch = mockApi({
      '/api/jobs': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { error: 'Jobs are temporarily unavailable' } }
          : { body: buildJobsPage([buildJobCard({ title: 'Data Entry Specialist' })]) };
      },
    });
    const { user } = renderWithProviders(<JobsPage />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "We couldn't load jobs" })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Jobs are temporarily unavailable');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Data Entry Specialist' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('loads the next page with the cursor when Load more is pressed', async () => {
    const fetch = mockApi({
      '/api/jobs': (url) =>
        url.searchParams.get('cursor') === 'page-2'
          ? { body: buildJobsPage([buildJobCard({ title: 'Second Page Job' })], null) }
          : { body: buildJobsPage([buildJobCard({ title: 'First Page Job' })], 'page-2') },
    });
    const { user } = renderWithProviders(<JobsPage />);

    await screen.findByRole('heading', { name: 'First Page Job' });
    expect(new URL(String(fetch.mock.calls[0][0]), 'http://localhost').searchParams.has('cursor')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('heading', { name: 'Second Page Job' })).toBeInTheDocument();
    expect(screen.getAllByTestId('job-card').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'First Page Job',
      'Second Page Job',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the loaded jobs and offers Retry when the next page fails', async () => {
    let failNext = true;
    mockApi({
      '/api/jobs': (url) => {
        if (!url.searchParams.get('cursor'))
          return { body: buildJobsPage([buildJobCard({ title: 'Kept Job' })], 'c2') };
        if (failNext) {
          failNext = false;
          return { status: 500, body: { error: 'Something went wrong. Please try again.' } };
        }
        return { body: buildJobsPage([buildJobCard({ title: 'Recovered Job' })], null) };
      },
    });
    const { user } = renderWithProviders(<JobsPage />);

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load more jobs");
    expect(screen.getByRole('heading', { name: 'Kept Job' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered Job' })).toBeInTheDocument();
  });
});

// jsdom applies no media queries: these check the toggle's text and wiring; the browser tier
// (frontends/e2e/src/mobile.e2e.ts) checks that the panel folds below 768 px.
describe('JobsPage filters panel (narrow screens)', () => {
  it('names the active filters on its toggle, which controls the panel of filter fields', async () => {
    mockApi({ '/api/jobs': () => ({ body: buildJobsPage([buildJobCard({ title: 'Remote Bookkeeper' })]) }) });
    const { user } = renderWithProviders(<JobsPage />, {
      route: '/jobs?q=bookkeeper&category=Accounting&remote=true&sort=newest',
    });
    await screen.findByRole('heading', { name: 'Remote Bookkeeper' });

    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(within(panel!).getByRole('combobox', { name: 'Category' })).toHaveValue('Accounting');
    expect(within(panel!).getByRole('checkbox', { name: 'Remote only' })).toBeChecked();
    // The keyword box stays outside the panel, always in view.
    expect(within(panel!).queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('bookkeeper');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-open', 'false');
  });

  it('reads just Filters without any, and counts a filter once it is chosen', async () => {
    mockApi({ '/api/jobs': () => ({ body: buildJobsPage([buildJobCard({ title: 'Remote Bookkeeper' })]) }) });
    const { user } = renderWithProviders(<JobsPage />, { route: '/jobs' });
    await screen.findByRole('heading', { name: 'Remote Bookkeeper' });
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Accounting');

    const toggle = await screen.findByRole('button', { name: 'Filters (1)' });
    // Choosing keeps the panel open.
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
