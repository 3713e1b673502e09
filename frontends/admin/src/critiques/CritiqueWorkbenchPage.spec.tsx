import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import {
  CRITIQUE_MESSAGES,
  CRITIQUE_SECTION_LABELS,
  CRITIQUE_SECTIONS,
  type CritiqueReviewInput,
  type CritiqueWorkbench,
  type ResumeDownloadResponse,
} from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders, type MockReply } from '@marketplace/testing';
import AdminRoutes from '../routes';
import { buildWorkbench } from './spec-helpers';

const admin = buildSessionUser({ id: 'admin-1', role: 'admin', name: 'Avery Admin' });
const REVIEWER_TEXT = new RegExp(`^${CRITIQUE_MESSAGES.detailedFeedback}`);
const BASE = '/api/admin/critiques/crit-1';
const PDF: ResumeDownloadResponse = {
  downloadUrl: 'https://storage.test/resume.pdf?X-Amz-Signature=abc',
  fileName: 'Maya Chen CV.pdf',
  viewable: true,
  saveUrl: 'https://storage.test/resume.pdf?X-Amz-Signature=def',
};

type Reply = (body: unknown) => MockReply;

/** The workbench at its URL; each action answers the posted review back unless a test says otherwise. */
function renderWorkbench(
  initial: CritiqueWorkbench,
  replies: Partial<Record<'claim' | 'draft' | 'complete', Reply>> = {},
) {
  let current = initial;
  const sent: { action: string; method: string; body: unknown }[] = [];
  const answer = (action: 'claim' | 'release' | 'draft' | 'complete') => (_url: URL, init: RequestInit) => {
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ action, method: String(init.method), body });
    const custom = action === 'release' ? undefined : replies[action];
    if (custom) return custom(body);
    if (action === 'claim')
      current = {
        ...current,
        claimedByMe: true,
        item: {
          ...current.item,
          claimedBy: { id: admin.id, name: admin.name },
          claimExpiresAt: '2026-11-29T09:00:00.000Z',
        },
      };
    if (action === 'release') current = { ...current, claimedByMe: false, item: { ...current.item, claimedBy: null } };
    if (action === 'draft')
      current = { ...current, review: body as CritiqueReviewInput, item: { ...current.item, status: 'in_review' } };
    if (action === 'complete')
      current = { ...current, review: body as CritiqueReviewInput, item: { ...current.item, status: 'completed' } };
    return { body: current };
  };
  mockApi({
    [BASE]: () => ({ body: current }),
    [`${BASE}/resume`]: () => ({ body: PDF }),
    [`${BASE}/claim`]: answer('claim'),
    [`${BASE}/release`]: answer('release'),
    [`${BASE}/draft`]: answer('draft'),
    [`${BASE}/complete`]: answer('complete'),
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
    </Routes>,
    { route: '/admin/critiques/crit-1', sessionUser: admin },
  );
  return { ...view, sent };
}

const claimed = () =>
  buildWorkbench({
    claimedByMe: true,
    item: { claimedBy: { id: admin.id, name: admin.name }, claimExpiresAt: '2026-11-29T09:00:00.000Z' },
  });

async function scoreInput(section: (typeof CRITIQUE_SECTIONS)[number]) {
  return screen.findByLabelText(`${CRITIQUE_SECTION_LABELS[section]} score`);
}

function overall() {
  return within(screen.getByRole('region', { name: CRITIQUE_MESSAGES.overallScore }));
}

