// Card payment methods in a real browser against the real stack and the local Authorize.net
// sandbox: a sandbox test card is added in the payment method dialog, and no request to /api ever
// carries the card number (it goes to Accept.js and the card provider only).
import { setUpBrowser } from './support/browser';
import { UI_TIMEOUT, newUser, signUp, waitForHeading, waitForText } from './support/accounts';

const browserTest = setUpBrowser();

const CARD_NUMBER = '4111111111111111';

browserTest('Billing: an employer adds a sandbox test card; the card number never reaches /api', async ({ page }) => {
  const user = newUser('employer');
  await signUp(page, user);

  // Every request body the page sends, by address.
  const sent: Array<{ url: string; body: string }> = [];
  page.on('request', (request) => sent.push({ url: request.url(), body: request.postData() ?? '' }));

  await page.goto('/employer/billing');
  await waitForHeading(page, 'Billing');
  await page.getByRole('heading', { name: 'Payment methods' }).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  await waitForText(page, 'No payment methods yet.');

  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Payment Method' });
  // Ready once the sandbox's Accept.js ran; the sandbox notice names a test card.
  const add = dialog.getByRole('button', { name: 'Add Card' });
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((element) => element.textContent === 'Add Card');
    return !!button && !button.disabled;
  }, undefined, { timeout: UI_TIMEOUT });
  await dialog.getByRole('note').filter({ hasText: '4111 1111 1111 1111' }).waitFor({ state: 'visible', timeout: UI_TIMEOUT });

  const nextYear = String(new Date().getFullYear() + 1);
  await dialog.getByLabel('Card Number').pressSequentially(CARD_NUMBER);
  expect(await dialog.getByLabel('Card Number').inputValue()).toBe('4111 1111 1111 1111');
  await dialog.getByLabel('Expiry Month').fill('3');
  await dialog.getByLabel('Expiry Year').fill(nextYear);
  await dialog.getByLabel('CVV').fill('123');
  await add.click();

  await waitForText(page, 'Payment method added');
  await dialog.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
  const card = page.getByRole('listitem', { name: 'Visa ending in 1111' });
  await card.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  expect(await card.textContent()).toContain(`Expires 03/${nextYear}`);

  const toApi = sent.filter((request) => new URL(request.url).pathname.startsWith('/api/'));
  const saves = toApi.filter((request) => new URL(request.url).pathname === '/api/employer/billing/payment-methods' && request.body !== '');
  expect(saves).toHaveLength(1);
  expect(Object.keys(JSON.parse(saves[0]!.body) as object).sort()).toEqual(['expiryMonth', 'expiryYear', 'isDefault', 'opaqueDataDescriptor', 'opaqueDataValue']);
  for (const request of toApi) {
    expect(request.body.replace(/\D/g, '')).not.toContain(CARD_NUMBER);
    expect(request.url).not.toContain(CARD_NUMBER);
  }
  // The card did go somewhere: to the card provider (the sandbox), which the watch saw too.
  expect(sent.some((request) => !new URL(request.url).pathname.startsWith('/api/') && request.body.includes(CARD_NUMBER))).toBe(true);
}, 120_000);
