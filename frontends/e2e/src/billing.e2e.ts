// Billing in a real browser against the real stack and the local Authorize.net sandbox: a sandbox
// test card is added in the payment method dialog, and no request to /api ever carries the card
// number (it goes to Accept.js and the card provider only); a seeker subscribes to a plan; an
// employer buys a Featured Job Post and the job it pays for is first in search with its badge.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import type { EmployerJob } from '@marketplace/contracts';
import { setUpBrowser } from './support/browser';
import {
  DEMO,
  DEMO_PASSWORD,
  UI_TIMEOUT,
  newUser,
  signIn,
  signOut,
  signUp,
  waitForHeading,
  waitForText,
} from './support/accounts';
import { callApi } from './support/api';

const browserTest = setUpBrowser();

const CARD_NUMBER = '4111111111111111';
const nextYear = String(new Date().getFullYear() + 1);

/** Types the sandbox card into the open payment method dialog once Accept.js is ready. */
async function fillSandboxCard(page: Page, dialog: Locator): Promise<void> {
  await page.waitForFunction(
    () => {
      const button = [...document.querySelectorAll('button')].find((element) => element.textContent === 'Add Card');
      return !!button && !button.disabled;
    },
    undefined,
    { timeout: UI_TIMEOUT },
  );
  await dialog.getByLabel('Card Number').pressSequentially(CARD_NUMBER);
  await dialog.getByLabel('Expiry Month').fill('3');
  await dialog.getByLabel('Expiry Year').fill(nextYear);
  await dialog.getByLabel('CVV').fill('123');
}

/** Fills the sandbox card in and adds it. */
async function addSandboxCard(page: Page, dialog: Locator): Promise<void> {
  await fillSandboxCard(page, dialog);
  await dialog.getByRole('button', { name: 'Add Card' }).click();
}

browserTest(
  'Billing: an employer adds a sandbox test card; the card number never reaches /api',
  async ({ page }) => {
    const user = newUser('employer');
    await signUp(page, user);

    // Every request body the page sends, by address.
    const sent: Array<{ url: string; body: string }> = [];
    page.on('request', (request) => sent.push({ url: request.url(), body: request.postData() ?? '' }));

    await page.goto('/employer/billing');
    await waitForHeading(page, 'Billing');
    await page.getByRole('heading', { name: 'Payment methods' }).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    await waitForText(page, 'No payment methods yet.');

    await page.getByRole('button', { name: 'Add Payment Method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Payment Method' });
    // The sandbox notice names a test card; the card number is grouped in fours as typed.
    await dialog
      .getByRole('note')
      .filter({ hasText: '4111 1111 1111 1111' })
      .waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    await fillSandboxCard(page, dialog);
    expect(await dialog.getByLabel('Card Number').inputValue()).toBe('4111 1111 1111 1111');
    await dialog.getByRole('button', { name: 'Add Card' }).click();

    await waitForText(page, 'Payment method added');
    await dialog.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    const card = page.getByRole('listitem', { name: 'Visa ending in 1111' });
    await card.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    expect(await card.textContent()).toContain(`Expires 03/${nextYear}`);

    const toApi = sent.filter((request) => new URL(request.url).pathname.startsWith('/api/'));
    const saves = toApi.filter(
      (request) => new URL(request.url).pathname === '/api/employer/billing/payment-methods' && request.body !== '',
    );
    expect(saves).toHaveLength(1);
    expect(Object.keys(JSON.parse(saves[0]!.body) as object).sort()).toEqual([
      'expiryMonth',
      'expiryYear',
      'isDefault',
      'opaqueDataDescriptor',
      'opaqueDataValue',
    ]);
    for (const request of toApi) {
      expect(request.body.replace(/\D/g, '')).not.toContain(CARD_NUMBER);
      expect(request.url).not.toContain(CARD_NUMBER);
    }
    // The card did go somewhere: to the card provider (the sandbox), which the watch saw too.
    expect(
      sent.some((request) => !new URL(request.url).pathname.startsWith('/api/') && request.body.includes(CARD_NUMBER)),
    ).toBe(true);
  },
  120_000,
);

