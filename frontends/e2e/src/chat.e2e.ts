// Chat in real browsers against the real stack (Socket.IO through the site's own origin): a new
// seeker applies to the demo employer's live job; the employer writes from the applicant dialog's
// Chat button; the seeker, in a second browser context, sees the header badge and answers live;
// the employer sees the answer without reloading and goes Back to the job's applications. Then an
// admin puts chat under maintenance: the inbox shows only the maintenance notice and the Chat button is
// disabled and alerts the contract's text.
import type { Page } from 'playwright-core';
import { CHAT_MESSAGES, type EmployerJobsResponse } from '@marketplace/contracts';
import { baseUrl, setUpBrowser } from './support/browser';
import { DEMO, DEMO_PASSWORD, UI_TIMEOUT, newUser, signIn, signUp, waitForHeading } from './support/accounts';
import { startTrial } from './support/billing';
import { pdfResume } from './support/resume';

const browserTest = setUpBrowser();

/** Switches chat maintenance from an admin's page (a same-origin fetch, as the site's own calls are). */
async function setMaintenance(admin: Page, enabled: boolean): Promise<void> {
  const status = await admin.evaluate(async (on) => {
    const response = await fetch('/api/admin/chat/maintenance', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ enabled: on }),
      credentials: 'same-origin',
    });
    return response.status;
  }, enabled);
  expect(status).toBe(200);
}

/** The open conversation of an inbox page (the list beside it may show the same text as a snippet). */
const conversation = (page: Page) => page.getByRole('region', { name: /^Conversation( with |$)/ });

/** The composer of the open conversation: type, press Enter, wait until the text is in the list. */
async function write(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await conversation(page).getByText(text, { exact: true }).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  // The composer empties once the send is answered (the message may show a moment before).
  const handle = await box.elementHandle();
  await page.waitForFunction((element) => (element as HTMLTextAreaElement).value === '', handle, {
    timeout: UI_TIMEOUT,
  });
}

