import type { MikroORM } from '@mikro-orm/postgresql';
import {
  type AdminJobsPage,
  DEFAULT_LISTING_DURATION_DAYS,
  type EmployerJob,
  type EmployerJobsResponse,
  JOB_FORM_MESSAGES,
  JOB_POSTING_MESSAGES,
  type JobsPage,
  type ModerationResult,
} from '@marketplace/contracts';

import type { AppConfig } from '../../src/config/app-config';
import { type RunningApi, startApi } from '../support/api-server';

import type { HttpSession } from '../support/http-session';
import {
  browserAs,
  completePosting,
  type DemoActors,
  openSeededJobsDatabase,
  closeSeededJobsDatabase,
} from '../support/job-posting-context';

const DAY = 24 * 3600_000;

describe('job posting and moderation over HTTP', () => {
  let config: AppConfig;
  let api: RunningApi;
  let orm: MikroORM;
  let who: DemoActors;
  let employer: HttpSession;
  let otherEmployer: HttpSession;
  let admin: HttpSession;
  let seeker: HttpSession;

  beforeAll(async () => {
    ({ config, orm, who } = await openSeededJobsDatabase());
    api = await startApi(config);
    employer = await browserAs(api, config, { id: who.employer, role: 'employer' });
    otherEmployer = await browserAs(api, config, { id: who.otherEmployer, role: 'employer' });
    admin = await browserAs(api, config, { id: who.admin, role: 'admin' });
    seeker = await browserAs(api, config, { id: who.seeker, role: 'seeker' });
  });

  afterAll(() => closeSeededJobsDatabase(api, orm, config));

  const feedIds = async () => (await seeker.get<JobsPage>('/api/jobs')).body.jobs.map((job) => job.id);

  it('saves a draft with required fields empty, but still enforces the limits', async () => {
    const draft = await employer.post<EmployerJob>('/api/employer/jobs', {
      draft: true,
      title: 'Half-written posting',
    });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({
      status: 'draft',
      statusLabel: 'Draft',
      title: 'Half-written posting',
      counts: { applications: 0 },
      actions: ['edit', 'submit', 'archive'],
    });
    expect(draft.body.form).toMatchObject({ description: '', category: '', jobType: '', salaryMin: null });

    const tooLong = await employer.post('/api/employer/jobs', {
      draft: true,
      title: 'x'.repeat(101),
      skills: Array.from({ length: 11 }, (_, i) => `Skill ${i}`),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({
      error: JOB_FORM_MESSAGES.titleTooLong,
      code: 'INVALID_INPUT',
      fieldErrors: { title: [JOB_FORM_MESSAGES.titleTooLong], skills: [JOB_FORM_MESSAGES.skillsTooMany] },
    });
  });

  it('checks every rule of the job form when the job goes to review, with the form messages', async () => {
    const answer = await employer.post<{ error: string; fieldErrors: Record<string, string[]> }>('/api/employer/jobs', {
      title: '',
      description: 'too short',
      salaryMin: 90000,
      salaryMax: 50000,
      website: 'not a url',
      linkedinProfile: 'https://example.com/me',
      applicationDeadline: '2000-01-01',
      contactPhone: '12',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      title: [JOB_FORM_MESSAGES.titleRequired],
      description: [JOB_FORM_MESSAGES.descriptionTooShort],
      requirements: [JOB_FORM_MESSAGES.requirementsTooShort],
      salaryMin: [JOB_FORM_MESSAGES.salaryMinAboveMax],
      salaryMax: [JOB_FORM_MESSAGES.salaryMaxBelowMin],
      salaryType: [JOB_FORM_MESSAGES.salaryTypeInvalid],
      location: [JOB_FORM_MESSAGES.locationRequired],
      jobType: [JOB_FORM_MESSAGES.jobTypeInvalid],
      experienceLevel: [JOB_FORM_MESSAGES.experienceLevelInvalid],
      category: [JOB_FORM_MESSAGES.categoryRequired],
      website: [JOB_FORM_MESSAGES.websiteInvalid],
      linkedinProfile: [JOB_FORM_MESSAGES.linkedinInvalid],
      applicationDeadline: [JOB_FORM_MESSAGES.deadlineInPast],
      contactPhone: [JOB_FORM_MESSAGES.phoneInvalid],
    });
    const missingSalary = await employer.post<{ fieldErrors: Record<string, string[]> }>(
      '/api/employer/jobs',
      completePosting('No pay', { salaryMin: null, salaryMax: 2_000_000 }),
    );
    expect(missingSalary.body.fieldErrors).toEqual({
      salaryMin: [JOB_FORM_MESSAGES.salaryMinRequired],
      salaryMax: [JOB_FORM_MESSAGES.salaryUnreasonable],
    });
  });

  it('posts a complete job to review, formats the phone and trims duplicate skills; lists it for its company only', async () => {
    const created = await employer.post<EmployerJob>(
      '/api/employer/jobs',
      completePosting('Technical Writer', {
        contactPhone: '+1 555-123-4567',
        skills: [' Markdown ', 'markdown', 'Docs'],
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'pending_review',
      statusLabel: 'In review',
      postedAt: null,
      rejectionReason: null,
    });
    expect(created.body.form).toMatchObject({ contactPhone: '(555) 123-4567', skills: ['Markdown', 'Docs'] });

    const mine = await employer.get<EmployerJobsResponse>('/api/employer/jobs');
    expect(mine.body.jobs.map((job) => job.id)).toContain(created.body.id);
    const theirs = await otherEmployer.get<EmployerJobsResponse>('/api/employer/jobs');
    expect(theirs.body.jobs.map((job) => job.id)).not.toContain(created.body.id);
    expect(await feedIds()).not.toContain(created.body.id);
  });

  it("answers 404 for another company's job on every employer route", async () => {
    const { body: job } = await employer.post<EmployerJob>('/api/employer/jobs', { draft: true, title: 'Ours only' });
    const attempts = [
      otherEmployer.get(`/api/employer/jobs/${job.id}`),
      otherEmployer.request('PUT', `/api/employer/jobs/${job.id}`, { body: { draft: true, title: 'Hijacked' } }),
      otherEmployer.post(`/api/employer/jobs/${job.id}/submit`),
      otherEmployer.post(`/api/employer/jobs/${job.id}/fill`),
      otherEmployer.post(`/api/employer/jobs/${job.id}/archive`),
      employer.get('/api/employer/jobs/not-a-uuid'),
    ];
    for (const answer of await Promise.all(attempts))
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 404,
        body: { error: JOB_POSTING_MESSAGES.notFound, code: 'JOBS_NOT_FOUND' },
      });
    expect((await employer.get<EmployerJob>(`/api/employer/jobs/${job.id}`)).body.title).toBe('Ours only');
  });

  it('submits a draft only when complete, then an admin approves it for 30 days and it is public', async () => {
    const { body: draft } = await employer.post<EmployerJob>('/api/employer/jobs', {
      draft: true,
      title: 'Data Analyst',
    });
    const incomplete = await employer.post<{ fieldErrors: Record<string, string[]> }>(
      `/api/employer/jobs/${draft.id}/submit`,
    );
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.fieldErrors.category).toEqual([JOB_FORM_MESSAGES.categoryRequired]);

    const saved = await employer.request<EmployerJob>('PUT', `/api/employer/jobs/${draft.id}`, {
      body: completePosting('Data Analyst', { draft: true }),
    });
    expect(saved.body.status).toBe('draft');
    const submitted = await employer.post<EmployerJob>(`/api/employer/jobs/${draft.id}/submit`);
    expect(submitted.body).toMatchObject({ status: 'pending_review', statusLabel: 'In review' });

    const queue = await admin.get<AdminJobsPage>('/api/admin/jobs');
    expect(queue.status).toBe(200);
    const submittedTimes = queue.body.jobs.map((job) => job.submittedAt);
    expect(submittedTimes).toEqual([...submittedTimes].sort());
    const item = queue.body.jobs.find((job) => job.id === draft.id)!;
    expect(item).toMatchObject({
      title: 'Data Analyst',
      companyId: who.companyId,
      job: { description: expect.stringContaining('engineering blog'), requirements: expect.any(String) },
    });

    const before = Date.now();
    const approved = await admin.post<ModerationResult>(`/api/admin/jobs/${draft.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    const postedAt = Date.parse(approved.body.postedAt!);
    expect(postedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(approved.body.expiresAt!) - postedAt).toBe(DEFAULT_LISTING_DURATION_DAYS * DAY);
    expect((await admin.get<AdminJobsPage>('/api/admin/jobs')).body.jobs.map((job) => job.id)).not.toContain(draft.id);
    expect(await feedIds()).toContain(draft.id);
    expect((await admin.post(`/api/admin/jobs/${draft.id}/approve`)).status).toBe(409);

    // Editing a live job sends it back to review: it leaves the public listing until approved again.
    const edited = await employer.request<EmployerJob>('PUT', `/api/employer/jobs/${draft.id}`, {
      body: completePosting('Senior Data Analyst'),
    });
    expect(edited.body).toMatchObject({ status: 'pending_review', postedAt: null });
    expect(await feedIds()).not.toContain(draft.id);
  });

  it('rejects only with a reason, which the employer sees; the employer can fix and resubmit', async () => {
    const { body: job } = await employer.post<EmployerJob>('/api/employer/jobs', completePosting('Community Manager'));
    const noReason = await admin.post(`/api/admin/jobs/${job.id}/reject`, { reason: '   ' });
    expect(noReason).toMatchObject({
      status: 400,
      body: {
        error: JOB_POSTING_MESSAGES.rejectionReasonRequired,
        fieldErrors: { reason: [JOB_POSTING_MESSAGES.rejectionReasonRequired] },
      },
    });
    const rejected = await admin.post<ModerationResult>(`/api/admin/jobs/${job.id}/reject`, {
      reason: 'Please name the salary currency.',
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: 'Please name the salary currency.' });

    const listed = (await employer.get<EmployerJobsResponse>('/api/employer/jobs')).body.jobs.find(
      (row) => row.id === job.id,
    )!;
    expect(listed).toMatchObject({
      status: 'rejected',
      statusLabel: 'Rejected',
      rejectionReason: 'Please name the salary currency.',
    });
    const resubmitted = await employer.post<EmployerJob>(`/api/employer/jobs/${job.id}/submit`);
    expect(resubmitted.body).toMatchObject({ status: 'pending_review', rejectionReason: null });
  });

  it('marks a live job filled and archives it; closed jobs cannot be edited', async () => {
    const { body: job } = await employer.post<EmployerJob>('/api/employer/jobs', completePosting('Support Specialist'));
    expect((await employer.post(`/api/employer/jobs/${job.id}/fill`)).status).toBe(409);
    await admin.post(`/api/admin/jobs/${job.id}/approve`);
    const filled = await employer.post<EmployerJob>(`/api/employer/jobs/${job.id}/fill`);
    expect(filled.body).toMatchObject({ status: 'filled', statusLabel: 'Filled', actions: ['archive'] });
    expect(await feedIds()).not.toContain(job.id);
    const edit = await employer.request('PUT', `/api/employer/jobs/${job.id}`, {
      body: completePosting('Support Specialist'),
    });
    expect(edit).toMatchObject({ status: 409, body: { error: JOB_POSTING_MESSAGES.notAllowed('edit', 'Filled') } });
    const archived = await employer.post<EmployerJob>(`/api/employer/jobs/${job.id}/archive`);
    expect(archived.body).toMatchObject({ status: 'archived', statusLabel: 'Archived', actions: [] });
  });

  it('answers a draft submitted from the list with every problem at once, as the form names them', async () => {
    const { body: draft } = await employer.post<EmployerJob>('/api/employer/jobs', {
      draft: true,
      title: 'Half a posting',
      website: 'https://example.com',
    });
    const answer = await employer.post<{ error: string; fieldErrors: Record<string, string[]> }>(
      `/api/employer/jobs/${draft.id}/submit`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: JOB_FORM_MESSAGES.descriptionTooShort,
      code: 'INVALID_INPUT',
      fieldErrors: {
        description: [JOB_FORM_MESSAGES.descriptionTooShort],
        requirements: [JOB_FORM_MESSAGES.requirementsTooShort],
        salaryMin: [JOB_FORM_MESSAGES.salaryMinRequired],
        salaryMax: [JOB_FORM_MESSAGES.salaryMaxRequired],
        location: [JOB_FORM_MESSAGES.locationRequired],
        jobType: [JOB_FORM_MESSAGES.jobTypeInvalid],
        experienceLevel: [JOB_FORM_MESSAGES.experienceLevelInvalid],
        category: [JOB_FORM_MESSAGES.categoryRequired],
      },
    });
    expect((await employer.get<EmployerJob>(`/api/employer/jobs/${draft.id}`)).body.status).toBe('draft');
  });

  it("duplicates any own job as a new draft with the same form fields; another company's job is 404", async () => {
    const { body: live } = await employer.post<EmployerJob>(
      '/api/employer/jobs',
      completePosting('Payroll Clerk', { skills: ['Payroll', 'Excel'], isCompanyPrivate: true }),
    );
    await admin.post(`/api/admin/jobs/${live.id}/approve`);
    const copy = await employer.post<EmployerJob>(`/api/employer/jobs/${live.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.id).not.toBe(live.id);
    expect(copy.body).toMatchObject({
      title: 'Payroll Clerk',
      status: 'draft',
      postedAt: null,
      expiresAt: null,
      counts: { applications: 0 },
      actions: ['edit', 'submit', 'archive'],
    });
    expect(copy.body.form).toEqual(live.form);
    // The copy is the company's own draft; the original stays live and public.
    expect((await employer.get<EmployerJob>(`/api/employer/jobs/${copy.body.id}`)).body.form).toEqual(live.form);
    expect((await employer.get<EmployerJob>(`/api/employer/jobs/${live.id}`)).body.status).toBe('approved');
    expect(await feedIds()).toContain(live.id);
    expect(await feedIds()).not.toContain(copy.body.id);

    const theirs = await otherEmployer.post(`/api/employer/jobs/${live.id}/duplicate`);
    expect({ status: theirs.status, body: theirs.body }).toEqual({
      status: 404,
      body: { error: JOB_POSTING_MESSAGES.notFound, code: 'JOBS_NOT_FOUND' },
    });
    expect((await seeker.post(`/api/employer/jobs/${live.id}/duplicate`)).status).toBe(403);
  });

  it('renews an expired job: back to review unchanged, live again for a new period once approved, applications kept', async () => {
    const { body: job } = await employer.post<EmployerJob>('/api/employer/jobs', completePosting('Virtual Assistant'));
    await admin.post(`/api/admin/jobs/${job.id}/approve`);
    await orm.em
      .getConnection()
      .execute(
        `insert into applications (id, job_id, seeker_id, applied_at, updated_at) values (gen_random_uuid(), ?, ?, now(), now())`,
        [job.id, who.seeker],
      );
    // The listing period ended (what the scheduled expiry does, for this one job).
    await orm.em
      .getConnection()
      .execute(`update jobs set status = 'expired', expires_at = now() - interval '1 day' where id = ?`, [job.id]);
    const expired = (await employer.get<EmployerJobsResponse>('/api/employer/jobs')).body.jobs.find(
      (row) => row.id === job.id,
    )!;
    expect(expired).toMatchObject({ status: 'expired', actions: ['renew', 'fill', 'archive'] });

    expect((await otherEmployer.post(`/api/employer/jobs/${job.id}/renew`)).status).toBe(404);
    const renewed = await employer.post<EmployerJob>(`/api/employer/jobs/${job.id}/renew`);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({
      id: job.id,
      status: 'pending_review',
      statusLabel: 'In review',
      postedAt: null,
      expiresAt: null,
    });
    expect(renewed.body.form).toEqual(job.form);
    expect(renewed.body.counts.applications).toBe(1);
    expect((await admin.get<AdminJobsPage>('/api/admin/jobs')).body.jobs.map((row) => row.id)).toContain(job.id);

    const before = Date.now();
    const approved = await admin.post<ModerationResult>(`/api/admin/jobs/${job.id}/approve`);
    expect(Date.parse(approved.body.expiresAt!)).toBeGreaterThanOrEqual(
      before + DEFAULT_LISTING_DURATION_DAYS * DAY - 1000,
    );
    expect(await feedIds()).toContain(job.id);

    // Only expired jobs renew.
    const again = await employer.post(`/api/employer/jobs/${job.id}/renew`);
    expect(again).toMatchObject({ status: 409, body: { error: JOB_POSTING_MESSAGES.notAllowed('renew', 'Active') } });
  });

  it('keeps an expired job whose deadline has passed expired, with the field message', async () => {
    const { body: job } = await employer.post<EmployerJob>('/api/employer/jobs', completePosting('Proofreader'));
    await admin.post(`/api/admin/jobs/${job.id}/approve`);
    await orm.em
      .getConnection()
      .execute(`update jobs set status = 'expired', application_deadline = '2000-01-01' where id = ?`, [job.id]);
    const answer = await employer.post(`/api/employer/jobs/${job.id}/renew`);
    expect(answer).toMatchObject({
      status: 400,
      body: { fieldErrors: { applicationDeadline: [JOB_FORM_MESSAGES.deadlineInPast] } },
    });
    expect((await employer.get<EmployerJob>(`/api/employer/jobs/${job.id}`)).body.status).toBe('expired');
  });

  it('keeps employer routes to employers and moderation to admins', async () => {
    expect((await seeker.get('/api/employer/jobs')).status).toBe(403);
    expect((await employer.get('/api/admin/jobs')).status).toBe(403);
  });
});
