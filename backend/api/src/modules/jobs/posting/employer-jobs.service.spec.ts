import { rejection } from '../../../../test/support/assertions';
import { ConflictException, HttpException, NotFoundException } from '@nestjs/common';
import { JOB_FORM_MESSAGES, JOB_POSTING_MESSAGES, PACKAGE_MESSAGES } from '@marketplace/contracts';
import { actorOf, FakeClock } from '../../../../test/support/accounts-fakes';
import {
  aCompletePosting,
  aJob,
  anUnapprovedJob,
  COMPANY_A,
  COMPANY_B,
  MemoryJobsTable,
  MemoryListingCredits,
  NO_APPLICATION_COUNTS,
} from '../../../../test/support/jobs-fakes';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import type { EmployerJobsRepository } from './employer-jobs.repository';
import { EmployerJobsService } from './employer-jobs.service';

const employer = actorOf({ id: 'employer-a', role: 'employer', email: 'jordan@a.example', companyId: COMPANY_A });
const colleague = actorOf({ id: 'employer-a2', role: 'employer', email: 'priya@a.example', companyId: COMPANY_A });
const otherEmployer = actorOf({ id: 'employer-b', role: 'employer', email: 'sam@b.example', companyId: COMPANY_B });
const companyless = actorOf({ id: 'employer-new', role: 'employer', email: 'new@x.example', companyId: null });

const completeForm = aCompletePosting;

function setUp() {
  const clock = new FakeClock();
  const table = new MemoryJobsTable();
  const credits = new MemoryListingCredits();
  const service = new EmployerJobsService(
    table as unknown as EmployerJobsRepository,
    clock as never,
    NO_APPLICATION_COUNTS,
    credits,
  );
  return { clock, table, service, credits };
}

describe('EmployerJobsService access (ownJob)', () => {
  it("answers 404 for another company's job on every action, and changes nothing", async () => {
    const { service, table } = setUp();
    const theirs = table.add(aJob({ companyId: COMPANY_B }));
    const before = { ...table.get(theirs.id) };
    for (const call of [
      () => service.get(employer, theirs.id),
      () => service.update(employer, theirs.id, completeForm()),
      () => service.submit(employer, theirs.id),
      () => service.fill(employer, theirs.id),
      () => service.archive(employer, theirs.id),
    ]) {
      expect(await rejection(call())).toEqual(new NotFoundException(JOB_POSTING_MESSAGES.notFound));
    }
    expect(table.get(theirs.id)).toEqual(before);
  });

  it('answers 404 for unknown ids and ids that are not UUIDs', async () => {
    const { service } = setUp();
    await expect(service.get(employer, '0f0f0f0f-0000-4000-8000-ffffffffffff')).rejects.toMatchObject({
      status: 404,
      message: JOB_POSTING_MESSAGES.notFound,
    });
    await expect(service.get(employer, 'not-a-uuid')).rejects.toMatchObject({
      status: 404,
      message: JOB_POSTING_MESSAGES.notFound,
    });
  });

  it("lets every employer of the company manage its jobs, and lists only the company's own", async () => {
    const { service, table } = setUp();
    const ours = table.add(anUnapprovedJob('draft', { title: 'Ours' }));
    table.add(aJob({ companyId: COMPANY_B, title: 'Theirs' }));
    expect((await service.get(colleague, ours.id)).title).toBe('Ours');
    expect((await service.list(employer)).jobs.map((job) => job.title)).toEqual(['Ours']);
    expect((await service.list(otherEmployer)).jobs.map((job) => job.title)).toEqual(['Theirs']);
  });

  it('refuses an employer without a company', async () => {
    const { service } = setUp();
    await expect(service.create(companyless, completeForm())).rejects.toMatchObject({
      status: 403,
      message: JOB_POSTING_MESSAGES.noCompany,
    });
    await expect(service.list(companyless)).rejects.toMatchObject({
      status: 403,
      message: JOB_POSTING_MESSAGES.noCompany,
    });
  });
});

