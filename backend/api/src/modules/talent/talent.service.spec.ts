import { ConflictException, ForbiddenException, Logger, NotFoundException } from '@nestjs/common';
import { JOB_POSTING_MESSAGES, TALENT_LIMITS, TALENT_MESSAGES } from '@marketplace/contracts';
import { actorOf, FakeClock, FakeNotifications, unitConfig } from '../../../test/support/accounts-fakes';
import { FakeNotificationCenter, FakeNotificationPreferences } from '../../../test/support/application-emails-fakes';
import { rejection } from '../../../test/support/assertions';
import { FakeStoredFiles } from '../../../test/support/stored-files-fake';
import {
  aResume,
  aSeekerProfile,
  FakeApplicationsToJobs,
  FakeTalentJobs,
  FakeTalentProfiles,
  MemoryTalent,
} from '../../../test/support/talent-fakes';
import { RequestValidationException } from '../../core/errors/request-validation.exception';
import type { UserDirectory } from '../accounts';
import type { SeekerApplicationsToJobs } from '../applications';
import type { JobsService } from '../jobs';
import type { NotificationsService } from '../notifications';
import type { SeekerProfiles } from '../profiles';
import { SeekerInvitationsService } from './seeker-invitations.service';
import type { TalentRepository } from './talent.repository';
import { TalentService } from './talent.service';

const M = TALENT_MESSAGES;
const COMPANY = '0e0e0e0e-0000-4000-8000-0000000000c1';
const OTHER_COMPANY = '0e0e0e0e-0000-4000-8000-0000000000c2';
const JOB = '0e0e0e0e-0000-4000-8000-0000000000d1';
const CLOSED_JOB = '0e0e0e0e-0000-4000-8000-0000000000d2';
const OTHER_JOB = '0e0e0e0e-0000-4000-8000-0000000000d3';
const SECOND_JOB = '0e0e0e0e-0000-4000-8000-0000000000d4';
const VISIBLE = '0e0e0e0e-0000-4000-8000-0000000001a1';
const HIDDEN = '0e0e0e0e-0000-4000-8000-0000000001a2';
const HIDDEN_APPLICANT = '0e0e0e0e-0000-4000-8000-0000000001a3';
const employer = actorOf({
  id: '0e0e0e0e-0000-4000-8000-0000000000e1',
  role: 'employer',
  email: 'jordan@a.example',
  companyId: COMPANY,
});
const otherEmployer = actorOf({
  id: '0e0e0e0e-0000-4000-8000-0000000000e2',
  role: 'employer',
  email: 'priya@b.example',
  companyId: OTHER_COMPANY,
});
const companyless = actorOf({
  id: '0e0e0e0e-0000-4000-8000-0000000000e3',
  role: 'employer',
  email: 'x@x.example',
  companyId: null,
});
const JOINED = new Date('2024-03-05T10:00:00.000Z');

