// The account settings cards in a real browser, each test on a freshly signed-up user: the change
// e-mail and change password messages, a wrong current password, a password change followed by a
// sign-in with the new password, the reset e-mail, signing out of other devices, and deleting the account.
import type { Locator, Page } from 'playwright-core';
import { baseUrl, setUpBrowser } from './support/browser';
import {
  mailboxUrl,
  newUser,
  signIn,
  signOut,
  signUp,
  submitSignIn,
  waitForMailLink,
  waitForPath,
  waitForText,
  type NewUser,
} from './support/accounts';

const browserTest = setUpBrowser();

async function openSettings(page: Page, user: NewUser): Promise<void> {
  await page.goto(`/${user.role}/settings`);
  await page.getByRole('region', { name: 'Change Email' }).waitFor({ state: 'visible', timeout: 30_000 });
}

/** The accessible description (field messages) of an input of a card, as assistive technology reads it. */
async function describedBy(card: Locator, label: string): Promise<string> {
  return card.getByLabel(label, { exact: true }).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/** Waits (briefly) until the card's field is described by `message` (both cards have a 'Current Password'). */
async function expectDescription(card: Locator, label: string, message: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  let description = await describedBy(card, label);
  while (!description.includes(message) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    description = await describedBy(card, label);
  }
  expect(description).toContain(message);
}

browserTest(
  'Change Email: every validation message, then a change that reloads with the new address',
  async ({ page }) => {
    const user = newUser('seeker');
    await signUp(page, user);
    await openSettings(page, user);
    const card = page.getByRole('region', { name: 'Change Email' });
    expect(await card.innerText()).toContain(`Current email: ${user.email}`);
    const submit = card.getByRole('button', { name: 'Change Email Address' });
    const newEmail = card.getByLabel('New Email Address', { exact: true });
    const confirmEmail = card.getByLabel('Confirm New Email Address', { exact: true });
    const currentPassword = card.getByLabel('Current Password', { exact: true });

    await submit.click();
    await expectDescription(card, 'New Email Address', 'Please fill in all fields');
    await currentPassword.fill(user.password);

    await newEmail.fill('not-an-address');
    await confirmEmail.fill('not-an-address');
    await submit.click();
    await expectDescription(card, 'New Email Address', 'Please enter a valid email address');

    const next = `moved.${user.email}`;
    await newEmail.fill(next);
    await confirmEmail.fill(`other.${user.email}`);
    await submit.click();
    await expectDescription(card, 'Confirm New Email Address', 'Email addresses do not match');

    await newEmail.fill(user.email.toUpperCase());
    await confirmEmail.fill(user.email);
    await submit.click();
    await expectDescription(card, 'New Email Address', 'New email must be different from current email');

    await newEmail.fill(next);
    await confirmEmail.fill(next);
    await submit.click();
    await waitForText(page, 'Email address updated successfully! You can now sign in with your new email address.');
    await waitForText(page, 'Reloading the page in');
    // The page reloads by itself after the 3-second countdown and shows the new address.
    await page.waitForEvent('load', { timeout: 15_000 });
    await page.getByRole('region', { name: 'Change Email' }).waitFor({ state: 'visible', timeout: 30_000 });
    await waitForText(page, `Current email: ${next}`);
  },
);

browserTest('Change Email: an address another account uses gets the in-use text', async ({ page }) => {
  const user = newUser('employer');
  await signUp(page, user);
  await openSettings(page, user);
  const card = page.getByRole('region', { name: 'Change Email' });
  await card.getByLabel('New Email Address', { exact: true }).fill('seeker@demo.local');
  await card.getByLabel('Confirm New Email Address', { exact: true }).fill('seeker@demo.local');
  await card.getByLabel('Current Password', { exact: true }).fill(user.password);
  await card.getByRole('button', { name: 'Change Email Address' }).click();
  await waitForText(page, 'This email address is already in use by another account');
});

browserTest('Change Password: every validation message and a wrong current password', async ({ page }) => {
  const user = newUser('employer');
  await signUp(page, user);
  await openSettings(page, user);
  const card = page.getByRole('region', { name: 'Change Password' });
  const current = card.getByLabel('Current Password', { exact: true });
  const next = card.getByLabel('New Password', { exact: true });
  const confirm = card.getByLabel('Confirm New Password', { exact: true });
  const submit = card.getByRole('button', { name: 'Change Password' });

  // Each field's show/hide toggle is a named button.
  expect(await current.getAttribute('type')).toBe('password');
  await card.getByRole('button', { name: 'Show current password' }).click();
  expect(await current.getAttribute('type')).toBe('text');
  await card.getByRole('button', { name: 'Hide current password' }).click();

  await submit.click();
  await expectDescription(card, 'Current Password', 'Please fill in all fields');

  const cases: Array<[string, string, string, string]> = [
    ['Ab1', 'Ab1', 'New Password', 'Password must be at least 8 characters long'],
    ['ABCDEFG1', 'ABCDEFG1', 'New Password', 'Password must contain at least one lowercase letter'],
    ['abcdefg1', 'abcdefg1', 'New Password', 'Password must contain at least one uppercase letter'],
    ['Abcdefgh', 'Abcdefgh', 'New Password', 'Password must contain at least one number'],
    ['Abcdefg1', 'Abcdefg2', 'Confirm New Password', 'New passwords do not match'],
    [user.password, user.password, 'New Password', 'New password must be different from current password'],
  ];
  await current.fill(user.password);
  for (const [newPassword, confirmation, field, message] of cases) {
    await next.fill(newPassword);
    await confirm.fill(confirmation);
    await submit.click();
    await expectDescription(card, field, message);
  }

  await current.fill('Not-my-pass-9');
  await next.fill('Brand-new-pass-2');
  await confirm.fill('Brand-new-pass-2');
  await submit.click();
  await waitForText(page, 'Current password is incorrect');
});

browserTest('Change Password: success, then the new password signs in and the old one does not', async ({ page }) => {
  const user = newUser('seeker');
  await signUp(page, user);
  await openSettings(page, user);
  const card = page.getByRole('region', { name: 'Change Password' });
  const changed = 'Changed-pass-7';
  await card.getByLabel('Current Password', { exact: true }).fill(user.password);
  await card.getByLabel('New Password', { exact: true }).fill(changed);
  await card.getByLabel('Confirm New Password', { exact: true }).fill(changed);
  expect(await card.getByRole('list', { name: 'Password requirements' }).locator('li[data-met="true"]').count()).toBe(
    4,
  );
  await card.getByRole('button', { name: 'Change Password' }).click();
  await waitForText(page, 'Password changed successfully!');

  await signOut(page);
  await submitSignIn(page, user.email, user.password);
  await waitForText(page, 'Invalid email or password');
  await signIn(page, user.email, changed, '/seeker/dashboard');
});

browserTest('Password & Security: the reset e-mail is sent, and its link sets a new password', async ({ page }) => {
  const user = newUser('seeker');
  await signUp(page, user);
  await openSettings(page, user);
  const card = page.getByRole('region', { name: 'Password & Security' });
  await card.getByRole('button', { name: 'Send Password Reset Email' }).click();
  await waitForText(page, 'Password reset email sent. Please check your inbox for instructions.');

  if (!mailboxUrl()) return; // Without the capture mailbox (an SMTP_URL of your own) the link cannot be read.
  const link = await waitForMailLink(user.email, '/reset-password?token=');
  await signOut(page);
  await page.goto(link);
  const reset = 'Reset-pass-3';
  await page.getByLabel('New Password', { exact: true }).fill(reset);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(reset);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await waitForText(page, 'Your password has been reset. Please sign in with your new password.');
  await signIn(page, user.email, reset, '/seeker/dashboard');
});

browserTest('Signed-in Devices: signs the other browser out and keeps this one', async ({ page, context }) => {
  const user = newUser('seeker');
  await signUp(page, user);
  const otherBrowser = await context.browser()!.newContext({ baseURL: baseUrl() });
  try {
    const phone = await otherBrowser.newPage();
    await signIn(phone, user.email, user.password, '/seeker/dashboard');

    await openSettings(page, user);
    const card = page.getByRole('region', { name: 'Signed-in Devices' });
    await card.getByRole('button', { name: 'Sign out of all other devices' }).click();
    await waitForText(page, 'Signed out of 1 other device. This device stays signed in.');

    await phone.goto('/seeker/settings');
    await waitForPath(phone, '/sign-in');
    await page.reload();
    await page.getByRole('region', { name: 'Signed-in Devices' }).waitFor({ state: 'visible', timeout: 30_000 });
  } finally {
    await otherBrowser.close();
  }
});

browserTest('Delete account: confirmed by typing the e-mail, then the account is gone', async ({ page }) => {
  const user = newUser('employer');
  await signUp(page, user);
  await openSettings(page, user);
  await page.getByRole('region', { name: 'Delete Account' }).getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.waitFor({ state: 'visible' });
  const confirm = dialog.getByRole('button', { name: 'Delete My Account' });
  expect(await confirm.isDisabled()).toBe(true);
  // Focus starts in the confirmation field, so typing goes straight there.
  await page.waitForFunction(
    () => document.activeElement?.closest('[role=dialog]') !== null && document.activeElement?.tagName === 'INPUT',
  );
  await page.keyboard.type(user.email);
  await confirm.click(); // waits until the typed address has enabled it

  await waitForPath(page, '/sign-in');
  await waitForText(page, 'Your account has been deleted.');
  await submitSignIn(page, user.email, user.password);
  await waitForText(page, 'Invalid email or password');
});