describe('EmployerJobsService.create', () => {
  it('sends a complete posting to review, cleaned up, with no approval', async () => {
    const { service, table, clock } = setUp();
    const job = await service.create(employer, completeForm());
    expect(job).toMatchObject({
      status: 'pending_review',
      statusLabel: 'In review',
      postedAt: null,
      expiresAt: null,
      createdAt: clock.now().toISOString(),
    });
    expect(job.form).toMatchObject({ skills: ['Technical Writing', 'Markdown'], contactPhone: '(555) 123-4567' });
    expect(table.get(job.id)).toMatchObject({
      companyId: COMPANY_A,
      status: 'pending_review',
      submittedAt: clock.now(),
      approvedAt: null,
    });
  });

  it('saves a draft with gaps, but not one that breaks a limit', async () => {
    const { service, table } = setUp();
    const draft = await service.create(employer, { draft: true, title: 'Half-written' });
    expect(draft).toMatchObject({ status: 'draft', actions: ['edit', 'submit', 'archive'] });
    expect(table.get(draft.id)).toMatchObject({ jobType: null, category: null, submittedAt: null, approvedAt: null });
    const error = (await rejection(
      service.create(employer, { draft: true, description: 'x'.repeat(5001) }),
    )) as RequestValidationException;
    expect(error).toBeInstanceOf(RequestValidationException);
    expect(error.fieldErrors).toEqual({ description: [JOB_FORM_MESSAGES.descriptionTooLong] });
  });

  it('checks the full form rules for a job sent to review', async () => {
    const { service, table } = setUp();
    const error = (await rejection(
      service.create(employer, { ...completeForm(), title: '' }),
    )) as RequestValidationException;
    expect(error.fieldErrors.title).toEqual([JOB_FORM_MESSAGES.titleRequired]);
    expect(table.rows.size).toBe(0);
  });
});

describe('EmployerJobsService.update and submit', () => {
  it('sends an edited live job back to review and drops its approval, so it leaves the public side', async () => {
    const { service, table, clock } = setUp();
    const live = table.add(aJob());
    clock.advance(60_000);
    const edited = await service.update(employer, live.id, completeForm('Senior Technical Writer'));
    expect(edited).toMatchObject({
      title: 'Senior Technical Writer',
      status: 'pending_review',
      postedAt: null,
      expiresAt: null,
    });
    expect(table.get(live.id)).toMatchObject({
      status: 'pending_review',
      approvedAt: null,
      postedAt: null,
      submittedAt: clock.now(),
      updatedAt: clock.now(),
    });
  });

  it('puts a rejected job back to draft or review and clears the reason', async () => {
    const { service, table } = setUp();
    const rejected = table.add(anUnapprovedJob('rejected', { rejectionReason: 'Salary missing' }));
    expect(await service.update(employer, rejected.id, { ...completeForm(), draft: true })).toMatchObject({
      status: 'draft',
      rejectionReason: null,
    });
    expect(await service.submit(employer, rejected.id)).toMatchObject({ status: 'pending_review' });
    expect(table.get(rejected.id)).toMatchObject({ status: 'pending_review', rejectionReason: null, approvedAt: null });
  });

  it('runs the full rules again on submit (a draft with gaps stays a draft)', async () => {
    const { service, table } = setUp();
    const draft = await service.create(employer, { draft: true, title: 'Half-written' });
    const error = (await rejection(service.submit(employer, draft.id))) as RequestValidationException;
    expect(error).toBeInstanceOf(RequestValidationException);
    expect(Object.keys(error.fieldErrors)).toEqual(expect.arrayContaining(['description', 'jobType', 'category']));
    expect(table.get(draft.id).status).toBe('draft');
  });

  it('refuses actions the status does not allow, with the status in the message', async () => {
    const { service, table } = setUp();
    const inReview = table.add(anUnapprovedJob('pending_review'));
    const filled = table.add(aJob({ status: 'filled' }));
    expect(await rejection(service.submit(employer, inReview.id))).toEqual(
      new ConflictException(JOB_POSTING_MESSAGES.notAllowed('submit', 'In review')),
    );
    expect(await rejection(service.fill(employer, inReview.id))).toEqual(
      new ConflictException(JOB_POSTING_MESSAGES.notAllowed('fill', 'In review')),
    );
    expect(await rejection(service.update(employer, filled.id, completeForm()))).toEqual(
      new ConflictException(JOB_POSTING_MESSAGES.notAllowed('edit', 'Filled')),
    );
  });

  it('answers 409 with the new status when the job changed status between the check and the write', async () => {
    const { service, table } = setUp();
    const live = table.add(aJob());
    const realUpdate = table.update.bind(table);
    // Another request fills the job right after this one read it.
    table.update = async (id, expected, changes) => {
      await realUpdate(id, expected, { status: 'filled', updatedAt: new Date() });
      return realUpdate(id, expected, changes);
    };
    expect(await rejection(service.update(employer, live.id, completeForm()))).toEqual(
      new ConflictException(JOB_POSTING_MESSAGES.notAllowed('edit', 'Filled')),
    );
    expect(table.get(live.id)).toMatchObject({ status: 'filled', title: 'Content Writer' });
  });
});

