import type { MikroORM } from '@mikro-orm/postgresql';
import {
  ENTITLEMENT_MESSAGES,
  GENERIC_MESSAGES,
  JOB_FORM_MESSAGES,
  type PresignUploadResponse,
  RESUME_MESSAGES,
  type ResumeDownloadResponse,
  type ResumeSummary,
  SEEKER_PROFILE_MESSAGES,
  type SeekerProfile,
  type SeekerProfileInput,
  type SessionResponse,
  TEXT_MESSAGES,
  UPLOAD_FLOW_MESSAGES,
  type UserProfile,
} from '@marketplace/contracts';
import { createAdmin } from '../../src/cli/commands';
import type { AppConfig } from '../../src/config/app-config';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
import { dropPlan, holdPlan } from '../support/billing-fixtures';
import { clearRateLimits, openOrm } from '../support/database';
import { eventually, HttpSession } from '../support/http-session';
import { testStorage } from '../support/storage';
import { type FileMeta, settledUpload, uploadThroughFlow } from '../support/upload-flow';
import { testConfig } from '../support/test-config';
import { docxWithText, pdfWithJavaScript, pdfWithText, pngOf } from '../support/upload-fixtures';
import { contentDisposition } from '../../src/infrastructure/storage/s3-object-storage';

const PASSWORD = 'Correct-horse-9';
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const M = SEEKER_PROFILE_MESSAGES;

const fullProfile: SeekerProfileInput = {
  headline: '  Remote customer success lead  ',
  location: 'Austin, TX',
  phone: '512.555.0142',
  availability: 'two_weeks',
  experienceLevel: 'senior',
  aboutMe: 'Parent of two.\nI like calm, written communication.',
  salaryExpectations: 85_000,
  showSalaryExpectations: true,
  visibleToEmployers: true,
  skills: ['Zendesk', ' SQL ', 'Onboarding'],
  portfolioUrls: ['https://maya.example/work'],
  workExperience:
    '<p><strong>Acme</strong>, support lead</p><ul><li>Led a team of <em>6</em></li></ul><p><a href="https://acme.example/">Acme</a></p>',
  education: [
    {
      institution: 'University of Texas',
      certifications: 'BA Communication',
      startDate: '2010-09',
      endDate: '2014-05',
      notes: 'Dean’s list',
    },
    { institution: 'Coursera', certifications: '', startDate: '2021-01', endDate: '', notes: '' },
  ],
};

