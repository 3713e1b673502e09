import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { EMPLOYER_APPLICATION_MESSAGES, JOB_POSTING_MESSAGES } from '@marketplace/contracts';
import { actorOf, FakeClock } from '../../../../test/support/accounts-fakes';
import {
  contactVisibilityOver,
  FakeCompanyJobs,
  FakeSeekerProfiles,
  MemoryApplications,
} from '../../../../test/support/applications-fakes';
import { rejection } from '../../../../test/support/assertions';
import { FakeStoredFiles } from '../../../../test/support/stored-files-fake';
import type { Actor } from '../../../core/auth/actor';
import { DomainEvents } from '../../../core/events/domain-events';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import type { UserDirectory } from '../../accounts';
import type { JobsService } from '../../jobs';
import type { SeekerProfiles } from '../../profiles';
import type { ApplicationStatusChanged } from '../applications.events';
import type { ApplicationsRepository } from '../applications.repository';
import { ApplicationDecisionsService, undoRefusal } from './application-decisions.service';
import { EmployerApplicationsService } from './employer-applications.service';

const M = EMPLOYER_APPLICATION_MESSAGES;
const COMPANY = '0e0e0e0e-0000-4000-8000-0000000000c1';
const OTHER_COMPANY = '0e0e0e0e-0000-4000-8000-0000000000c2';
const JOB = '0e0e0e0e-0000-4000-8000-0000000000d1';
const OTHER_JOB = '0e0e0e0e-0000-4000-8000-0000000000d2';
const app = (n: number) => `0e0e0e0e-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;
const seekerId = (n: number) => `0e0e0e0e-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`;

const employer = actorOf({
  id: '0e0e0e0e-0000-4000-8000-0000000000e1',
  role: 'employer',
  email: 'jordan@a.example',
  companyId: COMPANY,
});
const colleague = actorOf({
  id: '0e0e0e0e-0000-4000-8000-0000000000e2',
  role: 'employer',
  email: 'priya@a.example',
  companyId: COMPANY,
});
const otherEmployer = actorOf({
  id: '0e0e0e0e-0000-4000-8000-0000000000e3',
  role: 'employer',
  email: 'sam@b.example',
  companyId: OTHER_COMPANY,
});
const companyless = actorOf({
  id: '0e0e0e0e-0000-4000-8000-0000000000e4',
  role: 'employer',
  email: 'new@x.example',
  companyId: null,
});
const admin = actorOf({ id: '0e0e0e0e-0000-4000-8000-0000000000a1', role: 'admin', email: 'admin@example.com' });
const adminAsEmployer: Actor = { ...admin, user: employer.user, impersonation: { id: 'imp', adminId: admin.user.id } };

function setUp() {
  const clock = new FakeClock(new Date('2026-11-25T12:00:00.000Z'));
  const applications = new MemoryApplications();
  const jobs = new FakeCompanyJobs();
  jobs.add(JOB, COMPANY, 'Remote Bookkeeper');
  jobs.add(OTHER_JOB, OTHER_COMPANY, 'Support Lead');
  const reading = new EmployerApplicationsService(
    applications as unknown as ApplicationsRepository,
    jobs as unknown as JobsService,
    new FakeSeekerProfiles() as unknown as SeekerProfiles,
    { namesOf: async () => new Map() } as unknown as UserDirectory,
    contactVisibilityOver(applications, jobs),
    new FakeStoredFiles(),
    { planOf: async () => 'none', periodOf: async () => null },
  );
  const events = new DomainEvents();
  const published: ApplicationStatusChanged[] = [];
  events.on<ApplicationStatusChanged>('applications.status-changed', (event) => void published.push(event));
  const service = new ApplicationDecisionsService(
    clock as never,
    applications as unknown as ApplicationsRepository,
    reading,
    jobs as unknown as JobsService,
    events,
  );
  const add = (
    n: number,
    status: 'pending' | 'reviewed' | 'interview' | 'hired' | 'rejected' = 'pending',
    jobId = JOB,
    extra: { withdrawnAt?: Date } = {},
  ) =>
    applications.add({
      id: app(n),
      jobId,
      seekerId: seekerId(n),
      status,
      interviewStage: status === 'pending' ? null : 'initial_screening',
      ...extra,
    });
  return { clock, applications, service, add, published };
}

async function fieldErrorsOf(call: Promise<unknown>) {
  const error = await rejection(call);
  expect(error).toBeInstanceOf(RequestValidationException);
  return (error as RequestValidationException).fieldErrors;
}

describe('ApplicationDecisionsService.setStatus', () => {
  it('marks a pending application reviewed at initial_screening, with one history entry by who really acted', async () => {
    const { service, add, applications, clock } = setUp();
    add(1);
    const answer = await service.setStatus(adminAsEmployer, app(1), {
      status: 'reviewed',
      interviewStage: 'initial_screening',
    });
    expect(answer).toEqual({
      application: {
        id: app(1),
        status: 'reviewed',
        interviewStage: 'initial_screening',
        updatedAt: clock.now().toISOString(),
      },
    });
    expect(applications.history).toEqual([
      { applicationId: app(1), actorId: admin.user.id, from: 'pending', to: 'reviewed', at: clock.now() },
    ]);
    // The stage may be left out: marking reviewed starts the pipeline at initial_screening anyway.
    add(2);
    expect((await service.setStatus(employer, app(2), { status: 'reviewed' })).application.interviewStage).toBe(
      'initial_screening',
    );
  });

  it.each([
    ['pending', 'interview'],
    ['pending', 'hired'],
    ['pending', 'rejected'],
    ['interview', 'reviewed'],
    ['hired', 'rejected'],
    ['hired', 'interview'],
    ['rejected', 'hired'],
  ] as const)('refuses %s -> %s with 409 and the contract message, writing nothing', async (from, to) => {
    const { service, add, applications } = setUp();
    add(1, from);
    expect(await rejection(service.setStatus(employer, app(1), { status: to }))).toEqual(
      new ConflictException(M.transitionRefused(from, to)),
    );
    expect(applications.history).toEqual([]);
    expect(applications.rows[0]!.status).toBe(from);
  });

  it.each([
    ['reviewed', 'interview'],
    ['reviewed', 'rejected'],
    ['reviewed', 'hired'],
    ['interview', 'hired'],
    ['interview', 'rejected'],
    ['rejected', 'reviewed'],
  ] as const)('allows %s -> %s, keeping the interview stage', async (from, to) => {
    const { service, add, applications } = setUp();
    add(1, from);
    expect((await service.setStatus(employer, app(1), { status: to })).application).toMatchObject({
      status: to,
      interviewStage: 'initial_screening',
    });
    expect(applications.history.map((entry) => [entry.from, entry.to])).toEqual([[from, to]]);
  });

  it('answers 409 for the same status again and for a withdrawn application', async () => {
    const { service, add } = setUp();
    add(1, 'reviewed');
    add(2, 'reviewed', JOB, { withdrawnAt: new Date('2026-11-24T00:00:00Z') });
    expect(await rejection(service.setStatus(employer, app(1), { status: 'reviewed' }))).toEqual(
      new ConflictException(M.alreadyInStatus('reviewed')),
    );
    expect(await rejection(service.setStatus(employer, app(2), { status: 'interview' }))).toEqual(
      new ConflictException(M.withdrawn),
    );
  });

  it('answers 400 with fieldErrors for a missing or unknown status and a stage where none belongs', async () => {
    const { service, add } = setUp();
    add(1, 'reviewed');
    expect(await fieldErrorsOf(service.setStatus(employer, app(1), {} as never))).toEqual({
      status: [M.statusRequired],
    });
    expect(await fieldErrorsOf(service.setStatus(employer, app(1), { status: 'pending' }))).toEqual({
      status: [M.statusInvalid],
    });
    expect(
      await fieldErrorsOf(
        service.setStatus(employer, app(1), { status: 'interview', interviewStage: 'initial_screening' }),
      ),
    ).toEqual({ interviewStage: [M.stageOnlyWhenReviewing] });
    expect(
      await fieldErrorsOf(
        service.setStatus(employer, app(1), { status: 'reviewed', interviewStage: 'final_interview' }),
      ),
    ).toEqual({ interviewStage: [M.stageMustBeScreening] });
  });

  it("answers 404 for another company's application before looking at the body; 403 for an employer without a company", async () => {
    const { service, add, applications } = setUp();
    add(1, 'pending', OTHER_JOB);
    expect(await rejection(service.setStatus(employer, app(1), {} as never))).toEqual(
      new NotFoundException(M.notFound),
    );
    expect(await rejection(service.setStatus(employer, 'not-a-uuid', { status: 'reviewed' }))).toEqual(
      new NotFoundException(M.notFound),
    );
    expect(await rejection(service.setStatus(companyless, app(1), { status: 'reviewed' }))).toEqual(
      new ForbiddenException(JOB_POSTING_MESSAGES.noCompany),
    );
    expect(applications.history).toEqual([]);
  });
});

describe('ApplicationDecisionsService bulk changes and their undo', () => {
  it('changes what may change in one go, reports the rest in the order asked, and hands out an undo token for 10 seconds', async () => {
    const { service, add, applications, clock } = setUp();
    add(1, 'pending');
    add(2, 'reviewed');
    add(3, 'hired');
    add(4, 'pending', OTHER_JOB);
    add(5, 'pending', JOB, { withdrawnAt: new Date('2026-11-24T00:00:00Z') });
    const missing = app(99);
    const answer = await service.bulkStatus(employer, {
      applicationIds: [app(1), app(2), app(3), app(4), app(5), missing, app(1)],
      status: 'reviewed',
    });
    expect(answer.changed).toEqual([{ id: app(1), from: 'pending', to: 'reviewed' }]);
    expect(answer.skipped).toEqual([
      { id: app(2), reason: M.alreadyInStatus('reviewed') },
      { id: app(3), reason: M.transitionRefused('hired', 'reviewed') },
      { id: app(4), reason: M.notFound },
      { id: app(5), reason: M.withdrawn },
      { id: missing, reason: M.notFound },
    ]);
    expect(answer.undoToken).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{43}$/));
    expect(answer.undoExpiresAt).toBe(new Date(clock.now().getTime() + 10_000).toISOString());
    expect(applications.rows.find((row) => row.id === app(4))!.status).toBe('pending');
    // Only the token's hash is kept.
    expect(JSON.stringify(applications.bulkChanges)).not.toContain(answer.undoToken);
  });

  it('marks not selected from reviewed and interview, never from pending (review first)', async () => {
    const { service, add } = setUp();
    add(1, 'reviewed');
    add(2, 'interview');
    add(3, 'pending');
    const answer = await service.bulkStatus(employer, { applicationIds: [app(1), app(2), app(3)], status: 'rejected' });
    expect(answer.changed.map((change) => [change.id, change.from, change.to])).toEqual([
      [app(1), 'reviewed', 'rejected'],
      [app(2), 'interview', 'rejected'],
    ]);
    expect(answer.skipped).toEqual([{ id: app(3), reason: M.transitionRefused('pending', 'rejected') }]);
  });

  it('rolls every application back when a write fails midway', async () => {
    const { service, add, applications } = setUp();
    add(1);
    add(2);
    add(3);
    applications.failAfterWrites = 2;
    await expect(
      service.bulkStatus(employer, { applicationIds: [app(1), app(2), app(3)], status: 'reviewed' }),
    ).rejects.toThrow('connection lost');
    expect(applications.rows.map((row) => row.status)).toEqual(['pending', 'pending', 'pending']);
    expect(applications.history).toEqual([]);
    expect(applications.bulkChanges).toEqual([]);
  });

  it('answers no token when nothing changed', async () => {
    const { service, add } = setUp();
    add(1, 'reviewed');
    expect(await service.bulkStatus(employer, { applicationIds: [app(1)], status: 'reviewed' })).toMatchObject({
      changed: [],
      undoToken: null,
      undoExpiresAt: null,
    });
  });

  it('answers 400 for no ids, too many, ids that are not ids, and a status bulk actions do not set', async () => {
    const { service } = setUp();
    expect(await fieldErrorsOf(service.bulkStatus(employer, { applicationIds: [], status: 'reviewed' }))).toEqual({
      applicationIds: [M.idsRequired],
    });
    const many = Array.from(
      { length: 101 },
      (_, index) => `0e0e0e0e-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    expect(await fieldErrorsOf(service.bulkStatus(employer, { applicationIds: many, status: 'reviewed' }))).toEqual({
      applicationIds: [M.idsTooMany],
    });
    expect(
      await fieldErrorsOf(service.bulkStatus(employer, { applicationIds: ['1; drop table'], status: 'reviewed' })),
    ).toEqual({ applicationIds: [M.idsInvalid] });
    expect(
      await fieldErrorsOf(service.bulkStatus(employer, { applicationIds: [app(1)], status: 'hired' as never })),
    ).toEqual({ status: [M.bulkStatusInvalid] });
  });

  it('undoes within 10 seconds: the previous statuses and stages come back, each with its history entry', async () => {
    const { service, add, applications, clock } = setUp();
    add(1, 'pending');
    add(2, 'reviewed');
    const { undoToken } = await service.bulkStatus(employer, { applicationIds: [app(1), app(2)], status: 'rejected' });
    expect(applications.rows.map((row) => row.status)).toEqual(['pending', 'rejected']);
    const reviewed = await service.bulkStatus(employer, { applicationIds: [app(1)], status: 'reviewed' });
    clock.advance(10_000);
    expect(await service.undoBulkStatus(employer, { undoToken: reviewed.undoToken! })).toEqual({
      restored: [{ id: app(1), from: 'reviewed', to: 'pending' }],
      skipped: [],
    });
    expect(applications.rows[0]).toMatchObject({ status: 'pending', interviewStage: null });
    expect(await service.undoBulkStatus(employer, { undoToken: undoToken! })).toEqual({
      restored: [{ id: app(2), from: 'rejected', to: 'reviewed' }],
      skipped: [],
    });
    expect(applications.history.map((entry) => [entry.applicationId, entry.from, entry.to])).toEqual([
      [app(2), 'reviewed', 'rejected'],
      [app(1), 'pending', 'reviewed'],
      [app(1), 'reviewed', 'pending'],
      [app(2), 'rejected', 'reviewed'],
    ]);
  });

  it('refuses an undo after 10 seconds, a second undo, and anyone but the employer who made the change', async () => {
    const { service, add, clock } = setUp();
    add(1, 'pending');
    add(2, 'pending');
    const first = await service.bulkStatus(employer, { applicationIds: [app(1)], status: 'reviewed' });
    for (const someoneElse of [colleague, otherEmployer]) {
      expect(await rejection(service.undoBulkStatus(someoneElse, { undoToken: first.undoToken! }))).toEqual(
        new NotFoundException(M.undoNotFound),
      );
    }
    // An admin impersonating that employer acts as them.
    expect((await service.undoBulkStatus(adminAsEmployer, { undoToken: first.undoToken! })).restored).toHaveLength(1);
    expect(await rejection(service.undoBulkStatus(employer, { undoToken: first.undoToken! }))).toEqual(
      new ConflictException(M.undoneAlready),
    );

    const second = await service.bulkStatus(employer, { applicationIds: [app(2)], status: 'reviewed' });
    clock.advance(10_001);
    expect(await rejection(service.undoBulkStatus(employer, { undoToken: second.undoToken! }))).toEqual(
      new ConflictException(M.undoExpired),
    );
    expect(await rejection(service.undoBulkStatus(employer, { undoToken: 'x'.repeat(43) }))).toEqual(
      new NotFoundException(M.undoNotFound),
    );
    expect(await fieldErrorsOf(service.undoBulkStatus(employer, { undoToken: '' }))).toEqual({
      undoToken: [M.undoTokenRequired],
    });
  });

  it('leaves an application that changed again since the bulk change, and says so', async () => {
    const { service, add } = setUp();
    add(1, 'pending');
    add(2, 'pending');
    const { undoToken } = await service.bulkStatus(employer, { applicationIds: [app(1), app(2)], status: 'reviewed' });
    await service.setStatus(colleague, app(2), { status: 'interview' });
    expect(await service.undoBulkStatus(employer, { undoToken: undoToken! })).toEqual({
      restored: [{ id: app(1), from: 'reviewed', to: 'pending' }],
      skipped: [{ id: app(2), reason: M.changedMeanwhile }],
    });
  });
});

