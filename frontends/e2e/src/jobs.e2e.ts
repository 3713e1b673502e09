// The public jobs page through the shell, in a real browser: job cards from the API, paging, the
// shared footer, deep-link reloads (SPA fallback) and recovery when the seeker remote fails to load.
import type { JobsPage } from '@marketplace/contracts';
import type { Page } from 'playwright-core';
import { baseUrl, setUpBrowser } from './support/browser';

const browserTest = setUpBrowser();

const CARD = '[data-testid=job-card]';
const SEEKER_REMOTE_ENTRY = '**/remotes/seeker/remoteEntry.js*';

async function fetchJobs(cursor?: string | null): Promise<JobsPage> {
  const url = `${baseUrl()}/api/jobs${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return (await response.json()) as JobsPage;
}

async function waitForCards(page: Page): Promise<void> {
  await page.locator(CARD).first().waitFor({ state: 'visible', timeout: 30_000 });
}

async function cardTitles(page: Page): Promise<string[]> {
  // The title is the card's h2/h3 heading (conventions); take the first heading of each card.
  return page
    .locator(CARD)
    .evaluateAll((cards) => cards.map((card) => (card.querySelector('h2, h3')?.textContent ?? '').trim()));
}

browserTest('shows the newest approved jobs as cards with a heading and a View Details link', async ({ page }) => {
  const api = await fetchJobs();
  expect(api.jobs.length).toBeGreaterThan(0);
  const newest = api.jobs[0];

  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  const response = await page.goto('/jobs');
  expect(response?.status()).toBe(200);
  await waitForCards(page);

  const first = page.locator(CARD).first();
  expect(await first.evaluate((el) => el.tagName)).toBe('ARTICLE');
  expect(await first.locator('h2, h3').allInnerTexts()).toContain(newest.title);

  // A visitor's View Details opens the public job page in this tab (signed-in seekers get the in-app one).
  const link = first.getByRole('link', { name: 'View Details' });
  expect(new URL((await link.getAttribute('href'))!, baseUrl()).pathname).toBe(`/jobs/${newest.id}`);
  expect(await link.getAttribute('target')).toBeNull();

  expect(pageErrors).toEqual([]);
});

browserTest('loading more jobs appends the next page of cards', async ({ page }) => {
  const firstPage = await fetchJobs();
  // The demo seed holds far more than one page of approved jobs.
  expect(firstPage.nextCursor).not.toBeNull();
  const secondPage = await fetchJobs(firstPage.nextCursor);
  expect(secondPage.jobs.length).toBeGreaterThan(0);

  await page.goto('/jobs');
  await waitForCards(page);
  const initial = await page.locator(CARD).count();
  expect(initial).toBe(firstPage.jobs.length);

  const loadMore = page.getByRole('button', { name: /load more/i });
  const hasButton = await loadMore
    .first()
    .waitFor({ state: 'visible', timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  if (hasButton) {
    await loadMore.first().click();
  } else {
    // Infinite scrolling instead of a button: reaching the end of the list must load more.
    await page.locator(CARD).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 10_000);
  }
  await page.waitForFunction(
    ({ selector, count }) => document.querySelectorAll(selector).length > count,
    { selector: CARD, count: initial },
    { timeout: 30_000 },
  );

  const titles = await cardTitles(page);
  expect(titles.length).toBeGreaterThanOrEqual(initial + secondPage.jobs.length);
  expect(titles.slice(initial, initial + secondPage.jobs.length)).toEqual(secondPage.jobs.map((job) => job.title));
});

browserTest('the footer shows the shared texts', async ({ page }) => {
  await page.goto('/jobs');
  const footer = page.getByRole('contentinfo');
  await footer.waitFor({ state: 'visible', timeout: 30_000 });
  const text = await footer.innerText();
  expect(text).toContain('Empowering remote work since 2007');
  expect(text).toContain('1269+ families supported');
});

browserTest('a deep link to /jobs loads and survives a reload (SPA fallback)', async ({ page }) => {
  // The first request of a fresh context straight to /jobs: the server must answer with the shell.
  const response = await page.goto(`${baseUrl()}/jobs`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toMatch(/text\/html/);
  await waitForCards(page);
  const before = await cardTitles(page);

  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await waitForCards(page);
  expect(new URL(page.url()).pathname).toBe('/jobs');
  expect((await cardTitles(page))[0]).toBe(before[0]);
});

browserTest('a seeker remote that fails to load shows Retry, and Retry recovers', async ({ page }) => {
  let blocked = 0;
  await page.route(SEEKER_REMOTE_ENTRY, async (route) => {
    blocked += 1;
    await route.abort('failed');
  });

  await page.goto('/jobs');
  const retry = page.getByRole('button', { name: /retry/i });
  await retry.waitFor({ state: 'visible', timeout: 30_000 });
  expect(blocked).toBeGreaterThan(0);
  expect(await page.locator(CARD).count()).toBe(0);
  // Never a blank page: the shell's frame (footer) is still there around the error.
  expect(await page.getByRole('contentinfo').count()).toBe(1);

  await page.unroute(SEEKER_REMOTE_ENTRY);
  await retry.click();
  await waitForCards(page);
  expect(await page.locator(CARD).count()).toBeGreaterThan(0);
});
