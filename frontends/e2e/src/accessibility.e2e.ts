// axe-core over every main page of every role, on a desktop and on a phone-sized screen: the
// public pages, the seeker's, the employer's and the admin's. A serious or critical violation
// fails the run; lesser ones are printed so they can be fixed, and fail too, since the page list is
// meant to stay at zero. Rules are axe's WCAG 2.0/2.1 A and AA set plus its best practices.
import { AxeBuilder } from '@axe-core/playwright';
import type { EmployerJobsResponse, JobsPage, WordpressSlugResponse } from '@marketplace/contracts';
import type { Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, UI_TIMEOUT, signIn } from './support/accounts';
import { baseUrl, SCREEN_SIZES, setUpBrowser } from './support/browser';

const browserTest = setUpBrowser();

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface Finding {
  page: string;
  size: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** A live job's id and the path of its public page, from the API (the share link names it). */
async function liveJob(): Promise<{ id: string; publicPath: string }> {
  const jobs = (await (await fetch(`${baseUrl()}/api/jobs`)).json()) as JobsPage;
  const first = jobs.jobs[0];
  if (!first) throw new Error('no live job to open (is the demo seed loaded?)');
  const share = (await (
    await fetch(`${baseUrl()}/api/jobs/${first.id}/wordpress-slug`)
  ).json()) as WordpressSlugResponse;
  return { id: first.id, publicPath: new URL(share.wordpressUrl).pathname };
}

/** Opens a page and waits until it has settled: its h1 shown, requests done, no skeletons left. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  await page.waitForLoadState('networkidle', { timeout: UI_TIMEOUT }).catch(() => undefined);
  await page.waitForFunction(
    () => document.querySelectorAll('[aria-hidden="true"][class*="Skeleton"], [aria-busy="true"]').length === 0,
    undefined,
    {
      timeout: UI_TIMEOUT,
    },
  );
}

/** Runs axe on every path at both sizes and answers every violation found. */
async function audit(page: Page, paths: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const path of paths) {
      await openSettled(page, path);
      const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      for (const violation of result.violations) {
        findings.push({
          page: path,
          size: size.name,
          rule: violation.id,
          impact: violation.impact ?? 'unknown',
          help: violation.help,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        });
      }
    }
  }
  return findings;
}

/** Fails on serious and critical findings first, so they are reported on their own, then on any finding at all. */
function expectClean(findings: Finding[]): void {
  if (findings.length > 0) process.stderr.write(`axe findings:\n${JSON.stringify(findings, null, 2)}\n`);
  expect(findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')).toEqual([]);
  expect(findings).toEqual([]);
}

browserTest(
  'public pages have no accessibility violations',
  async ({ page }) => {
    const job = await liveJob();
    expectClean(
      await audit(page, ['/', '/employers', '/jobs', `/jobs/${job.id}`, job.publicPath, '/sign-in', '/sign-up']),
    );
  },
  240_000,
);

browserTest(
  "the seeker's pages have no accessibility violations",
  async ({ page }) => {
    const job = await liveJob();
    await signIn(page, DEMO.seeker.email, DEMO_PASSWORD, DEMO.seeker.dashboard);
    expectClean(
      await audit(page, [
        '/seeker/dashboard',
        '/seeker/jobs',
        `/seeker/jobs/${job.id}`,
        '/seeker/saved-jobs',
        '/seeker/applications',
        '/seeker/alerts',
        '/seeker/profile',
        '/seeker/settings',
        '/seeker/billing',
        '/seeker/plans',
      ]),
    );
  },
  300_000,
);

browserTest(
  "the employer's pages have no accessibility violations",
  async ({ page }) => {
    await signIn(page, DEMO.employer.email, DEMO_PASSWORD, DEMO.employer.dashboard);
    const mine = (await (await page.request.get('/api/employer/jobs')).json()) as EmployerJobsResponse;
    const first = mine.jobs[0];
    if (!first) throw new Error('the demo employer has no job (is the demo seed loaded?)');
    expectClean(
      await audit(page, [
        '/employer/dashboard',
        '/employer/jobs',
        '/employer/jobs/new',
        `/employer/jobs/${first.id}/edit`,
        '/employer/applications',
        `/employer/jobs/${first.id}/applications`,
        '/employer/talent',
        '/employer/company',
        '/employer/settings',
        '/employer/billing',
        '/employer/packages',
      ]),
    );
  },
  300_000,
);

browserTest(
  "the admin's pages have no accessibility violations",
  async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO_PASSWORD, DEMO.admin.dashboard);
    expectClean(
      await audit(page, [
        '/admin/dashboard',
        '/admin/users',
        '/admin/jobs',
        '/admin/audit-log',
        '/admin/payments',
        '/admin/concierge',
        '/admin/settings',
      ]),
    );
  },
  240_000,
);
