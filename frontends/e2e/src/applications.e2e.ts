// Applying in a real browser against the real stack: a new seeker without a plan is led from
// 'Apply Now' to the plans; with the Trial started, they open 'Apply Now' on a job card, upload a
// resume through the dialog's dropzone (a new account has none), write a cover letter and send the
// application; the card shows the status at once, and /seeker/applications lists it.
import { setUpBrowser } from './support/browser';
import { UI_TIMEOUT, newUser, signUp, waitForHeading } from './support/accounts';
import { startTrial } from './support/billing';
import { pdfResume } from './support/resume';

const browserTest = setUpBrowser();

const CARD = '[data-testid=job-card]';

browserTest(
  'Applying: a seeker applies from a job card and finds the application in /seeker/applications',
  async ({ page, context }) => {
    const user = newUser('seeker');
    await signUp(page, user);

    await page.goto('/seeker/jobs');
    // A new seeker has applied nowhere: any card that is not filled or archived offers 'Apply Now'.
    const open = page
      .locator(CARD)
      .filter({ has: page.getByRole('button', { name: 'Apply Now' }) })
      .first();
    await open.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    const title = ((await open.locator('h2').first().textContent()) ?? '').trim();
    expect(title).not.toBe('');
    const detailHref = await open.getByRole('link', { name: 'View Details' }).getAttribute('href');
    expect(detailHref).toMatch(/^\/seeker\/jobs\//);
    // The same card by its job link, which stays when 'Apply Now' gives way to the status.
    const card = page
      .locator(CARD)
      .filter({ has: page.locator(`a[href="${detailHref}"]`) })
      .first();

    // Without a plan, the dialog leads to the plans instead of the form.
    await card.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: `Apply to ${title}` });
    await dialog
      .getByText('Applying to jobs needs a plan.', { exact: false })
      .waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    await dialog.getByRole('link', { name: 'See plans' }).click();
    await waitForHeading(page, 'Plans');
    await dialog.waitFor({ state: 'detached', timeout: UI_TIMEOUT });

    // With the Trial started (outside the page's own calls, so the jobs page is loaded afresh), the form opens.
    await startTrial(page);
    await page.goto('/seeker/jobs');
    await card.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    await card.getByRole('button', { name: 'Apply Now' }).click();
    await dialog
      .getByText('You have no resume yet. Upload one to apply with it.')
      .waitFor({ state: 'visible', timeout: UI_TIMEOUT });

    const pdf = await pdfResume(context, `${user.name}, remote bookkeeper`);
    await dialog
      .getByLabel('Upload a resume', { exact: true })
      .and(page.locator('input[type=file]'))
      .setInputFiles({ name: 'E2E resume.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByText('Resume uploaded').first().waitFor({ state: 'visible', timeout: 60_000 });
    const resume = dialog.getByRole('radio', { name: /E2E resume/ });
    await resume.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    expect(await resume.isChecked()).toBe(true);

    const letter = dialog.getByLabel('Cover letter (optional)', { exact: true });
    await letter.fill('I keep small-business books around school hours.');
    await dialog.getByText('48 / 5,000 characters').waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    await dialog
      .getByRole('region', { name: 'What the employer will see' })
      .getByText(user.name)
      .waitFor({ state: 'visible', timeout: UI_TIMEOUT });

    await dialog.getByRole('button', { name: 'Send application' }).click();
    await dialog.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    // The card changes in place, without a reload.
    await card.getByText('Application Pending').waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    expect(await card.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);

    await page.goto('/seeker/applications');
    await waitForHeading(page, 'My applications');
    const row = page.getByRole('article', { name: title }).first();
    await row.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    await row.getByText('Application Pending').waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    expect(await row.getByRole('link', { name: title }).getAttribute('href')).toBe(detailHref);
    expect(await row.getByRole('button', { name: 'Withdraw' }).count()).toBe(1);
  },
  150_000,
);
