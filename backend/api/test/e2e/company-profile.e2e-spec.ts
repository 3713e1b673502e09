import type { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import {
  COMPANY_PROFILE_MESSAGES,
  type CompanyLogoResponse,
  type CompanyProfile,
  type JobCard,
  type JobDetail,
} from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import type { AppConfig } from '../../src/config/app-config';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
import { clearRateLimits, openOrm, truncateJobsData } from '../support/database';
import { HttpSession } from '../support/http-session';
import { testStorage } from '../support/storage';
import { settledUpload, uploadThroughFlow } from '../support/upload-flow';
import { testConfig } from '../support/test-config';
import { pngOf } from '../support/upload-fixtures';

const PUBLIC_URL = 'http://localhost:3000';

describe('company profile and logos over HTTP', () => {
  let config: AppConfig;
  let stack: RunningStack;
  let orm: MikroORM;
  let storage: ReturnType<typeof testStorage>;
  let employer: HttpSession;
  let companyId: string;

  const uploadLogo = async (session: HttpSession, color: { r: number; g: number; b: number }) => {
    const image = await pngOf(400, 300, color);
    const { signed, confirm } = await uploadThroughFlow(session, image, {
      fileName: 'logo.png',
      fileType: 'image/png',
      uploadType: 'avatar',
    });
    expect(confirm.status).toBe(200);
    expect((await settledUpload(session, signed.uploadId)).status).toBe('ready');
    return signed;
  };

  const profileInput = (overrides: Partial<CompanyProfile> = {}) => ({
    name: 'Acme Remote',
    logoUrl: null,
    website: 'https://acme-remote.example',
    linkedinUrl: 'https://www.linkedin.com/company/acme-remote',
    about: 'We build tools for parents who work remotely.',
    size: '11-50',
    ...overrides,
  });

  /** The company's live jobs as job cards, public and private. */
  const companyJobs = async () =>
    orm.em
      .fork()
      .getConnection()
      .execute<Array<{ id: string; is_company_private: boolean }>>(
        `select "id", "is_company_private" from "jobs" where "company_id" = ? and "status" = 'approved'`,
        [companyId],
      );

  beforeAll(async () => {
    config = testConfig({ PUBLIC_URL });
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await runDemoSeed(config);
    await clearRateLimits(config.redisUrl);
    storage = testStorage(config);
    stack = await startApiAndWorker(config);
    employer = new HttpSession(stack.baseUrl, config.publicOrigin, '198.51.100.201');
    await employer.signIn('employer@demo.local', 'Demo-pass-2026');
    companyId = (await employer.get<CompanyProfile>('/api/employer/company')).body.id;
  });

  afterAll(async () => {
    await stack?.close();
    storage?.destroy();
    if (orm) {
      await truncateJobsData(orm);
      await runDemoSeed(config);
    }
    await orm?.close(true);
  });

  it('saves the profile with the same rules as the form', async () => {
    const bad = await employer.request('PUT', '/api/employer/company', {
      body: profileInput({ name: ' ', website: 'nope', linkedinUrl: 'https://x.example', size: 'huge' as never }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      fieldErrors: {
        name: [COMPANY_PROFILE_MESSAGES.nameRequired],
        website: [COMPANY_PROFILE_MESSAGES.websiteInvalid],
        linkedinUrl: [COMPANY_PROFILE_MESSAGES.linkedinInvalid],
        size: [COMPANY_PROFILE_MESSAGES.sizeInvalid],
      },
    });
    const saved = await employer.request<CompanyProfile>('PUT', '/api/employer/company', {
      body: profileInput({ logoUrl: 'https://tracker.example/logo.png' }),
    });
    expect(saved.status).toBe(400);
    expect(saved.body).toMatchObject({ fieldErrors: { logoUrl: [COMPANY_PROFILE_MESSAGES.logoNotAllowed] } });
    const ok = await employer.request<CompanyProfile>('PUT', '/api/employer/company', { body: profileInput() });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ ...profileInput(), id: companyId, logoDisplayUrl: null });
    expect((await employer.get<CompanyProfile>('/api/employer/company')).body).toEqual(ok.body);
  });

  it('keeps the switch for the not-selected e-mail: on by default, turned off and on with the profile, left as it is when not sent', async () => {
    expect((await employer.get<CompanyProfile>('/api/employer/company')).body.notSelectedEmails).toBe(true);
    const off = await employer.request<CompanyProfile>('PUT', '/api/employer/company', {
      body: { ...profileInput(), notSelectedEmails: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.notSelectedEmails).toBe(false);
    // A client that does not know the switch leaves it alone.
    expect(
      (await employer.request<CompanyProfile>('PUT', '/api/employer/company', { body: profileInput() })).body
        .notSelectedEmails,
    ).toBe(false);
    const bad = await employer.request('PUT', '/api/employer/company', {
      body: { ...profileInput(), notSelectedEmails: 'no' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      fieldErrors: { notSelectedEmails: [COMPANY_PROFILE_MESSAGES.notSelectedEmailsInvalid] },
    });
    const on = await employer.request<CompanyProfile>('PUT', '/api/employer/company', {
      body: { ...profileInput(), notSelectedEmails: true },
    });
    expect(on.body.notSelectedEmails).toBe(true);
  });

  it('shows an uploaded logo on job cards, job pages and public pages (never for a private job), at a cacheable address', async () => {
    const logo = await uploadLogo(employer, { r: 20, g: 120, b: 220 });
    const saved = await employer.request<CompanyProfile>('PUT', '/api/employer/company', {
      body: profileInput({ logoUrl: logo.fileUrl }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.logoUrl).toBe(logo.fileUrl);
    expect(saved.body.logoDisplayUrl).toMatch(/X-Amz-Signature=/);
    const signed = await employer.get<CompanyLogoResponse>('/api/employer/company-logo');
    expect((await fetch(signed.body.companyLogoUrl!)).status).toBe(200);

    const path = `/api/companies/${companyId}/logo/${logo.uploadId}`;
    const image = await fetch(`${stack.baseUrl}${path}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      width: 256,
      height: 256,
      format: 'webp',
    });

    const jobs = await companyJobs();
    const open = jobs.find((job) => !job.is_company_private)!;
    const anonymous = new HttpSession(stack.baseUrl, config.publicOrigin, '198.51.100.202');
    const detail = await anonymous.get<JobDetail>(`/api/jobs/${open.id}`);
    expect(detail.body.companyLogoUrl).toBe(path);
    const cards = await anonymous.get<{ jobs: JobCard[] }>(`/api/jobs?q=${encodeURIComponent(detail.body.title)}`);
    expect(cards.body.jobs.find((card) => card.id === open.id)?.companyLogoUrl).toBe(path);
    const page = await (await fetch(`${stack.baseUrl}/jobs/${open.id}`, { headers: { accept: 'text/html' } })).text();
    expect(page).toContain(`<meta property="og:image" content="${PUBLIC_URL}${path}">`);
    expect(page).toContain(`src="${path}"`);
    expect(page).toContain(`"logo":"${PUBLIC_URL}${path}"`);

    // A private company's job shows neither name nor logo.
    await orm.em
      .fork()
      .getConnection()
      .execute(`update "jobs" set "is_company_private" = true where "id" = ?`, [open.id]);
    try {
      expect((await anonymous.get<JobDetail>(`/api/jobs/${open.id}`)).body.companyLogoUrl).toBeNull();
      const privatePage = await (
        await fetch(`${stack.baseUrl}/jobs/${open.id}`, { headers: { accept: 'text/html' } })
      ).text();
      expect(privatePage).not.toContain(path);
    } finally {
      await orm.em
        .fork()
        .getConnection()
        .execute(`update "jobs" set "is_company_private" = false where "id" = ?`, [open.id]);
    }
  });

  it('replaces and removes the logo, deleting the old files and retiring the old address', async () => {
    const first = (await employer.get<CompanyProfile>('/api/employer/company')).body;
    const oldFileUrl = first.logoUrl!;
    const oldUploadId = oldFileUrl.split('/').slice(-2)[0]!;
    const second = await uploadLogo(employer, { r: 240, g: 180, b: 0 });
    expect(
      (await employer.request('PUT', '/api/employer/company', { body: profileInput({ logoUrl: second.fileUrl }) }))
        .status,
    ).toBe(200);
    expect((await fetch(`${stack.baseUrl}/api/companies/${companyId}/logo/${oldUploadId}`)).status).toBe(404);
    expect((await fetch(`${stack.baseUrl}/api/companies/${companyId}/logo/${second.uploadId}`)).status).toBe(200);
    expect(
      await storage.list(oldFileUrl.slice(oldFileUrl.indexOf('uploads/'), oldFileUrl.lastIndexOf('/') + 1)),
    ).toEqual([]);

    // Sending the current logo back (a form saving other fields) keeps it.
    expect(
      (
        await employer.request<CompanyProfile>('PUT', '/api/employer/company', {
          body: profileInput({ logoUrl: second.fileUrl, about: 'Changed' }),
        })
      ).body.logoUrl,
    ).toBe(second.fileUrl);

    const removed = await employer.request<CompanyProfile>('PUT', '/api/employer/company', {
      body: profileInput({ logoUrl: null }),
    });
    expect(removed.body).toMatchObject({ logoUrl: null, logoDisplayUrl: null });
    expect((await employer.get<CompanyLogoResponse>('/api/employer/company-logo')).body).toEqual({
      companyLogoUrl: null,
    });
    expect((await fetch(`${stack.baseUrl}/api/companies/${companyId}/logo/${second.uploadId}`)).status).toBe(404);
  });

  it("refuses another employer's upload as a logo", async () => {
    const other = new HttpSession(stack.baseUrl, config.publicOrigin, '198.51.100.203');
    await other.post('/api/auth/sign-up', {
      email: 'other.employer@example.com',
      password: 'Correct-horse-9',
      name: 'Other',
      role: 'employer',
      companyName: 'Other Co',
    });
    const theirs = await uploadLogo(other, { r: 0, g: 0, b: 0 });
    const taken = await employer.request('PUT', '/api/employer/company', {
      body: profileInput({ logoUrl: theirs.fileUrl }),
    });
    expect(taken.status).toBe(400);
  });
});