function setUp() {
  const talent = new MemoryTalent();
  const profiles = new FakeTalentProfiles();
  profiles.profiles.set(VISIBLE, aSeekerProfile(VISIBLE, { resumes: [aResume('resume-1')] }));
  profiles.profiles.set(HIDDEN, aSeekerProfile(HIDDEN, { name: 'Hidden Person', visibleToEmployers: false }));
  profiles.profiles.set(
    HIDDEN_APPLICANT,
    aSeekerProfile(HIDDEN_APPLICANT, {
      name: 'Olivia Martinez',
      email: 'olivia@example.com',
      visibleToEmployers: false,
    }),
  );
  profiles.links.set('resume-1', {
    downloadUrl: 'https://storage.example/cv.pdf?signed',
    fileName: 'Maya Chen CV.pdf',
    viewable: true,
    saveUrl: 'https://storage.example/cv.pdf?signed&save',
  });
  const jobs = new FakeTalentJobs();
  jobs.add(JOB, COMPANY, { title: 'Remote Bookkeeper' });
  jobs.add(CLOSED_JOB, COMPANY, { title: 'Payroll Clerk', status: 'expired' });
  jobs.add(SECOND_JOB, COMPANY, { title: 'Accounts Assistant' });
  jobs.add(OTHER_JOB, OTHER_COMPANY, { title: 'Elsewhere', companyName: 'Other Co' });
  const applications = new FakeApplicationsToJobs();
  applications.add({
    id: 'app-hidden',
    jobId: CLOSED_JOB,
    seekerId: HIDDEN_APPLICANT,
    status: 'interview',
    interviewStage: 'technical_interview',
    withdrawn: true,
  });
  const notifications = new FakeNotifications();
  const center = new FakeNotificationCenter();
  const users = { findById: async (id: string) => ({ id, createdAt: JOINED }) } as unknown as UserDirectory;
  const service = new TalentService(
    talent as unknown as TalentRepository,
    profiles as unknown as SeekerProfiles,
    applications as unknown as SeekerApplicationsToJobs,
    jobs as unknown as JobsService,
    users,
    center.asService(),
    notifications as unknown as NotificationsService,
    new FakeNotificationPreferences().asService(),
    new FakeClock(new Date('2026-11-26T10:00:00.000Z')) as never,
    new FakeStoredFiles(),
    unitConfig(),
    { planOf: async (id: string) => (id === VISIBLE ? 'gold' : 'none'), periodOf: async () => null },
  );
  const seekerSide = new SeekerInvitationsService(
    talent as unknown as TalentRepository,
    jobs as unknown as JobsService,
    applications as unknown as SeekerApplicationsToJobs,
  );
  return { talent, profiles, jobs, applications, notifications, center, service, seekerSide };
}

describe('TalentService access', () => {
  it('answers 403 to an employer without a company, on every call', async () => {
    const { service } = setUp();
    const forbidden = new ForbiddenException(JOB_POSTING_MESSAGES.noCompany);
    expect(await rejection(service.search(companyless, {}))).toEqual(forbidden);
    expect(await rejection(service.profile(companyless, VISIBLE))).toEqual(forbidden);
    expect(await rejection(service.resume(companyless, VISIBLE))).toEqual(forbidden);
    expect(await rejection(service.invite(companyless, VISIBLE, { jobId: JOB }))).toEqual(forbidden);
  });

  it('answers 404 for a seeker who hides their profile and never applied, an unknown id and one that is not an id', async () => {
    const { service } = setUp();
    for (const id of [HIDDEN, '0e0e0e0e-0000-4000-8000-0000000001ff', 'nope']) {
      expect(await rejection(service.profile(employer, id))).toEqual(new NotFoundException(M.notFound));
      expect(await rejection(service.resume(employer, id))).toEqual(new NotFoundException(M.notFound));
      expect(await rejection(service.invite(employer, id, { jobId: JOB }))).toEqual(new NotFoundException(M.notFound));
    }
  });

  it('keeps a hidden seeker readable for the company they applied to (withdrawn or not), and only for it', async () => {
    const { service } = setUp();
    expect((await service.profile(employer, HIDDEN_APPLICANT)).name).toBe('Olivia Martinez');
    expect(await rejection(service.profile(otherEmployer, HIDDEN_APPLICANT))).toEqual(
      new NotFoundException(M.notFound),
    );
  });
});

