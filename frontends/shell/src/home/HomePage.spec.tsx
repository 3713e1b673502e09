import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { JOB_CATEGORIES, publicJobPath, type JobCategoryCountsResponse } from '@marketplace/contracts';
import {
  buildJobCard,
  buildJobsPage,
  buildSessionUser,
  mockApi,
  renderWithProviders,
  type FetchHandler,
} from '@marketplace/testing';
import HomePage from './HomePage';

function counts(values: Partial<Record<(typeof JOB_CATEGORIES)[number], number>>): JobCategoryCountsResponse {
  return { categories: JOB_CATEGORIES.map((category) => ({ category, count: values[category] ?? 0 })) };
}

function Where() {
  const { pathname, search } = useLocation();
  return <h1>{`Search page ${pathname}${search}`}</h1>;
}

const bookkeeper = buildJobCard({ id: 'j1', title: 'Remote Bookkeeper', company: 'Riverbend', category: 'Accounting' });
const writer = buildJobCard({
  id: 'j2',
  title: 'Part-time Copywriter',
  company: 'Quillmark',
  category: 'Writing',
  isFlexible: false,
});

function renderHome({
  routes = {},
  sessionUser = null,
}: { routes?: Record<string, FetchHandler>; sessionUser?: ReturnType<typeof buildSessionUser> | null } = {}) {
  const fetch = mockApi({
    '/api/jobs': () => ({ body: buildJobsPage([bookkeeper, writer]) }),
    '/api/jobs/categories/counts': () => ({ body: counts({ Accounting: 1, Writing: 12 }) }),
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/jobs" element={<Where />} />
    </Routes>,
    { route: '/', sessionUser },
  );
  return { ...view, fetch };
}

describe('Home page', () => {
  it('lists the newest jobs, linking to their public pages, and no featured section without featured jobs', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Flexible and remote work for parents' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Newest jobs' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Remote Bookkeeper' })).toHaveAttribute(
      'href',
      publicJobPath('j1', 'Remote Bookkeeper'),
    );
    expect(cards[0]).toHaveTextContent('Riverbend');
    expect(cards[0]).toHaveTextContent('Flexible Hours');
    expect(cards[1]).not.toHaveTextContent('Flexible Hours');
    expect(screen.getByRole('link', { name: 'See all jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.queryByText(/featured/i)).not.toBeInTheDocument();
  });

  it('shows the featured jobs (first on the search page) in their own section, with the Featured badge', async () => {
    const featured = buildJobCard({
      id: 'j3',
      title: 'Senior Payroll Specialist',
      company: 'Ledgerly',
      category: 'Accounting',
      isFeatured: true,
    });
    renderHome({ routes: { '/api/jobs': () => ({ body: buildJobsPage([featured, bookkeeper, writer]) }) } });
    const section = await screen.findByRole('region', { name: 'Featured jobs' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Senior Payroll Specialist');
    expect(cards[0]).toHaveTextContent('Featured');
    const newest = within(screen.getByRole('list', { name: 'Newest jobs' })).getAllByRole('article');
    expect(newest).toHaveLength(2);
    for (const card of newest) expect(card).not.toHaveTextContent('Senior Payroll Specialist');
  });

  it('shows the categories that hold live jobs with their counts, each linking to its search', async () => {
    const { user } = renderHome();
    const section = screen.getByRole('region', { name: 'Browse by category' });
    const writing = await within(section).findByRole('link', { name: 'Writing 12 jobs' });
    expect(within(section).getByRole('link', { name: 'Accounting 1 job' })).toBeInTheDocument();
    // Empty categories are not offered.
    expect(within(section).getAllByRole('link')).toHaveLength(2);
    await user.click(writing);
    expect(await screen.findByRole('heading', { name: 'Search page /jobs?category=Writing' })).toBeInTheDocument();
  });

  it('searches with words and the category shortcut on the search page', async () => {
    const { user } = renderHome();
    const search = screen.getByRole('search', { name: 'Search jobs' });
    await user.type(within(search).getByRole('searchbox', { name: 'Search jobs' }), 'bookkeeper');
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Category' }), 'Accounting');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('heading', { name: 'Search page /jobs?q=bookkeeper&category=Accounting' }),
    ).toBeInTheDocument();
  });

  it('explains how it works for seekers and employers, why jobs can be trusted, and invites employers', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 2, name: 'How it works for job seekers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How it works for employers' })).toBeInTheDocument();
    const trust = screen.getByRole('region', { name: 'Jobs you can trust' });
    expect(within(trust).getByRole('heading', { name: 'Every job reviewed by a person' })).toBeInTheDocument();
    expect(within(trust).getByRole('heading', { name: 'No scams' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/employers');
    expect(screen.getByRole('link', { name: 'Create a job seeker account' })).toHaveAttribute(
      'href',
      '/sign-up?role=seeker',
    );
    await screen.findByRole('list', { name: 'Newest jobs' });
  });

  it('offers no sign-up to someone already signed in', async () => {
    renderHome({ sessionUser: buildSessionUser({ role: 'seeker' }) });
    await screen.findByRole('list', { name: 'Newest jobs' });
    expect(screen.queryByRole('link', { name: 'Create a job seeker account' })).not.toBeInTheDocument();
  });

  it('says so when there are no jobs yet', async () => {
    renderHome({
      routes: {
        '/api/jobs': () => ({ body: buildJobsPage([]) }),
        '/api/jobs/categories/counts': () => ({ body: counts({}) }),
      },
    });
    expect(await screen.findByText('No jobs posted yet')).toBeInTheDocument();
    expect(
      await screen.findByText('No category has live jobs right now. New roles are added every week.'),
    ).toBeInTheDocument();
  });

  it('offers Retry when the counts fail, and shows them once they load', async () => {
    let fail = true;
    const { user } = renderHome({
      routes: {
        '/api/jobs/categories/counts': () =>
          fail
            ? { status: 503, body: { error: 'The search took too long. Please try again.' } }
            : { body: counts({ Writing: 3 }) },
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("We couldn't load the categories");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Writing 3 jobs' })).toBeInTheDocument();
  });
});
