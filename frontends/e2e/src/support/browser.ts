// Browser fixture for the end-to-end tier: one Chromium per test file (Debian's, driven by
// playwright-core), a fresh context and page per test, and a screenshot in test-results/ when a
// test fails. Run through `npm test -- --tier browser`, which provides BASE_URL and CHROME_PATH.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const SCREENSHOT_DIR = path.resolve(__dirname, '../../../../test-results/screenshots');

/** The server under test, e.g. http://127.0.0.1:3000 (no trailing slash). */
export function baseUrl(): string {
  const value = process.env.BASE_URL;
  if (!value)
    throw new Error(
      'BASE_URL is not set: run the browser tier through `npm test -- --tier browser`, or set BASE_URL to a running server.',
    );
  return value.replace(/\/+$/, '');
}

/** The two screens the browser tier checks layouts at: a desktop and a phone. */
export const SCREEN_SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

export function chromePath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

// Headless in containers and CI: no sandbox (often unavailable as root), no GPU, and none of the
// background traffic (updates, sync, QUIC probes) that makes runs slow or flaky offline.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface BrowserFixture {
  page: Page;
  context: BrowserContext;
}

type BrowserTestBody = (fixture: BrowserFixture) => Promise<void>;

function screenshotName(testName: string): string {
  const slug = testName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return path.join(SCREENSHOT_DIR, `${slug}-${Date.now()}.png`);
}

/**
 * Call once at the top of a test file. Launches Chromium before the file's tests and closes it
 * after; returns `browserTest`, a `test` whose body receives a fresh page. Playwright gives every
 * launch a new temporary profile (user-data-dir) and every context its own cookies and storage,
 * so tests cannot leak state into each other.
 */
export function setUpBrowser(): (name: string, body: BrowserTestBody, timeoutMs?: number) => void {
  let browser: Browser | undefined;

  beforeAll(async () => {
    const executablePath = chromePath();
    if (!fs.existsSync(executablePath)) {
      throw new Error(`No Chromium at ${executablePath}: install Debian's chromium package or set CHROME_PATH.`);
    }
    browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  return (name, body, timeoutMs) => {
    test(
      name,
      async () => {
        if (!browser) throw new Error('Chromium did not start (see the beforeAll error above).');
        const context = await browser.newContext({ baseURL: baseUrl() });
        const page = await context.newPage();
        try {
          await body({ page, context });
        } catch (error) {
          try {
            fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
            const file = screenshotName(name);
            await page.screenshot({ path: file, fullPage: true });
            process.stderr.write(`Screenshot of the failed test "${name}": ${path.relative(process.cwd(), file)}\n`);
          } catch {
            // The page may be gone; the original failure is what matters.
          }
          throw error;
        } finally {
          await context.close();
        }
      },
      timeoutMs,
    );
  };
}
