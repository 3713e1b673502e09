// The interview invitation in real browsers, at desktop (1280x900) and phone (390x844) sizes: the
// employer's browser runs in Chicago, so the Update Stage dialog offers America/Chicago; they pick
// Europe/Berlin, a place, a meeting link, a message to the candidate and private notes. The
// candidate's invitation states the time in Berlin (TZID, VTIMEZONE, LOCATION, URL); the seeker,
// whose browser runs in Tokyo, sees the time in Tokyo with the place, the link and the message,
// and never the notes.
import type { Browser, Page } from 'playwright-core';
import type { EmployerJobsResponse } from '@marketplace/contracts';
import { SCREEN_SIZES, baseUrl, setUpBrowser } from './support/browser';
import {
  DEMO,
  DEMO_PASSWORD,
  UI_TIMEOUT,
  newUser,
  rawMail,
  signIn,
  signUp,
  waitForHeading,
  waitForMail,
  type NewUser,
} from './support/accounts';
import { startTrial } from './support/billing';
import { pdfResume } from './support/resume';

const browserTest = setUpBrowser();

const EMPLOYER_ZONE = 'America/Chicago';
const INTERVIEW_ZONE = 'Europe/Berlin';
const SEEKER_ZONE = 'Asia/Tokyo';
/** 10:00 on 14 March 2030 in Berlin (CET, UTC+1) is 09:00 UTC, 18:00 in Tokyo. */
const INTERVIEW_LOCAL = '2030-03-14T10:00';
const INTERVIEW_INSTANT = '2030-03-14T09:00:00.000Z';
const SEEKER_SEES = 'Mar 14, 2030, 6:00 PM GMT+9';
const LOCATION = 'Torstrasse 1, 10119 Berlin';
const MEETING_URL = 'https://meet.example.com/nestwork-interview';
const MESSAGE = 'We look forward to meeting you. Please bring a sample reconciliation.';
const NOTES = 'PRIVATE-NOTE: ask about the payroll gap';

/** The calendar part of a raw message, decoded whatever its transfer encoding, with folded lines joined. */
function calendarOf(raw: string): string {
  const start = raw.search(/Content-Type: text\/calendar/i);
  expect(start).toBeGreaterThan(-1);
  const [headers = '', ...rest] = raw.slice(start).split(/\r?\n\r?\n/);
  const body = (rest.join('\n\n').split(/\r?\n--/)[0] ?? '').trim();
  const decoded = /base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return decoded.replace(/\r?\n[ \t]/g, '');
}

/** Text with every kind of space as a plain one (browsers put a narrow no-break space before AM/PM). */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

