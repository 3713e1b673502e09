// Uploads in a real browser against the real stack (API, worker, local S3 server): a profile
// picture through the presigned flow shows in the header; a resume goes onto the seeker's profile;
// the professional profile is edited, saved and read back. The files are made by Chromium itself
// (a screenshot is a real PNG, page.pdf() a real PDF), so the worker decodes and reads real ones.
import type { BrowserContext, Page } from 'playwright-core';
import { STORAGE_PUT_FAILURES } from '@marketplace/contracts';
import { setUpBrowser } from './support/browser';
import { UI_TIMEOUT, newUser, signUp, waitForText } from './support/accounts';

const browserTest = setUpBrowser();

/** A real PNG: a screenshot of a small coloured page. */
async function pngPicture(context: BrowserContext): Promise<Buffer> {
  const scratch = await context.newPage();
  try {
    await scratch.setViewportSize({ width: 320, height: 240 });
    await scratch.setContent('<body style="margin:0;background:linear-gradient(135deg,#1d4ed8,#f59e0b)"></body>');
    return await scratch.screenshot({ type: 'png' });
  } finally {
    await scratch.close();
  }
}

/** A real PDF with the given text, printed by Chromium. */
async function pdfResume(context: BrowserContext, text: string): Promise<Buffer> {
  const scratch = await context.newPage();
  try {
    await scratch.setContent(`<h1>Resume</h1><p>${text}</p>`);
    return await scratch.pdf({ format: 'Letter' });
  } finally {
    await scratch.close();
  }
}

/** The header's avatar picture, once it has loaded (naturalWidth > 0 proves the signed link works). */
async function headerPictureLoaded(page: Page): Promise<string> {
  const image = page.getByRole('navigation', { name: 'Main' }).locator('img');
  await image.waitFor({ state: 'attached', timeout: UI_TIMEOUT });
  await page.waitForFunction(
    () => {
      const img = document.querySelector('nav[aria-label="Main"] img') as HTMLImageElement | null;
      return !!img && img.complete && img.naturalWidth > 0;
    },
    undefined,
    { timeout: UI_TIMEOUT },
  );
  return (await image.getAttribute('src')) ?? '';
}

