// Finding, saving and sharing jobs in a real browser: the search and filters live in the URL
// (shareable, Back works), the heart saves for a signed-in seeker, the share button copies the
// public link, and that public page reads without signing in.
import type { JobsPage } from '@marketplace/contracts';
import type { Page } from 'playwright-core';
import { UI_TIMEOUT, newUser, signUp, waitForHeading, waitForPath } from './support/accounts';
import { baseUrl, setUpBrowser } from './support/browser';

const browserTest = setUpBrowser();
const CARD = '[data-testid=job-card]';

async function apiJobs(query = ''): Promise<JobsPage> {
  const response = await fetch(`${baseUrl()}/api/jobs${query ? `?${query}` : ''}`);
  expect(response.status).toBe(200);
  return (await response.json()) as JobsPage;
}

async function cardTitles(page: Page): Promise<string[]> {
  await page
    .locator(`${CARD}, [role=status]:has-text("No jobs")`)
    .first()
    .waitFor({ timeout: UI_TIMEOUT })
    .catch(() => undefined);
  return page
    .locator(CARD)
    .evaluateAll((cards) => cards.map((card) => (card.querySelector('h2, h3')?.textContent ?? '').trim()));
}

async function waitForSearch(page: Page, search: string): Promise<void> {
  await page.waitForURL((url) => url.search === search, { timeout: UI_TIMEOUT });
  await page
    .locator('[aria-busy=true]')
    .waitFor({ state: 'detached', timeout: UI_TIMEOUT })
    .catch(() => undefined);
}

browserTest(
  'searches with filters kept in the URL; the URL is shareable and Back restores the search',
  async ({ page }) => {
    const all = await apiJobs();
    const word = all.jobs[0].title.split(/\s+/).find((w) => w.length >= 5) ?? all.jobs[0].title.split(/\s+/)[0];

    await page.goto('/jobs');
    await page.locator(CARD).first().waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(word);
    await waitForSearch(page, `?q=${encodeURIComponent(word)}`);
    const expected = await apiJobs(`q=${encodeURIComponent(word)}`);
    await page.locator(CARD).first().waitFor({ timeout: UI_TIMEOUT });
    expect(await cardTitles(page)).toEqual(expected.jobs.map((job) => job.title));

    // A click, not check(): the box is checked once the search is in the URL (a re-render later), and
    // check() refuses a box that is not checked at once; the next line waits for that URL.
    await page.getByRole('checkbox', { name: 'Remote only' }).click();
    await waitForSearch(page, `?q=${encodeURIComponent(word)}&remote=true`);
    const remote = await apiJobs(`q=${encodeURIComponent(word)}&remote=true`);
    if (remote.jobs.length) await page.locator(CARD).first().waitFor({ timeout: UI_TIMEOUT });
    else await page.getByRole('heading', { name: 'No jobs match your search' }).waitFor({ timeout: UI_TIMEOUT });
    expect(await cardTitles(page)).toEqual(remote.jobs.map((job) => job.title));

    // Back returns to the keyword-only search, with the box and checkbox showing it.
    await page.goBack();
    await waitForSearch(page, `?q=${encodeURIComponent(word)}`);
    expect(await page.getByRole('checkbox', { name: 'Remote only' }).isChecked()).toBe(false);
    expect(await page.getByRole('searchbox', { name: 'Search jobs' }).inputValue()).toBe(word);

    // The address alone reproduces a search (shareable).
    await page.goto('/jobs?category=Accounting&jobType=PART_TIME');
    expect(await page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('Accounting');
    const filtered = await apiJobs('category=Accounting&jobType=PART_TIME');
    if (filtered.jobs.length) {
      await page.locator(CARD).first().waitFor({ timeout: UI_TIMEOUT });
      expect(await cardTitles(page)).toEqual(filtered.jobs.map((job) => job.title));
    } else {
      await page.getByRole('heading', { name: 'No jobs match your search' }).waitFor({ timeout: UI_TIMEOUT });
    }
  },
);

browserTest('a seeker saves a job with the heart and finds it on the saved-jobs page', async ({ page }) => {
  const seeker = newUser('seeker');
  await signUp(page, seeker);
  await page.goto('/seeker/jobs');
  const card = page.locator(CARD).first();
  await card.waitFor({ timeout: UI_TIMEOUT });
  const title = ((await card.locator('h2, h3').first().textContent()) ?? '').trim();
  const heart = card.getByRole('button', { name: `Save ${title}` });
  expect(await heart.getAttribute('aria-pressed')).toBe('false');
  await heart.click();
  await page.waitForFunction(
    (name) => document.querySelector(`[aria-label="Save ${name}"]`)?.getAttribute('aria-pressed') === 'true',
    title,
    { timeout: UI_TIMEOUT },
  );

  await page.goto('/seeker/saved-jobs');
  await waitForHeading(page, 'Saved jobs');
  const saved = page.getByRole('list', { name: 'Saved jobs' });
  await saved.getByRole('heading', { name: title }).waitFor({ timeout: UI_TIMEOUT });
  await saved.getByRole('button', { name: `Save ${title}` }).click();
  await page.getByText('No saved jobs yet').waitFor({ timeout: UI_TIMEOUT });
});

browserTest('anonymous visitors who press the heart are sent to sign in', async ({ page }) => {
  await page.goto('/jobs');
  const card = page.locator(CARD).first();
  await card.waitFor({ timeout: UI_TIMEOUT });
  await card.getByRole('button', { name: /^Save / }).click();
  await waitForPath(page, '/sign-in');
});

browserTest('the share button copies the public link, which opens without signing in', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await page.goto('/jobs');
  const card = page.locator(CARD).first();
  await card.waitFor({ timeout: UI_TIMEOUT });
  const title = ((await card.locator('h2, h3').first().textContent()) ?? '').trim();
  await card.getByRole('button', { name: `Share ${title}` }).click();
  await page.getByText('Job link copied to clipboard!').waitFor({ timeout: UI_TIMEOUT });
  await page.getByText('Share this link with anyone - no login required').waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const url = new URL(copied);
  expect(url.pathname).toMatch(/^\/jobs\/[0-9a-f-]{36}-[a-z0-9-]+$/);

  // The public page: server HTML carries the title and JSON-LD; the app shows the job.
  const html = await (await fetch(`${baseUrl()}${url.pathname}`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('application/ld+json');
  expect(html).toContain('JobPosting');
  await page.goto(url.pathname);
  await waitForHeading(page, title);
});
