// The concierge chat in a real browser against the real stack: an employer buys a concierge
// package and posts a job; the demo admin approves it and looks after it as its concierge. The
// employer writes in the job's concierge panel; the admin opens it from their concierge list and
// answers; each sees the other's message arrive live and their own marked read once the other
// side has displayed it.
import { randomUUID } from 'node:crypto';
import type { Locator } from 'playwright-core';
import type { AdminConciergeJobsResponse, EmployerJob, EmployerJobConciergeResponse } from '@marketplace/contracts';
import { baseUrl, setUpBrowser } from './support/browser';
import { DEMO, DEMO_PASSWORD, UI_TIMEOUT, newUser, signIn, signUp, waitForHeading } from './support/accounts';
import { buyPackage } from './support/billing';
import { callApi } from './support/api';

const browserTest = setUpBrowser();

/** A complete job posting (its form has its own journey). */
function posting(title: string) {
  return {
    title,
    description:
      'Run payroll for our distributed team of forty people, keep records tidy and answer questions from staff with patience and care.',
    requirements: 'Three years of payroll experience and a calm, careful way of working.',
    salaryMin: 30,
    salaryMax: 40,
    salaryType: 'hourly',
    location: 'Remote',
    jobType: 'PART_TIME',
    experienceLevel: 'mid',
    category: 'Accounting',
    skills: ['Payroll'],
    benefits: '',
    applicationDeadline: null,
    website: '',
    linkedinProfile: '',
    contactPhone: '',
    isCompanyPrivate: false,
    isFlexible: true,
  };
}

/** The message of `text` in a panel, once it shows. */
async function messageIn(panel: Locator, text: string): Promise<Locator> {
  const item = panel.getByRole('listitem').filter({ hasText: text });
  await item.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  return item;
}

browserTest(
  'Concierge chat: the employer writes in the panel, the admin concierge answers from their list, both see read marks',
  async ({ page, context }) => {
    const employer = newUser('employer');
    await signUp(page, employer);
    await buyPackage(page, 'concierge-lite');
    const title = `E2E Concierge Payroll Lead ${randomUUID().slice(0, 6)}`;
    const job = await callApi<EmployerJob>(page, 'POST', '/api/employer/jobs', posting(title));
    expect(job.status).toBe(201);

    // The demo admin, in a browser of their own, approves the job and looks after it as concierge.
    const adminContext = await context.browser()!.newContext({ baseURL: baseUrl() });
    try {
      const admin = await adminContext.newPage();
      await signIn(admin, DEMO.admin.email, DEMO_PASSWORD, DEMO.admin.dashboard);
      expect((await callApi(admin, 'POST', `/api/admin/jobs/${job.body.id}/approve`, {})).status).toBe(200);
      const me = (await callApi<AdminConciergeJobsResponse>(admin, 'GET', '/api/admin/concierge/jobs')).body.admin;
      const assigned = await callApi<EmployerJobConciergeResponse>(
        page,
        'GET',
        `/api/employer/jobs/${job.body.id}/concierge`,
      );
      expect(assigned.body.concierge).not.toBeNull();
      if (assigned.body.concierge!.id !== me.id) {
        const moved = await callApi(admin, 'POST', `/api/admin/concierge/jobs/${job.body.id}/assign`, {
          adminId: me.id,
        });
        expect(moved.status).toBe(200);
      }

      // The employer opens the panel from the job's card and writes (Shift+Enter breaks the line, Enter sends).
      await page.goto('/employer/jobs');
      await waitForHeading(page, 'Your jobs');
      await page.getByRole('link', { name: `Chat with your concierge: ${title}` }).click();
      await waitForHeading(page, 'Concierge chat');
      const employerPanel = page.getByRole('region', { name: title });
      await employerPanel.getByText('Employer Chat', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
      await employerPanel.getByText('Active', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
      expect((await employerPanel.boundingBox())!.height).toBe(600);
      await employerPanel.getByText('Press Enter to send, Shift+Enter for new line').waitFor({ timeout: UI_TIMEOUT });
      const employerBox = employerPanel.getByRole('textbox', { name: 'Message' });
      await employerBox.click();
      await employerBox.pressSequentially('Hello! Could you look at our first applicants?');
      await employerBox.press('Shift+Enter');
      await employerBox.pressSequentially('Thank you.');
      expect(await employerBox.inputValue()).toBe('Hello! Could you look at our first applicants?\nThank you.');
      await employerBox.press('Enter');
      const question = await messageIn(employerPanel, 'Could you look at our first applicants?');
      expect(await question.getAttribute('data-own')).toBe('true');
      await question.getByRole('img', { name: 'Sent' }).waitFor({ timeout: UI_TIMEOUT });
      expect(await employerBox.inputValue()).toBe('');
      await employerPanel.getByRole('heading', { level: 3, name: 'Today' }).waitFor({ timeout: UI_TIMEOUT });

      // The admin opens the job's chat from their concierge list: the question is there, on the other side.
      await admin.goto('/admin/concierge');
      await waitForHeading(admin, 'Concierge');
      await admin.getByRole('link', { name: `Open chat: ${title}` }).click();
      const adminPanel = admin.getByRole('region', { name: title });
      await adminPanel.getByText('Admin Chat', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
      const received = await messageIn(adminPanel, 'Could you look at our first applicants?');
      expect(await received.getAttribute('data-own')).toBe('false');
      expect(await received.textContent()).toContain(employer.name);

      // Displayed to the admin, the question is read: the employer's mark turns to Read, live.
      await question.getByRole('img', { name: 'Read' }).waitFor({ timeout: UI_TIMEOUT });

      // The admin answers; it reaches the open employer panel live and is read there at once.
      const adminBox = adminPanel.getByRole('textbox', { name: 'Message' });
      await adminBox.fill('Of course! I will review them today and send you a shortlist.');
      await adminBox.press('Enter');
      const answer = await messageIn(adminPanel, 'I will review them today');
      expect(await answer.getAttribute('data-own')).toBe('true');
      const answerAtEmployer = await messageIn(employerPanel, 'I will review them today');
      expect(await answerAtEmployer.getAttribute('data-own')).toBe('false');
      await answer.getByRole('img', { name: 'Read' }).waitFor({ timeout: UI_TIMEOUT });

      // Opened again later, both sides still show the conversation with its read marks.
      await page.reload();
      const reloaded = page.getByRole('region', { name: title });
      const again = await messageIn(reloaded, 'Could you look at our first applicants?');
      await again.getByRole('img', { name: 'Read' }).waitFor({ timeout: UI_TIMEOUT });
      await messageIn(reloaded, 'I will review them today');
    } finally {
      await adminContext.close();
    }
  },
  180_000,
);