/** True when the page is no wider than the window (nothing to scroll sideways). */
function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** The seeker applies to the job from its page, with the resume they have (uploading one the first time). */
async function apply(page: Page, job: { id: string; title: string }, seeker: NewUser, upload: boolean) {
  await page.goto(`/seeker/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Apply Now' }).first().click();
  const dialog = page.getByRole('dialog', { name: `Apply to ${job.title}` });
  await dialog.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  if (upload) {
    const pdf = await pdfResume(page.context(), `${seeker.name}, payroll specialist`);
    await dialog
      .getByLabel('Upload a resume', { exact: true })
      .and(page.locator('input[type=file]'))
      .setInputFiles({ name: 'Interview resume.pdf', mimeType: 'application/pdf', buffer: pdf });
  }
  await dialog.getByRole('radio', { name: /Interview resume/ }).waitFor({ state: 'visible', timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await dialog.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
}

/** The employer opens the applicant, marks them reviewed and schedules the interview with the invitation's details. */
async function schedule(employer: Page, jobId: string, seekerName: string) {
  await employer.goto(`/employer/jobs/${jobId}/applications`);
  const row = employer.getByRole('button', { name: seekerName, exact: true });
  await row.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  await row.click();
  const profile = employer.getByRole('dialog', { name: 'Applicant Profile' });
  await profile.getByRole('button', { name: 'Mark as Reviewed' }).click();
  await profile.getByRole('button', { name: 'Update Stage' }).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  await profile.getByRole('button', { name: 'Update Stage' }).click();

  const stage = employer.getByRole('dialog', { name: 'Update Interview Stage' });
  await stage.getByRole('combobox', { name: /^Interview Stage/ }).selectOption('technical_interview');
  const zone = stage.getByRole('combobox', { name: 'Time zone' });
  // The interview has no zone yet: the dialog offers the employer's browser zone.
  expect(await zone.inputValue()).toBe(EMPLOYER_ZONE);
  await zone.selectOption(INTERVIEW_ZONE);
  await stage.getByLabel('Scheduled Time', { exact: true }).fill(INTERVIEW_LOCAL);
  await stage.getByRole('textbox', { name: 'Location' }).fill(LOCATION);
  await stage.getByRole('textbox', { name: 'Meeting link' }).fill(MEETING_URL);
  await stage.getByRole('textbox', { name: 'Message to the candidate' }).fill(MESSAGE);
  await stage.getByRole('textbox', { name: 'Notes' }).fill(NOTES);
  await stage.getByRole('button', { name: 'Update Stage' }).click();
  await stage.waitFor({ state: 'detached', timeout: UI_TIMEOUT });

  // The card reads the schedule in the interview's zone, with the place and the link.
  const card = profile.getByRole('region', { name: 'Interview Pipeline' });
  await card.getByText(LOCATION).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  expect(plain(await card.locator(`time[datetime="${INTERVIEW_INSTANT}"]`).textContent())).toBe(
    'Mar 14, 2030, 10:00 AM GMT+1',
  );
  expect(await card.getByRole('link', { name: MEETING_URL }).getAttribute('href')).toBe(MEETING_URL);
}

async function liveJobs(employer: Page): Promise<Array<{ id: string; title: string }>> {
  const answer = await employer.request.get('/api/employer/jobs');
  expect(answer.ok()).toBe(true);
  const { jobs } = (await answer.json()) as EmployerJobsResponse;
  // Live jobs with different titles, so each invitation's subject names its own.
  const byTitle = new Map<string, { id: string; title: string }>();
  for (const job of jobs) {
    const live = job.status === 'approved' && (job.expiresAt === null || Date.parse(job.expiresAt) > Date.now());
    if (live && !byTitle.has(job.title)) byTitle.set(job.title, { id: job.id, title: job.title });
  }
  return [...byTitle.values()].slice(0, SCREEN_SIZES.length);
}

async function contextIn(browser: Browser, timezoneId: string) {
  return browser.newContext({ baseURL: baseUrl(), timezoneId });
}

browserTest(
  'Interview invitation: the employer schedules in a zone they pick with a place, a link and a message; the seeker sees them in their own zone, never the notes',
  async ({ context }) => {
    const browser = context.browser();
    if (!browser) throw new Error('No browser behind the context');
    const employerContext = await contextIn(browser, EMPLOYER_ZONE);
    const seekerContext = await contextIn(browser, SEEKER_ZONE);
    try {
      const employer = await employerContext.newPage();
      const page = await seekerContext.newPage();
      await signIn(employer, DEMO.employer.email, DEMO_PASSWORD, DEMO.employer.dashboard);
      const jobs = await liveJobs(employer);
      if (jobs.length < SCREEN_SIZES.length) throw new Error('The demo employer has too few live jobs');

      const seeker = newUser('seeker');
      await signUp(page, seeker);
      await startTrial(page);
      for (const [index, job] of jobs.entries()) await apply(page, job, seeker, index === 0);

      for (const [index, size] of SCREEN_SIZES.entries()) {
        const job = jobs[index]!;
        await employer.setViewportSize(size);
        await page.setViewportSize(size);
        await schedule(employer, job.id, seeker.name);
        if (size.name === 'phone') expect(await fitsWidth(employer)).toBe(true);

        // The invitation: the time in Berlin, with its VTIMEZONE, the place and the link; no notes.
        const invitation = await waitForMail(
          seeker.email,
          (message) => message.subject.startsWith('Interview invitation:') && message.subject.includes(job.title),
          `titled 'Interview invitation: ${job.title} ...'`,
          30_000,
        );
        const calendar = calendarOf(await rawMail(invitation));
        expect(calendar).toContain('METHOD:REQUEST');
        expect(calendar).toContain(`DTSTART;TZID=${INTERVIEW_ZONE}:20300314T100000`);
        expect(calendar).toContain(`TZID:${INTERVIEW_ZONE}`);
        expect(calendar).toContain('LOCATION:Torstrasse 1\\, 10119 Berlin');
        expect(calendar).toContain(`URL;VALUE=URI:${MEETING_URL}`);
        expect(calendar).toContain('sample reconciliation');
        expect(calendar).not.toContain('PRIVATE-NOTE');

        // The seeker, in Tokyo, sees the interview in Tokyo time with the place, link and message.
        await page.goto('/seeker/applications');
        await waitForHeading(page, 'My applications');
        const next = page
          .getByRole('article', { name: job.title })
          .first()
          .getByRole('region', { name: 'Next interview' });
        await next.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
        expect(plain(await next.locator(`time[datetime="${INTERVIEW_INSTANT}"]`).textContent())).toBe(SEEKER_SEES);
        const shown = plain(await next.textContent());
        expect(shown).toContain("10:00 AM GMT+1 in Europe/Berlin, the employer's time zone");
        expect(shown).toContain(LOCATION);
        expect(shown).toContain(MESSAGE);
        expect(await next.getByRole('link', { name: 'Join the meeting' }).getAttribute('href')).toBe(MEETING_URL);
        expect(await page.locator('body').textContent()).not.toContain('PRIVATE-NOTE');
        if (size.name === 'phone') expect(await fitsWidth(page)).toBe(true);
      }
    } finally {
      await employerContext.close();
      await seekerContext.close();
    }
  },
  300_000,
);
