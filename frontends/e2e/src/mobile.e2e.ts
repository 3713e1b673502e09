// The site on a phone (390x844) and on a desktop (1280x900), in a real browser: below 768 px the
// main navigation folds behind a Menu button and the job filters behind a 'Filters (n)' toggle (the
// keyword box stays in view); no page scrolls sideways; on a desktop the links show with no Menu.
import type { Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, UI_TIMEOUT, signIn, waitForHeading, waitForPath } from './support/accounts';
import { setUpBrowser } from './support/browser';

const browserTest = setUpBrowser();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** True when the page is no wider than the window (nothing to scroll sideways). */
function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

browserTest('on a phone the Menu button opens and closes the main navigation', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  // While the menu is closed its nav is display: none, so these find nothing (and are not visible).
  const nav = page.getByRole('navigation', { name: 'Main' });
  const findJobs = nav.getByRole('link', { name: 'Find jobs' });
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
  expect(await findJobs.isVisible()).toBe(false);
  expect(await fitsWidth(page)).toBe(true);

  await menu.click();
  expect(await menu.getAttribute('aria-expanded')).toBe('true');
  await findJobs.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  expect(await nav.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
  expect(await fitsWidth(page)).toBe(true);

  // Escape closes it and puts focus back on the button.
  await findJobs.focus();
  await page.keyboard.press('Escape');
  await findJobs.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
  expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);

  // Following a link closes it too.
  await menu.click();
  await findJobs.click();
  await waitForPath(page, '/jobs');
  await findJobs.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
});

browserTest("on a phone a signed-in person's longer menu fits the width", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.seeker.email, DEMO_PASSWORD, DEMO.seeker.dashboard);
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await menu.click();
  await nav.getByRole('button', { name: 'Sign Out' }).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  expect(await nav.getByRole('link', { name: 'My applications' }).isVisible()).toBe(true);
  expect(await fitsWidth(page)).toBe(true);
});

browserTest(
  'on a phone /jobs folds the filters behind Filters with the active count and never scrolls sideways',
  async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/jobs');
    await waitForHeading(page, 'Remote and flexible jobs');
    const search = page.getByRole('searchbox', { name: 'Search jobs' });
    const category = page.getByRole('combobox', { name: 'Category' });
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await filters.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    expect(await search.isVisible()).toBe(true);
    expect(await category.isVisible()).toBe(false);
    expect(await fitsWidth(page)).toBe(true);

    await filters.click();
    await category.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    expect(await filters.getAttribute('aria-expanded')).toBe('true');
    await category.selectOption('Accounting');
    await page.waitForURL((url) => url.search === '?category=Accounting', { timeout: UI_TIMEOUT });
    const counted = page.getByRole('button', { name: 'Filters (1)' });
    await counted.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    expect(await fitsWidth(page)).toBe(true);

    // Closing the panel hides the fields again; the count stays on the toggle.
    await counted.click();
    await category.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    expect(await counted.getAttribute('aria-expanded')).toBe('false');
    expect(await search.isVisible()).toBe(true);

    // Some results (or the empty state) are on screen, and still nothing overflows.
    await page
      .locator('[aria-busy=true]')
      .waitFor({ state: 'detached', timeout: UI_TIMEOUT })
      .catch(() => undefined);
    expect(await fitsWidth(page)).toBe(true);
  },
);

browserTest('on a desktop the nav links and the filters show without a Menu or Filters button', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/jobs');
  await waitForHeading(page, 'Remote and flexible jobs');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Find jobs' }).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  for (const name of ['For employers', 'Sign In', 'Sign Up']) {
    expect(await nav.getByRole('link', { name }).isVisible()).toBe(true);
  }
  expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: /^Filters/ }).isVisible()).toBe(false);
  expect(await page.getByRole('combobox', { name: 'Category' }).isVisible()).toBe(true);
  expect(await fitsWidth(page)).toBe(true);
});
