// The demo market as a newcomer meets it, at desktop and phone sizes: signed in as the demo
// employer, the applications list is full of applicants in every status, with interviews under way;
// signed in as the demo seeker, their applications (one with an interview coming up), an invitation
// to apply and their resumes, whose file opens as a PDF. The seed made all of it (cli.js seed).
import type { Page } from 'playwright-core';
import type {
  ApplicationStatus,
  EmployerApplicationsPage,
  ResumeDownloadResponse,
  SeekerProfile,
} from '@marketplace/contracts';
import { SCREEN_SIZES, setUpBrowser } from './support/browser';
import { DEMO, DEMO_PASSWORD, UI_TIMEOUT, signIn, waitForHeading } from './support/accounts';

const browserTest = setUpBrowser();

/** True when the page does not scroll sideways. */
function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

for (const size of SCREEN_SIZES) {
  browserTest(
    `the demo employer sees applicants in every status and interviews under way (${size.name})`,
    async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, DEMO.employer.email, DEMO_PASSWORD, DEMO.employer.dashboard);

      // Every application status is there (read through the API the page uses, whatever its labels).
      const answer = await page.request.get('/api/employer/applications?limit=100');
      expect(answer.ok()).toBe(true);
      const { applications } = (await answer.json()) as EmployerApplicationsPage;
      const statuses = new Set<ApplicationStatus>(applications.map((application) => application.status));
      expect([...statuses].sort()).toEqual(['hired', 'interview', 'pending', 'rejected', 'reviewed']);

      // Oldest first: the seeded applicants come before those other browser tests add to this employer.
      await page.goto('/employer/applications?sort=oldest');
      await waitForHeading(page, 'Applications');
      const list = page.getByRole('list', { name: 'Applications' });
      const maya = list.getByRole('button', { name: DEMO.seeker.name, exact: true });
      await maya.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(10);
      expect(await list.getByText('Technical Interview').count()).toBeGreaterThanOrEqual(1);
      expect(await fitsWidth(page)).toBe(true);

      // An applicant opens with their pipeline: the demo seeker's technical interview is scheduled.
      await maya.click();
      const profile = page.getByRole('dialog', { name: 'Applicant Profile' });
      await profile
        .getByText(DEMO.seeker.name, { exact: true })
        .first()
        .waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      await profile.getByText('Technical Interview').first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    },
  );

  browserTest(
    `the demo seeker sees applications, an invitation and a resume that opens (${size.name})`,
    async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, DEMO.seeker.email, DEMO_PASSWORD, DEMO.seeker.dashboard);

      await page.goto('/seeker/applications');
      await waitForHeading(page, 'My applications');
      const list = page.getByRole('list', { name: 'Applications' });
      await list.getByRole('article').first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      expect(await list.getByRole('article').count()).toBeGreaterThanOrEqual(4);
      // The interview with the demo employer is coming up, at a time shown in the seeker's own zone.
      const interview = list.getByRole('article').filter({ hasText: 'Technical Interview' });
      await interview.first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      expect(await interview.first().locator('time').count()).toBeGreaterThanOrEqual(1);
      await page.getByRole('heading', { name: 'Invitations' }).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      expect(await page.getByTestId('invitation').count()).toBeGreaterThanOrEqual(1);
      expect(await fitsWidth(page)).toBe(true);

      await page.goto('/seeker/profile');
      const versions = page.getByRole('list', { name: 'Resume versions' });
      await versions
        .getByRole('listitem', { name: 'Project coordinator resume' })
        .waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      expect(await versions.getByRole('listitem').count()).toBe(2);

      // The stored file is a real PDF: the signed link the page opens answers its bytes.
      const { resumes } = (await (await page.request.get('/api/seeker/profile')).json()) as SeekerProfile;
      const resume = resumes.find((version) => version.isDefault);
      expect(resume).toMatchObject({ status: 'ready', fileType: 'application/pdf' });
      const link = await page.request.get(`/api/seeker/resumes/${resume!.id}/download`);
      expect(link.ok()).toBe(true);
      const { downloadUrl } = (await link.json()) as ResumeDownloadResponse;
      const file = await page.request.get(downloadUrl);
      expect(file.ok()).toBe(true);
      expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    },
  );
}
