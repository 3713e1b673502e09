// Admin impersonation in a real browser: the admin finds the demo employer, impersonates them
// (banner, the header naming the employer, employer dashboard, the employer's own settings, an
// admin page refused with the reason), and stops (back to the admin dashboard); the audit log
// then tells what was done, in words.
import { setUpBrowser } from './support/browser';
import { DEMO, DEMO_PASSWORD, waitForHeading, signIn, waitForPath, waitForText } from './support/accounts';

const browserTest = setUpBrowser();

browserTest(
  'an admin impersonates an employer, sees the banner and the employer dashboard, and stops',
  async ({ page }) => {
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
    expect(
      await page
        .getByRole('row', { name: new RegExp(DEMO.admin.name) })
        .getByRole('button', { name: /Impersonate/ })
        .count(),
    ).toBe(0);

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

    // The header shows whom the admin acts as, with their role, not the admin.
    const signedInAs = page.getByRole('navigation', { name: 'Main' }).getByTestId('signed-in-as');
    await signedInAs.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await signedInAs.innerText()).toContain(DEMO.employer.name);
    expect(await signedInAs.innerText()).toContain('Employer');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByText(DEMO.admin.name).count()).toBe(0);

    // Requests now act as the employer: their settings show the employer's e-mail, not the admin's.
    await page.goto('/employer/settings');
    await waitForText(page, DEMO.employer.email);
    expect(await page.getByRole('region', { name: 'Impersonation' }).count()).toBe(1);
    // Admin pages are out of reach while impersonating (the guard treats the admin as the employer),
    // and the page the admin lands on says why.
    await page.goto('/admin/users');
    await waitForPath(page, '/employer/dashboard');
    await waitForText(
      page,
      `That page is for admins, and you are acting as ${DEMO.employer.name}, so we brought you to their dashboard. Stop impersonating to open it.`,
    );

    await page.getByRole('button', { name: 'Stop Impersonation' }).click();
    await waitForPath(page, '/admin/dashboard');
    await waitForHeading(page, `Welcome, ${DEMO.admin.name}`);
    expect(await page.getByRole('region', { name: 'Impersonation' }).count()).toBe(0);
    await page.goto('/employer/dashboard');
    await waitForPath(page, '/admin/dashboard');
  },
);

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

  // Writes as the seeker, sent the way every page's requests go: with the stored identity headers.
  // The second is refused by the server (an admin may not change the user's password).
  const statuses = await page.evaluate(async () => {
    const record = JSON.parse(window.sessionStorage.getItem('nestwork.impersonation') ?? 'null');
    const headers = {
      'Content-Type': 'application/json',
      'x-impersonated-user-id': record.impersonatedUser.id,
      'x-impersonated-user-role': record.impersonatedUser.role,
      'x-admin-id': record.adminId,
    };
    const profile = await fetch('/api/user/profile', {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ headline: 'Project coordinator returning to work after parental leave' }),
    });
    const password = await fetch('/api/account/password', {
      method: 'POST',
      headers,
      body: JSON.stringify({ currentPassword: 'x', newPassword: 'Taken-over-1', confirmPassword: 'Taken-over-1' }),
    });
    return [profile.status, password.status];
  });
  expect(statuses).toEqual([200, 403]);

  await page.getByRole('button', { name: 'Stop Impersonation' }).click();
  await waitForPath(page, '/admin/dashboard');
  await page.goto('/admin/audit-log');
  const table = page.getByRole('table');
  await table.waitFor({ state: 'visible', timeout: 30_000 });
  const newest = await table.getByRole('row').nth(1).innerText();
  expect(newest).toContain('Updated the account profile');
  expect(newest).toContain(DEMO.admin.name);
  expect(newest).toContain(DEMO.seeker.name);
  // Dates as people read them: 'Dec 10, 2026, 3:04 PM'.
  expect(newest).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)/);
  expect(await table.getByText('Tried to change the password').count()).toBe(0);

  // Refused requests show when asked, and the choice is kept in the address (a reload keeps it).
  await page.getByRole('checkbox', { name: 'Show refused requests' }).check();
  await page.waitForURL((url) => url.searchParams.get('refused') === 'true', { timeout: 10_000 });
  await waitForText(page, 'Tried to change the password');
  await page.reload();
  await waitForText(page, 'Tried to change the password');
  expect(await page.getByRole('checkbox', { name: 'Show refused requests' }).isChecked()).toBe(true);

  // Filtered by user, on the server: only what was done as the seeker, or to them (an invitation, say).
  await page.getByRole('combobox', { name: /User/ }).selectOption({ label: DEMO.seeker.name });
  await page.waitForURL((url) => url.searchParams.has('user'), { timeout: 10_000 });
  await page.waitForFunction(
    (name) => {
      const rows = [...document.querySelectorAll('table tbody tr')];
      return (
        !document.querySelector('table[aria-busy]') &&
        rows.length > 0 &&
        rows.every((row) => row.textContent?.includes(name))
      );
    },
    DEMO.seeker.name,
    { timeout: 30_000 },
  );
  await waitForText(page, 'Tried to change the password');
});