describe('EmployerJobsService.fill and archive', () => {
  it('fills a live job and archives it; a closed job cannot be edited', async () => {
    const { service, table } = setUp();
    const live = table.add(aJob());
    expect(await service.fill(employer, live.id)).toMatchObject({ status: 'filled', actions: ['archive'] });
    expect(await service.archive(employer, live.id)).toMatchObject({ status: 'archived', actions: [] });
    // Went live, so it keeps its approval and shows as archived.
    expect(table.get(live.id)).toMatchObject({ status: 'archived', approvedAt: live.approvedAt });
    await expect(service.update(employer, live.id, completeForm())).rejects.toMatchObject({ status: 409 });
  });

  it('archives a draft and a job in review without giving them an approval', async () => {
    const { service, table } = setUp();
    const draft = table.add(anUnapprovedJob('draft', { jobType: null, category: null }));
    const inReview = table.add(anUnapprovedJob('pending_review'));
    for (const job of [draft, inReview]) {
      expect(await service.archive(employer, job.id)).toMatchObject({ status: 'archived', postedAt: null });
      expect(table.get(job.id)).toMatchObject({ status: 'archived', approvedAt: null, postedAt: null });
    }
  });
});

describe('EmployerJobsService.list counts', () => {
  it('adds active applications per status to every job from one lookup for the whole list', async () => {
    const table = new MemoryJobsTable();
    const mine = table.add(aJob({ companyId: COMPANY_A }));
    const quiet = table.add(aJob({ companyId: COMPANY_A }));
    table.add(aJob({ companyId: COMPANY_B }));
    const lookups: string[][] = [];
    const counts = {
      countsOf: async (jobIds: readonly string[]) => {
        lookups.push([...jobIds]);
        return new Map([[mine.id, { pending: 2, reviewed: 1, interview: 0, hired: 0, rejected: 0, total: 3 }]]);
      },
    };
    const service = new EmployerJobsService(
      table as unknown as EmployerJobsRepository,
      new FakeClock() as never,
      counts,
      new MemoryListingCredits(),
    );
    const { jobs } = await service.list(employer);
    expect(lookups).toEqual([jobs.map((job) => job.id)]);
    expect(jobs.find((job) => job.id === mine.id)!.counts).toEqual({
      applications: 3,
      byStatus: { pending: 2, reviewed: 1, interview: 0, hired: 0, rejected: 0, total: 3 },
    });
    expect(jobs.find((job) => job.id === quiet.id)!.counts).toEqual({
      applications: 0,
      byStatus: { pending: 0, reviewed: 0, interview: 0, hired: 0, rejected: 0, total: 0 },
    });
  });
});

