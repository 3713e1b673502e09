// Posting a job in a real browser: messages on blur, a draft, the preview, submitting for review;
// then an admin approves it and the job is public (search and its public page).
import { randomUUID } from 'node:crypto';
import type { JobsPage } from '@marketplace/contracts';
import type { Page } from 'playwright-core';
import {
  DEMO,
  DEMO_PASSWORD,
  UI_TIMEOUT,
  newUser,
  signIn,
  signOut,
  signUp,
  waitForHeading,
  waitForPath,
  waitForText,
} from './support/accounts';
import { buyPackage } from './support/billing';
import { baseUrl, setUpBrowser } from './support/browser';

const browserTest = setUpBrowser();

const DESCRIPTION =
  'Keep the books of twenty small family businesses: reconcile accounts every month, chase invoices kindly and prepare reports owners can read.';
const QUALIFICATIONS = 'Two years of bookkeeping and comfort with QuickBooks Online or Xero.';

async function fillJob(page: Page, title: string): Promise<void> {
  await page.getByLabel(/^Job title/).fill(title);
  await page.getByLabel(/^Category/).selectOption('Accounting');
  await page.getByLabel(/^Description/).fill(DESCRIPTION);
  await page.getByLabel(/^Qualifications/).fill(QUALIFICATIONS);
  const skills = page.getByRole('combobox', { name: 'Skills' });
  await skills.fill('bookk');
  await page.getByRole('listbox', { name: 'Skills suggestions' }).getByRole('option', { name: 'Bookkeeping' }).click();
  await page.getByLabel(/^Location/).fill('Remote');
  await page.getByLabel(/^Job type/).selectOption('PART_TIME');
  await page.getByLabel(/^Experience level/).selectOption('mid');
  await page.getByLabel(/^Minimum salary/).fill('28');
  await page.getByLabel(/^Maximum salary/).fill('36');
  await page.getByLabel(/^Salary type/).selectOption('hourly');
}

browserTest(
  'an employer posts a job: blur messages, draft, preview, submit; an admin approves it and it goes public',
  async ({ page }) => {
    const employer = newUser('employer');
    await signUp(page, employer);
    // Submitting for review spends a job post: the new company buys one first.
    await buyPackage(page);
    await page.goto('/employer/jobs/new');
    await waitForHeading(page, 'Post a job');

    // Messages appear when a field is left, and go when it is fixed.
    const title = page.getByLabel(/^Job title/);
    await title.focus();
    await title.blur();
    await waitForText(page, 'Job title is required');
    const min = page.getByLabel(/^Minimum salary/);
    await min.fill('5000');
    await page.getByLabel(/^Maximum salary/).fill('100');
    await page.getByLabel(/^Maximum salary/).blur();
    await waitForText(page, 'Minimum salary cannot exceed maximum salary');
    await waitForText(page, 'Maximum salary must be at least the minimum salary');
    const phone = page.getByLabel(/^Contact phone/);
    await phone.pressSequentially('5551234567');
    expect(await phone.inputValue()).toBe('(555) 123-4567');

    // A draft keeps what is there even with required fields empty.
    const jobTitle = `E2E Bookkeeper ${randomUUID().slice(0, 6)}`;
    await title.fill(jobTitle);
    await min.fill('');
    await page.getByLabel(/^Maximum salary/).fill('');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await waitForText(page, 'Draft saved');
    await page.waitForURL(/\/employer\/jobs\/[^/]+\/edit$/, { timeout: UI_TIMEOUT });
    await page.goto('/employer/jobs');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: jobTitle }) });
    await row.getByText('Draft', { exact: true }).waitFor({ timeout: UI_TIMEOUT });

    // Finish it, preview it, submit it.
    await row.getByRole('link', { name: `Edit ${jobTitle}` }).click();
    await waitForHeading(page, 'Edit job');
    await expectValue(page, /^Job title/, jobTitle);
    await fillJob(page, jobTitle);
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForHeading(page, 'Preview your job');
    const card = page.getByRole('region', { name: 'Job card preview' }).getByTestId('job-card');
    await card.getByRole('heading', { name: jobTitle }).waitFor();
    expect(await card.textContent()).toContain('$28 - $36/hr');
    expect(await card.textContent()).toContain(employer.companyName);
    await page
      .getByRole('region', { name: 'Job page preview' })
      .getByRole('heading', { name: 'Qualifications' })
      .waitFor();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await waitForPath(page, '/employer/jobs');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: jobTitle }) })
      .getByText('In review', { exact: true })
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await searchTitles(jobTitle)).not.toContain(jobTitle);
    await signOut(page);

    // The admin approves it from the queue; then it is public.
    await signIn(page, DEMO.admin.email, DEMO_PASSWORD, DEMO.admin.dashboard);
    await page.goto('/admin/jobs');
    await waitForHeading(page, 'Job review queue');
    await page.getByRole('list', { name: 'Jobs waiting for review' }).waitFor({ timeout: UI_TIMEOUT });
    const queued = page.getByRole('listitem', { name: jobTitle });
    while (!(await queued.isVisible())) {
      // The queue is oldest first; walk the pages until the job shows.
      const next = page.getByRole('button', { name: /Next/ });
      if (!(await next.isEnabled().catch(() => false))) break;
      await next.click();
      await page.waitForTimeout(300);
    }
    await queued.getByRole('button', { name: `Approve ${jobTitle}` }).click();
    await waitForText(page, `'${jobTitle}' approved and now public`);
    expect(await searchTitles(jobTitle)).toContain(jobTitle);
  },
);

async function expectValue(page: Page, label: RegExp, value: string): Promise<void> {
  const field = page.getByLabel(label);
  await field.waitFor();
  expect(await field.inputValue()).toBe(value);
}

async function searchTitles(q: string): Promise<string[]> {
  const response = await fetch(`${baseUrl()}/api/jobs?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as JobsPage;
  return body.jobs.map((job) => job.title);
}
