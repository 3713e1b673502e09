// Accounts for the browser journeys: the seeded demo sign-ins (read-only use) and fresh users that
// a test creates through the sign-up page, so tests that change an account never share one.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

export const DEMO_PASSWORD = 'Demo-pass-2026';

export const DEMO = {
  seeker: { email: 'seeker@demo.local', name: 'Maya Thompson', dashboard: '/seeker/dashboard' },
  employer: { email: 'employer@demo.local', name: 'Jordan Ellis', dashboard: '/employer/dashboard' },
  admin: { email: 'admin@demo.local', name: 'Avery Admin', dashboard: '/admin/dashboard' },
} as const;

/** Long enough for a cold first load of a remote on a busy machine. */
export const UI_TIMEOUT = 30_000;

export interface NewUser {
  name: string;
  email: string;
  password: string;
  role: 'seeker' | 'employer';
  companyName?: string;
}

/** A user nobody else uses: unique e-mail, a password meeting every rule. */
export function newUser(role: NewUser['role']): NewUser {
  const id = randomUUID().slice(0, 8);
  return {
    name: role === 'seeker' ? `Test Seeker ${id}` : `Test Employer ${id}`,
    email: `e2e.${role}.${id}@example.com`,
    password: `Start-pass-${id}1`,
    role,
    ...(role === 'employer' ? { companyName: `Test Company ${id}` } : {}),
  };
}

export async function waitForPath(page: Page, pathname: string, timeout = UI_TIMEOUT): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

export async function waitForText(page: Page, text: string, timeout = UI_TIMEOUT): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout });
}

/**
 * Waits for the page's h1 to read `text`. (Right after the address changes, the previous page can
 * still be on screen while the next one loads, so reading "the" heading at once would race.)
 */
export async function waitForHeading(page: Page, text: string, timeout = UI_TIMEOUT): Promise<void> {
  await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor({ state: 'visible', timeout });
}

/** Fills and submits the sign-in page; does not wait for where it leads. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function signIn(page: Page, email: string, password: string, landing: string): Promise<void> {
  await submitSignIn(page, email, password);
  await waitForPath(page, landing);
}

/** Creates the user through the sign-up page; leaves them signed in on their dashboard. */
export async function signUp(page: Page, user: NewUser): Promise<void> {
  await page.goto('/sign-up');
  await page.getByRole('textbox', { name: 'Full name' }).fill(user.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('radio', { name: user.role === 'seeker' ? /Job seeker/ : /Employer/ }).check();
  if (user.companyName) await page.getByRole('textbox', { name: 'Company name' }).fill(user.companyName);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await waitForPath(page, `/${user.role}/dashboard`);
}

export async function signOut(page: Page): Promise<void> {
  // Exact: the settings page also has 'Sign out of all other devices'.
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await waitForPath(page, '/sign-in');
}

/** The capture mailbox the test runner starts (MAILBOX_URL), when there is one. */
export function mailboxUrl(): string | null {
  return process.env.MAILBOX_URL ? process.env.MAILBOX_URL.replace(/\/+$/, '') : null;
}

/** A message as the capture mailbox lists it. */
export interface CapturedMessage {
  id: string;
  to: string[];
  subject: string;
  links: string[];
}

/** Waits for an e-mail to `to` that `matches`; `what` names it in the timeout's error. */
export async function waitForMail(
  to: string,
  matches: (message: CapturedMessage) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<CapturedMessage> {
  const mailbox = mailboxUrl();
  if (!mailbox) throw new Error('MAILBOX_URL is not set');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${mailbox}/api/messages?to=${encodeURIComponent(to)}`);
    if (response.ok) {
      const { messages } = (await response.json()) as { messages: CapturedMessage[] };
      const found = messages.find(matches);
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail to ${to} ${what} within ${timeoutMs} ms`);
}

/** The message as received (.eml), to read its parts. */
export async function rawMail(message: CapturedMessage): Promise<string> {
  return (await fetch(`${mailboxUrl()}/messages/${message.id}/raw`)).text();
}

/** Waits for an e-mail to `to` with a link containing `linkPart`; returns that link on this server. */
export async function waitForMailLink(to: string, linkPart: string, timeoutMs = 20_000): Promise<string> {
  const message = await waitForMail(
    to,
    (candidate) => candidate.links.some((link) => link.includes(linkPart)),
    `with a link containing ${linkPart}`,
    timeoutMs,
  );
  // The link names PUBLIC_URL; open it on the server under test whatever host it names.
  const url = new URL(message.links.find((link) => link.includes(linkPart)) ?? '');
  return `${baseUrl()}${url.pathname}${url.search}`;
}