describe('TalentService.profile', () => {
  it('answers the Professional Profile without e-mail or phone, salary hidden unless shown', async () => {
    const { service } = setUp();
    const profile = await service.profile(employer, VISIBLE.toUpperCase());
    expect(profile).toMatchObject({
      id: VISIBLE,
      name: 'Maya Thompson',
      firstName: 'Maya',
      lastName: 'Thompson',
      headline: 'Certified bookkeeper',
      joinedAt: JOINED.toISOString(),
      membershipPlan: 'gold',
      salaryExpectations: null,
      showSalaryExpectations: false,
      workExperience: '<p><strong>Ledger &amp; Co</strong></p>',
      applicationHistory: [],
      invitations: [],
      hasResume: true,
      resumeUrl: `/api/employer/talent/${VISIBLE}/resume`,
    });
    expect(profile.contactVisible).toBe(false);
    expect(profile).not.toHaveProperty('email');
    // The phone follows the same rule as the e-mail: the seeker gave one, and it is still withheld.
    expect(profile).not.toHaveProperty('phone');
    expect(JSON.stringify(profile)).not.toContain('555-0142');
  });

  it('shows the salary when the seeker shows it', async () => {
    const { service, profiles } = setUp();
    profiles.profiles.set(VISIBLE, aSeekerProfile(VISIBLE, { showSalaryExpectations: true }));
    expect((await service.profile(employer, VISIBLE)).salaryExpectations).toBe(85_000);
  });

  it("lists the applications to the company's jobs only, with the job's status, and opens contact details once in interview", async () => {
    const { service, applications } = setUp();
    applications.add({
      id: 'app-1',
      jobId: JOB,
      seekerId: VISIBLE,
      status: 'reviewed',
      interviewStage: 'initial_screening',
    });
    applications.add({ id: 'app-other', jobId: OTHER_JOB, seekerId: VISIBLE, status: 'hired' });
    let profile = await service.profile(employer, VISIBLE);
    expect(profile.applicationHistory).toEqual([
      {
        id: 'app-1',
        jobId: JOB,
        jobTitle: 'Remote Bookkeeper',
        appliedAt: '2026-11-10T09:00:00.000Z',
        applicationStatus: 'reviewed',
        jobStatus: 'approved',
        interviewStage: 'initial_screening',
        withdrawn: false,
      },
    ]);
    expect(profile).not.toHaveProperty('email');
    expect(profile).not.toHaveProperty('phone');

    applications.rows[applications.rows.length - 2]!.status = 'interview';
    profile = await service.profile(employer, VISIBLE);
    expect(profile).toMatchObject({ contactVisible: true, email: 'maya@example.com', phone: '(512) 555-0142' });
    // The other company sees them: it hired her (and its hire opened nothing above).
    expect(await service.profile(otherEmployer, VISIBLE)).toMatchObject({ email: 'maya@example.com' });
  });

  it('keeps contact details hidden for a withdrawn interview', async () => {
    const { service } = setUp();
    const profile = await service.profile(employer, HIDDEN_APPLICANT);
    expect(profile.applicationHistory).toMatchObject([
      { applicationStatus: 'interview', jobStatus: 'expired', withdrawn: true },
    ]);
    expect(profile).not.toHaveProperty('email');
    expect(profile).not.toHaveProperty('phone');
  });
});

describe('TalentService.resume', () => {
  it("answers the default resume's signed link, 404 without a resume", async () => {
    const { service } = setUp();
    expect(await service.resume(employer, VISIBLE)).toEqual({
      downloadUrl: 'https://storage.example/cv.pdf?signed',
      fileName: 'Maya Chen CV.pdf',
      viewable: true,
      saveUrl: 'https://storage.example/cv.pdf?signed&save',
    });
    expect(await rejection(service.resume(employer, HIDDEN_APPLICANT))).toEqual(new NotFoundException(M.resumeMissing));
  });
});

