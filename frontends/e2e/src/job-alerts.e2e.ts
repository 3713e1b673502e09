// Job alerts in a real browser: a seeker saves the current search as a weekly alert, then lists,
// pauses, resumes and deletes it on /seeker/alerts.
import { UI_TIMEOUT, newUser, signUp, waitForHeading } from './support/accounts';
import { setUpBrowser } from './support/browser';

const browserTest = setUpBrowser();

browserTest('a seeker saves a search as an alert and manages it', async ({ page }) => {
  const seeker = newUser('seeker');
  await signUp(page, seeker);
  await page.goto('/seeker/jobs?q=bookkeeper&remote=true');
  const group = page.getByRole('group', { name: 'Job alert' });
  await group.waitFor({ timeout: UI_TIMEOUT });
  await group.getByRole('combobox', { name: 'E-mail me new matches' }).selectOption('weekly');
  await group.getByRole('button', { name: 'Save this search as an alert' }).click();
  await page.getByText(/^Alert saved: /).waitFor({ timeout: UI_TIMEOUT });

  await page.goto('/seeker/alerts');
  await waitForHeading(page, 'Job alerts');
  const item = page.getByRole('list', { name: 'Job alerts' }).getByRole('listitem').first();
  await item.waitFor({ timeout: UI_TIMEOUT });
  await item.getByText('Weekly', { exact: true }).waitFor();
  expect(await item.getByRole('link').getAttribute('href')).toContain('q=bookkeeper');

  await item.getByRole('button', { name: /^Pause / }).click();
  await item.getByText('Paused', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
  await item.getByRole('button', { name: /^Resume / }).click();
  await item.getByText('Weekly', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
  await item.getByRole('button', { name: /^Delete / }).click();
  await page.getByText('No job alerts yet').waitFor({ timeout: UI_TIMEOUT });
});