describe('CritiqueWorkbenchPage', () => {
  it('shows the request and the resume beside the form, the extracted text a click away', async () => {
    const { user } = renderWorkbench(buildWorkbench());
    expect(await screen.findByRole('heading', { level: 1, name: 'Critique for Maya Chen' })).toBeInTheDocument();
    const request = screen.getByRole('region', { name: 'The request' });
    expect(request).toHaveTextContent('Frontend Developer');
    expect(request).toHaveTextContent('Software & IT');
    expect(request).toHaveTextContent('Please look at my project section.');
    expect(await within(request).findByTitle('Maya Chen CV.pdf')).toHaveAttribute('src', PDF.downloadUrl);
    await user.click(within(request).getByRole('button', { name: 'Extracted text' }));
    expect(within(request).getByLabelText('Extracted resume text')).toHaveTextContent('Frontend developer: React');
  });

  it('keeps every input disabled until the reviewer claims it', async () => {
    const { user, sent } = renderWorkbench(buildWorkbench());
    expect(await scoreInput('formatting')).toBeDisabled();
    expect(screen.getByLabelText(REVIEWER_TEXT)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Complete' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Claim' })).toHaveTextContent(CRITIQUE_MESSAGES.claimRequired);

    await user.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(screen.getByLabelText('Formatting score')).toBeEnabled());
    expect(screen.getByRole('region', { name: 'Claim' })).toHaveTextContent(/You are reviewing this critique until/);
    expect(screen.getByRole('button', { name: 'Release' })).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'claim', method: 'POST', body: undefined }]);
  });

  it('locks the form again after the reviewer releases the claim', async () => {
    const { user, sent } = renderWorkbench(claimed());
    expect(await scoreInput('skills')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(screen.getByLabelText('Skills score')).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Claim' })).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'release', method: 'POST', body: undefined }]);
  });

  it('says who holds the claim when the server refuses it', async () => {
    const { user } = renderWorkbench(buildWorkbench(), {
      claim: () => ({
        status: 409,
        body: { error: CRITIQUE_MESSAGES.claimedByOther('Sam Reviewer'), code: 'CRITIQUE_CLAIMED' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sam Reviewer is reviewing this critique');
    expect(screen.getByLabelText('Formatting score')).toBeDisabled();
  });

  it('shows the prefilled keywords', async () => {
    renderWorkbench(claimed());
    const missing = within(await screen.findByRole('list', { name: 'Missing keywords' }));
    expect(missing.getByText('TypeScript')).toBeInTheDocument();
    expect(missing.getByText('Node.js')).toBeInTheDocument();
    // The resume names React, so it is not missing; the industry list still holds it.
    expect(missing.queryByText('React')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Industry keywords' })).getByText('React')).toBeInTheDocument();
  });

  it('recomputes the overall score and its band as scores change', async () => {
    const { user } = renderWorkbench(claimed());
    await scoreInput('formatting');
    expect(overall().getByText('Give every section a score to see the overall score.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: CRITIQUE_MESSAGES.overallScore })).toHaveTextContent(
      'Weighted: Formatting 15%, Content 25%, Keywords 20%, Experience 25%, Skills 15%.',
    );
    for (const section of CRITIQUE_SECTIONS) await user.type(await scoreInput(section), '80');
    expect(screen.getByTestId('overall-score')).toHaveTextContent(/^80Excellent$/);

    await user.clear(await scoreInput('experience'));
    await user.type(await scoreInput('experience'), '0');
    // 80 less a quarter of it: experience weighs 25%.
    expect(screen.getByTestId('overall-score')).toHaveTextContent(/^60Good$/);
  });

  it('saves a draft with the review as edited', async () => {
    const { user, sent } = renderWorkbench(claimed());
    await user.type(await scoreInput('content'), '70');
    await user.type(screen.getByLabelText('New formatting feedback'), 'Clear headings{Enter}');
    await user.type(screen.getByLabelText('New skills suggestions'), 'Group the tools');
    await user.click(screen.getByRole('button', { name: 'Add to skills suggestions' }));
    await user.click(screen.getByRole('button', { name: 'Remove TypeScript from missing keywords' }));
    await user.type(screen.getByLabelText(REVIEWER_TEXT), 'A solid start.');
    await user.click(screen.getByRole('button', { name: 'Add recommendation' }));
    const recommendation = within(screen.getByRole('group', { name: 'Recommendation 1' }));
    await user.type(recommendation.getByLabelText(/Title/), 'Quantify results');
    await user.selectOptions(recommendation.getByLabelText('Priority'), 'High priority');
    await user.selectOptions(recommendation.getByLabelText('Category'), 'Experience');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CRITIQUE_MESSAGES.saved);
    const prefilled = buildWorkbench().review;
    const expected: CritiqueReviewInput = {
      reviewerText: 'A solid start.',
      sections: {
        ...prefilled.sections,
        formatting: { score: null, feedback: ['Clear headings'], suggestions: [] },
        content: { score: 70, feedback: [], suggestions: [] },
        skills: { score: null, feedback: [], suggestions: ['Group the tools'] },
        keywords: {
          ...prefilled.sections.keywords,
          missingKeywords: prefilled.sections.keywords.missingKeywords.filter((keyword) => keyword !== 'TypeScript'),
        },
      },
      recommendations: [
        { title: 'Quantify results', description: '', priority: 'high', impact: '', category: 'Experience' },
      ],
    };
    expect(sent).toEqual([{ action: 'draft', method: 'PUT', body: expected }]);
  });

  it('stops a completion with a missing score before the server', async () => {
    const { user, sent } = renderWorkbench(claimed());
    for (const section of CRITIQUE_SECTIONS.filter((key) => key !== 'skills'))
      await user.type(await scoreInput(section), '75');
    await user.type(screen.getByLabelText(REVIEWER_TEXT), 'Good work.');
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(screen.getByLabelText('Skills score')).toHaveAccessibleDescription(
      expect.stringContaining(CRITIQUE_MESSAGES.scoreRequired),
    );
    expect(screen.getByLabelText('Formatting score')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's field errors at their inputs", async () => {
    const { user } = renderWorkbench(claimed(), {
      draft: () => ({
        status: 400,
        body: {
          error: 'Please correct the highlighted fields',
          code: 'VALIDATION_FAILED',
          fieldErrors: {
            'sections.keywords.score': [CRITIQUE_MESSAGES.scoreInvalid],
            'recommendations.0.title': [CRITIQUE_MESSAGES.recommendationTitleTooLong],
          },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add recommendation' }));
    await user.type(
      within(screen.getByRole('group', { name: 'Recommendation 1' })).getByLabelText(/Title/),
      'Tighten the summary',
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    expect(screen.getByLabelText('Keywords score')).toHaveAccessibleDescription(
      expect.stringContaining(CRITIQUE_MESSAGES.scoreInvalid),
    );
    expect(
      within(screen.getByRole('group', { name: 'Recommendation 1' })).getByLabelText(/Title/),
    ).toHaveAccessibleDescription(CRITIQUE_MESSAGES.recommendationTitleTooLong);
  });

  it("shows each of a list's several messages on a line of its own", async () => {
    const { user } = renderWorkbench(claimed(), {
      draft: () => ({
        status: 400,
        body: {
          error: 'Please correct the highlighted fields',
          code: 'VALIDATION_FAILED',
          fieldErrors: {
            'sections.content.feedback': [CRITIQUE_MESSAGES.itemInvalid, CRITIQUE_MESSAGES.tooManyItems],
            'sections.keywords.missingKeywords': [CRITIQUE_MESSAGES.keywordInvalid, CRITIQUE_MESSAGES.tooManyKeywords],
            recommendations: [CRITIQUE_MESSAGES.tooManyRecommendations, CRITIQUE_MESSAGES.recommendationTitleRequired],
          },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    const lines = (element: HTMLElement) =>
      within(element)
        .getAllByRole('listitem')
        .map((line) => line.textContent);
    const described = (name: string) => {
      const group = screen.getByRole('group', { name });
      return document.getElementById(group.getAttribute('aria-describedby') ?? '') as HTMLElement;
    };
    await waitFor(() =>
      expect(lines(described('Content feedback'))).toEqual([
        CRITIQUE_MESSAGES.itemInvalid,
        CRITIQUE_MESSAGES.tooManyItems,
      ]),
    );
    expect(lines(described('Missing keywords'))).toEqual([
      CRITIQUE_MESSAGES.keywordInvalid,
      CRITIQUE_MESSAGES.tooManyKeywords,
    ]);
    const section = screen.getByRole('region', { name: 'Recommendations' });
    expect(lines(within(section).getByRole('alert'))).toEqual([
      CRITIQUE_MESSAGES.tooManyRecommendations,
      CRITIQUE_MESSAGES.recommendationTitleRequired,
    ]);
  });

  it('completes after confirming and says the seeker has been told', async () => {
    const { user, sent } = renderWorkbench(claimed());
    for (const section of CRITIQUE_SECTIONS) await user.type(await scoreInput(section), '90');
    await user.type(screen.getByLabelText(REVIEWER_TEXT), 'Ready to send.');
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Complete this critique?' }));
    await user.click(dialog.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CRITIQUE_MESSAGES.completed);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ action: 'complete', method: 'POST', body: { reviewerText: 'Ready to send.' } });
    expect((sent[0].body as CritiqueReviewInput).sections.skills.score).toBe(90);
    // Completed, it stays editable for its claimer.
    expect(screen.getByLabelText('Skills score')).toBeEnabled();
    expect(screen.getByLabelText('Skills score')).toHaveValue(90);
  });
});