describe('TalentService.invite', () => {
  it("refuses a missing job, another company's, one that is not live, and a note over the limit (400 with fieldErrors)", async () => {
    const { service, talent, notifications } = setUp();
    const fieldErrorsOf = async (body: Record<string, unknown>) => ({
      fieldErrors: ((await rejection(service.invite(employer, VISIBLE, body))) as RequestValidationException)
        .fieldErrors,
    });
    expect(await fieldErrorsOf({})).toMatchObject({ fieldErrors: { jobId: [M.jobRequired] } });
    expect(await fieldErrorsOf({ jobId: OTHER_JOB })).toMatchObject({ fieldErrors: { jobId: [M.jobNotLive] } });
    expect(await fieldErrorsOf({ jobId: CLOSED_JOB })).toMatchObject({ fieldErrors: { jobId: [M.jobNotLive] } });
    expect(await fieldErrorsOf({ jobId: '0e0e0e0e-0000-4000-8000-0000000000ff' })).toMatchObject({
      fieldErrors: { jobId: [M.jobNotLive] },
    });
    expect(await fieldErrorsOf({ jobId: JOB, note: 'x'.repeat(TALENT_LIMITS.invitationNoteMax + 1) })).toMatchObject({
      fieldErrors: { note: [M.noteTooLong] },
    });
    expect(talent.invitations).toEqual([]);
    expect(notifications.sent).toEqual([]);
  });

  it('keeps the invitation and its notification but sends no mail to a seeker whose invitation e-mails are in the digest or off', async () => {
    for (const mode of ['digest', 'off'] as const) {
      const { service, talent, notifications, center } = setUp();
      center.modes.set(`${VISIBLE}/job-invitation`, mode);
      await service.invite(employer, VISIBLE, { jobId: JOB });
      expect(talent.invitations).toHaveLength(1);
      expect(center.recorded.map((row) => [row.kind, row.email])).toEqual([['job-invitation', mode]]);
      expect(notifications.sent).toEqual([]);
    }
  });

  it('keeps the invitation when the notification cannot be recorded (logged)', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { service, talent, notifications, center } = setUp();
    center.failing = true;
    await service.invite(employer, VISIBLE, { jobId: JOB });
    expect(talent.invitations).toHaveLength(1);
    expect(notifications.sent).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ invitationId: expect.any(String) }),
      expect.any(String),
    );
    error.mockRestore();
  });

  it('stores the invitation once per job and seeker, notifies and e-mails the seeker, and shows the employer no contact detail', async () => {
    const { service, talent, notifications, center } = setUp();
    const invitation = await service.invite(employer, VISIBLE, {
      jobId: JOB.toUpperCase(),
      note: '  We loved your profile.  ',
    });
    expect(invitation).toEqual({
      id: expect.any(String),
      jobId: JOB,
      jobTitle: 'Remote Bookkeeper',
      seekerId: VISIBLE,
      note: 'We loved your profile.',
      invitedAt: '2026-11-26T10:00:00.000Z',
    });
    expect(talent.invitations).toMatchObject([
      { companyId: COMPANY, jobId: JOB, seekerId: VISIBLE, createdById: employer.realUser.id },
    ]);
    expect(center.calls).toEqual([
      {
        drafts: [
          {
            userId: VISIBLE,
            kind: 'job-invitation',
            text: 'Open Books Ltd invites you to apply: Remote Bookkeeper',
            link: `/jobs/${JOB}-remote-bookkeeper`,
            subjectId: JOB,
            subjectTitle: 'Remote Bookkeeper',
            dedupeKey: `job-invitation-${invitation.id}`,
          },
        ],
        options: { ownEmail: true },
      },
    ]);
    expect(notifications.sent).toHaveLength(1);
    const [mail] = notifications.sent;
    expect(mail).toMatchObject({
      to: 'maya@example.com',
      subject: 'Open Books Ltd invites you to apply: Remote Bookkeeper',
      category: 'job-invitation',
      userId: VISIBLE,
    });
    // To the seeker alone, with no reply-to, copy or sender of the employer's: the address does not reach them.
    expect(Object.keys(mail!).sort()).toEqual(['category', 'headers', 'html', 'subject', 'text', 'to', 'userId']);
    expect(Object.keys(mail!.headers ?? {}).sort()).toEqual(['List-Unsubscribe', 'List-Unsubscribe-Post']);
    expect(JSON.stringify(invitation)).not.toContain('maya@example.com');
    expect(mail!.text).toContain('We loved your profile.');
    expect(mail!.text).toContain('https://nestwork.example/seeker/applications');
    // The seeker can turn these mails off without signing in: the signed link, also as List-Unsubscribe.
    expect(mail!.text).toContain(`https://n.example/api/notifications/unsubscribe?token=${VISIBLE}.job-invitation`);

    expect(await rejection(service.invite(employer, VISIBLE, { jobId: JOB }))).toEqual(
      new ConflictException(M.alreadyInvited),
    );
    expect(notifications.sent).toHaveLength(1);

    const profile = await service.profile(employer, VISIBLE);
    expect(profile.invitations).toEqual([
      { id: invitation.id, jobId: JOB, jobTitle: 'Remote Bookkeeper', invitedAt: '2026-11-26T10:00:00.000Z' },
    ]);
    // An invitation to apply is not an interview: it opens no contact detail.
    expect(profile.contactVisible).toBe(false);
    expect(profile).not.toHaveProperty('email');
    expect(profile).not.toHaveProperty('phone');
    expect(JSON.stringify(profile)).not.toContain('maya@example.com');
  });

  it('refuses a job the seeker applied to already (409)', async () => {
    const { service, applications } = setUp();
    applications.add({ id: 'app-1', jobId: SECOND_JOB, seekerId: VISIBLE });
    expect(await rejection(service.invite(employer, VISIBLE, { jobId: SECOND_JOB }))).toEqual(
      new ConflictException(M.alreadyApplied),
    );
  });
});