browserTest(
  'Profile picture: upload in settings, shown in the header, then removed',
  async ({ page, context }) => {
    const user = newUser('seeker');
    await signUp(page, user);
    await page.goto('/seeker/settings');
    const card = page.getByRole('region', { name: 'Profile picture' });
    await card.getByRole('button', { name: 'Upload picture' }).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    // No picture yet: the header shows initials.
    expect(await page.getByRole('navigation', { name: 'Main' }).locator('img').count()).toBe(0);

    await page
      .getByLabel('Choose a profile picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngPicture(context) });
    await waitForText(page, 'Profile picture updated', 60_000);
    const src = await headerPictureLoaded(page);
    // A short-lived signed link to the private object, never a public one.
    expect(src).toContain('X-Amz-Signature=');
    expect(new URL(src).searchParams.get('X-Amz-Expires')).not.toBeNull();

    // After a reload the picture is still there (read from the profile, signed again).
    await page.reload();
    await headerPictureLoaded(page);

    await page.goto('/seeker/settings');
    await card.getByRole('button', { name: 'Remove' }).click();
    await waitForText(page, 'Profile picture removed');
    expect(await page.getByRole('navigation', { name: 'Main' }).locator('img').count()).toBe(0);
  },
  120_000,
);

browserTest('Profile picture: a file that is not an image is refused before anything is sent', async ({ page }) => {
  const user = newUser('employer');
  await signUp(page, user);
  await page.goto('/employer/settings');
  await page.getByRole('button', { name: 'Upload picture' }).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  const presigns: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/upload/presigned-url')) presigns.push(request.url());
  });
  await page.getByLabel('Choose a profile picture').setInputFiles({
    name: 'evil.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await waitForText(page, 'Please select a valid image file (JPEG, PNG, GIF, or WebP)');
  expect(presigns).toEqual([]);
});

browserTest(
  'Resume: upload a PDF on the profile, see it as the default version, preview it, then delete it',
  async ({ page, context }) => {
    const user = newUser('seeker');
    await signUp(page, user);
    await page.goto('/seeker/profile');
    const resumes = page.getByRole('region', { name: 'Resumes' });
    await resumes
      .getByText('No resumes yet. Upload one to apply with it.')
      .waitFor({ state: 'visible', timeout: UI_TIMEOUT });

    const pdf = await pdfResume(context, 'Maya Thompson, remote bookkeeper');
    await resumes
      .getByLabel('Upload a resume', { exact: true })
      .and(page.locator('input[type=file]'))
      .setInputFiles({ name: 'Maya Thompson CV.pdf', mimeType: 'application/pdf', buffer: pdf });
    await resumes.getByText('Resume uploaded').first().waitFor({ state: 'visible', timeout: 60_000 });
    const version = resumes.getByRole('listitem', { name: 'Maya Thompson CV' });
    await version.getByText('Default').waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    // Without a plan a seeker keeps one version: the dropzone gives way to the limit message.
    await resumes
      .getByText(
        'Without a plan you can keep 1 resume version. Delete it to upload another, or choose a plan to keep more.',
      )
      .waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    // Processing (sniffed, checked for active content, text read) ends and the badge goes.
    await version.getByText('Processing').waitFor({ state: 'detached', timeout: 60_000 });

    await version.getByRole('button', { name: 'Preview Maya Thompson CV' }).click();
    // The viewer names the file as it was uploaded (its name and extension), not the storage key.
    const frame = page.getByRole('dialog', { name: 'Maya Thompson CV.pdf' }).getByTitle('Maya Thompson CV.pdf');
    await frame.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toContain('X-Amz-Signature=');
    // The signed link serves the very bytes that were uploaded.
    const served = await context.request.get(src);
    expect(served.status()).toBe(200);
    expect(Buffer.from(await served.body()).equals(pdf)).toBe(true);
    await page.keyboard.press('Escape');

    await version.getByRole('button', { name: /Delete/ }).click();
    await page
      .getByRole('dialog', { name: 'Delete this resume?' })
      .getByRole('button', { name: /Delete/ })
      .click();
    await resumes
      .getByText('No resumes yet. Upload one to apply with it.')
      .waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  },
  150_000,
);

browserTest(
  'Resume: when storage refuses or cannot be reached, the upload says what failed and what to do',
  async ({ page, context }) => {
    const user = newUser('seeker');
    await signUp(page, user);
    await page.goto('/seeker/profile');
    const resumes = page.getByRole('region', { name: 'Resumes' });
    const input = resumes.getByLabel('Upload a resume', { exact: true }).and(page.locator('input[type=file]'));
    await input.waitFor({ state: 'attached', timeout: UI_TIMEOUT });
    const pdf = await pdfResume(context, 'Maya Thompson, remote bookkeeper');
    const site = new URL(page.url()).origin;
    // Only the browser's PUT to storage (step 2, a signed link on another origin) is interfered with.
    const isStoragePut = (url: URL) => url.origin !== site && url.searchParams.has('X-Amz-Signature');

    // Storage answers with the S3 error of a signed link that ran out.
    await page.route(isStoragePut, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 403,
            contentType: 'application/xml',
            headers: { 'Access-Control-Allow-Origin': site },
            body: '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>',
          })
        : route.continue(),
    );
    await input.setInputFiles({ name: 'Maya Thompson CV.pdf', mimeType: 'application/pdf', buffer: pdf });
    await waitForText(page, STORAGE_PUT_FAILURES.linkExpired, 60_000);
    await page.unrouteAll();

    // Storage does not answer at all while the site does (down, or its CORS rule leaves this page out).
    await page.route(isStoragePut, (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue(),
    );
    await input.setInputFiles({ name: 'Maya Thompson CV.pdf', mimeType: 'application/pdf', buffer: pdf });
    await waitForText(page, STORAGE_PUT_FAILURES.storageUnreachable, 60_000);
    await page.unrouteAll();

    // Nothing was kept: the seeker can still upload, and does.
    await input.setInputFiles({ name: 'Maya Thompson CV.pdf', mimeType: 'application/pdf', buffer: pdf });
    await resumes.getByText('Resume uploaded').first().waitFor({ state: 'visible', timeout: 60_000 });
  },
  150_000,
);

