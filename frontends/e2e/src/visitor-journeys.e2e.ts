// A new visitor's way in, in a real browser on a desktop and on a phone-sized screen: a job card on
// /jobs opens the public job page in the same tab; Apply Now there leads through sign-in to a
// sign-up that starts as a seeker and comes back to the job with the application form; the plans
// page reached from that form returns to the job once subscribed; the verification e-mail's link
// (read from the capture mailbox) returns to the job too. 'Post a job' leads to a sign-up that
// starts as an employer and goes on to the job form, and the employer dashboard says how many job
// posts are left and where to buy them.
import type { Page } from 'playwright-core';
import {
  mailboxUrl,
  newUser,
  type NewUser,
  UI_TIMEOUT,
  waitForHeading,
  waitForMailLink,
  waitForPath,
  waitForText,
} from './support/accounts';
import { addSandboxCardInDialog } from './support/billing';
import { SCREEN_SIZES, setUpBrowser } from './support/browser';

const browserTest = setUpBrowser();

const CARD = '[data-testid=job-card]';

/** Fills the sign-up form already on screen (its role chosen by the page) and creates the account. */
async function completeSignUp(page: Page, user: NewUser): Promise<void> {
  await page.getByRole('textbox', { name: 'Full name' }).fill(user.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  if (user.companyName) await page.getByRole('textbox', { name: 'Company name' }).fill(user.companyName);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Waits until `label` names an enabled button (the plans page enables Subscribe once the cards are known). */
async function waitForEnabled(page: Page, label: string): Promise<void> {
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll('button')].some(
        (element) => element.getAttribute('aria-label') === name && !element.disabled,
      ),
    label,
    { timeout: UI_TIMEOUT },
  );
}

