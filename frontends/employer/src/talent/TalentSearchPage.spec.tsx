import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { TALENT_MESSAGES } from '@marketplace/contracts';
import {
  buildSessionUser,
  buildUserProfile,
  mockApi,
  renderWithProviders,
  type FetchHandler,
} from '@marketplace/testing';
import EmployerRoutes from '../routes';
import { buildTalentCard, buildTalentPage, buildTalentProfile } from './spec-helpers';

const employer = buildSessionUser({ role: 'employer', name: 'Jordan Ellis', companyName: 'Harbor & Pine Accounting' });

function renderSearch(route: string, search: FetchHandler, routes: Record<string, FetchHandler> = {}) {
  const fetchMock = mockApi({
    '/api/user/profile': () => ({ body: buildUserProfile(employer) }),
    '/api/employer/talent': search,
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/employer/*" element={<EmployerRoutes />} />
    </Routes>,
    { route, sessionUser: employer },
  );
  const searches = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/employer/talent');
  return { ...view, searches };
}

describe('/employer/talent', () => {
  it('searches what the URL holds and shows cards with the count', async () => {
    const { searches } = renderSearch(
      '/employer/talent?q=bookkeeper&skill=QuickBooks&availability=immediately&experienceLevel=senior',
      () => ({
        body: buildTalentPage([
          buildTalentCard('s1', {
            name: 'Maya Thompson',
            skills: ['QuickBooks', 'Payroll', 'Excel', 'Xero', 'SQL', 'Tableau', 'Sage'],
          }),
          buildTalentCard('s2', { name: 'Chloe Nguyen' }),
        ]),
      }),
    );
    const list = await screen.findByRole('list', { name: 'Candidates' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Maya Thompson',
      'Chloe Nguyen',
    ]);
    expect(within(cards[0]!).getByText('+2 more')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/Available immediately/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 candidates');
    expect(searches()[0]!.search).toBe(
      '?q=bookkeeper&skill=QuickBooks&availability=immediately&experienceLevel=senior',
    );
    // The form shows the URL's search.
    expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('bookkeeper');
    expect(screen.getByRole('textbox', { name: 'Skills' })).toHaveValue('QuickBooks');
    expect(screen.getByRole('checkbox', { name: 'Available immediately' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Senior (5+ years)' })).toBeChecked();
  });

  it('puts a new search in the URL and runs it; Load more fetches the next page by cursor', async () => {
    const { user, searches } = renderSearch('/employer/talent', (url) =>
      url.searchParams.get('cursor') === 'next-1'
        ? { body: buildTalentPage([buildTalentCard('s3', { name: 'Page Two' })], { total: 3 }) }
        : { body: buildTalentPage([buildTalentCard('s1'), buildTalentCard('s2')], { nextCursor: 'next-1', total: 3 }) },
    );
    await screen.findByRole('list', { name: 'Candidates' });
    await user.type(screen.getByRole('searchbox', { name: 'Keywords' }), 'react developer');
    await user.type(screen.getByRole('textbox', { name: 'Skills' }), 'React, TypeScript ,');
    await user.click(screen.getByRole('checkbox', { name: 'Lead (8+ years)' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(searches().at(-1)!.search).toBe('?q=react+developer&skill=React&skill=TypeScript&experienceLevel=lead'),
    );
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Page Two' })).toBeInTheDocument();
    expect(searches().at(-1)!.searchParams.get('cursor')).toBe('next-1');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('checks the search with the contract rules before sending it', async () => {
    const { user, searches } = renderSearch('/employer/talent', () => ({ body: buildTalentPage([]) }));
    expect(await screen.findByText('No candidates match')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Skills' }),
      Array.from({ length: 11 }, (_, index) => `Skill ${index}`).join(','),
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(TALENT_MESSAGES.skillsTooMany)).toBeInTheDocument();
    expect(searches()).toHaveLength(1);
  });

  it('says when the search failed, and tries again', async () => {
    let fail = true;
    const { user } = renderSearch('/employer/talent', () =>
      fail
        ? { status: 500, body: { error: 'Database unavailable' } }
        : { body: buildTalentPage([buildTalentCard('s1', { name: 'Back Again' })]) },
    );
    expect(await screen.findByText(TALENT_MESSAGES.searchFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Back Again' })).toBeInTheDocument();
  });

  it('opens the Professional Profile from a card', async () => {
    const { user } = renderSearch(
      '/employer/talent',
      () => ({ body: buildTalentPage([buildTalentCard('s1', { name: 'Maya Thompson' })]) }),
      {
        '/api/employer/talent/s1': () => ({ body: buildTalentProfile('s1') }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Maya Thompson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Professional Profile' });
    expect(await within(dialog).findByRole('heading', { name: 'Maya Thompson' })).toBeInTheDocument();
  });
});
