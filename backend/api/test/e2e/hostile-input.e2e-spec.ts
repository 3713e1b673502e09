import type { MikroORM } from '@mikro-orm/postgresql';
import {
  ADMIN_QUERY_MESSAGES,
  AUTH_MESSAGES,
  CHANGE_EMAIL_MESSAGES,
  type EmployerJob,
  JOB_FORM_MESSAGES,
  JOB_POSTING_MESSAGES,
  JOB_SEARCH_MESSAGES,
  TEXT_MESSAGES,
} from '@marketplace/contracts';

import type { AppConfig } from '../../src/config/app-config';
import { type RunningApi, startApi } from '../support/api-server';

import type { HttpAnswer, HttpSession } from '../support/http-session';
import {
  browserAs,
  completePosting,
  type DemoActors,
  openSeededJobsDatabase,
  closeSeededJobsDatabase,
} from '../support/job-posting-context';

const NUL = '\u0000';
const ZERO_WIDTH_ONLY = '\u200B\u200C\u200D\u2060\uFEFF';
const PASSWORD = 'Correct-horse-9';

/** A 400 naming exactly this field with exactly this message (never a 500, never another field). */
function expectFieldError(answer: HttpAnswer<unknown>, field: string, message: string): void {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status: 400,
    body: { error: expect.any(String), code: 'INVALID_INPUT', fieldErrors: { [field]: [message] } },
  });
}

