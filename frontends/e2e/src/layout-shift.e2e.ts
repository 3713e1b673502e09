// No layout shift on /jobs: the space of the results is reserved while they load, so
// the page does not jump when they arrive. Measured as the browser reports it, with a
// PerformanceObserver on 'layout-shift' entries from the first paint on, and summed the way
// Cumulative Layout Shift is defined (the largest session window: shifts less than 1 s apart,
// at most 5 s long; shifts right after user input do not count). The target is CLS under 0.1,
// the "good" threshold, on a desktop and on a phone-sized screen.
import type { Page } from 'playwright-core';
import { UI_TIMEOUT } from './support/accounts';
import { SCREEN_SIZES, setUpBrowser } from './support/browser';

const browserTest = setUpBrowser();
const CARD = '[data-testid=job-card]';

declare global {
  interface Window {
    __layoutShifts?: { value: number; startTime: number; hadRecentInput: boolean; sources: string[] }[];
  }
}

/** Records every layout shift of the page from its start (added before any of the page's script runs). */
async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!node || !(node instanceof Element)) return String(node?.nodeName ?? '?');
          return `${node.tagName.toLowerCase()}${node.getAttribute('data-testid') ? `[data-testid=${node.getAttribute('data-testid')}]` : ''}.${String(node.className).split(' ')[0]}`;
        });
        window.__layoutShifts!.push({
          value: entry.value,
          startTime: entry.startTime,
          hadRecentInput: entry.hadRecentInput,
          sources,
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** CLS: the largest session window of shifts not caused by recent input. */
async function cumulativeLayoutShift(
  page: Page,
): Promise<{ cls: number; shifts: NonNullable<Window['__layoutShifts']> }> {
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  let largest = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts.filter((entry) => !entry.hadRecentInput)) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return { cls: largest, shifts };
}

/** Waits until the results are on screen and nothing is loading; then a moment for late shifts. */
async function settle(page: Page): Promise<void> {
  await page.locator(CARD).first().waitFor({ timeout: UI_TIMEOUT });
  await page
    .locator('[aria-busy=true]')
    .waitFor({ state: 'detached', timeout: UI_TIMEOUT })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: UI_TIMEOUT }).catch(() => undefined);
  await page.waitForTimeout(1_000);
}

for (const size of SCREEN_SIZES) {
  browserTest(`/jobs loads without layout shift on a ${size.name} screen (CLS < 0.1)`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await observeLayoutShifts(page);
    await page.goto('/jobs');
    await settle(page);
    const { cls, shifts } = await cumulativeLayoutShift(page);
    process.stdout.write(`CLS of /jobs (${size.name}): ${cls.toFixed(4)} from ${shifts.length} shift(s)\n`);
    expect({ cls: cls < 0.1, shifts: cls < 0.1 ? [] : shifts }).toEqual({ cls: true, shifts: [] });
  });

  browserTest(
    `a new search typed on /jobs does not shift the page on a ${size.name} screen (CLS < 0.1)`,
    async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await observeLayoutShifts(page);
      await page.goto('/jobs');
      await settle(page);
      const before = (await cumulativeLayoutShift(page)).shifts.length;
      // fill() sends no key or pointer events, so the browser counts every shift that follows it.
      await page.getByRole('searchbox', { name: 'Search jobs' }).fill('remote');
      await page.waitForURL((url) => url.searchParams.get('q') === 'remote', { timeout: UI_TIMEOUT });
      await settle(page);
      const { cls, shifts } = await cumulativeLayoutShift(page);
      process.stdout.write(
        `CLS of /jobs after a search (${size.name}): ${cls.toFixed(4)} (${before} shift(s) before the search, ${shifts.length} in all)\n`,
      );
      expect({ cls: cls < 0.1, shifts: cls < 0.1 ? [] : shifts }).toEqual({ cls: true, shifts: [] });
    },
  );
}
