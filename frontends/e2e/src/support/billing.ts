// Billing for the browser journeys: applying needs a trialing or active plan (contracts
// entitlements.ts) and submitting a job needs a job post (a package), and the users these journeys
// sign up have neither. The plans and packages pages' own journeys are tested in billing.e2e.ts;
// here the user gets them the way those pages do it, without their clicks: a sandbox test card
// tokenised in the page by the card provider's Accept.js (the card number never reaches /api), saved
// as the default card, then the Trial subscribed (3 free days, nothing charged) or a package bought.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';

/** A card number the sandbox accepts, as its notice hints. */
const SANDBOX_CARD = '4111111111111111';

const CARD_PATHS = {
  seeker: '/api/seeker/subscription/payment-methods',
  employer: '/api/employer/billing/payment-methods',
} as const;

interface Step {
  step: 'config' | 'script' | 'tokenise' | 'card' | 'pay';
  status: number;
  body: unknown;
}

/**
 * Adds the sandbox card as the default card of the user signed in on `page`, then POSTs `pay` with
 * a fresh Idempotency-Key; throws, saying which step failed, unless all answered 2xx.
 */
async function payWithSandboxCard(
  page: Page,
  audience: keyof typeof CARD_PATHS,
  pay: { path: string; body: unknown },
): Promise<void> {
  const outcome = await page.evaluate(
    async ({ cardNumber, year, idempotencyKey, cardPath, pay }): Promise<Step> => {
      const read = async (step: Step['step'], response: Response): Promise<Step> => ({
        step,
        status: response.status,
        body: await response.json().catch(() => null),
      });
      const configAnswer = await fetch('/api/payments/authnet/config', { headers: { Accept: 'application/json' } });
      if (!configAnswer.ok) return read('config', configAnswer);
      const config = (await configAnswer.json()) as { apiLoginId: string; clientKey: string; acceptJsUrl: string };
      const loaded = await new Promise<boolean>((resolve) => {
        const script = document.createElement('script');
        script.src = config.acceptJsUrl;
        script.onload = () => resolve(true);
        script.onerror = () => resolve(false);
        document.head.appendChild(script);
      });
      if (!loaded) return { step: 'script', status: 0, body: config.acceptJsUrl };
      type AcceptAnswer = { opaqueData?: { dataDescriptor: string; dataValue: string }; messages: unknown };
      const accept = (
        window as unknown as { Accept: { dispatchData(data: unknown, handler: (answer: AcceptAnswer) => void): void } }
      ).Accept;
      const token = await new Promise<AcceptAnswer>((resolve) =>
        accept.dispatchData(
          {
            authData: { clientKey: config.clientKey, apiLoginID: config.apiLoginId },
            cardData: { cardNumber, month: '12', year, cardCode: '123' },
          },
          resolve,
        ),
      );
      if (!token.opaqueData) return { step: 'tokenise', status: 0, body: token.messages };
      const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
      const card = await fetch(cardPath, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          opaqueDataDescriptor: token.opaqueData.dataDescriptor,
          opaqueDataValue: token.opaqueData.dataValue,
          isDefault: true,
          expiryMonth: '12',
          expiryYear: year,
        }),
      });
      if (!card.ok) return read('card', card);
      const paid = await fetch(pay.path, {
        method: 'POST',
        headers: { ...json, 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify(pay.body),
      });
      return read('pay', paid);
    },
    {
      cardNumber: SANDBOX_CARD,
      year: String(new Date().getFullYear() + 1),
      idempotencyKey: randomUUID(),
      cardPath: CARD_PATHS[audience],
      pay,
    },
  );
  if (outcome.step !== 'pay' || outcome.status !== 200)
    throw new Error(`Could not pay ${pay.path} (${outcome.step}, ${outcome.status}): ${JSON.stringify(outcome.body)}`);
}

/** Starts the Trial for the seeker signed in on `page`. */
export function startTrial(page: Page): Promise<void> {
  return payWithSandboxCard(page, 'seeker', { path: '/api/seeker/subscription', body: { planId: 'trial' } });
}

/** Buys a package for the company of the employer signed in on `page` (Standard Job Post: one job post). */
export function buyPackage(page: Page, packageId = 'standard-job-post'): Promise<void> {
  return payWithSandboxCard(page, 'employer', { path: '/api/employer/packages/purchase', body: { packageId } });
}

/**
 * Types the sandbox card into an open Add Payment Method dialog, once Accept.js is ready, and adds
 * it: for journeys that pay through the pages themselves (billing.e2e.ts also checks where the
 * number goes).
 */
export async function addSandboxCardInDialog(page: Page, dialog: Locator): Promise<void> {
  await page.waitForFunction(
    () => {
      const button = [...document.querySelectorAll('button')].find((element) => element.textContent === 'Add Card');
      return !!button && !button.disabled;
    },
    undefined,
    { timeout: 30_000 },
  );
  await dialog.getByLabel('Card Number').pressSequentially(SANDBOX_CARD);
  await dialog.getByLabel('Expiry Month').fill('12');
  await dialog.getByLabel('Expiry Year').fill(String(new Date().getFullYear() + 1));
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByRole('button', { name: 'Add Card' }).click();
}
