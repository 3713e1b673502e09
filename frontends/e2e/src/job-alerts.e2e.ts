// Job alerts in a real browser: a seeker saves the current search as a weekly alert (saving it a
// second time says it exists instead of adding a duplicate), then lists, pauses, resumes and
// deletes it on /seeker/alerts, on a desktop and on a phone-sized screen.
import { JOB_POSTING_MESSAGES } from '@marketplace/contracts';
import { UI_TIMEOUT, newUser, signUp, waitForHeading } from './support/accounts';
import { SCREEN_SIZES, setUpBrowser } from './support/browser';

const browserTest = setUpBrowser();

for (const size of SCREEN_SIZES) {
  browserTest(`a seeker saves a search as an alert once and manages it (${size.name})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const seeker = newUser('seeker');
    await signUp(page, seeker);
    await page.goto('/seeker/jobs?q=bookkeeper&remote=true');
    const group = page.getByRole('group', { name: 'Job alert' });
    await group.waitFor({ timeout: UI_TIMEOUT });
    await group.getByRole('combobox', { name: 'E-mail me new matches' }).selectOption('weekly');
    await group.getByRole('button', { name: 'Save this search as an alert' }).click();
    await page.getByText(/^Alert saved: /).waitFor({ timeout: UI_TIMEOUT });

    // The same search again: told it exists, and no second alert appears.
    await page.reload();
    await group.waitFor({ timeout: UI_TIMEOUT });
    await group.getByRole('button', { name: 'Save this search as an alert' }).click();
    await page.getByText(JOB_POSTING_MESSAGES.alertExists).first().waitFor({ timeout: UI_TIMEOUT });

    await page.goto('/seeker/alerts');
    await waitForHeading(page, 'Job alerts');
    const list = page.getByRole('list', { name: 'Job alerts' });
    const item = list.getByRole('listitem').first();
    await item.waitFor({ timeout: UI_TIMEOUT });
    expect(await list.getByRole('listitem').count()).toBe(1);
    await item.getByText('Weekly', { exact: true }).waitFor();
    expect(await item.getByRole('link').first().getAttribute('href')).toContain('q=bookkeeper');

    await item.getByRole('button', { name: /^Pause / }).click();
    await item.getByText('Paused', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    await item.getByRole('button', { name: /^Resume / }).click();
    await item.getByText('Weekly', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    await item.getByRole('button', { name: /^Delete / }).click();
    await page.getByText('No job alerts yet').waitFor({ timeout: UI_TIMEOUT });
  });
}
