// Sign-up and sign-in in a real browser: new seekers and employers, each demo role landing on its
// dashboard, the one message for wrong credentials, and signing out.
import { setUpBrowser } from './support/browser';
import {
  DEMO,
  DEMO_PASSWORD,
  mailboxUrl,
  newUser,
  signIn,
  signOut,
  signUp,
  submitSignIn,
  waitForHeading,
  waitForMailLink,
  waitForPath,
  waitForText,
} from './support/accounts';

const browserTest = setUpBrowser();

browserTest('a new seeker signs up and lands on the seeker dashboard', async ({ page }) => {
  const seeker = newUser('seeker');
  await signUp(page, seeker);
  await waitForHeading(page, `Welcome, ${seeker.name}`);
  // Signed in: the header offers sign-out, and the session survives a reload.
  await page.reload();
  await waitForHeading(page, `Welcome, ${seeker.name}`);
  expect(await page.getByRole('button', { name: 'Sign Out' }).count()).toBe(1);
});

browserTest('the verification e-mail sent at sign-up verifies the address', async ({ page }) => {
  const seeker = newUser('seeker');
  await signUp(page, seeker);
  await waitForText(page, `Please verify your email address: we sent a link to ${seeker.email}.`);
  if (!mailboxUrl()) return; // Without the capture mailbox (an SMTP_URL of your own) the link cannot be read.

  await page.goto(await waitForMailLink(seeker.email, '/verify-email?token='));
  await waitForText(page, 'Your email address is verified.');
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await waitForHeading(page, `Welcome, ${seeker.name}`);
  expect(await page.getByText('Please verify your email address').count()).toBe(0);
});

browserTest('a new employer signs up with a company and lands on the employer dashboard', async ({ page }) => {
  const employer = newUser('employer');
  await page.goto('/sign-up');
  // The company field appears only for employers, and is required for them.
  await page.getByRole('button', { name: 'Create Account' }).waitFor({ state: 'visible' });
  expect(await page.getByRole('textbox', { name: 'Company name' }).count()).toBe(0);
  await page.getByRole('radio', { name: /Employer/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await waitForText(page, 'Company name is required for employers');
  await waitForText(page, 'Name is required');

  await signUp(page, employer);
  await waitForHeading(page, `Welcome, ${employer.name}`);
  await waitForText(page, `Hiring for ${employer.companyName}.`);
});

browserTest('sign-up shows the password requirements and refuses a taken e-mail', async ({ page }) => {
  await page.goto('/sign-up');
  const requirements = page.getByRole('list', { name: 'Password requirements' });
  await requirements.waitFor({ state: 'visible' });
  expect(await requirements.locator('li[data-met="true"]').count()).toBe(0);
  await page.getByLabel('Password', { exact: true }).fill('Abcdefg1');
  await requirements.locator('li[data-met="true"]').nth(3).waitFor({ state: 'visible' });
  expect(await requirements.locator('li[data-met="false"]').count()).toBe(0);

  await page.getByRole('textbox', { name: 'Full name' }).fill('Someone Else');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.seeker.email);
  await page.getByRole('radio', { name: /Job seeker/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await waitForText(page, 'An account with this email already exists');
  expect(new URL(page.url()).pathname).toBe('/sign-up');
});

for (const role of ['seeker', 'employer', 'admin'] as const) {
  browserTest(`the demo ${role} signs in and lands on the ${role} dashboard`, async ({ page }) => {
    const demo = DEMO[role];
    await signIn(page, demo.email, DEMO_PASSWORD, demo.dashboard);
    await waitForHeading(page, `Welcome, ${demo.name}`);
  });
}

browserTest('a wrong password gets one message that does not say which part was wrong', async ({ page }) => {
  const seeker = newUser('seeker');
  await signUp(page, seeker);
  await signOut(page);

  await submitSignIn(page, seeker.email, 'Wrong-pass-1');
  await waitForText(page, 'Invalid email or password');
  await submitSignIn(page, `nobody.${seeker.email}`, seeker.password);
  await waitForText(page, 'Invalid email or password');
  expect(new URL(page.url()).pathname).toBe('/sign-in');
});

browserTest('signing out ends the session: member pages send the visitor to sign in again', async ({ page }) => {
  await signIn(page, DEMO.seeker.email, DEMO_PASSWORD, DEMO.seeker.dashboard);
  await signOut(page);
  await page.goto('/seeker/dashboard');
  await waitForPath(page, '/sign-in');
  // Signing in from there returns to the page that asked for it.
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.seeker.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await waitForPath(page, '/seeker/dashboard');
});
