// Final actions confirm and report, in a real browser at desktop and phone sizes: a bulk change
// on the employer's applications reports its Undo where the employer clicked; statuses carry one
// name on both sides; the resume opens in a viewer under its file name; Hire asks first and cannot
// be undone; approving in moderation says so in place, and the next job's Approve button does not
// slide under the pointer.
import { randomUUID } from 'node:crypto';
import type { AdminJobsPage, EmployerJobsResponse } from '@marketplace/contracts';
import type { Page } from 'playwright-core';
import {
  DEMO,
  DEMO_PASSWORD,
  UI_TIMEOUT,
  newUser,
  signIn,
  signUp,
  waitForHeading,
  type NewUser,
} from './support/accounts';
import { buyPackage, startTrial } from './support/billing';
import { SCREEN_SIZES, baseUrl, setUpBrowser } from './support/browser';
import { pdfResume } from './support/resume';

const browserTest = setUpBrowser();

/** A live job of the demo employer, from the employer's own list. */
async function liveDemoJob(employer: Page): Promise<{ id: string; title: string }> {
  const answer = await employer.request.get('/api/employer/jobs');
  expect(answer.ok()).toBe(true);
  const { jobs } = (await answer.json()) as EmployerJobsResponse;
  const job = jobs.find(
    (candidate) =>
      candidate.status === 'approved' && (candidate.expiresAt === null || Date.parse(candidate.expiresAt) > Date.now()),
  );
  if (!job) throw new Error('The demo employer has no live job');
  return job;
}

