// The hiring pipeline in two real browsers against the real stack: a new seeker applies to the demo
// employer's live job; the employer opens the applicant, marks the application reviewed and
// schedules a technical interview at 10:00 in America/New_York (chosen in the dialog); the
// candidate's calendar invitation arrives in the mailbox; the seeker sees the stage and the time;
// the employer hires.
import type { EmployerJobsResponse } from '@marketplace/contracts';
import { setUpBrowser, baseUrl } from './support/browser';
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
} from './support/accounts';
import { startTrial } from './support/billing';
import { pdfResume } from './support/resume';

const browserTest = setUpBrowser();

/** 10:00 on 14 March 2030 in New York (daylight time began on 10 March): 14:00 UTC. */
const INTERVIEW_LOCAL = '2030-03-14T10:00';
const INTERVIEW_INSTANT = '2030-03-14T14:00:00.000Z';

/** The calendar part of a raw message, decoded whatever its transfer encoding, with folded lines joined. */
function calendarOf(raw: string): string {
  const start = raw.search(/Content-Type: text\/calendar/i);
  expect(start).toBeGreaterThan(-1);
  const part = raw.slice(start);
  const [headers = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = (rest.join('\n\n').split(/\r?\n--/)[0] ?? '').trim();
  const decoded = /base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return decoded.replace(/\r?\n[ \t]/g, '');
}

browserTest(
  'Hiring: a seeker applies, the employer reviews, schedules an interview (the invitation arrives), the seeker sees it, the employer hires',
  async ({ page, context }) => {
    const browser = context.browser();
    if (!browser) throw new Error('No browser behind the context');
    const employerContext = await browser.newContext({ baseURL: baseUrl() });
    const employer = await employerContext.newPage();
    try {
      await signIn(employer, DEMO.employer.email, DEMO_PASSWORD, DEMO.employer.dashboard);
      const jobsAnswer = await employer.request.get('/api/employer/jobs');
      expect(jobsAnswer.ok()).toBe(true);
      const { jobs } = (await jobsAnswer.json()) as EmployerJobsResponse;
      const job = jobs.find(
        (candidate) =>
          candidate.status === 'approved' &&
          (candidate.expiresAt === null || Date.parse(candidate.expiresAt) > Date.now()),
      );
      if (!job) throw new Error('The demo employer has no live job');

      // The seeker applies from the job's page.
      const seeker = newUser('seeker');
      await signUp(page, seeker);
      // Applying needs a plan.
      await startTrial(page);
      await page.goto(`/seeker/jobs/${job.id}`);
      await page.getByRole('button', { name: 'Apply Now' }).first().click();
      const apply = page.getByRole('dialog', { name: `Apply to ${job.title}` });
      await apply.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      const pdf = await pdfResume(context, `${seeker.name}, remote bookkeeper`);
      await apply
        .getByLabel('Upload a resume', { exact: true })
        .and(page.locator('input[type=file]'))
        .setInputFiles({ name: 'Hiring resume.pdf', mimeType: 'application/pdf', buffer: pdf });
      await apply.getByRole('radio', { name: /Hiring resume/ }).waitFor({ state: 'visible', timeout: 60_000 });
      await apply.getByRole('button', { name: 'Send application' }).click();
      await apply.waitFor({ state: 'detached', timeout: UI_TIMEOUT });

      // The employer finds the applicant on the job's list and opens the profile.
      await employer.goto(`/employer/jobs/${job.id}/applications`);
      const row = employer.getByRole('button', { name: seeker.name, exact: true });
      await row.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      await row.click();
      const profile = employer.getByRole('dialog', { name: 'Applicant Profile' });
      await profile.getByText(seeker.name, { exact: true }).first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      await profile.getByText('Review Application First').waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      await profile.getByRole('button', { name: 'Mark as Reviewed' }).click();
      await profile.getByText('Reviewed', { exact: true }).first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });

      // The Interview Pipeline card: schedule a technical interview in New York time.
      await profile.getByRole('button', { name: 'Update Stage' }).click();
      const stage = employer.getByRole('dialog', { name: 'Update Interview Stage' });
      await stage.getByRole('combobox', { name: /^Interview Stage/ }).selectOption('technical_interview');
      await stage.getByRole('combobox', { name: 'Time zone' }).selectOption('America/New_York');
      await stage.getByLabel('Scheduled Time', { exact: true }).fill(INTERVIEW_LOCAL);
      await stage.getByLabel('Notes', { exact: true }).fill('Bring the reconciliation exercise.');
      await stage.getByRole('button', { name: 'Update Stage' }).click();
      await stage.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
      await profile.getByText('Technical Interview').first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });

      // The candidate's invitation: a REQUEST in the chosen zone, at the local time the employer entered.
      const invitation = await waitForMail(
        seeker.email,
        (message) => message.subject.startsWith('Interview invitation:'),
        "titled 'Interview invitation: ...'",
        30_000,
      );
      const raw = await rawMail(invitation);
      const calendar = calendarOf(raw);
      expect(calendar).toContain('METHOD:REQUEST');
      expect(calendar).toMatch(/DTSTART;TZID=America\/New_York:20300314T100000/);
      expect(calendar).toContain('BEGIN:VTIMEZONE');
      expect(calendar).toMatch(/ATTENDEE[^\n]*RSVP=TRUE[^\n]*/);

      // The seeker follows the application: the stage, and the interview at that instant.
      await page.goto('/seeker/applications');
      await waitForHeading(page, 'My applications');
      const application = page.getByRole('article', { name: job.title }).first();
      await application.getByText('Technical Interview').waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      expect(await application.locator(`time[datetime="${INTERVIEW_INSTANT}"]`).count()).toBe(1);

      // The employer hires.
      await profile.getByRole('combobox', { name: 'Change status' }).selectOption('hired');
      await profile.getByRole('button', { name: 'Update Status' }).click();
      // Hiring is final, so it asks first.
      const confirmHire = employer.getByRole('dialog', { name: `Hire ${seeker.name}?` });
      await confirmHire.getByRole('button', { name: 'Mark as Hired' }).click();
      await profile.getByText('Hired', { exact: true }).first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      await page.reload();
      await page
        .getByRole('article', { name: job.title })
        .first()
        .getByText(/hired/i)
        .first()
        .waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    } finally {
      await employerContext.close();
    }
  },
  180_000,
);
