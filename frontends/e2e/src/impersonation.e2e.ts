// Admin impersonation in a real browser: the admin finds the demo employer, impersonates them
// (banner, employer dashboard, the employer's own settings), and stops (back to the admin dashboard).
import { setUpBrowser } from './support/browser';
import { DEMO, DEMO_PASSWORD, waitForHeading, signIn, waitForPath, waitForText } from './support/accounts';

const browserTest = setUpBrowser();

browserTest('an admin impersonates an employer, sees the banner and the employer dashboard, and stops', async ({ page }) => {
  await signIn(page, DEMO.admin.email, DEMO_PASSWORD, DEMO.admin.dashboard);
  await page.getByRole('link', { name: /Users/ }).first().click();
  await waitForPath(page, '/admin/users');

  // The search is debounced and kept in the URL.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(DEMO.employer.email);
  await page.waitForURL((url) => url.searchParams.get('q') === DEMO.employer.email, { timeout: 10_000 });
  const row = page.getByRole('row', { name: new RegExp(DEMO.employer.name) });
  await row.waitFor({ state: 'visible', timeout: 30_000 });
  const company = (await row.getByRole('cell').nth(2).innerText()).trim();
  expect(company.length).toBeGreaterThan(0);
  expect(await page.getByRole('row', { name: new RegExp(DEMO.admin.name) }).getByRole('button', { name: /Impersonate/ }).count()).toBe(0);

  await row.getByRole('button', { name: `Impersonate ${DEMO.employer.name}` }).click();
  await waitForPath(page, '/employer/dashboard');

  const banner = page.getByRole('region', { name: 'Impersonation' });
  await banner.waitFor({ state: 'visible', timeout: 30_000 });
  const bannerText = await banner.innerText();
  expect(bannerText).toContain(DEMO.employer.name);
  expect(bannerText).toMatch(/Employer/);
  expect(bannerText).toContain(company);
  expect(await banner.getByTestId('impersonation-elapsed').innerText()).toMatch(/^(\d+h )?\d+m$/);
  // The banner stays at the top while the page scrolls.
  expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
  await waitForHeading(page, `Welcome, ${DEMO.employer.name}`);

  // Requests now act as the employer: their settings show the employer's e-mail, not the admin's.
  await page.goto('/employer/settings');
  await waitForText(page, DEMO.employer.email);
  expect(await page.getByRole('region', { name: 'Impersonation' }).count()).toBe(1);
  // Admin pages are out of reach while impersonating (the guard treats the admin as the employer).
  await page.goto('/admin/users');
  await waitForPath(page, '/employer/dashboard');

  await page.getByRole('button', { name: 'Stop Impersonation' }).click();
  await waitForPath(page, '/admin/dashboard');
  await waitForHeading(page, `Welcome, ${DEMO.admin.name}`);
  expect(await page.getByRole('region', { name: 'Impersonation' }).count()).toBe(0);
  await page.goto('/employer/dashboard');
  await waitForPath(page, '/admin/dashboard');
});

browserTest('writes made while impersonating appear in the audit log', async ({ page }) => {
  await signIn(page, DEMO.admin.email, DEMO_PASSWORD, DEMO.admin.dashboard);
  await page.goto(`/admin/users?q=${encodeURIComponent(DEMO.seeker.email)}`);
  await page.getByRole('button', { name: `Impersonate ${DEMO.seeker.name}` }).click();
  await waitForPath(page, '/seeker/dashboard');
  await page.getByRole('region', { name: 'Impersonation' }).waitFor({ state: 'visible', timeout: 30_000 });

  // The settings page says what an admin may not do as the user (the server refuses those writes).
  await page.goto('/seeker/settings');
  await waitForText(page, "While impersonating you cannot change this user's email address or password");
  expect(await page.getByRole('region', { name: 'Change Password' }).count()).toBe(0);

  // A write as the seeker, sent the way every page's requests go: with the stored identity headers.
  const status = await page.evaluate(async () => {
    const record = JSON.parse(window.sessionStorage.getItem('nestwork.impersonation') ?? 'null');
    const response = await fetch('/api/user/profile', {
      method: 'PATCH',
      headers: {
        'Content-Type': 'application/json',
        'x-impersonated-user-id': record.impersonatedUser.id,
        'x-impersonated-user-role': record.impersonatedUser.role,
        'x-admin-id': record.adminId,
      },
      body: JSON.stringify({ headline: 'Project coordinator returning to work after parental leave' }),
    });
    return response.status;
  });
  expect(status).toBe(200);

  await page.getByRole('button', { name: 'Stop Impersonation' }).click();
  await waitForPath(page, '/admin/dashboard');
  await page.goto('/admin/audit-log');
  const table = page.getByRole('table');
  await table.waitFor({ state: 'visible', timeout: 30_000 });
  const newest = await table.getByRole('row').nth(1).innerText();
  expect(newest).toContain(DEMO.admin.name);
  expect(newest).toContain(DEMO.seeker.name);
  expect(newest).toContain('PATCH /api/user/profile');
});
