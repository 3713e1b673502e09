// The small things that made the product look unfinished, where a real browser's layout decides:
// the admin payments table keeps Receipt and Refund in view at 1280 px; the public job page folds
// its header links behind a Menu on a phone instead of wrapping them; the profile form says each
// section's name once.
import type { JobsPage, WordpressSlugResponse } from '@marketplace/contracts';
import type { Locator, Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, UI_TIMEOUT, newUser, signIn, signUp, waitForHeading } from './support/accounts';
import { buyPackage } from './support/billing';
import { SCREEN_SIZES, baseUrl, setUpBrowser } from './support/browser';

const browserTest = setUpBrowser();
const [DESKTOP, PHONE] = SCREEN_SIZES;

/** True when the page is no wider than the window (nothing to scroll sideways). */
function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** True when `inner` lies inside `outer` from left to right. */
async function withinHorizontally(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  return a !== null && b !== null && a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5;
}

browserTest('at 1280 px the admin payments table shows Receipt and Refund without scrolling', async ({ page }) => {
  // A payment with a long e-mail, as a new employer's first package makes one.
  const employer = newUser('employer');
  await signUp(page, employer);
  await buyPackage(page);
  await page.context().clearCookies();

  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.admin.email, DEMO_PASSWORD, DEMO.admin.dashboard);
  await page.goto(`/admin/payments?email=${encodeURIComponent(employer.email)}`);
  await waitForHeading(page, 'Payments');
  const row = page.getByRole('row', { name: new RegExp(employer.email.replace(/[.+]/g, '\\$&')) });
  await row.waitFor({ state: 'visible', timeout: UI_TIMEOUT });

  const table = page.getByRole('table');
  const frame = table.locator('xpath=..');
  const scroll = await frame.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(scroll.scroll).toBeLessThanOrEqual(scroll.client);
  for (const header of ['Receipt', 'Status', 'Card']) {
    expect(await withinHorizontally(page.getByRole('columnheader', { name: header }), frame)).toBe(true);
  }
  expect(await withinHorizontally(row.locator('td[data-label="Receipt"]'), frame)).toBe(true);
  const refund = row.getByRole('button', { name: /^Refund/ });
  expect(await refund.isVisible()).toBe(true);
  expect(await withinHorizontally(refund, frame)).toBe(true);
  expect(await fitsWidth(page)).toBe(true);
});

/** The path of a live job's public page, from the API (the share link names it). */
async function livePublicJobPath(): Promise<string> {
  const jobs = (await (await fetch(`${baseUrl()}/api/jobs`)).json()) as JobsPage;
  const first = jobs.jobs[0];
  if (!first) throw new Error('no live job to open (is the demo seed loaded?)');
  const share = (await (
    await fetch(`${baseUrl()}/api/jobs/${first.id}/wordpress-slug`)
  ).json()) as WordpressSlugResponse;
  return new URL(share.wordpressUrl).pathname;
}

browserTest('on a phone the public job page folds its header links behind a Menu', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(await livePublicJobPath());
  const banner = page.getByRole('banner');
  const brand = banner.getByRole('link', { name: 'Nestwork' });
  const menu = banner.getByText('Menu', { exact: true });
  const findJobs = banner.getByRole('link', { name: 'Find jobs' });
  expect(await menu.isVisible()).toBe(true);
  expect(await findJobs.isVisible()).toBe(false);
  // One row: the brand and the Menu side by side, nothing wrapping under them.
  const [brandBox, menuBox, bannerBox] = await Promise.all([
    brand.boundingBox(),
    menu.boundingBox(),
    banner.boundingBox(),
  ]);
  expect(Math.abs(brandBox!.y + brandBox!.height / 2 - (menuBox!.y + menuBox!.height / 2))).toBeLessThan(4);
  expect(bannerBox!.height).toBeLessThan(80);
  expect(await fitsWidth(page)).toBe(true);

  // Opened, the links are one per line under the brand, and each leads where the app's do.
  await menu.click();
  await findJobs.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  const links = banner.getByRole('navigation', { name: 'Main' }).getByRole('link');
  expect(await links.allInnerTexts()).toEqual(['Find jobs', 'For employers', 'Sign In', 'Sign Up']);
  const tops = await Promise.all((await links.all()).map(async (link) => (await link.boundingBox())!.y));
  expect(new Set(tops.map(Math.round)).size).toBe(4);
  expect(await fitsWidth(page)).toBe(true);
  await findJobs.click();
  await page.waitForURL((url) => url.pathname === '/jobs', { timeout: UI_TIMEOUT });
});

browserTest('on a desktop the public job page shows its header links with no Menu', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(await livePublicJobPath());
  const banner = page.getByRole('banner');
  expect(await banner.getByText('Menu', { exact: true }).isVisible()).toBe(false);
  for (const name of ['Find jobs', 'For employers', 'Sign In', 'Sign Up']) {
    expect(await banner.getByRole('link', { name }).isVisible()).toBe(true);
  }
});

for (const screen of SCREEN_SIZES) {
  browserTest(`${screen.name}: the profile form names each one-field section once`, async ({ page }) => {
    await page.setViewportSize(screen);
    await signIn(page, DEMO.seeker.email, DEMO_PASSWORD, DEMO.seeker.dashboard);
    await page.goto('/seeker/profile');
    await waitForHeading(page, 'Professional profile');
    const form = page.locator('form[aria-labelledby="seeker-profile-title"]');
    await form.getByRole('group', { name: 'About me' }).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    for (const section of ['About me', 'Salary expectations', 'Skills', 'Work experience']) {
      const visible = await form.getByText(new RegExp(`^${section}( \\(USD per year\\))?$`)).evaluateAll(
        (elements) =>
          elements.filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
          }).length,
      );
      expect({ section, visible }).toEqual({ section, visible: 1 });
    }
    // The fields keep their names for screen readers.
    expect(await form.getByRole('textbox', { name: 'About me' }).count()).toBe(1);
    expect(await form.getByRole('combobox', { name: 'Skills' }).count()).toBe(1);
  });
}
