// The tables at real widths, in a real browser: on a 1280 px desktop no label or role in the admin
// users table breaks inside a word; on a 390 px phone the admin users table and the employer's
// jobs become stacked cards and the page never scrolls sideways.
import type { Locator, Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, UI_TIMEOUT, signIn, waitForHeading } from './support/accounts';
import { setUpBrowser } from './support/browser';

const browserTest = setUpBrowser();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * How many lines the element's visible text takes: the distinct tops of its text's line boxes.
 * Text that is only for screen readers (clipped to 1 px, like VisuallyHidden) is left out.
 */
function visibleLineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width > 0) tops.add(Math.round(rect.top));
      }
    }
    return tops.size;
  });
}

/** The page scrolls sideways when the document is wider than the window. */
function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

/** Opens the first page of users (demo employers and seekers among them); resolves with its first Impersonate button. */
async function openAdminUsers(page: Page): Promise<Locator> {
  await page.goto('/admin/users');
  await waitForHeading(page, 'Users');
  const button = page.getByRole('button', { name: /^Impersonate / }).first();
  await button.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  return button;
}

browserTest(
  'at 1280 px the admin users table keeps Impersonate buttons, roles and headers on one line',
  async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, DEMO.admin.email, DEMO_PASSWORD, DEMO.admin.dashboard);
    await openAdminUsers(page);

    const buttons = page.getByRole('button', { name: /^Impersonate / });
    expect(await buttons.count()).toBeGreaterThanOrEqual(1);
    for (const button of await buttons.all()) {
      const name = await button.textContent();
      expect({ name, lines: await visibleLineCount(button) }).toEqual({ name, lines: 1 });
    }

    // Desktop is a real table: the role column's cells, each one line ("Employer", "Seeker", "Admin").
    const roles = page.locator('tbody td[data-label="Role"]');
    expect(await roles.count()).toBeGreaterThanOrEqual(1);
    for (const role of await roles.all()) {
      const name = await role.textContent();
      expect({ name, lines: await visibleLineCount(role) }).toEqual({ name, lines: 1 });
    }
    // Visible headers take one line; the Actions header is for screen readers only (0 visible lines).
    for (const header of await page.getByRole('columnheader').all()) {
      expect(await visibleLineCount(header)).toBeLessThanOrEqual(1);
    }

    // The demo employer's row, as the impersonation journey reads it: role "Employer" in one line.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(DEMO.employer.email);
    await page.waitForURL((url) => url.searchParams.get('q') === DEMO.employer.email, { timeout: UI_TIMEOUT });
    const row = page.getByRole('row', { name: new RegExp(DEMO.employer.name) });
    await row.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    const role = row.getByRole('cell').nth(1);
    expect(await role.innerText()).toBe('Employer');
    expect(await visibleLineCount(role)).toBe(1);
    expect(await visibleLineCount(row.getByRole('button', { name: `Impersonate ${DEMO.employer.name}` }))).toBe(1);
  },
);

browserTest(
  'at 390 px the admin users table is stacked cards and the page does not scroll sideways',
  async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO_PASSWORD, DEMO.admin.dashboard);
    await page.setViewportSize(PHONE);
    const button = await openAdminUsers(page);

    // Each row is a card whose cells show their column's name before the value.
    const role = page.locator('tbody td[data-label="Role"]').first();
    expect(await role.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Role"');
    expect(await role.evaluate((cell) => getComputedStyle(cell.closest('tr')!).display)).toBe('block');
    expect(await visibleLineCount(button)).toBe(1);

    const { scrollWidth, clientWidth } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  },
);

browserTest("at 390 px the employer's jobs page does not scroll sideways", async ({ page }) => {
  await signIn(page, DEMO.employer.email, DEMO_PASSWORD, DEMO.employer.dashboard);
  await page.setViewportSize(PHONE);
  await page.goto('/employer/jobs');
  await waitForHeading(page, 'Your jobs');
  // Measure the loaded page (the demo employer's jobs, or the empty state), not the loading skeleton.
  await page
    .getByRole('list', { name: 'Your jobs' })
    .or(page.getByRole('heading', { name: 'No jobs yet' }))
    .waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  expect(await visibleLineCount(page.getByRole('link', { name: 'Post a job' }))).toBe(1);

  const { scrollWidth, clientWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});