for (const size of SCREEN_SIZES) {
  browserTest(
    `a visitor opens a job, signs up to apply, subscribes from the apply dialog and verifies, and is back on the job each time (${size.name})`,
    async ({ page, context }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      const seeker = newUser('seeker');

      // The card's title opens the public job page here, not a sign-in page in a new tab.
      await page.goto('/jobs');
      const card = page.locator(CARD).first();
      await card.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      const title = ((await card.locator('h2').first().textContent()) ?? '').trim();
      const titleLink = card.getByRole('heading', { level: 2 }).getByRole('link', { name: title });
      expect(await titleLink.getAttribute('target')).toBeNull();
      await titleLink.click();
      await waitForHeading(page, title);
      const jobPath = new URL(page.url()).pathname;
      expect(jobPath).toMatch(/^\/jobs\/[0-9a-f-]{36}$/);
      expect(context.pages()).toHaveLength(1);
      // Back is the search again, and Forward the job.
      await page.goBack();
      await waitForPath(page, '/jobs');
      await page.goForward();
      await waitForHeading(page, title);

      // Apply Now: sign-in says why, and Create an account starts as a seeker with the same promise.
      await page.getByRole('link', { name: 'Apply Now' }).first().click();
      await waitForPath(page, '/sign-in');
      await waitForText(page, 'Sign in to apply');
      await waitForText(page, 'You will come back to the job with the application form open.');
      await page.getByRole('link', { name: 'Create an account' }).click();
      await waitForPath(page, '/sign-up');
      await waitForText(page, 'Create an account to apply');
      expect(await page.getByRole('radio', { name: /Job seeker/ }).isChecked()).toBe(true);
      await completeSignUp(page, seeker);

      // Back on the job, with the apply dialog: a new seeker needs a plan first.
      await waitForPath(page, jobPath);
      const dialog = page.getByRole('dialog', { name: `Apply to ${title}` });
      await dialog
        .getByText('Applying to jobs needs a plan.', { exact: false })
        .waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      await dialog.getByRole('link', { name: 'See plans' }).click();
      await waitForHeading(page, 'Plans');
      await waitForText(page, 'Once you subscribe, you will come back to the job');
      await waitForEnabled(page, 'Subscribe: Trial');
      await page.getByRole('button', { name: 'Subscribe: Trial' }).click();
      await addSandboxCardInDialog(page, page.getByRole('dialog', { name: 'Add Payment Method' }));
      const confirm = page.getByRole('dialog', { name: 'Subscribe to Trial' });
      await confirm.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      await confirm.getByRole('button', { name: 'Subscribe', exact: true }).click();

      // Subscribed: back on the job with the application form open.
      await waitForPath(page, jobPath);
      await dialog.getByRole('button', { name: 'Send application' }).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached', timeout: UI_TIMEOUT });

      // The verification link comes back to the job as well (without reopening the form).
      if (!mailboxUrl()) return; // Without the capture mailbox (an SMTP_URL of your own) the link cannot be read.
      const link = await waitForMailLink(seeker.email, '/verify-email?token=');
      expect(new URL(link).searchParams.get('next')).toBe(jobPath);
      await page.goto(link);
      await waitForText(page, 'Your email address is verified.');
      await waitForPath(page, jobPath);
      await waitForHeading(page, title);
      expect(new URL(page.url()).search).toBe('');
      expect(await dialog.count()).toBe(0);
      await page.goto('/seeker/dashboard');
      await waitForHeading(page, `Welcome, ${seeker.name}`);
      expect(await page.getByText('Please verify your email address').count()).toBe(0);
    },
    240_000,
  );

  browserTest(
    `Post a job leads a visitor to an employer sign-up, on to the job form, and the dashboard tells of packages (${size.name})`,
    async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      const employer = newUser('employer');

      // From the home page's Post a job to /employers, which says a post needs a package.
      await page.goto('/');
      await page.getByRole('link', { name: 'Post a job' }).click();
      await waitForHeading(page, 'Hire parents for remote and flexible roles');
      const posting = page.getByRole('region', { name: 'How posting works' });
      await posting.getByRole('heading', { name: 'Choose a package' }).waitFor({ timeout: UI_TIMEOUT });
      expect(await posting.textContent()).toContain('Each job you submit for review uses one job post from a package');
      // Signing in from there, then Create an account: the form starts as an employer.
      await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
      await waitForPath(page, '/sign-in');
      await page.getByRole('link', { name: 'Create an account' }).click();
      await waitForPath(page, '/sign-up');
      expect(await page.getByRole('radio', { name: /Employer/ }).isChecked()).toBe(true);
      await page.getByRole('textbox', { name: 'Company name' }).waitFor({ state: 'visible', timeout: UI_TIMEOUT });

      // Straight to the job form: sign-in says why; the account made from there lands on the form.
      await page.goto('/employer/jobs/new');
      await waitForPath(page, '/sign-in');
      await waitForText(page, 'Sign in to post a job');
      await page.getByRole('link', { name: 'Create an account' }).click();
      await waitForPath(page, '/sign-up');
      await waitForText(page, 'Create an employer account to post a job');
      expect(await page.getByRole('radio', { name: /Employer/ }).isChecked()).toBe(true);
      await completeSignUp(page, employer);
      await waitForPath(page, '/employer/jobs/new');
      await waitForHeading(page, 'Post a job');
      await page
        .getByRole('note', { name: 'Job posts left' })
        .getByText('0 job posts left', { exact: false })
        .waitFor({ timeout: UI_TIMEOUT });

      // The dashboard says it before any job is written, with the way to the packages.
      await page.goto('/employer/dashboard');
      await waitForHeading(page, `Welcome, ${employer.name}`);
      const posts = page.getByRole('region', { name: 'Your job posts' });
      await posts.getByText('0 job posts left', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
      expect(await posts.textContent()).toContain('No package yet: each job you submit for review needs a job post.');
      await posts.getByRole('link', { name: 'Buy a package' }).click();
      await waitForPath(page, '/employer/packages');
      await waitForHeading(page, 'Packages');
    },
    180_000,
  );
}
