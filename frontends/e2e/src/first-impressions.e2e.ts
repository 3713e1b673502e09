// What a new visitor sees first, in a real browser on a desktop and on a phone-sized screen: the
// home page (search with a category shortcut, the newest jobs, the categories with their live
// counts, how it works, why it can be trusted, the way in for employers) and the search page's
// result count and job-type labels, which name each type the same way in the filter and on the cards.
import { JOB_CARD_TYPE_LABELS, formatJobCount, jobTypesOfCardType, type JobSearchPage } from '@marketplace/contracts';
import type { Page } from 'playwright-core';
import { UI_TIMEOUT, waitForHeading } from './support/accounts';
import { baseUrl, SCREEN_SIZES, setUpBrowser } from './support/browser';

const browserTest = setUpBrowser();
const CARD = '[data-testid=job-card]';

async function apiJobs(query = ''): Promise<JobSearchPage> {
  const response = await fetch(`${baseUrl()}/api/jobs${query ? `?${query}` : ''}`);
  expect(response.status).toBe(200);
  return (await response.json()) as JobSearchPage;
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

for (const size of SCREEN_SIZES) {
  browserTest(
    `the home page shows search, newest jobs, categories with counts, how it works and trust (${size.name})`,
    async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      const newest = await apiJobs();
      await page.goto('/');
      await waitForHeading(page, 'Flexible and remote work for parents');

      const jobs = page.getByRole('list', { name: 'Newest jobs' });
      await jobs.waitFor({ timeout: UI_TIMEOUT });
      // The search's first page starts with the featured jobs: those have their own section.
      const first = newest.jobs.find((job) => !job.isFeatured)!;
      await expect(jobs.getByRole('link', { name: first.title }).first().isVisible()).resolves.toBe(true);
      const featured = newest.jobs.find((job) => job.isFeatured);
      if (featured)
        await expect(
          page
            .getByRole('list', { name: 'Featured jobs' })
            .getByRole('link', { name: featured.title })
            .first()
            .isVisible(),
        ).resolves.toBe(true);

      // Categories with live counts, each a shortcut to the search.
      const categories = page.getByRole('region', { name: 'Browse by category' });
      const category = categories.getByRole('link', { name: new RegExp(`^${first.category}\\b.*\\d+ jobs?`) });
      await category.waitFor({ timeout: UI_TIMEOUT });

      for (const name of ['How it works for job seekers', 'How it works for employers']) {
        await expect(page.getByRole('heading', { name }).isVisible()).resolves.toBe(true);
      }
      await expect(page.getByRole('heading', { name: 'Every job reviewed by a person' }).isVisible()).resolves.toBe(
        true,
      );
      await expect(page.getByRole('heading', { name: 'No scams' }).isVisible()).resolves.toBe(true);
      expect(await page.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/employers');
      await noSidewaysScroll(page);

      // The search with a category shortcut opens /jobs with both in the address.
      const search = page.getByRole('search', { name: 'Search jobs' });
      await search.getByRole('searchbox', { name: 'Search jobs' }).fill('remote');
      await search.getByRole('combobox', { name: 'Category' }).selectOption(first.category);
      await search.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/jobs' &&
          url.searchParams.get('q') === 'remote' &&
          url.searchParams.get('category') === first.category,
        {
          timeout: UI_TIMEOUT,
        },
      );
    },
  );

  browserTest(
    `/jobs shows how many jobs match and names job types the same in the filter and on the cards (${size.name})`,
    async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/jobs');
      await page.locator(CARD).first().waitFor({ timeout: UI_TIMEOUT });
      const all = await apiJobs();
      await page.getByText(formatJobCount(all), { exact: true }).waitFor({ timeout: UI_TIMEOUT });

      // The filter offers the cards' labels; choosing one shows only cards that carry it, and the count follows.
      if (size.name === 'phone') await page.getByRole('button', { name: /^Filters/ }).click();
      const filter = page.getByRole('combobox', { name: 'Job type' });
      const offered = await filter.locator('option').allTextContents();
      expect(offered).toEqual(['Any type', ...Object.values(JOB_CARD_TYPE_LABELS)]);
      await filter.selectOption({ label: JOB_CARD_TYPE_LABELS['full-time'] });
      await page.waitForURL((url) => url.searchParams.getAll('jobType').length > 0, { timeout: UI_TIMEOUT });
      const query = new URL(page.url()).search.slice(1);
      expect(new URLSearchParams(query).getAll('jobType').sort()).toEqual([...jobTypesOfCardType('full-time')].sort());
      const fullTime = await apiJobs(query);
      await page.getByText(formatJobCount(fullTime), { exact: true }).waitFor({ timeout: UI_TIMEOUT });
      await page
        .locator('[aria-busy=true]')
        .waitFor({ state: 'detached', timeout: UI_TIMEOUT })
        .catch(() => undefined);
      const badges = await page
        .locator(CARD)
        .evaluateAll((cards) =>
          cards.map((card) => Array.from(card.querySelectorAll('span')).map((span) => span.textContent?.trim() ?? '')),
        );
      expect(badges.length).toBe(fullTime.jobs.length);
      for (const cardBadges of badges) expect(cardBadges).toContain(JOB_CARD_TYPE_LABELS['full-time']);
      await noSidewaysScroll(page);
    },
  );
}