/** A new seeker with a plan applies to the job with a PDF resume named 'Polish resume'. */
async function applyAsNewSeeker(page: Page, job: { id: string; title: string }): Promise<NewUser> {
  const seeker = newUser('seeker');
  await signUp(page, seeker);
  await startTrial(page);
  await page.goto(`/seeker/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Apply Now' }).first().click();
  const apply = page.getByRole('dialog', { name: `Apply to ${job.title}` });
  await apply.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  const pdf = await pdfResume(page.context(), `${seeker.name}, remote bookkeeper`);
  await apply
    .getByLabel('Upload a resume', { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles({ name: 'Polish resume.pdf', mimeType: 'application/pdf', buffer: pdf });
  await apply.getByRole('radio', { name: /Polish resume/ }).waitFor({ state: 'visible', timeout: 60_000 });
  await apply.getByRole('button', { name: 'Send application' }).click();
  await apply.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
  return seeker;
}

for (const screen of SCREEN_SIZES) {
  browserTest(
    `${screen.name}: bulk Undo reports in place, statuses have one name, the resume opens in a viewer, Hire asks first`,
    async ({ page, context }) => {
      await page.setViewportSize(screen);
      const browser = context.browser();
      if (!browser) throw new Error('No browser behind the context');
      const employerContext = await browser.newContext({ baseURL: baseUrl(), viewport: screen });
      const employer = await employerContext.newPage();
      try {
        await signIn(employer, DEMO.employer.email, DEMO_PASSWORD, DEMO.employer.dashboard);
        const job = await liveDemoJob(employer);
        const seeker = await applyAsNewSeeker(page, job);

        // A bulk change, then Undo: the banner the employer clicked says what Undo put back.
        await employer.goto(`/employer/jobs/${job.id}/applications`);
        const select = employer.getByRole('checkbox', { name: `Select ${seeker.name}` });
        await select.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
        await select.check();
        const bulk = employer.getByRole('group', { name: 'Bulk actions' });
        await bulk.getByRole('button', { name: 'Mark as Reviewed' }).click();
        const banner = employer.getByRole('status', { name: 'Bulk change' });
        await banner.getByText('1 application marked Reviewed.').waitFor({ state: 'visible', timeout: UI_TIMEOUT });
        await banner.getByRole('button', { name: 'Undo' }).click();
        await banner
          .getByText('Undone: 1 application is back to Application Pending.')
          .waitFor({ state: 'visible', timeout: UI_TIMEOUT });
        expect(await banner.isVisible()).toBe(true);
        expect(await banner.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);

        // The row and the dialog use the one name of the status.
        const row = employer.getByRole('listitem', { name: seeker.name });
        await row.getByText('Application Pending', { exact: true }).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
        await employer.getByRole('button', { name: seeker.name, exact: true }).click();
        const profile = employer.getByRole('dialog', { name: 'Applicant Profile' });
        await profile.getByText('Review Application First').waitFor({ state: 'visible', timeout: UI_TIMEOUT });

        // The resume opens in a viewer titled with its file name, not as a storage link in a tab.
        const tabs = employerContext.pages().length;
        await profile.getByRole('button', { name: 'View Resume' }).first().click();
        const viewer = employer.getByRole('dialog', { name: 'Polish resume.pdf' });
        await viewer.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
        expect(await viewer.locator('iframe[title="Polish resume.pdf"]').count()).toBe(1);
        expect(employerContext.pages().length).toBe(tabs);
        await viewer.getByRole('button', { name: 'Close' }).click();
        await viewer.waitFor({ state: 'detached', timeout: UI_TIMEOUT });

        await profile.getByRole('button', { name: 'Mark as Reviewed' }).click();
        await profile.getByText('Reviewed', { exact: true }).first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
        expect(await profile.getByText(/^(reviewing|shortlisted)$/).count()).toBe(0);

        // Hire asks first; Cancel changes nothing.
        const status = profile.getByRole('combobox', { name: 'Change status' });
        await status.selectOption('hired');
        await profile.getByRole('button', { name: 'Update Status' }).click();
        const confirm = employer.getByRole('dialog', { name: `Hire ${seeker.name}?` });
        await confirm.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
        expect(await confirm.textContent()).toContain('This cannot be undone');
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await confirm.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
        expect(await profile.locator('span[data-status]').first().textContent()).toBe('Reviewed');

        await profile.getByRole('button', { name: 'Update Status' }).click();
        await confirm.getByRole('button', { name: 'Mark as Hired' }).click();
        await profile.locator('span[data-status="hired"]').first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
        expect(await profile.locator('span[data-status]').first().textContent()).toBe('Hired');

        // The seeker reads the same name.
        await page.goto('/seeker/applications');
        await waitForHeading(page, 'My applications');
        await page
          .getByRole('article', { name: job.title })
          .first()
          .getByText('Hired', { exact: true })
          .waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      } finally {
        await employerContext.close();
      }
    },
    240_000,
  );
}

/** Submits a complete job for review as the employer signed in on `page` (from the page, as the form does). */
async function submitJob(page: Page, title: string): Promise<string> {
  const answer = await page.evaluate(async (jobTitle) => {
    const response = await fetch('/api/employer/jobs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        title: jobTitle,
        description:
          'Keep the books of twenty small family businesses: reconcile accounts every month and prepare reports owners can read.',
        requirements: 'Two years of bookkeeping and comfort with QuickBooks Online or Xero.',
        salaryMin: 28,
        salaryMax: 36,
        salaryType: 'hourly',
        location: 'Remote',
        jobType: 'PART_TIME',
        experienceLevel: 'mid',
        category: 'Accounting',
        skills: ['Bookkeeping'],
        benefits: '',
        applicationDeadline: null,
        website: '',
        linkedinProfile: '',
        contactPhone: '',
        isCompanyPrivate: false,
        isFlexible: true,
        draft: false,
      }),
    });
    return { status: response.status, body: (await response.json()) as { id?: string } };
  }, title);
  if (answer.status !== 201 || !answer.body.id) throw new Error(`Could not submit ${title}: ${answer.status}`);
  return answer.body.id;
}

/** The queue page (from 1) that shows the job, as the admin signed in on `page` reads the queue. */
async function queuePageOf(page: Page, jobId: string): Promise<number> {
  for (let number = 1; number < 100; number++) {
    const answer = await page.request.get(`/api/admin/jobs?page=${number}`);
    expect(answer.ok()).toBe(true);
    const queue = (await answer.json()) as AdminJobsPage;
    if (queue.jobs.some((item) => item.id === jobId)) return number;
    if (queue.jobs.length === 0) break;
  }
  throw new Error(`Job ${jobId} is not in the review queue`);
}

/** Approves the job on its queue page and checks that its row stays put and says so. */
async function approveInPlace(page: Page, title: string, jobId: string): Promise<void> {
  await page.goto(`/admin/jobs?page=${await queuePageOf(page, jobId)}`);
  await waitForHeading(page, 'Job review queue');
  const row = page.getByRole('listitem', { name: title, exact: true });
  const approve = row.getByRole('button', { name: `Approve ${title}` });
  await approve.scrollIntoViewIfNeeded();
  const rowBefore = await row.boundingBox();
  const button = await approve.boundingBox();
  if (!rowBefore || !button) throw new Error('The job is not on screen');
  // After a decision the queue is fetched again, without the approved job.
  const refetched = page.waitForResponse(
    (response) => response.request().method() === 'GET' && /\/api\/admin\/jobs(\?|$)/.test(response.url()),
  );
  await approve.click();

  await row
    .getByRole('status')
    .getByText(`'${title}' approved and now public`)
    .waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  // Once the queue without it is on screen, nothing has moved under the pointer.
  await refetched;
  await page.waitForTimeout(300);
  const rowAfter = await row.boundingBox();
  // Nothing under it moved up into its place. (Other suites of the browser tier share the queue and
  // may add jobs above it meanwhile, which only moves it down, away from the pointer.)
  expect(Math.round(rowAfter!.y)).toBeGreaterThanOrEqual(Math.round(rowBefore.y));
  const underPointer = await page.evaluate(
    ({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      const target = element?.closest('button, a');
      return target ? (target.getAttribute('aria-label') ?? target.textContent ?? '') : null;
    },
    { x: button.x + button.width / 2, y: button.y + button.height / 2 },
  );
  expect(underPointer ?? '').not.toMatch(/^Approve/);
  expect(await row.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
}

browserTest(
  'moderation: approving says so in the job row, and the next Approve button stays where it was (desktop, then phone)',
  async ({ page }) => {
    const employer = newUser('employer');
    await signUp(page, employer);
    // Unlimited job posts for 180 days: room for the two jobs this test submits.
    await buyPackage(page, 'gold-plus-small-business');
    const suffix = randomUUID().slice(0, 6);
    const first = `Moderation Bookkeeper ${suffix} A`;
    const second = `Moderation Bookkeeper ${suffix} B`;
    const firstId = await submitJob(page, first);
    const secondId = await submitJob(page, second);
    await page.context().clearCookies();

    await signIn(page, DEMO.admin.email, DEMO_PASSWORD, DEMO.admin.dashboard);
    await page.setViewportSize(SCREEN_SIZES[0]);
    await approveInPlace(page, first, firstId);
    await page.setViewportSize(SCREEN_SIZES[1]);
    await approveInPlace(page, second, secondId);
  },
  180_000,
);
