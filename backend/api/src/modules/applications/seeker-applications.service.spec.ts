import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { APPLICATION_MESSAGES, ENTITLEMENT_MESSAGES, JOB_POSTING_MESSAGES } from '@marketplace/contracts';
import { actorOf, FakeClock } from '../../../test/support/accounts-fakes';
import { FakeJobs, FakeSeekerProfiles, MemoryApplications } from '../../../test/support/applications-fakes';
import { FakeMembershipPlans } from '../../../test/support/billing-fakes';
import type { Actor } from '../../core/auth/actor';
import { DomainEvents } from '../../core/events/domain-events';
import { RequestValidationException } from '../../core/errors/request-validation.exception';
import type { JobsService } from '../jobs';
import type { SeekerProfiles } from '../profiles';
import type { ApplicationSubmitted, ApplicationsWithdrawn } from './applications.events';
import type { ApplicationsRepository } from './applications.repository';
import { SeekerApplicationsService } from './seeker-applications.service';
import { asHttpException } from '../../../test/support/assertions';

const SEEKER = '0f0f0f0f-0000-4000-8000-00000000a001';
const OTHER_SEEKER = '0f0f0f0f-0000-4000-8000-00000000a002';
const ADMIN = '0f0f0f0f-0000-4000-8000-00000000a003';
const JOB = '0f0f0f0f-0000-4000-8000-00000000b001';
const CLOSED_JOB = '0f0f0f0f-0000-4000-8000-00000000b002';
const OTHER_JOB = '0f0f0f0f-0000-4000-8000-00000000b003';
const RESUME = '0f0f0f0f-0000-4000-8000-00000000c001';
const OTHERS_RESUME = '0f0f0f0f-0000-4000-8000-00000000c002';

const seeker = actorOf({ id: SEEKER, role: 'seeker', email: 'maya@example.com' });
const otherSeeker = actorOf({ id: OTHER_SEEKER, role: 'seeker', email: 'olivia@example.com' });
const admin = actorOf({ id: ADMIN, role: 'admin', email: 'admin@example.com' });
const adminAsSeeker: Actor = { ...admin, user: seeker.user, impersonation: { id: 'imp', adminId: ADMIN } };

function setUp() {
  const clock = new FakeClock();
  const applications = new MemoryApplications();
  const jobs = new FakeJobs();
  const profiles = new FakeSeekerProfiles();
  jobs.add(JOB, { title: 'Remote Bookkeeper' });
  jobs.add(CLOSED_JOB, { open: false, status: 'filled' });
  jobs.add(OTHER_JOB, { title: 'Support Lead' });
  profiles.set(SEEKER, { resumes: [RESUME] });
  profiles.set(OTHER_SEEKER, { resumes: [OTHERS_RESUME] });
  const events = new DomainEvents();
  const submitted: ApplicationSubmitted[] = [];
  events.on<ApplicationSubmitted>('applications.submitted', (event) => void submitted.push(event));
  const withdrawn: ApplicationsWithdrawn[] = [];
  events.on<ApplicationsWithdrawn>('applications.withdrawn', (event) => void withdrawn.push(event));
  // Applying needs a plan: both seekers hold one unless a test takes it away.
  const plans = new FakeMembershipPlans({ [SEEKER]: 'gold', [OTHER_SEEKER]: 'trial' });
  const service = new SeekerApplicationsService(
    clock as never,
    applications as unknown as ApplicationsRepository,
    jobs as unknown as JobsService,
    profiles as unknown as SeekerProfiles,
    events,
    plans,
  );
  return { clock, applications, jobs, profiles, plans, service, submitted, withdrawn };
}

