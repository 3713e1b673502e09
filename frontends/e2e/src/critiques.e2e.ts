// Resume critiques end to end in a real browser: a new seeker with a default card uploads a resume
// and requests a critique on the page (paid through the card sandbox), an admin claims it from the
// reviewers' queue, scores it and completes it, and the seeker reads the results and downloads the
// PDF report the worker made, named resume-critique-{requestId}.pdf.
import type { BrowserContext, Page } from 'playwright-core';
import {
  CRITIQUE_MESSAGES,
  CRITIQUE_SECTION_LABELS,
  CRITIQUE_SECTIONS,
  type CritiqueRequestSummary,
  type CritiquesPage,
  critiqueReportFileName,
} from '@marketplace/contracts';
import { baseUrl, setUpBrowser } from './support/browser';
import { DEMO, DEMO_PASSWORD, UI_TIMEOUT, newUser, signIn, signUp, waitForHeading } from './support/accounts';
import { startTrial } from './support/billing';
import { pdfResume } from './support/resume';

const browserTest = setUpBrowser();

const SCORES = { formatting: 90, content: 85, keywords: 70, experience: 88, skills: 80 } as const;
const REVIEWER_TEXT = 'Lead with your month-end close results; they are your strongest story.';

/** The signed-in seeker's critiques, read through the API the page uses. */
async function myCritiques(page: Page): Promise<CritiqueRequestSummary[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/seeker/critiques', { headers: { Accept: 'application/json' } });
    return ((await response.json()) as CritiquesPage).critiques;
  });
}