describe('EmployerJobsService.submit: every problem at once', () => {
  it('answers with every failing field of the stored draft, not the first only', async () => {
    const { service, table } = setUp();
    const draft = table.add(
      anUnapprovedJob('draft', {
        description: 'Too short',
        requirements: '',
        salaryMin: null,
        salaryMax: null,
        location: '',
        jobType: null,
        experienceLevel: null,
        category: null,
      }),
    );
    const error = (await rejection(service.submit(employer, draft.id))) as RequestValidationException;
    expect(error.fieldErrors).toEqual({
      description: [JOB_FORM_MESSAGES.descriptionTooShort],
      requirements: [JOB_FORM_MESSAGES.requirementsTooShort],
      salaryMin: [JOB_FORM_MESSAGES.salaryMinRequired],
      salaryMax: [JOB_FORM_MESSAGES.salaryMaxRequired],
      location: [JOB_FORM_MESSAGES.locationRequired],
      jobType: [JOB_FORM_MESSAGES.jobTypeInvalid],
      experienceLevel: [JOB_FORM_MESSAGES.experienceLevelInvalid],
      category: [JOB_FORM_MESSAGES.categoryRequired],
    });
    expect(error.message).toBe(JOB_FORM_MESSAGES.descriptionTooShort);
  });
});

describe('EmployerJobsService.renew', () => {
  it('sends an expired job back to review unchanged, without its old approval or dates, keeping its id', async () => {
    const { service, table, clock } = setUp();
    const expired = table.add(aJob({ status: 'expired', title: 'Night Editor' }));
    clock.advance(60_000);
    const renewed = await service.renew(colleague, expired.id);
    expect(renewed).toMatchObject({
      id: expired.id,
      title: 'Night Editor',
      status: 'pending_review',
      statusLabel: 'In review',
      postedAt: null,
      expiresAt: null,
    });
    expect(table.get(expired.id)).toMatchObject({
      status: 'pending_review',
      approvedAt: null,
      postedAt: null,
      expiresAt: null,
      submittedAt: clock.now(),
      updatedAt: clock.now(),
    });
    expect(table.get(expired.id).description).toBe(expired.description);
  });

  it('renews expired jobs only, with the status in the refusal', async () => {
    const { service, table } = setUp();
    const cases: Array<[ReturnType<typeof aJob>, string]> = [
      [table.add(aJob()), 'Active'],
      [table.add(aJob({ status: 'filled' })), 'Filled'],
      [table.add(aJob({ status: 'archived' })), 'Archived'],
      [table.add(anUnapprovedJob('draft')), 'Draft'],
    ];
    for (const [job, label] of cases) {
      expect(await rejection(service.renew(employer, job.id))).toEqual(
        new ConflictException(JOB_POSTING_MESSAGES.notAllowed('renew', label)),
      );
      expect(table.get(job.id).status).toBe(job.status);
    }
  });

  it('runs the full rules again: a deadline that has passed keeps the job expired, with the field message', async () => {
    const { service, table } = setUp();
    const expired = table.add(aJob({ status: 'expired', applicationDeadline: '2026-11-01' }));
    const error = (await rejection(service.renew(employer, expired.id))) as RequestValidationException;
    expect(error.fieldErrors).toEqual({ applicationDeadline: [JOB_FORM_MESSAGES.deadlineInPast] });
    expect(table.get(expired.id).status).toBe('expired');
  });

  it("answers 404 for another company's job", async () => {
    const { service, table } = setUp();
    const theirs = table.add(aJob({ status: 'expired', companyId: COMPANY_B }));
    expect(await rejection(service.renew(employer, theirs.id))).toEqual(
      new NotFoundException(JOB_POSTING_MESSAGES.notFound),
    );
    expect(table.get(theirs.id).status).toBe('expired');
  });
});