describe('ApplicationDecisionsService status events (the seeker e-mails listen)', () => {
  it('tells listeners of each committed change, single and bulk, and of an undo as such; a refused change tells nothing', async () => {
    const { service, add, published, clock } = setUp();
    add(1, 'reviewed');
    add(2, 'reviewed');
    add(3, 'hired');
    await service.setStatus(employer, app(1), { status: 'interview' });
    await rejection(service.setStatus(employer, app(3), { status: 'rejected' }));
    expect(published).toEqual([
      {
        type: 'applications.status-changed',
        changes: [{ applicationId: app(1), from: 'reviewed', to: 'interview' }],
        at: clock.now(),
        undo: false,
        actorId: employer.realUser.id,
      },
    ]);

    clock.advance(1000);
    const { undoToken } = await service.bulkStatus(employer, { applicationIds: [app(2), app(3)], status: 'rejected' });
    expect(published[1]).toEqual({
      type: 'applications.status-changed',
      changes: [{ applicationId: app(2), from: 'reviewed', to: 'rejected' }],
      at: clock.now(),
      undo: false,
      actorId: employer.realUser.id,
    });
    clock.advance(2000);
    await service.undoBulkStatus(employer, { undoToken: undoToken! });
    expect(published[2]).toEqual({
      type: 'applications.status-changed',
      changes: [{ applicationId: app(2), from: 'rejected', to: 'reviewed' }],
      at: clock.now(),
      undo: true,
      actorId: employer.realUser.id,
    });
    expect(published).toHaveLength(3);
  });
});

describe('undoRefusal', () => {
  const record = {
    id: 'r',
    actorId: employer.user.id,
    companyId: COMPANY,
    changes: [],
    createdAt: new Date(0),
    expiresAt: new Date(10_000),
    undoneAt: null,
  };
  it('allows the maker within the window, up to its last millisecond', () => {
    expect(undoRefusal(record, employer, new Date(10_000))).toBeNull();
    expect(undoRefusal(record, employer, new Date(10_001))).toBe(M.undoExpired);
    expect(undoRefusal(null, employer, new Date(0))).toBe(M.undoNotFound);
    expect(undoRefusal({ ...record, undoneAt: new Date(5) }, employer, new Date(6))).toBe(M.undoneAlready);
    expect(undoRefusal(record, colleague, new Date(1))).toBe(M.undoNotFound);
  });
});