/** The status and body of what a call threw (a validation refusal as the error filter answers it). */
async function refusal(call: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await call;
  } catch (thrown) {
    const error = asHttpException(thrown);
    if (error instanceof RequestValidationException)
      return { status: error.getStatus(), body: { error: error.message, fieldErrors: error.fieldErrors } };
    if (error instanceof ConflictException || error instanceof NotFoundException || error instanceof ForbiddenException)
      return { status: error.getStatus(), body: error.getResponse() };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('SeekerApplicationsService.apply', () => {
  it('applies with a resume version and a trimmed cover letter, writing the first history entry', async () => {
    const { service, applications, clock } = setUp();
    const answer = await service.apply(seeker, {
      jobId: JOB,
      resumeId: RESUME,
      coverLetter: '  Hello,\nI would love to help.  ',
    });
    expect(answer).toEqual({
      id: expect.any(String),
      job: { id: JOB, title: 'Remote Bookkeeper', status: 'approved' },
      company: { name: 'Open Books Ltd', logoUrl: 'https://cdn.example/a.svg' },
      appliedAt: clock.now().toISOString(),
      status: 'pending',
      interviewStage: null,
      nextInterviewAt: null,
      nextInterview: null,
      withdrawn: false,
      withdrawnAt: null,
      coverLetter: 'Hello,\nI would love to help.',
      resumeId: RESUME,
    });
    expect(applications.history).toEqual([
      { applicationId: answer.id, actorId: SEEKER, from: null, to: 'pending', at: clock.now() },
    ]);
  });

  it('tells listeners (the "application received" e-mail) once the application is written, and not when it is refused', async () => {
    const { service, submitted, clock } = setUp();
    const answer = await service.apply(seeker, { jobId: JOB, resumeId: RESUME });
    expect(submitted).toEqual([
      { type: 'applications.submitted', applicationId: answer.id, jobId: JOB, seekerId: SEEKER, at: clock.now() },
    ]);
    await expect(service.apply(seeker, { jobId: JOB, resumeId: RESUME })).rejects.toMatchObject({ status: 409 });
    await expect(service.apply(seeker, { jobId: CLOSED_JOB, resumeId: RESUME })).rejects.toMatchObject({ status: 409 });
    expect(submitted).toHaveLength(1);
  });

  it('stores a blank or absent cover letter as none', async () => {
    const { service } = setUp();
    expect((await service.apply(seeker, { jobId: JOB, resumeId: RESUME, coverLetter: ' \n ' })).coverLetter).toBeNull();
    expect((await service.apply(seeker, { jobId: OTHER_JOB, resumeId: RESUME })).coverLetter).toBeNull();
  });

  it('records an impersonating admin as the one who applied, for the seeker', async () => {
    const { service, applications } = setUp();
    const answer = await service.apply(adminAsSeeker, { jobId: JOB, resumeId: RESUME });
    expect(applications.rows.map((row) => row.seekerId)).toEqual([SEEKER]);
    expect(applications.history).toEqual([expect.objectContaining({ applicationId: answer.id, actorId: ADMIN })]);
  });

  it('answers 400 with fieldErrors for a bad body, before anything else is looked at', async () => {
    const { service, applications } = setUp();
    expect(await refusal(service.apply(seeker, { jobId: '', resumeId: '', coverLetter: 'x'.repeat(5001) }))).toEqual({
      status: 400,
      body: {
        error: APPLICATION_MESSAGES.jobRequired,
        fieldErrors: {
          jobId: [APPLICATION_MESSAGES.jobRequired],
          resumeId: [APPLICATION_MESSAGES.resumeRequired],
          coverLetter: [APPLICATION_MESSAGES.coverLetterTooLong],
        },
      },
    });
    // 5,000 characters after trimming are fine.
    await service.apply(seeker, { jobId: JOB, resumeId: RESUME, coverLetter: ` ${'x'.repeat(5000)} ` });
    expect(applications.rows).toHaveLength(1);
  });

  it('answers 403 without a trialing or active plan, after the body is checked and before the job is looked at; a trial is enough', async () => {
    const { service, applications, jobs, plans, submitted } = setUp();
    plans.plans.delete(SEEKER);
    const planRequired = {
      status: 403,
      body: { statusCode: 403, message: ENTITLEMENT_MESSAGES.planRequired, error: 'Forbidden' },
    };
    expect(await refusal(service.apply(seeker, { jobId: JOB, resumeId: RESUME }))).toEqual(planRequired);
    // The job is not looked at: a closed or unknown one answers the same.
    const looked = jest.spyOn(jobs, 'openingFor');
    expect(await refusal(service.apply(seeker, { jobId: CLOSED_JOB, resumeId: RESUME }))).toEqual(planRequired);
    expect(looked).not.toHaveBeenCalled();
    // An impersonating admin acts with the seeker's entitlements.
    expect(await refusal(service.apply(adminAsSeeker, { jobId: JOB, resumeId: RESUME }))).toEqual(planRequired);
    // A bad body is still a 400 first.
    expect((await refusal(service.apply(seeker, { jobId: '', resumeId: RESUME }))).status).toBe(400);
    expect(applications.rows).toEqual([]);
    expect(submitted).toEqual([]);

    plans.plans.set(SEEKER, 'trial');
    expect((await service.apply(seeker, { jobId: JOB, resumeId: RESUME })).status).toBe('pending');
    expect(applications.rows).toHaveLength(1);
  });

  it('answers 404 for a job nobody may see and 409 for a job that no longer takes applications', async () => {
    const { service, applications } = setUp();
    for (const jobId of ['0f0f0f0f-0000-4000-8000-0000000000ff', 'not-a-uuid']) {
      expect(await refusal(service.apply(seeker, { jobId, resumeId: RESUME }))).toEqual({
        status: 404,
        body: { statusCode: 404, message: JOB_POSTING_MESSAGES.notFound, error: 'Not Found' },
      });
    }
    expect(await refusal(service.apply(seeker, { jobId: CLOSED_JOB, resumeId: RESUME }))).toMatchObject({
      status: 409,
      body: { message: APPLICATION_MESSAGES.jobClosed },
    });
    expect(applications.rows).toEqual([]);
  });

  it('answers 409 for a second application to the same job, and names a withdrawn one', async () => {
    const { service, applications } = setUp();
    const first = await service.apply(seeker, { jobId: JOB, resumeId: RESUME });
    expect(await refusal(service.apply(seeker, { jobId: JOB, resumeId: RESUME }))).toMatchObject({
      status: 409,
      body: { message: APPLICATION_MESSAGES.alreadyApplied },
    });
    await service.withdraw(seeker, first.id);
    expect(await refusal(service.apply(seeker, { jobId: JOB, resumeId: RESUME }))).toMatchObject({
      status: 409,
      body: { message: APPLICATION_MESSAGES.alreadyWithdrawnFromJob },
    });
    expect(applications.rows).toHaveLength(1);
  });

  it('answers the same 409 when a concurrent application wins the race (the unique violation)', async () => {
    const { service, applications } = setUp();
    applications.beforeInsert = (application) => {
      applications.beforeInsert = () => undefined;
      applications.add({
        id: '0f0f0f0f-0000-4000-8000-00000000d001',
        jobId: application.jobId,
        seekerId: application.seekerId,
      });
    };
    expect(await refusal(service.apply(seeker, { jobId: JOB, resumeId: RESUME }))).toMatchObject({
      status: 409,
      body: { message: APPLICATION_MESSAGES.alreadyApplied },
    });
    expect(applications.rows).toHaveLength(1);
  });

  it('tells a seeker whose profile lacks what employers need exactly what to complete', async () => {
    const { service, profiles, applications } = setUp();
    profiles.set(SEEKER, { name: '  ', resumes: [] });
    expect(await refusal(service.apply(seeker, { jobId: JOB, resumeId: RESUME }))).toMatchObject({
      status: 409,
      body: { message: 'Please complete your profile before applying: add your name and upload a resume' },
    });
    profiles.set(SEEKER, { resumes: [] });
    expect(await refusal(service.apply(seeker, { jobId: JOB, resumeId: RESUME }))).toMatchObject({
      body: { message: 'Please complete your profile before applying: upload a resume' },
    });
    profiles.set(SEEKER, { name: '', resumes: [RESUME] });
    expect(await refusal(service.apply(seeker, { jobId: JOB, resumeId: RESUME }))).toMatchObject({
      body: { message: 'Please complete your profile before applying: add your name' },
    });
    expect(applications.rows).toEqual([]);
  });

  it("answers 400 on resumeId for another seeker's resume or an unknown one", async () => {
    const { service, applications } = setUp();
    for (const resumeId of [OTHERS_RESUME, '0f0f0f0f-0000-4000-8000-0000000000ff', 'nope']) {
      expect(await refusal(service.apply(seeker, { jobId: JOB, resumeId }))).toEqual({
        status: 400,
        body: {
          error: APPLICATION_MESSAGES.resumeNotYours,
          fieldErrors: { resumeId: [APPLICATION_MESSAGES.resumeNotYours] },
        },
      });
    }
    expect(applications.rows).toEqual([]);
  });
});

describe('SeekerApplicationsService.list', () => {
  it("lists the seeker's own applications newest first, withdrawn ones marked", async () => {
    const { service, clock } = setUp();
    const older = await service.apply(seeker, { jobId: JOB, resumeId: RESUME });
    clock.advance(60_000);
    const newer = await service.apply(seeker, { jobId: OTHER_JOB, resumeId: RESUME });
    clock.advance(60_000);
    await service.withdraw(seeker, older.id);
    await service.apply(otherSeeker, { jobId: JOB, resumeId: OTHERS_RESUME });
    const { applications } = await service.list(seeker);
    expect(applications.map((application) => [application.id, application.job.title, application.withdrawn])).toEqual([
      [newer.id, 'Support Lead', false],
      [older.id, 'Remote Bookkeeper', true],
    ]);
    expect(applications[1]!.withdrawnAt).toBe(clock.now().toISOString());
    expect((await service.list(otherSeeker)).applications).toHaveLength(1);
  });

  it('shows the job as it is now (closed jobs keep their application)', async () => {
    const { service, jobs } = setUp();
    await service.apply(seeker, { jobId: JOB, resumeId: RESUME });
    jobs.add(JOB, {
      title: 'Remote Bookkeeper',
      status: 'filled',
      open: false,
      company: 'Private Company',
      logoUrl: null,
    });
    expect((await service.list(seeker)).applications[0]).toMatchObject({
      job: { id: JOB, status: 'filled' },
      company: { name: 'Private Company', logoUrl: null },
    });
  });

  it('shows the next interview time the interviews module reports (INTERVIEW_SCHEDULES), asked once for the whole list', async () => {
    const { clock, applications, jobs, profiles, plans, service: plain } = setUp();
    const first = await plain.apply(seeker, { jobId: JOB, resumeId: RESUME });
    await plain.apply(seeker, { jobId: OTHER_JOB, resumeId: RESUME });
    const asked: Array<{ ids: readonly string[]; now: Date }> = [];
    const schedules = {
      nextInterviewsOf: async (ids: readonly string[], now: Date) => {
        asked.push({ ids, now });
        return new Map([
          [
            first.id,
            {
              start: new Date('2026-12-10T17:00:00.000Z'),
              timeZone: 'Europe/Berlin',
              location: null,
              meetingUrl: 'https://meet.example.com/abc',
              messageToCandidate: null,
            },
          ],
        ]);
      },
    };
    const service = new SeekerApplicationsService(
      clock as never,
      applications as unknown as ApplicationsRepository,
      jobs as unknown as JobsService,
      profiles as unknown as SeekerProfiles,
      new DomainEvents(),
      plans,
      schedules,
    );
    const listed = (await service.list(seeker)).applications;
    expect(listed.map((application) => [application.id, application.nextInterviewAt])).toEqual(
      expect.arrayContaining([
        [first.id, '2026-12-10T17:00:00.000Z'],
        [expect.any(String), null],
      ]),
    );
    expect(listed.find((application) => application.id === first.id)?.nextInterview).toEqual({
      scheduledAt: '2026-12-10T17:00:00.000Z',
      timeZone: 'Europe/Berlin',
      location: null,
      meetingUrl: 'https://meet.example.com/abc',
      messageToCandidate: null,
    });
    expect(asked).toEqual([{ ids: expect.arrayContaining([first.id]), now: clock.now() }]);
    // Without the port (a context without the interviews module) there is no time.
    expect((await plain.list(seeker)).applications.every((application) => application.nextInterviewAt === null)).toBe(
      true,
    );
  });
});

describe('SeekerApplicationsService.withdraw', () => {
  it('withdraws the own application, keeping its status, records the change and publishes it once committed', async () => {
    const { service, applications, clock, withdrawn } = setUp();
    const applied = await service.apply(seeker, { jobId: JOB, resumeId: RESUME });
    clock.advance(1000);
    const answer = await service.withdraw(seeker, applied.id);
    expect(answer).toMatchObject({
      id: applied.id,
      status: 'pending',
      withdrawn: true,
      withdrawnAt: clock.now().toISOString(),
    });
    expect(applications.history.map((entry) => [entry.from, entry.to, entry.actorId])).toEqual([
      [null, 'pending', SEEKER],
      ['pending', 'withdrawn', SEEKER],
    ]);
    expect(withdrawn).toEqual([
      {
        type: 'applications.withdrawn',
        applicationIds: [applied.id],
        seekerId: SEEKER,
        actorId: SEEKER,
        at: clock.now(),
      },
    ]);
  });

  it("answers 404 for another seeker's application, an unknown id or one that is not a UUID", async () => {
    const { service, applications } = setUp();
    const theirs = await service.apply(otherSeeker, { jobId: JOB, resumeId: OTHERS_RESUME });
    for (const id of [theirs.id, '0f0f0f0f-0000-4000-8000-0000000000ff', 'nope']) {
      expect(await refusal(service.withdraw(seeker, id))).toMatchObject({
        status: 404,
        body: { message: APPLICATION_MESSAGES.notFound },
      });
    }
    expect(applications.rows[0]!.withdrawnAt).toBeNull();
    expect(applications.history).toHaveLength(1);
  });

  it('answers 409 once withdrawn, and for decided applications (publishing nothing for a refusal)', async () => {
    const { service, applications, withdrawn } = setUp();
    const applied = await service.apply(seeker, { jobId: JOB, resumeId: RESUME });
    await service.withdraw(seeker, applied.id);
    expect(await refusal(service.withdraw(seeker, applied.id))).toMatchObject({
      status: 409,
      body: { message: APPLICATION_MESSAGES.alreadyWithdrawn },
    });
    expect(withdrawn).toHaveLength(1);
    for (const status of ['hired', 'rejected'] as const) {
      const decided = applications.add({
        id: `0f0f0f0f-0000-4000-8000-0000000000${status === 'hired' ? 'e1' : 'e2'}`,
        jobId: OTHER_JOB,
        seekerId: SEEKER,
        status,
      });
      expect(await refusal(service.withdraw(seeker, decided.id))).toMatchObject({
        status: 409,
        body: { message: APPLICATION_MESSAGES.cannotWithdraw },
      });
    }
    for (const status of ['reviewed', 'interview'] as const) {
      const open = applications.add({
        id: `0f0f0f0f-0000-4000-8000-0000000000${status === 'reviewed' ? 'f1' : 'f2'}`,
        jobId: OTHER_JOB,
        seekerId: SEEKER,
        status,
      });
      expect(await service.withdraw(seeker, open.id)).toMatchObject({ status, withdrawn: true });
    }
  });
});

describe('SeekerApplicationsService.forget (a deleted seeker account)', () => {
  it("withdraws the seeker's open applications, keeps decided ones, and erases every cover letter", async () => {
    const { service, applications, clock, withdrawn } = setUp();
    const open = await service.apply(seeker, { jobId: JOB, resumeId: RESUME, coverLetter: 'Hello' });
    const hired = applications.add({
      id: '0f0f0f0f-0000-4000-8000-0000000000e3',
      jobId: OTHER_JOB,
      seekerId: SEEKER,
      status: 'hired',
      coverLetter: 'Thanks',
    });
    const theirs = await service.apply(otherSeeker, { jobId: JOB, resumeId: OTHERS_RESUME, coverLetter: 'Hi' });
    await service.forget(SEEKER);
    expect(
      applications.rows.map((row) => [row.id, row.withdrawnAt === null ? 'active' : 'withdrawn', row.coverLetter]),
    ).toEqual([
      [open.id, 'withdrawn', null],
      [hired.id, 'active', null],
      [theirs.id, 'active', 'Hi'],
    ]);
    expect(applications.history.filter((entry) => entry.to === 'withdrawn')).toEqual([
      { applicationId: open.id, actorId: SEEKER, from: 'pending', to: 'withdrawn', at: clock.now() },
    ]);
    expect(withdrawn).toEqual([
      { type: 'applications.withdrawn', applicationIds: [open.id], seekerId: SEEKER, actorId: SEEKER, at: clock.now() },
    ]);
    // Nothing left to withdraw: nothing published.
    await service.forget(SEEKER);
    expect(withdrawn).toHaveLength(1);
  });
});