describe('hostile text and numbers answer 400 with a field message, not 500', () => {
  let config: AppConfig;
  let api: RunningApi;
  let orm: MikroORM;
  let who: DemoActors;
  let employer: HttpSession;
  let seeker: HttpSession;
  let admin: HttpSession;

  beforeAll(async () => {
    ({ config, orm, who } = await openSeededJobsDatabase());
    api = await startApi(config);
    employer = await browserAs(api, config, { id: who.employer, role: 'employer' });
    seeker = await browserAs(api, config, { id: who.seeker, role: 'seeker' });
    admin = await browserAs(api, config, { id: who.admin, role: 'admin' });
  });

  afterAll(() => closeSeededJobsDatabase(api, orm, config));

  const anonymous = () => browserAs(api, config, null);

  describe('job postings', () => {
    it('refuses a 121-character location with its limit and takes 120', async () => {
      expectFieldError(
        await employer.post('/api/employer/jobs', completePosting('Copy editor', { location: 'x'.repeat(121) })),
        'location',
        JOB_FORM_MESSAGES.locationTooLong,
      );
      expectFieldError(
        await employer.post('/api/employer/jobs', { draft: true, title: 'Draft', location: 'x'.repeat(121) }),
        'location',
        JOB_FORM_MESSAGES.locationTooLong,
      );
      const fits = await employer.post<EmployerJob>(
        '/api/employer/jobs',
        completePosting('Copy editor', { location: `Remote ${'x'.repeat(113)}` }),
      );
      expect(fits.status).toBe(201);
      expect(fits.body.form.location).toHaveLength(120);
    });

    it('refuses the other fields that would overflow their columns', async () => {
      expectFieldError(
        await employer.post(
          '/api/employer/jobs',
          completePosting('Copy editor', { website: `https://example.com/${'x'.repeat(240)}` }),
        ),
        'website',
        JOB_FORM_MESSAGES.websiteTooLong,
      );
      expectFieldError(
        await employer.post('/api/employer/jobs', completePosting('Copy editor', { benefits: 'x'.repeat(2001) })),
        'benefits',
        JOB_FORM_MESSAGES.benefitsTooLong,
      );
      expectFieldError(
        await employer.post('/api/employer/jobs', completePosting('Copy editor', { skills: ['x'.repeat(51)] })),
        'skills',
        JOB_FORM_MESSAGES.skillTooLong,
      );
    });

    it.each([
      ['title', { title: `Copy${NUL}editor` }],
      [
        'description',
        {
          description: `${'Edit our articles for clarity and tone, and keep our style guide up to date with the team. '.repeat(2)}${NUL}`,
        },
      ],
      ['requirements', { requirements: `Three years of editing with samples we can read.${NUL}` }],
      ['location', { location: `Remote${NUL}` }],
      ['benefits', { benefits: `Health${NUL}` }],
      ['website', { website: `https://example.com/${NUL}` }],
      ['skills', { skills: ['Editing', `AP${NUL}style`] }],
    ])('refuses NUL in the %s', async (field, change) => {
      expectFieldError(
        await employer.post('/api/employer/jobs', completePosting('Copy editor', change)),
        field,
        TEXT_MESSAGES.forbiddenCharacters,
      );
    });

    it('refuses other control characters and lone surrogates, but keeps line breaks in the description', async () => {
      expectFieldError(
        await employer.post('/api/employer/jobs', completePosting('Copy\u001Beditor')),
        'title',
        TEXT_MESSAGES.forbiddenCharacters,
      );
      expectFieldError(
        await employer.post('/api/employer/jobs', completePosting('Copy\u0085editor')),
        'title',
        TEXT_MESSAGES.forbiddenCharacters,
      );
      expectFieldError(
        await employer.post('/api/employer/jobs', completePosting('Copy \uD800 editor')),
        'title',
        TEXT_MESSAGES.forbiddenCharacters,
      );
      const multiLine =
        'Edit our articles for clarity and tone.\n\n\tKeep our style guide up to date with the team, and coach new writers.\r\nReview every post.';
      const saved = await employer.post<EmployerJob>(
        '/api/employer/jobs',
        completePosting('Copy editor', { description: multiLine }),
      );
      expect(saved.status).toBe(201);
      expect(saved.body.form.description).toBe(multiLine);
    });

    it('counts a zero-width-only title as missing, also when editing', async () => {
      expectFieldError(
        await employer.post('/api/employer/jobs', completePosting(ZERO_WIDTH_ONLY)),
        'title',
        JOB_FORM_MESSAGES.titleRequired,
      );
      const draft = await employer.post<EmployerJob>('/api/employer/jobs', { draft: true, title: 'Editor draft' });
      expect(draft.status).toBe(201);
      expectFieldError(
        await employer.request('PUT', `/api/employer/jobs/${draft.body.id}`, {
          body: completePosting(ZERO_WIDTH_ONLY),
        }),
        'title',
        JOB_FORM_MESSAGES.titleRequired,
      );
    });

    it('refuses NUL and blank reasons when an admin rejects a job', async () => {
      const job = await employer.post<EmployerJob>('/api/employer/jobs', completePosting('Line editor'));
      expect(job.status).toBe(201);
      expectFieldError(
        await admin.post(`/api/admin/jobs/${job.body.id}/reject`, { reason: `Spam${NUL}` }),
        'reason',
        TEXT_MESSAGES.forbiddenCharacters,
      );
      expectFieldError(
        await admin.post(`/api/admin/jobs/${job.body.id}/reject`, { reason: ZERO_WIDTH_ONLY }),
        'reason',
        JOB_POSTING_MESSAGES.rejectionReasonRequired,
      );
    });
  });

  describe('job search', () => {
    it.each([[`q=%00`], [`q=writer%00`], [`q=%1B%5B31m`]])(
      'refuses control characters in the keywords (%s)',
      async (query) => {
        expectFieldError(await seeker.get(`/api/jobs?${query}`), 'q', TEXT_MESSAGES.forbiddenCharacters);
      },
    );

    it('takes zero-width-only keywords as no keywords', async () => {
      const answer = await seeker.get<{ jobs: unknown[] }>(`/api/jobs?q=${encodeURIComponent(ZERO_WIDTH_ONLY)}`);
      expect(answer.status).toBe(200);
      expect(answer.body.jobs.length).toBeGreaterThan(0);
    });

    it.each(['1e308', '0x10', '1.0', '%201', '%2B1'])('refuses postedWithinDays=%s', async (value) => {
      expectFieldError(
        await seeker.get(`/api/jobs?postedWithinDays=${value}`),
        'postedWithinDays',
        JOB_SEARCH_MESSAGES.postedWithinDaysInvalid,
      );
    });

    it.each(['1e308', '0x10', '%2050000'])('refuses salaryMin=%s', async (value) => {
      expectFieldError(
        await seeker.get(`/api/jobs?salaryType=yearly&salaryMin=${value}`),
        'salaryMin',
        JOB_SEARCH_MESSAGES.salaryMinInvalid,
      );
    });

    it('refuses NUL in a saved search', async () => {
      expectFieldError(
        await seeker.post('/api/seeker/job-alerts', { query: 'q=writer%00', frequency: 'daily' }),
        'query',
        JOB_POSTING_MESSAGES.alertQueryInvalid,
      );
    });
  });

  describe('accounts', () => {
    const signUpBody = {
      email: 'hostile.probe@example.com',
      password: PASSWORD,
      name: 'Probe Person',
      role: 'employer',
      companyName: 'Probe Ltd',
    };

    it.each([
      ['email', { email: `hostile${NUL}@example.com` }],
      ['name', { name: `Probe${NUL}Person` }],
      ['companyName', { companyName: `Probe${NUL}Ltd` }],
      ['password', { password: `${PASSWORD}${NUL}` }],
    ])('refuses NUL in the sign-up %s', async (field, change) => {
      expectFieldError(
        await (await anonymous()).post('/api/auth/sign-up', { ...signUpBody, ...change }),
        field,
        TEXT_MESSAGES.forbiddenCharacters,
      );
    });

    it('counts a zero-width-only name as missing at sign-up', async () => {
      expectFieldError(
        await (await anonymous()).post('/api/auth/sign-up', { ...signUpBody, name: ZERO_WIDTH_ONLY }),
        'name',
        AUTH_MESSAGES.nameRequired,
      );
    });

    it('answers a sign-in with NUL in the e-mail like any wrong credentials', async () => {
      const answer = await (
        await anonymous()
      ).post('/api/auth/sign-in', { email: `seeker${NUL}@demo.local`, password: PASSWORD });
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 401,
        body: { error: AUTH_MESSAGES.invalidCredentials, code: 'ACCOUNTS_INVALID_CREDENTIALS' },
      });
    });

    it('refuses NUL in a password reset request and in a new e-mail address', async () => {
      expectFieldError(
        await (await anonymous()).post('/api/auth/password-reset', { email: `seeker${NUL}@demo.local` }),
        'email',
        CHANGE_EMAIL_MESSAGES.invalid,
      );
      expectFieldError(
        await seeker.post('/api/seeker/account/email', {
          newEmail: `new${NUL}@example.com`,
          currentPassword: 'Any-pass-1',
        }),
        'newEmail',
        TEXT_MESSAGES.forbiddenCharacters,
      );
    });

    it.each([
      ['name', { name: `Maya${NUL}` }],
      ['headline', { headline: `Writer${NUL}` }],
      ['profilePictureUrl', { profilePictureUrl: `https://example.com/${NUL}.png` }],
    ])('refuses NUL in the profile %s', async (field, change) => {
      expectFieldError(await seeker.patch('/api/user/profile', change), field, TEXT_MESSAGES.forbiddenCharacters);
    });

    it('counts a zero-width-only profile name as missing', async () => {
      expectFieldError(
        await seeker.patch('/api/user/profile', { name: ZERO_WIDTH_ONLY }),
        'name',
        AUTH_MESSAGES.nameRequired,
      );
    });
  });

  describe('admin table pages', () => {
    const pages = ['1e308', '0x10', '1.0', '%201', '%2B1', ''];

    it.each(pages)('GET /api/admin/users?page=%s', async (page) => {
      expectFieldError(await admin.get(`/api/admin/users?page=${page}`), 'page', ADMIN_QUERY_MESSAGES.pageInvalid);
    });

    it.each(pages)('GET /api/admin/audit-log?page=%s', async (page) => {
      expectFieldError(await admin.get(`/api/admin/audit-log?page=${page}`), 'page', ADMIN_QUERY_MESSAGES.pageInvalid);
    });

    it.each(pages)('GET /api/admin/jobs?page=%s', async (page) => {
      expectFieldError(await admin.get(`/api/admin/jobs?page=${page}`), 'page', ADMIN_QUERY_MESSAGES.pageInvalid);
    });

    it('refuses page sizes and pages out of range, and NUL in the user search', async () => {
      expectFieldError(
        await admin.get('/api/admin/users?pageSize=1e308'),
        'pageSize',
        ADMIN_QUERY_MESSAGES.pageSizeInvalid,
      );
      expectFieldError(await admin.get('/api/admin/users?page=0'), 'page', ADMIN_QUERY_MESSAGES.pageTooSmall);
      expectFieldError(
        await admin.get(`/api/admin/audit-log?page=${'9'.repeat(30)}`),
        'page',
        ADMIN_QUERY_MESSAGES.pageTooLarge,
      );
      expectFieldError(await admin.get('/api/admin/users?q=%00'), 'q', TEXT_MESSAGES.forbiddenCharacters);
    });

    it('still pages with plain numbers', async () => {
      const answer = await admin.get<{ page: number; pageSize: number }>('/api/admin/users?page=2&pageSize=5');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ page: 2, pageSize: 5 });
      expect((await admin.get<{ page: number }>('/api/admin/jobs?page=1')).body).toMatchObject({ page: 1 });
    });
  });
});