/** Uploads a PDF resume on the profile page and waits until it is listed. */
async function uploadResume(page: Page, context: BrowserContext, name: string): Promise<void> {
  await page.goto('/seeker/profile');
  const pdf = await pdfResume(context, `${name}, bookkeeper: accounts payable, reconciliation, QuickBooks, payroll`);
  await page
    .getByLabel('Upload a resume', { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles({ name: 'Critique resume.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByText('Resume uploaded').first().waitFor({ state: 'visible', timeout: 60_000 });
}

/** Chooses the resume on the request form once the worker has read it (the option is disabled while it processes). */
async function chooseReadyResume(page: Page): Promise<void> {
  const select = page.getByLabel('Resume version');
  for (let attempt = 0; attempt < 30; attempt++) {
    await select.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    const ready = await select
      .locator('option:not([disabled])', { hasText: 'Critique resume' })
      .count()
      .catch(() => 0);
    if (ready > 0) {
      await select.selectOption({ label: 'Critique resume' });
      return;
    }
    await page.waitForTimeout(2_000);
    await page.reload();
  }
  throw new Error('The resume never became ready for a critique');
}

/** The admin claims the request, scores every section, writes feedback and completes it. */
async function reviewAsAdmin(admin: Page, seekerName: string): Promise<void> {
  await signIn(admin, DEMO.admin.email, DEMO_PASSWORD, DEMO.admin.dashboard);
  await admin.goto('/admin/critiques');
  const row = admin.getByRole('row', { name: new RegExp(seekerName) });
  await row.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  await row.getByRole('link').first().click();
  await admin.getByRole('button', { name: 'Claim', exact: true }).click();
  const form = admin.getByRole('form', { name: 'Critique review' });
  const firstScore = form.getByLabel(`${CRITIQUE_SECTION_LABELS.formatting} score`);
  await firstScore.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  await admin.waitForFunction(
    () => !(document.querySelector('input[type=number]') as HTMLInputElement | null)?.disabled,
    undefined,
    { timeout: UI_TIMEOUT },
  );
  for (const key of CRITIQUE_SECTIONS) {
    await form.getByLabel(`${CRITIQUE_SECTION_LABELS[key]} score`).fill(String(SCORES[key]));
  }
  // Keywords arrive prefilled from the resume's text: the industry's list is there.
  await form.getByText('general ledger').first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  await form.getByLabel(CRITIQUE_MESSAGES.detailedFeedback).fill(REVIEWER_TEXT);
  await admin.getByRole('button', { name: 'Complete', exact: true }).click();
  const confirm = admin.getByRole('dialog', { name: 'Complete this critique?' });
  await confirm.getByRole('button', { name: 'Complete', exact: true }).click();
  await admin.getByText(CRITIQUE_MESSAGES.completed).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
}

browserTest(
  'Critiques: a seeker requests one, an admin completes it, the seeker reads it and downloads the PDF',
  async ({ page, context }) => {
    const seeker = newUser('seeker');
    await signUp(page, seeker);
    // The Trial plan does not include critiques: the default card it leaves pays for this one.
    await startTrial(page);
    await uploadResume(page, context, seeker.name);

    await page.goto('/seeker/critiques?tab=request');
    await waitForHeading(page, CRITIQUE_MESSAGES.pageTitle);
    await page
      .getByText('A critique costs $49.00.', { exact: false })
      .waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    await chooseReadyResume(page);
    await page.getByLabel('Target role').fill('Remote Bookkeeper');
    await page.getByLabel('Target industry').selectOption({ label: 'Accounting & Finance' });
    await page.getByLabel('Notes for the reviewer (optional)').fill('Is my experience section too long?');
    await page.getByRole('button', { name: CRITIQUE_MESSAGES.submit }).click();
    await page.getByText(CRITIQUE_MESSAGES.requested).first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    const [request] = await myCritiques(page);
    if (!request) throw new Error('The request is not listed');
    expect(request.status).toBe('requested');
    const requestId = request.requestId;

    const browser = context.browser();
    if (!browser) throw new Error('No browser behind the context');
    const adminContext = await browser.newContext({ baseURL: baseUrl() });
    try {
      await reviewAsAdmin(await adminContext.newPage(), seeker.name);
    } finally {
      await adminContext.close();
    }

    await page.goto('/seeker/critiques');
    const viewResults = page.getByRole('link', { name: /View results/ }).first();
    await viewResults.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    await viewResults.click();
    await page.waitForURL((url) => url.pathname === `/seeker/critiques/${requestId}`, { timeout: UI_TIMEOUT });
    await waitForHeading(page, 'Resume Critique Results');
    // 90*.15 + 85*.25 + 70*.2 + 88*.25 + 80*.15 = 82.75: 83, Excellent.
    await page.getByText('Excellent').first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    await page.getByText('83').first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    await page.getByText(REVIEWER_TEXT).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    await page.getByRole('tab', { name: CRITIQUE_SECTION_LABELS.keywords }).click();
    await page
      .getByRole('tabpanel', { name: CRITIQUE_SECTION_LABELS.keywords })
      .getByText('general ledger')
      .first()
      .waitFor({ state: 'visible', timeout: UI_TIMEOUT });

    // The worker makes the PDF after completion: the link answers once it is stored.
    let reportUrl = '';
    for (let attempt = 0; attempt < 30 && !reportUrl; attempt++) {
      const answer = await page.evaluate(async (id) => {
        const response = await fetch(`/api/seeker/critiques/${id}/report`, { headers: { Accept: 'application/json' } });
        return { status: response.status, body: (await response.json()) as { url?: string } };
      }, requestId);
      if (answer.status === 200 && answer.body.url) reportUrl = answer.body.url;
      else await page.waitForTimeout(1_000);
    }
    expect(reportUrl).toMatch(/^http/);
    await page.reload();
    const popupOpened = context.waitForEvent('page', { timeout: UI_TIMEOUT });
    await page.getByRole('button', { name: CRITIQUE_MESSAGES.downloadReport }).click();
    const popup = await popupOpened;
    await popup.waitForURL((url) => url.protocol.startsWith('http'), { timeout: UI_TIMEOUT }).catch(() => undefined);
    const opened = popup.url();
    await popup.close();
    const pdf = await context.request.get(opened.startsWith('http') ? opened : reportUrl);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers()['content-disposition']).toContain(critiqueReportFileName(requestId));
  },
  240_000,
);
