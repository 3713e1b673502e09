// The notification center in real browsers against the real stack. (a) The demo employer keeps a
// page open while two new seekers apply to one of its live jobs: the bell's count rises live, without
// a reload, and the panel shows the grouped line. (b) A seeker turns the e-mail of 'Moved to
// interview' off on /settings/notifications: moved to interview, they get no such e-mail while the
// bell shows it; back on 'As it happens', the next one arrives by e-mail. (c) Every role reaches the
// preferences from its settings page, and the kinds always e-mailed cannot be turned off.
import type { BrowserContext, Page } from 'playwright-core';
import {
  APPLICATION_EMAIL_TEXTS,
  NOTIFICATION_CENTER_MESSAGES as MESSAGES,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_PATHS,
  type EmployerJobListItem,
  type EmployerJobsResponse,
  type NotificationPreferences,
  type SeekerApplicationsResponse,
} from '@marketplace/contracts';
import { baseUrl, setUpBrowser } from './support/browser';
import {
  DEMO,
  DEMO_PASSWORD,
  UI_TIMEOUT,
  mailboxUrl,
  newUser,
  signIn,
  signUp,
  waitForHeading,
  waitForMail,
  type CapturedMessage,
  type NewUser,
} from './support/accounts';
import { startTrial } from './support/billing';
import { pdfResume } from './support/resume';
import { callApi } from './support/api';

const browserTest = setUpBrowser();

/** How long a live update may take to reach an open page. */
const LIVE_TIMEOUT = 20_000;

/** The header's bell, whatever its count. */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, / });

/** The demo employer's live jobs. */
async function liveJobs(employer: Page): Promise<EmployerJobListItem[]> {
  const answer = await employer.request.get('/api/employer/jobs');
  expect(answer.ok()).toBe(true);
  const { jobs } = (await answer.json()) as EmployerJobsResponse;
  return jobs.filter(
    (job) => job.status === 'approved' && (job.expiresAt === null || Date.parse(job.expiresAt) > Date.now()),
  );
}

/**
 * A signed-up seeker with a plan applies to `job` from its page; the first application uploads a
 * resume, later ones pick it.
 */