browserTest(
  'Plans: a seeker subscribes to Gold with a sandbox card and holds the plan',
  async ({ page }) => {
    await signUp(page, newUser('seeker'));
    await page.goto('/seeker/plans');
    await waitForHeading(page, 'Plans');
    const subscribe = page.getByRole('button', { name: 'Subscribe: Gold Mom Professional' });
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('button')].some(
          (element) => element.getAttribute('aria-label') === 'Subscribe: Gold Mom Professional' && !element.disabled,
        ),
      undefined,
      {
        timeout: UI_TIMEOUT,
      },
    );
    await subscribe.click();
    // No card yet: the payment method dialog comes first, then the confirmation.
    await addSandboxCard(page, page.getByRole('dialog', { name: 'Add Payment Method' }));
    const confirm = page.getByRole('dialog', { name: 'Subscribe to Gold Mom Professional' });
    await confirm.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    expect(await confirm.textContent()).toContain('$49.99 per 2 months, charged now to Visa ending in 1111.');
    await confirm.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await waitForText(page, 'You are subscribed');
    const current = page.getByRole('region', { name: 'Your plan' });
    await current.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    expect(await current.textContent()).toContain('Gold Mom Professional');
    await page
      .getByRole('listitem', { name: 'Gold Mom Professional' })
      .getByText('Selected', { exact: true })
      .waitFor({ timeout: UI_TIMEOUT });
  },
  120_000,
);

browserTest(
  'Packages: an employer buys a Featured Job Post; once approved, the job is first in search with the Featured badge',
  async ({ page }) => {
    const employer = newUser('employer');
    await signUp(page, employer);
    await page.goto('/employer/packages');
    await waitForHeading(page, 'Packages');
    await page
      .getByRole('listitem', { name: 'Featured Job Post' })
      .getByText('$127 per job post')
      .waitFor({ timeout: UI_TIMEOUT });
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('button')].some(
          (element) => element.getAttribute('aria-label') === 'Buy: Featured Job Post' && !element.disabled,
        ),
      undefined,
      {
        timeout: UI_TIMEOUT,
      },
    );
    await page.getByRole('button', { name: 'Buy: Featured Job Post' }).click();
    await addSandboxCard(page, page.getByRole('dialog', { name: 'Add Payment Method' }));
    const confirm = page.getByRole('dialog', { name: 'Buy Featured Job Post' });
    await confirm.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    expect(await confirm.textContent()).toContain('$127, charged now to Visa ending in 1111.');
    await confirm.getByRole('button', { name: 'Buy', exact: true }).click();
    await waitForText(page, 'Package bought');
    const credits = page.getByRole('region', { name: 'Your job posts' });
    await credits.getByText('1 job post left', { exact: false }).waitFor({ timeout: UI_TIMEOUT });
    expect(await credits.textContent()).toContain('(1 featured)');

    // The job form says what is left; the job is submitted (its form has its own journey).
    await page.goto('/employer/jobs/new');
    await waitForHeading(page, 'Post a job');
    await page
      .getByRole('note', { name: 'Job posts left' })
      .getByText('1 job post left', { exact: false })
      .waitFor({ timeout: UI_TIMEOUT });
    const title = `E2E Featured Payroll Lead ${randomUUID().slice(0, 6)}`;
    const job = await callApi<EmployerJob>(page, 'POST', '/api/employer/jobs', {
      title,
      description:
        'Run payroll for our distributed team of forty people, keep records tidy and answer questions from staff with patience and care.',
      requirements: 'Three years of payroll experience and a calm, careful way of working.',
      salaryMin: 30,
      salaryMax: 40,
      salaryType: 'hourly',
      location: 'Remote',
      jobType: 'PART_TIME',
      experienceLevel: 'mid',
      category: 'Accounting',
      skills: ['Payroll'],
      benefits: '',
      applicationDeadline: null,
      website: '',
      linkedinProfile: '',
      contactPhone: '',
      isCompanyPrivate: false,
      isFlexible: true,
    });
    expect(job.status).toBe(201);
    await signOut(page);

    await signIn(page, DEMO.admin.email, DEMO_PASSWORD, DEMO.admin.dashboard);
    expect((await callApi(page, 'POST', `/api/admin/jobs/${job.body.id}/approve`, {})).status).toBe(200);
    await signOut(page);

    await page.goto('/jobs');
    const first = page.getByTestId('job-card').first();
    await first.getByRole('heading', { name: title }).waitFor({ timeout: UI_TIMEOUT });
    await first.getByText('Featured', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
  },
  180_000,
);
