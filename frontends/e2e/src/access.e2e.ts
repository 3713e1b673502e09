// The role guard in a real browser: anonymous visitors go to sign-in, each role is sent from the
// others' areas to its own dashboard (which says why), and the public jobs page stays public.
import { setUpBrowser } from './support/browser';
import { DEMO, DEMO_PASSWORD, waitForHeading, signIn, waitForPath } from './support/accounts';

const browserTest = setUpBrowser();

browserTest('an anonymous visitor is sent from every member area to /sign-in', async ({ page }) => {
  for (const path of [
    '/seeker/dashboard',
    '/employer/dashboard',
    '/admin/dashboard',
    '/employer/settings',
    '/admin/users',
  ]) {
    await page.goto(path);
    await waitForPath(page, '/sign-in');
    await waitForHeading(page, 'Sign In');
  }
});

browserTest('the jobs page stays public', async ({ page }) => {
  await page.goto('/jobs');
  await page.locator('[data-testid=job-card]').first().waitFor({ state: 'visible', timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/jobs');
});

browserTest('a seeker opening employer or admin pages is sent to the seeker dashboard', async ({ page }) => {
  await signIn(page, DEMO.seeker.email, DEMO_PASSWORD, DEMO.seeker.dashboard);
  for (const path of ['/employer/dashboard', '/employer/settings', '/admin/dashboard', '/admin/users']) {
    await page.goto(path);
    await waitForPath(page, '/seeker/dashboard');
  }
  await waitForHeading(page, `Welcome, ${DEMO.seeker.name}`);

  // The dashboard says why the seeker is there instead of the page they opened.
  await page.goto('/employer/jobs');
  await waitForPath(page, '/seeker/dashboard');
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'That page is for employers, so we brought you to your dashboard.' });
  await notice.waitFor({ state: 'visible', timeout: 30_000 });
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await notice.waitFor({ state: 'detached', timeout: 10_000 });
  expect(new URL(page.url()).pathname).toBe('/seeker/dashboard');
});

browserTest('an employer opening seeker or admin pages is sent to the employer dashboard', async ({ page }) => {
  await signIn(page, DEMO.employer.email, DEMO_PASSWORD, DEMO.employer.dashboard);
  for (const path of ['/seeker/dashboard', '/seeker/settings', '/admin/audit-log']) {
    await page.goto(path);
    await waitForPath(page, '/employer/dashboard');
  }
});

browserTest(
  'an admin who is not impersonating is sent from seeker and employer pages to the admin dashboard',
  async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO_PASSWORD, DEMO.admin.dashboard);
    for (const path of ['/seeker/dashboard', '/employer/dashboard']) {
      await page.goto(path);
      await waitForPath(page, '/admin/dashboard');
    }
  },
);

browserTest('a signed-in user opening /sign-in goes to their dashboard', async ({ page }) => {
  await signIn(page, DEMO.employer.email, DEMO_PASSWORD, DEMO.employer.dashboard);
  await page.goto('/sign-in');
  await waitForPath(page, '/employer/dashboard');
});
