import { FakeNotificationCenter, MemoryApplicationEmails } from '../../../../test/support/application-emails-fakes';
import { NewApplicantNotifications, jobApplicationsPath } from './new-applicant-notifications.service';

const APP = '0f0f0f0f-0000-4000-8000-00000000a101';
const JOB = '0f0f0f0f-0000-4000-8000-00000000b001';
const COMPANY = '0f0f0f0f-0000-4000-8000-00000000c001';
const OTHER = '0f0f0f0f-0000-4000-8000-00000000c002';

function setUp() {
  const emails = new MemoryApplicationEmails();
  emails.applicants.set(APP, {
    id: APP,
    jobId: JOB,
    jobTitle: 'Remote Bookkeeper',
    companyId: COMPANY,
    seekerName: 'Dana Smith',
    withdrawn: false,
  });
  emails.employers.set(COMPANY, ['erin', 'eli']);
  emails.employers.set(OTHER, ['olga']);
  const center = new FakeNotificationCenter();
  return { emails, center, service: new NewApplicantNotifications(emails.asRepository(), center.asService()) };
}

describe('NewApplicantNotifications', () => {
  it("tells each live employer of the job's company, about the job, with the center's own mail (digest by default)", async () => {
    const { center, service } = setUp();
    expect(await service.notify({ applicationId: APP })).toEqual({ notified: 2 });
    expect(center.calls).toEqual([
      {
        drafts: ['erin', 'eli'].map((userId) => ({
          userId,
          kind: 'new-applicant',
          text: 'New applicant for Remote Bookkeeper: Dana Smith',
          link: `/employer/jobs/${JOB}/applications`,
          subjectId: JOB,
          subjectTitle: 'Remote Bookkeeper',
          dedupeKey: `new-applicant-${APP}`,
        })),
        options: {},
      },
    ]);
    expect(center.recorded.map((row) => row.email)).toEqual(['digest', 'digest']);
  });

  it('records nothing twice when the job runs again', async () => {
    const { center, service } = setUp();
    await service.notify({ applicationId: APP });
    expect(await service.notify({ applicationId: APP })).toEqual({ notified: 0 });
    expect(center.recorded).toHaveLength(2);
  });

  it('tells no one of an application withdrawn meanwhile or gone', async () => {
    const { emails, center, service } = setUp();
    emails.applicants.set(APP, { ...emails.applicants.get(APP)!, withdrawn: true });
    expect(await service.notify({ applicationId: APP })).toEqual({ notified: 0, reason: 'withdrawn' });
    expect(await service.notify({ applicationId: 'gone' })).toEqual({ notified: 0, reason: 'missing' });
    expect(center.calls).toEqual([]);
  });

  it('links to the job applicants page with the id encoded', () => {
    expect(jobApplicationsPath('a/b?c')).toBe('/employer/jobs/a%2Fb%3Fc/applications');
  });
});
