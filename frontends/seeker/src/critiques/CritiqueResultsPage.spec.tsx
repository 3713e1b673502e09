import { screen, waitFor, within } from '@testing-library/react';
import { CRITIQUE_MESSAGES, type ResumeCritique } from '@marketplace/contracts';
import type { FetchHandler } from '@marketplace/testing';
import { buildCritique, buildPage, buildSummary, renderCritiques } from './spec-helpers';

function renderResults(critique: ResumeCritique, routes: Record<string, FetchHandler> = {}) {
  return renderCritiques(`/seeker/critiques/${critique.requestId}`, {
    [`/api/seeker/critiques/${critique.requestId}`]: () => ({ body: critique }),
    '/api/seeker/critiques': () => ({ body: buildPage([buildSummary()]) }),
    ...routes,
  });
}

const region = (name: string) => screen.getByRole('region', { name });

function withScore(overallScore: number): ResumeCritique {
  const critique = buildCritique();
  return { ...critique, analysis: { ...critique.analysis!, overallScore } };
}

describe('CritiqueResultsPage', () => {
  it('shows every section of a completed critique', async () => {
    renderResults(buildCritique());
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume Critique Results' })).toBeInTheDocument();

    const header = region('About this critique');
    expect(header).toHaveTextContent('CompletedMar 5, 2026');
    expect(header).toHaveTextContent('Target roleBookkeeper');
    expect(header).toHaveTextContent('Target industryAccounting & Finance');
    expect(header).toHaveTextContent('ReviewerDana Reviewer');
    expect(within(header).getByRole('button', { name: CRITIQUE_MESSAGES.downloadReport })).toBeEnabled();

    const overall = region(CRITIQUE_MESSAGES.overallScore);
    expect(within(overall).getByRole('img', { name: 'Overall Score: 80 out of 100' })).toBeInTheDocument();
    expect(overall).toHaveTextContent('Excellent');

    const comparison = region(CRITIQUE_MESSAGES.industryComparison);
    expect(comparison).toHaveTextContent('Top 28% of Accounting & Finance resumes (72nd percentile)');
    expect(comparison).toHaveTextContent('Industry average68');
    expect(comparison).toHaveTextContent('Top performing areasContent, Experience');
    expect(comparison).toHaveTextContent('Areas to improveKeywords');

    const analysis = region(CRITIQUE_MESSAGES.detailedAnalysis);
    const tabs = within(
      within(analysis).getByRole('tablist', { name: CRITIQUE_MESSAGES.detailedAnalysis }),
    ).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Formatting', 'Content', 'Keywords', 'Experience', 'Skills']);
    const formatting = within(analysis).getByRole('tabpanel', { name: 'Formatting' });
    expect(formatting).toHaveTextContent('Score: 85 / 100');
    expect(within(formatting).getByRole('list', { name: 'Feedback' })).toHaveTextContent('Clean layout');
    expect(within(formatting).getByRole('list', { name: 'Suggestions' })).toHaveTextContent('Use one font');

    const feedback = region(CRITIQUE_MESSAGES.detailedFeedback);
    expect(feedback).toHaveTextContent('Strong opening summary. Keep it to three lines.');
    expect(feedback).toHaveTextContent('Dana Reviewer');

    expect(region(CRITIQUE_MESSAGES.recommendations)).toHaveTextContent('Add GAAP');
    const next = region(CRITIQUE_MESSAGES.nextSteps);
    expect(within(next).getByRole('button', { name: CRITIQUE_MESSAGES.requestAnother })).toBeInTheDocument();
  });

  it.each([
    [79, 'Good'],
    [80, 'Excellent'],
    [59, 'Needs Improvement'],
    [60, 'Good'],
  ])('bands a score of %i as %s', async (score, band) => {
    renderResults(withScore(score));
    const overall = await screen.findByRole('region', { name: CRITIQUE_MESSAGES.overallScore });
    expect(within(overall).getByRole('img', { name: `Overall Score: ${score} out of 100` })).toBeInTheDocument();
    expect(overall).toHaveTextContent(band);
    for (const other of ['Excellent', 'Good', 'Needs Improvement'].filter((name) => name !== band))
      expect(within(overall).queryByText(other)).not.toBeInTheDocument();
  });

  it('says there is not enough to compare while the industry has too few critiques', async () => {
    const critique = buildCritique();
    renderResults({
      ...critique,
      analysis: {
        overallScore: 80,
        industryComparison: {
          percentile: null,
          averageScore: null,
          topPerformingAreas: [],
          improvementAreas: [],
          completedInIndustry: 7,
        },
      },
    });
    const comparison = await screen.findByRole('region', { name: CRITIQUE_MESSAGES.industryComparison });
    expect(comparison).toHaveTextContent(CRITIQUE_MESSAGES.notEnoughToCompare('Accounting & Finance', 7));
    expect(comparison).not.toHaveTextContent('percentile');
    expect(comparison).not.toHaveTextContent('Industry average');
  });

  it('switches the analysis tabs, with the keywords as chips', async () => {
    const { user } = renderResults(buildCritique());
    const analysis = await screen.findByRole('region', { name: CRITIQUE_MESSAGES.detailedAnalysis });
    await user.click(within(analysis).getByRole('tab', { name: 'Keywords' }));
    expect(within(analysis).getByRole('tab', { name: 'Keywords' })).toHaveAttribute('aria-selected', 'true');
    expect(within(analysis).queryByRole('tabpanel', { name: 'Formatting' })).not.toBeInTheDocument();
    const keywords = within(analysis).getByRole('tabpanel', { name: 'Keywords' });
    expect(keywords).toHaveTextContent('Score: 64 / 100');
    const missing = within(keywords).getByRole('list', { name: 'Missing keywords' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['GAAP', 'month-end close']);
    const industry = within(keywords).getByRole('list', { name: 'Industry keywords' });
    expect(within(industry).getAllByRole('listitem')).toHaveLength(3);

    // Content leaves out its first item: the reviewer's own text has its own section.
    await user.click(within(analysis).getByRole('tab', { name: 'Content' }));
    const content = within(analysis).getByRole('tabpanel', { name: 'Content' });
    expect(within(content).getByRole('list', { name: 'Feedback' })).toHaveTextContent('Numbers make the wins concrete');
    expect(content).not.toHaveTextContent('Strong opening summary');

    await user.keyboard('{End}');
    expect(within(analysis).getByRole('tab', { name: 'Skills' })).toHaveFocus();
    expect(within(analysis).getByRole('tabpanel', { name: 'Skills' })).toHaveTextContent('Group skills by area');
  });

  it('groups the recommendations: the reviewer’s own first, then by priority, each with its icon', async () => {
    renderResults(buildCritique());
    const section = await screen.findByRole('region', { name: CRITIQUE_MESSAGES.recommendations });
    const headings = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['From your reviewer', 'High priority', 'Low priority']);
    const custom = within(section).getByRole('list', { name: 'From your reviewer' });
    expect(custom).toHaveTextContent('Call out the audit you led');
    expect(within(custom).getByRole('img', { name: 'Medium priority' })).toBeInTheDocument();
    const high = within(section).getByRole('list', { name: 'High priority' });
    expect(high).toHaveTextContent('Add GAAP');
    expect(high).toHaveTextContent('Impact: Screening systems match it');
    expect(within(high).getByRole('img', { name: 'High priority' })).toBeInTheDocument();
    const low = within(section).getByRole('list', { name: 'Low priority' });
    expect(within(low).getByRole('img', { name: 'Low priority' })).toBeInTheDocument();
    expect(low).toHaveTextContent('Tighten the summary');
  });

  it('opens the request tab from Request Another Critique', async () => {
    const { user } = renderResults(buildCritique());
    await user.click(await screen.findByRole('button', { name: CRITIQUE_MESSAGES.requestAnother }));
    expect(await screen.findByRole('tab', { name: CRITIQUE_MESSAGES.requestTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('form', { name: 'Request a resume critique' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/seeker/critiques?tab=request');
  });

  it('downloads the report through a fresh signed link', async () => {
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user, fetch } = renderResults(buildCritique(), {
      '/api/seeker/critiques/crit-1/report': () => ({
        body: { url: 'https://files.example/resume-critique-crit-1.pdf' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: CRITIQUE_MESSAGES.downloadReport }));
    await waitFor(() => expect(tab.location.href).toBe('https://files.example/resume-critique-crit-1.pdf'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/seeker/critiques/crit-1/report'))).toBe(true);
    open.mockRestore();
  });

  it('says the report is being prepared, and shows a refusal', async () => {
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderResults(buildCritique({ reportReady: false }), {
      '/api/seeker/critiques/crit-1/report': () => ({
        status: 409,
        body: { error: CRITIQUE_MESSAGES.reportNotReady, code: 'CRITIQUE_REPORT_NOT_READY' },
      }),
    });
    expect(await screen.findByText('Your report is being prepared.')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: CRITIQUE_MESSAGES.downloadReport }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CRITIQUE_MESSAGES.reportNotReady);
    expect(tab.close).toHaveBeenCalled();
    open.mockRestore();
  });

  it('shows where an open critique stands instead of results', async () => {
    renderResults(
      buildCritique({
        status: 'requested',
        completedAt: null,
        reviewerName: null,
        analysis: null,
        sections: null,
        recommendations: [],
        reportReady: false,
      }),
    );
    const pending = await screen.findByRole('region', { name: CRITIQUE_MESSAGES.notCompleted });
    expect(pending).toHaveTextContent('Requested');
    expect(pending).toHaveTextContent('Your request is in the queue.');
    expect(screen.queryByRole('region', { name: CRITIQUE_MESSAGES.overallScore })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CRITIQUE_MESSAGES.downloadReport })).not.toBeInTheDocument();
  });

  it('says when the critique is not found', async () => {
    renderCritiques('/seeker/critiques/missing', {
      '/api/seeker/critiques/missing': () => ({
        status: 404,
        body: { error: CRITIQUE_MESSAGES.notFound, code: 'CRITIQUE_NOT_FOUND' },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: CRITIQUE_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Critiques' })).toHaveAttribute('href', '/seeker/critiques');
  });
});