describe('EmployerJobsService.duplicate', () => {
  it("creates a new draft of the company's with every form field of the job, whatever its status", async () => {
    const { service, table, clock } = setUp();
    for (const status of ['approved', 'expired', 'filled', 'archived'] as const) {
      const original = table.add(
        aJob({
          status,
          title: `Bookkeeper ${status}`,
          skills: ['QuickBooks', 'Xero'],
          benefits: 'Flexible hours',
          contactPhone: '(555) 123-4567',
          isCompanyPrivate: true,
          applicationDeadline: '2026-12-31',
        }),
      );
      const copy = await service.duplicate(colleague, original.id);
      expect(copy.id).not.toBe(original.id);
      expect(copy).toMatchObject({
        status: 'draft',
        statusLabel: 'Draft',
        postedAt: null,
        expiresAt: null,
        rejectionReason: null,
        counts: { applications: 0 },
        createdAt: clock.now().toISOString(),
      });
      expect(copy.form).toEqual((await service.get(employer, original.id)).form);
      expect(table.get(copy.id)).toMatchObject({
        companyId: COMPANY_A,
        status: 'draft',
        approvedAt: null,
        submittedAt: null,
        postedAt: null,
      });
      // The original is untouched.
      expect(table.get(original.id)).toMatchObject({ status, title: `Bookkeeper ${status}` });
    }
  });

  it('copies a draft with gaps as it is, and leaves out a deadline that has passed', async () => {
    const { service, table } = setUp();
    const draft = table.add(
      anUnapprovedJob('draft', { jobType: null, category: null, description: '', applicationDeadline: '2026-11-01' }),
    );
    const copy = await service.duplicate(employer, draft.id);
    expect(copy.form).toMatchObject({ jobType: '', category: '', description: '', applicationDeadline: null });
    expect(table.get(draft.id).applicationDeadline).toBe('2026-11-01');
  });

  it("answers 404 for another company's job and creates nothing", async () => {
    const { service, table } = setUp();
    const theirs = table.add(aJob({ companyId: COMPANY_B }));
    expect(await rejection(service.duplicate(employer, theirs.id))).toEqual(
      new NotFoundException(JOB_POSTING_MESSAGES.notFound),
    );
    expect(await rejection(service.duplicate(employer, 'not-a-uuid'))).toEqual(
      new NotFoundException(JOB_POSTING_MESSAGES.notFound),
    );
    expect(table.rows.size).toBe(1);
  });
});

describe('EmployerJobsService credits (job-posting packages)', () => {
  it('spends a credit when a job is submitted, keeps it through edits and resubmissions, and none for drafts', async () => {
    const { service, credits } = setUp();
    credits.credits.set(COMPANY_A, 1);
    const draft = await service.create(employer, { ...completeForm(), draft: true });
    expect(credits.spent).toEqual([]);
    await service.submit(employer, draft.id);
    expect(credits.spent).toEqual([{ companyId: COMPANY_A, jobId: draft.id, renewing: false }]);
    await service.update(employer, draft.id, { ...completeForm(), draft: false });
    expect(credits.spent).toHaveLength(1);
  });

  it('refuses to submit without a credit left (402), and stores nothing', async () => {
    const { service, table, credits } = setUp();
    credits.credits.set(COMPANY_A, 0);
    const error = await rejection(service.create(employer, { ...completeForm(), draft: false }));
    expect(error).toBeInstanceOf(HttpException);
    expect((error as HttpException).getStatus()).toBe(402);
    expect((error as HttpException).message).toBe(PACKAGE_MESSAGES.noCredit);
    expect(table.rows.size).toBe(0);
    const draft = await service.create(employer, { ...completeForm(), draft: true });
    expect(((await rejection(service.submit(employer, draft.id))) as HttpException).getStatus()).toBe(402);
    expect(table.get(draft.id).status).toBe('draft');
  });
});