describe('TalentService.search', () => {
  it('validates the query with the contract messages', async () => {
    const { service } = setUp();
    const error = (await rejection(
      service.search(employer, { availability: 'soon', cursor: 'bad cursor' }),
    )) as RequestValidationException;
    expect(error.fieldErrors).toEqual({ availability: [M.availabilityInvalid], cursor: [M.cursorInvalid] });
    const forged = (await rejection(service.search(employer, { cursor: 'abc' }))) as RequestValidationException;
    expect(forged.fieldErrors).toEqual({ cursor: [M.cursorInvalid] });
  });

  it('searches with the resolved words, lower-case skills and the filters, and pages by cursor', async () => {
    const { service, talent } = setUp();
    talent.rows = Array.from({ length: TALENT_LIMITS.pageSize + 1 }, (_, index) => ({
      id: `0e0e0e0e-0000-4000-8000-${String(index).padStart(12, '0')}`,
      name: `Seeker ${index}`,
      headline: null,
      location: null,
      availability: 'immediately',
      experienceLevel: 'mid',
      skills: ['SQL'],
      updatedAt: new Date(Date.UTC(2026, 10, 25, 0, 0, 60 - index)),
      profilePictureUrl: null,
    }));
    talent.counted = { total: 1000, capped: true };
    const page = await service.search(employer, {
      q: 'Bookkeeper',
      skill: ['SQL', 'Excel'],
      availability: 'immediately',
      experienceLevel: ['mid', 'senior'],
    });
    expect(talent.searches[0]).toEqual({
      filters: {
        tsquery: "'bookkeeper'",
        skills: ['sql', 'excel'],
        availability: ['immediately'],
        experienceLevels: ['mid', 'senior'],
      },
      after: null,
      limit: TALENT_LIMITS.pageSize + 1,
    });
    expect(page.talent).toHaveLength(TALENT_LIMITS.pageSize);
    expect(page).toMatchObject({ total: 1000, totalIsCapped: true, nextCursor: expect.any(String) });

    await service.search(employer, { cursor: page.nextCursor! });
    const last = talent.rows[TALENT_LIMITS.pageSize - 1]!;
    expect(talent.searches[1]).toMatchObject({
      filters: { tsquery: null, skills: [] },
      after: { updatedAt: last.updatedAt, id: last.id },
    });
  });

  it('searches by the filters alone when the words hold nothing searchable', async () => {
    const { service, talent } = setUp();
    const page = await service.search(employer, { q: 'the' });
    expect(talent.searches[0]!.filters.tsquery).toBeNull();
    expect(page).toEqual({ talent: [], nextCursor: null, total: 0, totalIsCapped: false });
  });
});

describe('SeekerInvitationsService', () => {
  it("lists the seeker's own invitations, newest first, applied ones marked", async () => {
    const { service, seekerSide, applications } = setUp();
    await service.invite(employer, VISIBLE, { jobId: JOB, note: 'Hello' });
    await service.invite(employer, VISIBLE, { jobId: SECOND_JOB });
    applications.add({ id: 'app-2', jobId: SECOND_JOB, seekerId: VISIBLE });
    const seeker = actorOf({ id: VISIBLE, role: 'seeker', email: 'maya@example.com' });
    const { invitations } = await seekerSide.list(seeker);
    expect(
      invitations.map((invitation) => [invitation.job.title, invitation.applied, invitation.open, invitation.note]),
    ).toEqual([
      ['Accounts Assistant', true, true, null],
      ['Remote Bookkeeper', false, true, 'Hello'],
    ]);
    expect(invitations[0]!.company).toEqual({ name: 'Open Books Ltd', logoUrl: null });
    const someoneElse = actorOf({ id: HIDDEN, role: 'seeker', email: 'hidden@example.com' });
    expect(await seekerSide.list(someoneElse)).toEqual({ invitations: [] });
  });
});
