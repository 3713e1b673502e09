// The job form's unsaved-changes warning in a real browser, on a desktop (1280x900) and a phone
// (390x844): an in-app link and the back button ask first (Keep editing stays, Leave goes), closing
// or reloading the page gets the browser's own prompt, and the changes kept on the device are
// offered back when the form is opened again.
import type { Page } from 'playwright-core';
import { UI_TIMEOUT, newUser, signUp, waitForHeading, waitForPath } from './support/accounts';
import { SCREEN_SIZES, setUpBrowser } from './support/browser';

const browserTest = setUpBrowser();

/** Follows a link of the header's main navigation (behind the Menu button on a phone). */
async function followNavLink(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  // A held navigation leaves the menu open (it closes when the address changes).
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

/** The in-app question, checked to fit the window (its buttons reachable on a phone). */
async function leaveQuestion(page: Page, width: number) {
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  for (const name of ['Keep editing', 'Leave']) {
    const box = await dialog.getByRole('button', { name, exact: true }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
  return dialog;
}

for (const size of SCREEN_SIZES) {
  browserTest(
    `${size.name} ${size.width}x${size.height}: the job form warns before unsaved changes are left, and keeps them on the device`,
    async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      const employer = newUser('employer');
      await signUp(page, employer);

      // Into the form through the app, so the back button stays inside it.
      await page.goto('/employer/jobs');
      await waitForHeading(page, 'Your jobs');
      await page.getByRole('link', { name: 'Post a job' }).first().click();
      await waitForHeading(page, 'Post a job');
      const title = page.getByLabel(/^Job title/);

      // Nothing typed: leaving does not ask.
      await followNavLink(page, 'Dashboard');
      await waitForPath(page, '/employer/dashboard');
      await page.goBack();
      await waitForHeading(page, 'Post a job');

      await title.fill('Part-time Bookkeeper');

      // An in-app link asks; Keep editing stays with the text.
      await followNavLink(page, 'Dashboard');
      let dialog = await leaveQuestion(page, size.width);
      expect(new URL(page.url()).pathname).toBe('/employer/jobs/new');
      await dialog.getByRole('button', { name: 'Keep editing' }).click();
      await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
      expect(await title.inputValue()).toBe('Part-time Bookkeeper');

      // The back button asks too, before the address changes. (The held traversal never finishes
      // loading, so this goBack is not awaited; it gives up on its own.)
      void page.goBack({ timeout: 5_000 }).catch(() => null);
      dialog = await leaveQuestion(page, size.width);
      expect(new URL(page.url()).pathname).toBe('/employer/jobs/new');
      await dialog.getByRole('button', { name: 'Keep editing' }).click();
      await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
      expect(await title.inputValue()).toBe('Part-time Bookkeeper');

      // Closing the tab gets the browser's own prompt; dismissing it keeps the page.
      const prompt = new Promise<string>((resolve) => {
        page.once('dialog', (browserDialog) => {
          resolve(browserDialog.type());
          void browserDialog.dismiss();
        });
      });
      await page.close({ runBeforeUnload: true });
      expect(await prompt).toBe('beforeunload');
      expect(page.isClosed()).toBe(false);
      expect(await title.inputValue()).toBe('Part-time Bookkeeper');

      // Leave goes.
      await followNavLink(page, 'Dashboard');
      dialog = await leaveQuestion(page, size.width);
      await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
      await waitForPath(page, '/employer/dashboard');

      // The form offers the changes back; restoring them puts the text back.
      await page.goto('/employer/jobs/new');
      await waitForHeading(page, 'Post a job');
      const offer = page.getByRole('region', { name: 'Restore your unsaved changes?' });
      await offer.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      expect(await title.inputValue()).toBe('');
      await offer.getByRole('button', { name: 'Restore draft' }).click();
      await offer.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
      expect(await title.inputValue()).toBe('Part-time Bookkeeper');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).toBe(true);

      // A reload the user confirms still finds them.
      page.once('dialog', (browserDialog) => void browserDialog.accept());
      await page.reload();
      await waitForHeading(page, 'Post a job');
      await offer.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      await offer.getByRole('button', { name: 'Discard' }).click();
      await offer.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
      expect(await title.inputValue()).toBe('');
    },
  );
}