browserTest(
  'Professional profile: edit every kind of field, save, and find it all after a reload',
  async ({ page }) => {
    const user = newUser('seeker');
    await signUp(page, user);
    await page.goto('/seeker/profile');
    const meter = page.getByRole('progressbar', { name: 'Profile completeness' });
    await meter.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    const before = Number(await meter.getAttribute('aria-valuenow'));

    await page.getByLabel('Headline', { exact: true }).fill('Bookkeeper returning after parental leave');
    await page.getByLabel('Location', { exact: true }).fill('Remote (Ohio)');
    await page.getByLabel('Phone', { exact: true }).fill('6145550123');
    await page.getByLabel('Availability', { exact: true }).selectOption('two_weeks');
    await page.getByLabel('Experience level', { exact: true }).selectOption('mid');
    await page
      .getByLabel('About me', { exact: true })
      .fill('Ten years of small-business books, now part-time around school hours.');
    await page.getByLabel('Salary expectations (USD per year)', { exact: true }).fill('52000');

    // Typed digits are written as a US number as they come.
    const phone = page.getByLabel('Phone', { exact: true });
    expect(await phone.inputValue()).toBe('(614) 555-0123');

    const editor = page.getByRole('textbox', { name: 'Work experience' });
    await editor.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    await editor.click();
    // Type the line, then select the company name and make it bold, as a person edits text.
    await page.keyboard.type('Harbor & Pine Accounting, bookkeeper 2015 to 2025');
    await page.keyboard.press('Home');
    for (let i = 0; i < 'Harbor & Pine Accounting'.length; i++) await page.keyboard.press('Shift+ArrowRight');
    await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
    await editor.locator('strong').waitFor({ state: 'visible', timeout: UI_TIMEOUT });

    await page.getByRole('button', { name: 'Add education' }).click();
    await page.getByRole('textbox', { name: 'Institution', exact: true }).fill('Ohio State University');
    await page.getByLabel('Start month', { exact: true }).fill('2010-09');
    await page.getByLabel('End month', { exact: true }).fill('2014-06');

    await page.getByRole('button', { name: 'Save profile' }).click();
    await waitForText(page, 'Profile saved');
    expect(Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(before);

    await page.reload();
    await page.getByLabel('Headline', { exact: true }).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    expect(await page.getByLabel('Headline', { exact: true }).inputValue()).toBe(
      'Bookkeeper returning after parental leave',
    );
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('(614) 555-0123');
    expect(await page.getByLabel('Availability', { exact: true }).inputValue()).toBe('two_weeks');
    expect(await page.getByLabel('Salary expectations (USD per year)', { exact: true }).inputValue()).toBe('52000');
    expect(await page.getByRole('textbox', { name: 'Institution', exact: true }).inputValue()).toBe(
      'Ohio State University',
    );
    const work = page.getByRole('textbox', { name: 'Work experience' });
    await work.locator('strong').waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    expect(await work.locator('strong').innerText()).toBe('Harbor & Pine Accounting');
    // The headline is the account's: the header banner and other screens read the same value.
    const profile = await page.request.get('/api/user/profile');
    expect((await profile.json()).headline).toBe('Bookkeeper returning after parental leave');
  },
  150_000,
);