browserTest(
  'Chat: the employer writes from the applicant dialog, the seeker sees the badge and answers live; maintenance disables it',
  async ({ page, context }) => {
    const browser = context.browser();
    if (!browser) throw new Error('No browser behind the context');
    const employerContext = await browser.newContext({ baseURL: baseUrl() });
    const employer = await employerContext.newPage();
    const adminContext = await browser.newContext({ baseURL: baseUrl() });
    const admin = await adminContext.newPage();
    let maintenanceOn = false;
    try {
      await signIn(employer, DEMO.employer.email, DEMO_PASSWORD, DEMO.employer.dashboard);
      const jobsAnswer = await employer.request.get('/api/employer/jobs');
      expect(jobsAnswer.ok()).toBe(true);
      const { jobs } = (await jobsAnswer.json()) as EmployerJobsResponse;
      const job = jobs.find(
        (candidate) =>
          candidate.status === 'approved' &&
          (candidate.expiresAt === null || Date.parse(candidate.expiresAt) > Date.now()),
      );
      if (!job) throw new Error('The demo employer has no live job');

      // A new seeker applies to the job (chat is for candidates who applied or were invited).
      const seeker = newUser('seeker');
      await signUp(page, seeker);
      await startTrial(page);
      await page.goto(`/seeker/jobs/${job.id}`);
      await page.getByRole('button', { name: 'Apply Now' }).first().click();
      const apply = page.getByRole('dialog', { name: `Apply to ${job.title}` });
      await apply.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      const pdf = await pdfResume(context, `${seeker.name}, remote bookkeeper`);
      await apply
        .getByLabel('Upload a resume', { exact: true })
        .and(page.locator('input[type=file]'))
        .setInputFiles({ name: 'Chat resume.pdf', mimeType: 'application/pdf', buffer: pdf });
      await apply.getByRole('radio', { name: /Chat resume/ }).waitFor({ state: 'visible', timeout: 60_000 });
      await apply.getByRole('button', { name: 'Send application' }).click();
      await apply.waitFor({ state: 'detached', timeout: UI_TIMEOUT });

      // The seeker waits on their dashboard: the header's Messages link, no badge yet.
      await page.goto('/seeker/dashboard');
      const seekerMessages = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });
      await seekerMessages.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      expect(await seekerMessages.getByTestId('chat-unread-badge').count()).toBe(0);

      // The employer opens the applicant and presses Chat: the compose flow opens the conversation.
      const applicationsPath = `/employer/jobs/${job.id}/applications`;
      await employer.goto(applicationsPath);
      const row = employer.getByRole('button', { name: seeker.name, exact: true });
      await row.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      await row.click();
      const profile = employer.getByRole('dialog', { name: 'Applicant Profile' });
      await profile.getByRole('link', { name: /^Chat/ }).click();
      await waitForHeading(employer, CHAT_MESSAGES.employerInboxTitle);
      await employer.waitForURL((url) => url.pathname === '/employer/messages' && url.searchParams.has('threadId'), {
        timeout: UI_TIMEOUT,
      });
      await employer
        .getByRole('region', { name: `Conversation with ${seeker.name}` })
        .waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      const hello = `Hello ${seeker.name}, thanks for applying to ${job.title}!`;
      await write(employer, hello);

      // The seeker's header badge shows the unread message live (no reload), then the inbox has it.
      await seekerMessages.getByTestId('chat-unread-badge').waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      expect((await seekerMessages.getByTestId('chat-unread-badge').textContent())?.trim()).toBe('1');
      await seekerMessages.click();
      await waitForHeading(page, CHAT_MESSAGES.seekerInboxTitle);
      await page.getByRole('searchbox', { name: 'Search conversations' }).fill(job.title);
      await page.getByTestId('chat-thread').first().click();
      await conversation(page).getByText(hello, { exact: true }).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      // Read on display: the badge goes.
      await seekerMessages.getByTestId('chat-unread-badge').waitFor({ state: 'detached', timeout: UI_TIMEOUT });

      // The seeker answers; the employer sees it live.
      const answer = 'Thank you! I would love to talk about the role.';
      await write(page, answer);
      await conversation(employer)
        .getByText(answer, { exact: true })
        .waitFor({ state: 'visible', timeout: UI_TIMEOUT });

      // Back leads to the job's applications the employer came from.
      await employer.getByRole('button', { name: /Back/ }).click();
      await employer.waitForURL((url) => url.pathname === applicationsPath, { timeout: UI_TIMEOUT });

      // An admin puts chat under maintenance.
      await signIn(admin, DEMO.admin.email, DEMO_PASSWORD, DEMO.admin.dashboard);
      await setMaintenance(admin, true);
      maintenanceOn = true;

      // The Chat button is disabled and explains why.
      await employer.reload();
      const again = employer.getByRole('button', { name: seeker.name, exact: true });
      await again.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      await again.click();
      const chatButton = employer
        .getByRole('dialog', { name: 'Applicant Profile' })
        .getByRole('button', { name: /^Chat/ });
      await chatButton.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      expect(await chatButton.getAttribute('aria-disabled')).toBe('true');
      const alerted = new Promise<string>((resolve) =>
        employer.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.dismiss();
        }),
      );
      // Playwright will not click what is aria-disabled; a user can, and is told why.
      await chatButton.click({ force: true });
      expect(await alerted).toBe(CHAT_MESSAGES.maintenance);
      expect(new URL(employer.url()).pathname).toBe(applicationsPath);

      // The inbox body is only the notice, for both sides (the seeker's page switches live).
      await page.getByText(CHAT_MESSAGES.maintenanceTitle).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      expect(await page.getByText(CHAT_MESSAGES.maintenanceNotice).count()).toBe(1);
      expect(await page.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
      await employer.goto('/employer/messages');
      await waitForHeading(employer, CHAT_MESSAGES.employerInboxTitle);
      await employer.getByText(CHAT_MESSAGES.maintenanceTitle).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      expect(await employer.getByText(CHAT_MESSAGES.maintenanceNotice).count()).toBe(1);
      expect(await employer.getByTestId('chat-thread').count()).toBe(0);

      await setMaintenance(admin, false);
      maintenanceOn = false;
      await employer.getByTestId('chat-thread').first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    } finally {
      if (maintenanceOn) await setMaintenance(admin, false).catch(() => undefined);
      await employerContext.close();
      await adminContext.close();
    }
  },
  300_000,
);