async function apply(page: Page, context: BrowserContext, seeker: NewUser, job: EmployerJobListItem, upload: boolean) {
  await page.goto(`/seeker/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Apply Now' }).first().click();
  const dialog = page.getByRole('dialog', { name: `Apply to ${job.title}` });
  await dialog.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  if (upload) {
    const pdf = await pdfResume(context, `${seeker.name}, remote bookkeeper`);
    await dialog
      .getByLabel('Upload a resume', { exact: true })
      .and(page.locator('input[type=file]'))
      .setInputFiles({ name: 'Notified resume.pdf', mimeType: 'application/pdf', buffer: pdf });
  }
  const resume = dialog.getByRole('radio', { name: /Notified resume/ });
  await resume.waitFor({ state: 'visible', timeout: 60_000 });
  await resume.check();
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await dialog.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
}

/** A new seeker, signed up with a trial, in their own browser context. */
async function newSeeker(context: BrowserContext): Promise<{ page: Page; seeker: NewUser }> {
  const page = await context.newPage();
  const seeker = newUser('seeker');
  await signUp(page, seeker);
  await startTrial(page);
  return { page, seeker };
}

/** Chooses how one kind's e-mail goes on the preferences page, and saves. */
async function chooseEmail(page: Page, kindLabel: string, mode: 'As it happens' | 'Daily digest' | 'Off') {
  await page.goto(NOTIFICATION_PATHS.preferences);
  await waitForHeading(page, MESSAGES.preferencesTitle);
  const row = page.getByRole('group', { name: kindLabel, exact: true });
  await row.getByRole('combobox', { name: MESSAGES.emailLabel }).selectOption({ label: mode });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(MESSAGES.saved).first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
}

/** The messages the capture mailbox holds for `to` now. */
async function mailsTo(to: string): Promise<CapturedMessage[]> {
  const mailbox = mailboxUrl();
  if (!mailbox) throw new Error('MAILBOX_URL is not set');
  const response = await fetch(`${mailbox}/api/messages?to=${encodeURIComponent(to)}`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { messages: CapturedMessage[] }).messages;
}

/** The employer moves the seeker's application for `job` to interview (reviewed first, as the transitions say). */
async function moveToInterview(employer: Page, seekerPage: Page, job: EmployerJobListItem): Promise<void> {
  const mine = await callApi(seekerPage, 'GET', '/api/seeker/applications');
  expect(mine.status).toBe(200);
  const application = (mine.body as SeekerApplicationsResponse).applications.find((item) => item.job.id === job.id);
  if (!application) throw new Error(`No application for ${job.title}`);
  const path = `/api/employer/applications/${application.id}/status`;
  expect(
    (await callApi(employer, 'PUT', path, { status: 'reviewed', interviewStage: 'initial_screening' })).status,
  ).toBe(200);
  expect((await callApi(employer, 'PUT', path, { status: 'interview' })).status).toBe(200);
}

browserTest(
  'Notifications: the employer’s bell counts new applicants live and the panel groups them',
  async ({ page, context }) => {
    await signIn(page, DEMO.employer.email, DEMO_PASSWORD, DEMO.employer.dashboard);
    const [job] = await liveJobs(page);
    if (!job) throw new Error('The demo employer has no live job');
    // Start from nothing unread, so the counts below are this test's.
    expect((await callApi(page, 'POST', '/api/notifications/read', { all: true })).status).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: MESSAGES.bellLabel(0) }).waitFor({ timeout: UI_TIMEOUT });

    const browser = context.browser();
    if (!browser) throw new Error('No browser behind the context');
    // Each seeker in a browser of their own: a signed-in browser cannot sign up again.
    for (const expected of [1, 2]) {
      const seekerContext = await browser.newContext({ baseURL: baseUrl() });
      try {
        const seeker = await newSeeker(seekerContext);
        await apply(seeker.page, seekerContext, seeker.seeker, job, true);
        // Applying records a 'new-applicant' notification for the employer; the open page hears it.
        await page.getByRole('button', { name: MESSAGES.bellLabel(expected) }).waitFor({ timeout: LIVE_TIMEOUT });
      } finally {
        await seekerContext.close();
      }
    }

    await bell(page).click();
    const panel = page.getByRole('dialog', { name: MESSAGES.panelTitle });
    const grouped = panel.getByRole('link', { name: `Unread: 2 new applicants for ${job.title}` });
    await grouped.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    // Opening the group marks both read.
    await grouped.click();
    await panel.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    await page.getByRole('button', { name: MESSAGES.bellLabel(0) }).waitFor({ timeout: UI_TIMEOUT });
  },
  240_000,
);

browserTest(
  'Notifications: e-mail Off keeps a kind out of the inbox but under the bell; As it happens brings it back',
  async ({ page, context }) => {
    const interviewLabel = NOTIFICATION_KIND_INFO['application-interview'].label;
    const browser = context.browser();
    if (!browser) throw new Error('No browser behind the context');
    const employerContext = await browser.newContext({ baseURL: baseUrl() });
    const employer = await employerContext.newPage();
    try {
      await signIn(employer, DEMO.employer.email, DEMO_PASSWORD, DEMO.employer.dashboard);
      const jobs = await liveJobs(employer);
      if (jobs.length < 2) throw new Error('The demo employer needs two live jobs');
      const [firstJob, secondJob] = jobs as [EmployerJobListItem, EmployerJobListItem];

      const seeker = newUser('seeker');
      await signUp(page, seeker);
      await startTrial(page);
      await chooseEmail(page, interviewLabel, 'Off');
      const saved = await callApi(page, 'GET', '/api/notifications/preferences');
      expect((saved.body as NotificationPreferences).preferences).toContainEqual({
        kind: 'application-interview',
        inApp: true,
        email: 'off',
      });

      await apply(page, context, seeker, firstJob, true);
      await page.goto('/seeker/applications');
      await waitForHeading(page, 'My applications');
      await moveToInterview(employer, page, firstJob);
      // Moving to interview records an 'application-interview' notification.
      await page.getByRole('button', { name: /^Notifications, [1-9]/ }).waitFor({ timeout: LIVE_TIMEOUT });
      await bell(page).click();
      const panel = page.getByRole('dialog', { name: MESSAGES.panelTitle });
      await panel
        .getByRole('link', { name: new RegExp(`interview.*${firstJob.title}|${firstJob.title}.*interview`, 'i') })
        .first()
        .waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      await page.keyboard.press('Escape');
      // The immediate mail would have gone by now (the bell already shows the notification).
      await page.waitForTimeout(5_000);
      const interviewMail = (message: CapturedMessage, title: string) =>
        message.subject.includes('would like to interview you') && message.subject.includes(title);
      expect((await mailsTo(seeker.email)).filter((message) => interviewMail(message, firstJob.title))).toEqual([]);

      await chooseEmail(page, interviewLabel, 'As it happens');
      await apply(page, context, seeker, secondJob, false);
      await moveToInterview(employer, page, secondJob);
      const mail = await waitForMail(
        seeker.email,
        (message) => interviewMail(message, secondJob.title),
        `titled like '${APPLICATION_EMAIL_TEXTS.interview.subject(secondJob.title, '<company>')}'`,
        30_000,
      );
      expect(mail.subject).toContain(secondJob.title);
    } finally {
      await employerContext.close();
    }
  },
  240_000,
);

browserTest(
  'Notifications: each role opens its preferences from Settings; the kinds always e-mailed cannot be turned off',
  async ({ page }) => {
    for (const who of [DEMO.seeker, DEMO.employer, DEMO.admin] as const) {
      await signIn(page, who.email, DEMO_PASSWORD, who.dashboard);
      // The bell is in the header for every role, and opens its panel.
      await bell(page).waitFor({ timeout: UI_TIMEOUT });
      await bell(page).click();
      const panel = page.getByRole('dialog', { name: MESSAGES.panelTitle });
      await panel.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
      expect(await bell(page).evaluate((element) => element === document.activeElement)).toBe(true);

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('link', { name: MESSAGES.preferencesLink }).click();
      await waitForHeading(page, MESSAGES.preferencesTitle);
      await page.getByRole('combobox', { name: MESSAGES.timeZoneLabel }).waitFor({ timeout: UI_TIMEOUT });
      if (who !== DEMO.admin) {
        const receipts = page.getByRole('group', { name: NOTIFICATION_KIND_INFO.receipt.label, exact: true });
        const email = receipts.getByRole('combobox', { name: MESSAGES.emailLabel });
        expect(await email.locator('option', { hasText: 'Off' }).isDisabled()).toBe(true);
        await receipts.getByText(MESSAGES.emailRequiredNote).waitFor({ timeout: UI_TIMEOUT });
      }
      // The full page is there for every role too.
      await page.goto(NOTIFICATION_PATHS.center);
      await waitForHeading(page, MESSAGES.pageTitle);
      await page.context().clearCookies();
    }
  },
  180_000,
);