describe('the seeker profile and resumes over HTTP', () => {
  let config: AppConfig;
  let stack: RunningStack;
  let orm: MikroORM;
  let storage: ReturnType<typeof testStorage>;
  let ipCounter = 0;

  const browser = () => new HttpSession(stack.baseUrl, config.publicOrigin, `198.51.100.${++ipCounter}`);
  const sql = (query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<Array<Record<string, unknown>>>(query, params);

  const signUp = async (role: 'seeker' | 'employer', email: string) => {
    const session = browser();
    const answer = await session.post<SessionResponse>('/api/auth/sign-up', {
      email,
      password: PASSWORD,
      name: 'Maya Chen',
      role,
      ...(role === 'employer' ? { companyName: `Company of ${email}` } : {}),
    });
    expect(answer.status).toBe(201);
    return { session, user: answer.body.user! };
  };

  /** Presign, PUT to storage and confirm, as the browser does; the confirm must succeed. */
  const upload = async (session: HttpSession, file: Buffer, meta: FileMeta) => {
    const { signed, confirm } = await uploadThroughFlow(session, file, meta);
    expect(confirm.status).toBe(200);
    return signed;
  };
  const settled = settledUpload;

  const objectsOf = (userId: string, uploadId: string) => storage.list(`uploads/${userId}/${uploadId}/`);

  beforeAll(async () => {
    config = testConfig({ PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    await clearRateLimits(config.redisUrl);
    storage = testStorage(config);
    stack = await startApiAndWorker(config);
  });

  afterAll(async () => {
    await stack?.close();
    storage?.destroy();
    await orm?.close(true);
  });

  describe('the profile', () => {
    let maya: Awaited<ReturnType<typeof signUp>>;

    beforeAll(async () => {
      maya = await signUp('seeker', 'profiles.maya@example.com');
    });

    it('answers an empty profile before the first save', async () => {
      const answer = await maya.session.get<SeekerProfile>('/api/seeker/profile');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body).toEqual({
        userId: maya.user.id,
        name: 'Maya Chen',
        email: 'profiles.maya@example.com',
        profilePictureUrl: null,
        headline: null,
        location: null,
        phone: null,
        availability: null,
        experienceLevel: null,
        aboutMe: null,
        salaryExpectations: null,
        showSalaryExpectations: false,
        visibleToEmployers: false,
        skills: [],
        portfolioUrls: [],
        workExperience: null,
        education: [],
        resumes: [],
        resumeLimit: 1,
        membershipPlan: 'none',
        updatedAt: null,
      });
    });

    it('saves the whole profile, formatted, and reads it back; the headline is the account’s', async () => {
      const saved = await maya.session.request<SeekerProfile>('PUT', '/api/seeker/profile', { body: fullProfile });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        headline: 'Remote customer success lead',
        location: 'Austin, TX',
        phone: '(512) 555-0142',
        availability: 'two_weeks',
        experienceLevel: 'senior',
        aboutMe: fullProfile.aboutMe,
        salaryExpectations: 85_000,
        showSalaryExpectations: true,
        visibleToEmployers: true,
        skills: ['Zendesk', 'SQL', 'Onboarding'],
        portfolioUrls: ['https://maya.example/work'],
        workExperience:
          '<p><strong>Acme</strong>, support lead</p><ul><li>Led a team of <em>6</em></li></ul><p><a href="https://acme.example/" rel="noopener noreferrer nofollow" target="_blank">Acme</a></p>',
        education: [
          {
            institution: 'University of Texas',
            certifications: 'BA Communication',
            startDate: '2010-09',
            endDate: '2014-05',
            notes: 'Dean’s list',
          },
          { institution: 'Coursera', certifications: '', startDate: '2021-01', endDate: null, notes: '' },
        ],
        resumes: [],
        resumeLimit: 1,
        membershipPlan: 'none',
      });
      expect(saved.body.updatedAt).toEqual(expect.any(String));
      expect((await maya.session.get<SeekerProfile>('/api/seeker/profile')).body).toEqual(saved.body);
      expect((await maya.session.get<UserProfile>('/api/user/profile')).body.headline).toBe(
        'Remote customer success lead',
      );

      // The account profile edits the same headline.
      expect((await maya.session.patch('/api/user/profile', { headline: 'Support lead, remote' })).status).toBe(200);
      expect((await maya.session.get<SeekerProfile>('/api/seeker/profile')).body.headline).toBe('Support lead, remote');

      // Saving again with fields left out stores them empty.
      const cleared = await maya.session.request<SeekerProfile>('PUT', '/api/seeker/profile', {
        body: { headline: 'Support lead' },
      });
      expect(cleared.status).toBe(200);
      expect(cleared.body).toMatchObject({
        headline: 'Support lead',
        location: null,
        skills: [],
        education: [],
        showSalaryExpectations: false,
        visibleToEmployers: false,
      });
      expect((await maya.session.request('PUT', '/api/seeker/profile', { body: fullProfile })).status).toBe(200);
    });

    it.each<[string, Partial<Record<keyof SeekerProfileInput, unknown>>, Record<string, string[]>]>([
      ['a long headline', { headline: 'h'.repeat(161) }, { headline: [M.headlineTooLong] }],
      ['a headline that is not text', { headline: 42 }, { headline: [M.headlineTooLong] }],
      ['a long location', { location: 'l'.repeat(121) }, { location: [M.locationTooLong] }],
      ['a location with a line break', { location: 'Austin\nTX' }, { location: [TEXT_MESSAGES.forbiddenCharacters] }],
      ['a short phone number', { phone: '555-0142' }, { phone: [M.phoneInvalid] }],
      ['an unknown availability', { availability: 'tomorrow' }, { availability: [M.availabilityInvalid] }],
      ['an unknown experience level', { experienceLevel: 'guru' }, { experienceLevel: [M.experienceLevelInvalid] }],
      ['a long about me', { aboutMe: 'a'.repeat(2001) }, { aboutMe: [M.aboutMeTooLong] }],
      ['a salary of 0', { salaryExpectations: 0 }, { salaryExpectations: [M.salaryInvalid] }],
      ['a salary over a million', { salaryExpectations: 1_000_001 }, { salaryExpectations: [M.salaryInvalid] }],
      ['a fractional salary', { salaryExpectations: 85_000.5 }, { salaryExpectations: [M.salaryInvalid] }],
      ['a salary as text', { salaryExpectations: '85000' }, { salaryExpectations: [M.salaryInvalid] }],
      [
        'a show-salary flag that is not a boolean',
        { showSalaryExpectations: 'yes' },
        { showSalaryExpectations: [M.showSalaryInvalid] },
      ],
      [
        'a may-employers-find-me flag that is not a boolean',
        { visibleToEmployers: 'yes' },
        { visibleToEmployers: [M.visibleToEmployersInvalid] },
      ],
      ['21 skills', { skills: Array.from({ length: 21 }, (_, i) => `Skill ${i}`) }, { skills: [M.skillsTooMany] }],
      ['the same skill twice', { skills: ['SQL', 'sql'] }, { skills: [M.skillsDuplicate] }],
      ['a blank skill', { skills: ['SQL', ' '] }, { skills: [JOB_FORM_MESSAGES.skillBlank] }],
      ['a long skill', { skills: ['s'.repeat(51)] }, { skills: [JOB_FORM_MESSAGES.skillTooLong] }],
      ['skills that are not a list', { skills: 'SQL' }, { skills: [M.skillsTooMany] }],
      [
        '6 portfolio links',
        { portfolioUrls: Array.from({ length: 6 }, (_, i) => `https://site${i}.example`) },
        { portfolioUrls: [M.portfolioTooMany] },
      ],
      [
        'a javascript: portfolio link',
        { portfolioUrls: ['javascript:alert(1)'] },
        { portfolioUrls: [M.portfolioInvalid] },
      ],
      [
        'a long portfolio link',
        { portfolioUrls: [`https://maya.example/${'p'.repeat(240)}`] },
        { portfolioUrls: [M.urlTooLong] },
      ],
      [
        'long work experience',
        { workExperience: `<p>${'w'.repeat(20_000)}</p>` },
        { workExperience: [M.workExperienceTooLong] },
      ],
      ['work experience that is not text', { workExperience: 42 }, { workExperience: [M.workExperienceInvalid] }],
      [
        'work experience with a control character',
        { workExperience: '<p>a\u0000</p>' },
        { workExperience: [TEXT_MESSAGES.forbiddenCharacters] },
      ],
      [
        '11 education entries',
        { education: Array.from({ length: 11 }, () => fullProfile.education[0]) },
        { education: [M.educationTooMany] },
      ],
      [
        'an education entry without an institution',
        { education: [{ institution: ' ', certifications: '', startDate: null, endDate: null, notes: '' }] },
        { 'education.0.institution': [M.institutionRequired] },
      ],
      [
        'a long institution',
        { education: [{ institution: 'i'.repeat(151) }] },
        { 'education.0.institution': [M.institutionTooLong] },
      ],
      [
        'long certifications',
        { education: [{ institution: 'UT', certifications: 'c'.repeat(201) }] },
        { 'education.0.certifications': [M.certificationsTooLong] },
      ],
      [
        'long notes',
        { education: [{ institution: 'UT', notes: 'n'.repeat(1001) }] },
        { 'education.0.notes': [M.notesTooLong] },
      ],
      [
        'a date that is not a month',
        { education: [{ institution: 'UT', startDate: 'May 2020' }] },
        { 'education.0.startDate': [M.dateInvalid] },
      ],
      [
        'an end before the start',
        { education: [{ institution: 'UT', startDate: '2020-05', endDate: '2019-01' }] },
        { 'education.0.endDate': [M.endBeforeStart] },
      ],
      [
        'a date that is not text',
        { education: [{ institution: 'UT', endDate: 202001 }] },
        { 'education.0.endDate': [M.dateInvalid] },
      ],
    ])('refuses %s with 400 and the field’s message, changing nothing', async (_name, changes, fieldErrors) => {
      const before = (await maya.session.get<SeekerProfile>('/api/seeker/profile')).body;
      const answer = await maya.session.request('PUT', '/api/seeker/profile', { body: { ...fullProfile, ...changes } });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ fieldErrors });
      expect(Object.keys((answer.body as { fieldErrors: object }).fieldErrors)).toEqual(Object.keys(fieldErrors));
      expect((await maya.session.get<SeekerProfile>('/api/seeker/profile')).body).toEqual(before);
    });

    it('refuses a body that is not an object, and an education entry that is not one', async () => {
      expect((await maya.session.request('PUT', '/api/seeker/profile', { body: ['headline'] })).status).toBe(400);
      const entry = await maya.session.request('PUT', '/api/seeker/profile', {
        body: { ...fullProfile, education: ['UT'] },
      });
      expect(entry.status).toBe(400);
      expect(entry.body).toMatchObject({ fieldErrors: { 'education.0': [M.institutionRequired] } });
    });

    it('stores hostile work experience reduced to the editor’s formatting', async () => {
      const hostile =
        '<p onclick="steal()" style="color:red">Led <b>support</b><script>fetch("/api/user/profile")</script></p>' +
        '<img src=x onerror="alert(1)"><iframe src="https://evil.example">x</iframe><svg onload="alert(2)"><text>svg</text></svg>' +
        '<a href="javascript:alert(3)">click</a> <a href="data:text/html,hi">data</a> <a href="https://ok.example" onmouseover="x()" target="_self">ok</a>' +
        '<style>body{display:none}</style><table><tr><td>cell</td></tr></table>';
      const saved = await maya.session.request<SeekerProfile>('PUT', '/api/seeker/profile', {
        body: { ...fullProfile, workExperience: hostile },
      });
      expect(saved.status).toBe(200);
      const expected =
        '<p>Led <b>support</b></p>click data <a href="https://ok.example/" rel="noopener noreferrer nofollow" target="_blank">ok</a>cell';
      expect(saved.body.workExperience).toBe(expected);
      const [row] = await sql(`select "work_experience" from "seeker_profiles" where "user_id" = ?`, [maya.user.id]);
      expect(row?.work_experience).toBe(expected);
      // Nothing visible left is no work experience at all.
      const empty = await maya.session.request<SeekerProfile>('PUT', '/api/seeker/profile', {
        body: { ...fullProfile, workExperience: '<p><br></p><script>x</script>' },
      });
      expect(empty.body.workExperience).toBeNull();
    });
  });

  describe('who may use the profile routes', () => {
    it('refuses employers and admins (403) and anonymous callers (401) on every route', async () => {
      const employer = await signUp('employer', 'profiles.employer@example.com');
      await createAdmin(config, { email: 'profiles.admin@example.com', name: 'Avery Admin', password: PASSWORD });
      const admin = browser();
      await admin.signIn('profiles.admin@example.com', PASSWORD);
      const anonymous = browser();
      const id = '0a0a0a0a-0000-4000-8000-000000000001';
      const routes: Array<[string, string, unknown]> = [
        ['GET', '/api/seeker/profile', undefined],
        ['PUT', '/api/seeker/profile', fullProfile],
        ['POST', '/api/seeker/resumes', { uploadId: id }],
        ['PATCH', `/api/seeker/resumes/${id}`, { name: 'x' }],
        ['DELETE', `/api/seeker/resumes/${id}`, undefined],
        ['GET', `/api/seeker/resumes/${id}/download`, undefined],
      ];
      for (const [method, path, body] of routes) {
        expect({ path, method, status: (await employer.session.request(method, path, { body })).status }).toEqual({
          path,
          method,
          status: 403,
        });
        expect({ path, method, status: (await admin.request(method, path, { body })).status }).toEqual({
          path,
          method,
          status: 403,
        });
        const refused = await anonymous.request(method, path, { body });
        expect({ path, method, status: refused.status, error: (refused.body as { error: string }).error }).toEqual({
          path,
          method,
          status: 401,
          error: GENERIC_MESSAGES.unauthorized,
        });
      }
    });
  });

  describe('resumes', () => {
    it('attach an uploaded PDF, list it, link to it, rename it, keep the plan’s number, and delete it with its file', async () => {
      const { session, user } = await signUp('seeker', 'profiles.resumes@example.com');
      const pdf = pdfWithText('Maya Chen, customer success lead');
      const first = await upload(session, pdf, { fileName: 'Maya Chen CV.pdf', fileType: PDF, purpose: 'resume' });

      const attached = await session.post<ResumeSummary>('/api/seeker/resumes', { uploadId: first.uploadId });
      expect(attached.status).toBe(201);
      expect(attached.body).toMatchObject({
        name: 'Maya Chen CV',
        isDefault: true,
        fileName: 'Maya Chen CV.pdf',
        fileType: PDF,
        fileSize: pdf.length,
      });
      expect(['processing', 'ready']).toContain(attached.body.status);
      await settled(session, first.uploadId);
      // Attaching the same upload again answers the same version.
      expect((await session.post<ResumeSummary>('/api/seeker/resumes', { uploadId: first.uploadId })).body.id).toBe(
        attached.body.id,
      );

      const profile = (await session.get<SeekerProfile>('/api/seeker/profile')).body;
      expect(profile.resumes).toEqual([{ ...attached.body, status: 'ready' }]);
      expect(profile.resumeLimit).toBe(1);

      const link = await session.get<ResumeDownloadResponse>(`/api/seeker/resumes/${attached.body.id}/download`);
      expect(link.status).toBe(200);
      expect(link.headers.get('cache-control')).toBe('no-store');
      expect(link.body.downloadUrl).toMatch(/X-Amz-Signature=/);
      const file = await fetch(link.body.downloadUrl);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(PDF);
      expect(file.headers.get('content-disposition')).toBe(contentDisposition('inline', 'Maya Chen CV.pdf'));
      expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);

      // While the file is being processed there is no link yet.
      await sql(`update "uploads" set "status" = 'processing' where "id" = ?`, [first.uploadId]);
      try {
        const early = await session.get(`/api/seeker/resumes/${attached.body.id}/download`);
        expect(early.status).toBe(409);
        expect(early.body).toMatchObject({ error: RESUME_MESSAGES.notReady });
      } finally {
        await sql(`update "uploads" set "status" = 'ready' where "id" = ?`, [first.uploadId]);
      }

      const renamed = await session.patch<ResumeSummary>(`/api/seeker/resumes/${attached.body.id}`, {
        name: '  Support roles ',
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ id: attached.body.id, name: 'Support roles', isDefault: true });
      const badName = await session.patch(`/api/seeker/resumes/${attached.body.id}`, { name: ' ' });
      expect(badName.status).toBe(400);
      expect(badName.body).toMatchObject({ fieldErrors: { name: [RESUME_MESSAGES.nameRequired] } });
      const unset = await session.patch(`/api/seeker/resumes/${attached.body.id}`, { isDefault: false });
      expect(unset.status).toBe(400);
      expect(unset.body).toMatchObject({ fieldErrors: { isDefault: [RESUME_MESSAGES.defaultOnlyTrue] } });

      // Without a plan the seeker keeps one version: a second is refused with the way to keep more.
      const second = await upload(session, pdfWithText('Second version'), { fileName: 'second.pdf', fileType: PDF });
      const refused = await session.post('/api/seeker/resumes', { uploadId: second.uploadId, name: 'Teaching' });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: ENTITLEMENT_MESSAGES.resumeLimitWithoutPlan });
      expect((await session.get<SeekerProfile>('/api/seeker/profile')).body.resumes).toHaveLength(1);

      const deleted = await session.request('DELETE', `/api/seeker/resumes/${attached.body.id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ message: RESUME_MESSAGES.deleted });
      expect((await session.get<SeekerProfile>('/api/seeker/profile')).body.resumes).toEqual([]);
      expect(await objectsOf(user.id, first.uploadId)).toEqual([]);
      expect((await session.get(`/api/upload/${first.uploadId}`)).status).toBe(404);
      expect((await fetch(link.body.downloadUrl)).status).toBe(404);
      expect((await session.get(`/api/seeker/resumes/${attached.body.id}/download`)).status).toBe(404);

      // With the first gone, the second fits and becomes the default.
      const again = await session.post<ResumeSummary>('/api/seeker/resumes', {
        uploadId: second.uploadId,
        name: 'Teaching',
      });
      expect(again.status).toBe(201);
      expect(again.body).toMatchObject({ name: 'Teaching', isDefault: true });
    });

    it('keep as many versions as the plan holds: 3 on Gold, unlimited on a platinum plan, 1 without a plan, and losing a plan deletes none', async () => {
      const { session, user } = await signUp('seeker', 'profiles.plans@example.com');
      const uploadVersion = async (n: number) =>
        (
          await upload(session, pdfWithText(`Version ${n}`), {
            fileName: `version-${n}.pdf`,
            fileType: PDF,
            purpose: 'resume',
          })
        ).uploadId;
      const attach = (uploadId: string) => session.post<ResumeSummary>('/api/seeker/resumes', { uploadId });
      const profile = async () => (await session.get<SeekerProfile>('/api/seeker/profile')).body;

      await holdPlan(orm, user.id, 'gold');
      expect(await profile()).toMatchObject({ membershipPlan: 'gold', resumeLimit: 3 });
      for (const n of [1, 2, 3]) expect((await attach(await uploadVersion(n))).status).toBe(201);
      const fourth = await uploadVersion(4);
      expect(await attach(fourth)).toMatchObject({ status: 409, body: { error: RESUME_MESSAGES.limitReached(3) } });

      await holdPlan(orm, user.id, 'vip-platinum');
      expect(await profile()).toMatchObject({ membershipPlan: 'vip-platinum', resumeLimit: -1 });
      expect((await attach(fourth)).status).toBe(201);

      await dropPlan(orm, user.id);
      const without = await profile();
      expect(without).toMatchObject({ membershipPlan: 'none', resumeLimit: 1 });
      expect(without.resumes).toHaveLength(4);
      expect(await attach(await uploadVersion(5))).toMatchObject({
        status: 409,
        body: { error: ENTITLEMENT_MESSAGES.resumeLimitWithoutPlan },
      });
      expect((await profile()).resumes).toHaveLength(4);
    });

    it('belong to their seeker: another one can neither read, rename nor delete them, nor attach someone else’s upload', async () => {
      const owner = await signUp('seeker', 'profiles.owner@example.com');
      const other = await signUp('seeker', 'profiles.other@example.com');
      const signed = await upload(owner.session, pdfWithText('Private resume'), { fileName: 'cv.pdf', fileType: PDF });
      const resume = (await owner.session.post<ResumeSummary>('/api/seeker/resumes', { uploadId: signed.uploadId }))
        .body;
      await settled(owner.session, signed.uploadId);

      for (const [method, path, body] of [
        ['GET', `/api/seeker/resumes/${resume.id}/download`, undefined],
        ['PATCH', `/api/seeker/resumes/${resume.id}`, { name: 'Mine now' }],
        ['PATCH', `/api/seeker/resumes/${resume.id}`, { isDefault: true }],
        ['DELETE', `/api/seeker/resumes/${resume.id}`, undefined],
        ['GET', '/api/seeker/resumes/not-a-uuid/download', undefined],
      ] as Array<[string, string, unknown]>) {
        const answer = await other.session.request(method, path, { body });
        expect({ method, path, status: answer.status, body: answer.body }).toEqual({
          method,
          path,
          status: 404,
          body: { error: RESUME_MESSAGES.notFound, code: 'PROFILES_RESUME_NOT_FOUND' },
        });
      }
      const stolen = await other.session.post('/api/seeker/resumes', { uploadId: signed.uploadId });
      expect(stolen.status).toBe(400);
      expect(stolen.body).toMatchObject({ error: UPLOAD_FLOW_MESSAGES.notFound });
      expect((await other.session.get<SeekerProfile>('/api/seeker/profile')).body.resumes).toEqual([]);

      const still = (await owner.session.get<SeekerProfile>('/api/seeker/profile')).body.resumes;
      expect(still).toEqual([{ ...resume, status: 'ready' }]);
      expect(await objectsOf(owner.user.id, signed.uploadId)).toHaveLength(1);
    });

    it('take a Word document too, which downloads under the resume’s name', async () => {
      const { session } = await signUp('seeker', 'profiles.docx@example.com');
      const docx = await docxWithText('Remote customer support lead');
      const signed = await upload(session, docx, { fileName: 'cv.docx', fileType: DOCX });
      const resume = await session.post<ResumeSummary>('/api/seeker/resumes', {
        uploadId: signed.uploadId,
        name: 'Support',
      });
      expect(resume.status).toBe(201);
      expect(resume.body).toMatchObject({ name: 'Support', fileType: DOCX, isDefault: true });
      expect(await settled(session, signed.uploadId)).toMatchObject({ status: 'ready' });
      const link = (await session.get<ResumeDownloadResponse>(`/api/seeker/resumes/${resume.body.id}/download`)).body;
      const file = await fetch(link.downloadUrl);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(DOCX);
      expect(file.headers.get('content-disposition')).toMatch(/^attachment;.*filename="Support\.docx"/);
      expect(Buffer.from(await file.arrayBuffer()).equals(docx)).toBe(true);
    });

    it('refuse a profile picture, an attachment and a file never uploaded', async () => {
      const { session } = await signUp('seeker', 'profiles.avatar@example.com');
      const picture = await upload(session, await pngOf(64, 64), {
        fileName: 'me.png',
        fileType: 'image/png',
        uploadType: 'avatar',
      });
      await settled(session, picture.uploadId);
      const asResume = await session.post('/api/seeker/resumes', { uploadId: picture.uploadId });
      expect(asResume.status).toBe(400);
      expect(asResume.body).toMatchObject({ error: UPLOAD_FLOW_MESSAGES.wrongKind });

      const notes = Buffer.from('Plain notes');
      const attachment = await upload(session, notes, {
        fileName: 'notes.txt',
        fileType: 'text/plain',
        purpose: 'attachment',
      });
      expect((await session.post('/api/seeker/resumes', { uploadId: attachment.uploadId })).body).toMatchObject({
        error: UPLOAD_FLOW_MESSAGES.wrongKind,
      });

      const pdf = pdfWithText('Never sent');
      const pending = await session.post<PresignUploadResponse>('/api/upload/presigned-url', {
        fileName: 'cv.pdf',
        fileType: PDF,
        fileSize: pdf.length,
      });
      expect((await session.post('/api/seeker/resumes', { uploadId: pending.body.uploadId })).body).toMatchObject({
        error: UPLOAD_FLOW_MESSAGES.notUploaded,
      });
      expect((await session.post('/api/seeker/resumes', { uploadId: 'nope' })).status).toBe(400);
      expect((await session.get<SeekerProfile>('/api/seeker/profile')).body.resumes).toEqual([]);
    });

    it('never list a file the checks reject', async () => {
      const { session } = await signUp('seeker', 'profiles.rejected@example.com');
      const signed = await upload(session, pdfWithJavaScript(), { fileName: 'cv.pdf', fileType: PDF });
      const attached = await session.post('/api/seeker/resumes', { uploadId: signed.uploadId });
      // Attached while still being checked, or refused with the reason when the worker was quicker.
      if (attached.status !== 201)
        expect({ status: attached.status, body: attached.body }).toEqual({
          status: 400,
          // The uploads module refuses the claim, or profiles finds the checks rejected it just after.
          body: {
            error: UPLOAD_FLOW_MESSAGES.pdfActiveContent,
            code: expect.stringMatching(/^(UPLOADS_REJECTED|PROFILES_RESUME_REJECTED)$/),
          },
        });
      expect(await settled(session, signed.uploadId)).toMatchObject({
        status: 'rejected',
        rejectionReason: UPLOAD_FLOW_MESSAGES.pdfActiveContent,
      });
      expect((await session.get<SeekerProfile>('/api/seeker/profile')).body.resumes).toEqual([]);
      expect((await session.post('/api/seeker/resumes', { uploadId: signed.uploadId })).body).toEqual({
        error: UPLOAD_FLOW_MESSAGES.pdfActiveContent,
        code: 'UPLOADS_REJECTED',
      });

      // The same, made certain: attached while processing, rejected after.
      await sql(`update "uploads" set "status" = 'processing' where "id" = ?`, [signed.uploadId]);
      const early = await session.post<ResumeSummary>('/api/seeker/resumes', { uploadId: signed.uploadId });
      expect(early.status).toBe(201);
      expect(early.body).toMatchObject({ status: 'processing', isDefault: true });
      await sql(`update "uploads" set "status" = 'rejected' where "id" = ?`, [signed.uploadId]);
      expect((await session.get<SeekerProfile>('/api/seeker/profile')).body.resumes).toEqual([]);
      expect((await session.get(`/api/seeker/resumes/${early.body.id}/download`)).status).toBe(404);
      // ...and it does not count: a good one fits the plan's one version.
      const good = await upload(session, pdfWithText('Clean'), { fileName: 'clean.pdf', fileType: PDF });
      expect(
        (await session.post<ResumeSummary>('/api/seeker/resumes', { uploadId: good.uploadId })).body,
      ).toMatchObject({ name: 'clean', isDefault: true });
    });
  });

  describe('deleting an account', () => {
    it('erases the profile and the resumes, and their files', async () => {
      const { session, user } = await signUp('seeker', 'profiles.leaving@example.com');
      expect((await session.request('PUT', '/api/seeker/profile', { body: fullProfile })).status).toBe(200);
      const signed = await upload(session, pdfWithText('Leaving'), { fileName: 'cv.pdf', fileType: PDF });
      expect((await session.post('/api/seeker/resumes', { uploadId: signed.uploadId })).status).toBe(201);
      await settled(session, signed.uploadId);

      expect((await session.post('/api/account/delete', { confirmEmail: 'profiles.leaving@example.com' })).status).toBe(
        200,
      );
      expect(await sql(`select 1 from "seeker_profiles" where "user_id" = ?`, [user.id])).toHaveLength(0);
      expect(await sql(`select 1 from "seeker_resumes" where "user_id" = ?`, [user.id])).toHaveLength(0);
      await eventually(async () => (await objectsOf(user.id, signed.uploadId)).length === 0, 20_000);
      expect(await sql(`select 1 from "users" where "id" = ?`, [user.id])).toHaveLength(1);
    });

    it('never blocks removing a user row: profiles and resumes go with it', async () => {
      const { session, user } = await signUp('seeker', 'profiles.removed@example.com');
      expect((await session.request('PUT', '/api/seeker/profile', { body: fullProfile })).status).toBe(200);
      const signed = await upload(session, pdfWithText('Removed'), { fileName: 'cv.pdf', fileType: PDF });
      expect((await session.post('/api/seeker/resumes', { uploadId: signed.uploadId })).status).toBe(201);
      await settled(session, signed.uploadId);
      await sql(`delete from "users" where "id" = ?`, [user.id]);
      expect(await sql(`select 1 from "seeker_profiles" where "user_id" = ?`, [user.id])).toHaveLength(0);
      expect(await sql(`select 1 from "seeker_resumes" where "user_id" = ?`, [user.id])).toHaveLength(0);
      expect(await sql(`select 1 from "uploads" where "owner_id" = ?`, [user.id])).toHaveLength(0);
      await storage.remove(await storage.list(`uploads/${user.id}/`));
    });
  });
});
