import { screen, within } from '@testing-library/react';
import { CRITIQUE_MESSAGES } from '@marketplace/contracts';
import { buildPage, buildSummary, renderCritiques } from './spec-helpers';

const COMPLETED = buildSummary();
const OPEN = buildSummary({
  requestId: 'crit-2',
  status: 'in_review',
  completedAt: null,
  targetRole: 'Payroll Specialist',
  targetIndustry: 'Human Resources & Recruiting',
  resumeName: 'Short resume',
  overallScore: null,
  requestedAt: '2026-04-10T12:00:00Z',
});

describe('CritiquesPage', () => {
  it('lists the critiques on the My Critiques tab when there are some', async () => {
    renderCritiques('/seeker/critiques', { '/api/seeker/critiques': () => ({ body: buildPage([OPEN, COMPLETED]) }) });
    expect(await screen.findByRole('heading', { level: 1, name: CRITIQUE_MESSAGES.pageTitle })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: CRITIQUE_MESSAGES.resultsTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: CRITIQUE_MESSAGES.requestTab })).toHaveAttribute('aria-selected', 'false');

    const list = screen.getByRole('list', { name: 'My critiques' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first).getByRole('heading', { name: 'Payroll Specialist' })).toBeInTheDocument();
    expect(first).toHaveTextContent('In review');
    expect(first).toHaveTextContent('Human Resources & Recruiting');
    expect(first).toHaveTextContent('Short resume');
    expect(first).toHaveTextContent('Apr 10, 2026');
    expect(first).not.toHaveTextContent(CRITIQUE_MESSAGES.overallScore);
    expect(within(first).getByRole('link', { name: 'View status for Payroll Specialist' })).toHaveAttribute(
      'href',
      '/seeker/critiques/crit-2',
    );

    expect(second).toHaveTextContent('Completed');
    expect(second).toHaveTextContent('Accounting & Finance');
    expect(second).toHaveTextContent('Mar 2, 2026');
    expect(second).toHaveTextContent('Mar 5, 2026');
    expect(second).toHaveTextContent('80 · Excellent');
    expect(within(second).getByRole('link', { name: 'View results for Bookkeeper' })).toHaveAttribute(
      'href',
      '/seeker/critiques/crit-1',
    );
  });

  it('opens the request tab by default when there are no critiques yet', async () => {
    renderCritiques('/seeker/critiques', { '/api/seeker/critiques': () => ({ body: buildPage([]) }) });
    expect(await screen.findByRole('tab', { name: CRITIQUE_MESSAGES.requestTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('form', { name: 'Request a resume critique' })).toBeVisible();
  });

  it('keeps the tab in the address and switches with the tabs', async () => {
    const { user } = renderCritiques('/seeker/critiques?tab=request', {
      '/api/seeker/critiques': () => ({ body: buildPage([COMPLETED]) }),
    });
    const requestTab = await screen.findByRole('tab', { name: CRITIQUE_MESSAGES.requestTab });
    expect(requestTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: CRITIQUE_MESSAGES.requestTab })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'My critiques' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: CRITIQUE_MESSAGES.resultsTab }));
    expect(screen.getByRole('tab', { name: CRITIQUE_MESSAGES.resultsTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('list', { name: 'My critiques' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/seeker/critiques?tab=list');

    // The arrow keys move between the tabs too.
    await user.keyboard('{ArrowRight}');
    expect(requestTab).toHaveAttribute('aria-selected', 'true');
    expect(requestTab).toHaveFocus();
  });

  it('offers the request tab from an empty list', async () => {
    const { user } = renderCritiques('/seeker/critiques?tab=list', {
      '/api/seeker/critiques': () => ({ body: buildPage([]) }),
    });
    expect(await screen.findByText('No critiques yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: CRITIQUE_MESSAGES.requestTab }));
    expect(screen.getByRole('tab', { name: CRITIQUE_MESSAGES.requestTab })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a failure with retry', async () => {
    let fail = true;
    const { user } = renderCritiques('/seeker/critiques', {
      '/api/seeker/critiques': () =>
        fail ? { status: 500, body: { error: 'Boom' } } : { body: buildPage([COMPLETED]) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your critiques");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'My critiques' })).toBeInTheDocument();
  });
});
