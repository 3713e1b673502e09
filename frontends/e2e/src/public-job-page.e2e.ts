// The server-rendered public job page in a real browser, on a desktop and on a phone-sized screen:
// the app's header links and footer, and the apply / save / share actions, which on small screens
// stay fixed at the bottom of the viewport (CSS only: the page runs no script).
import { FOOTER_TEXT, type JobsPage, type WordpressSlugResponse } from '@marketplace/contracts';
import type { Page } from 'playwright-core';
import { baseUrl, setUpBrowser } from './support/browser';

const browserTest = setUpBrowser();

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

async function expectHeaderAndFooter(page: Page): Promise<void> {
  // Below 768 px the links fold behind the Menu: open it to read them, and close it again after.
  const menu = page.getByRole('banner').getByText('Menu', { exact: true });
  const folded = await menu.isVisible();
  if (folded) await menu.click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of [
    ['Find jobs', '/jobs'],
    ['For employers', '/employers'],
    ['Sign In', '/sign-in'],
    ['Sign Up', '/sign-up'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe(href);
  }
  if (folded) await menu.click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Nestwork' }).isVisible()).resolves.toBe(true);
  const footer = page.getByRole('contentinfo');
  for (const text of [
    FOOTER_TEXT.tagline,
    FOOTER_TEXT.families,
    FOOTER_TEXT.remoteFirst,
    FOOTER_TEXT.copyright(new Date().getFullYear()),
  ]) {
    await expect(footer.getByText(text, { exact: true }).isVisible()).resolves.toBe(true);
  }
  await expect(footer.getByRole('heading', { name: 'Support' }).isVisible()).resolves.toBe(true);
}

browserTest('shows the app header, footer and the actions under the title on a desktop screen', async ({ page }) => {
  const path = await livePublicJobPath();
  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expectHeaderAndFooter(page);

  const actions = page.getByRole('group', { name: 'Job actions' });
  const apply = actions.getByRole('link', { name: 'Apply Now' });
  await expect(apply.isVisible()).resolves.toBe(true);
  await expect(actions.getByRole('link', { name: 'Save job' }).isVisible()).resolves.toBe(true);
  // Near the top: right under the title, above the job's description.
  const [title, bar, about] = await Promise.all([
    page.getByRole('heading', { level: 1 }).boundingBox(),
    actions.boundingBox(),
    page.getByRole('heading', { name: 'About the job' }).boundingBox(),
  ]);
  expect(bar!.y).toBeGreaterThan(title!.y);
  expect(bar!.y).toBeLessThan(about!.y);
  expect(await actions.evaluate((element) => getComputedStyle(element).position)).toBe('static');

  // Share opens its list of links without any script.
  await actions.getByText('Share', { exact: true }).click();
  await expect(actions.getByRole('link', { name: 'LinkedIn' }).isVisible()).resolves.toBe(true);
});

browserTest(
  'keeps the actions visible at the bottom of a phone screen, however far the page scrolls',
  async ({ page }) => {
    const path = await livePublicJobPath();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expectHeaderAndFooter(page);

    const actions = page.getByRole('group', { name: 'Job actions' });
    for (const scroll of ['top', 'bottom'] as const) {
      await page.evaluate((where) => window.scrollTo(0, where === 'top' ? 0 : document.body.scrollHeight), scroll);
      const box = await actions.boundingBox();
      expect(box).not.toBeNull();
      // Flush with the bottom edge of the viewport, full width.
      expect(Math.round(box!.y + box!.height)).toBe(844);
      expect(Math.round(box!.width)).toBe(390);
      await expect(actions.getByRole('link', { name: 'Apply Now' }).isVisible()).resolves.toBe(true);
      await expect(actions.getByRole('link', { name: 'Save job' }).isVisible()).resolves.toBe(true);
      await expect(actions.getByText('Share', { exact: true }).isVisible()).resolves.toBe(true);
    }

    // Scrolled to the end, the bar does not cover the footer's last line.
    const copyright = await page
      .getByRole('contentinfo')
      .getByText(FOOTER_TEXT.copyright(new Date().getFullYear()))
      .boundingBox();
    const bar = await actions.boundingBox();
    expect(copyright!.y + copyright!.height).toBeLessThanOrEqual(bar!.y);
  },
);
