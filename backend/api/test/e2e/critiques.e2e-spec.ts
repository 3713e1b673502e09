import type { MikroORM } from '@mikro-orm/postgresql';
import {
  CRITIQUE_MESSAGES,
  type CritiqueQueue,
  type CritiqueReportLink,
  type CritiqueReviewInput,
  type CritiquesPage,
  type CritiqueWorkbench,
  critiqueReportFileName,
  type ErrorBody,
  type RequestCritiqueResponse,
  type ResumeCritique,
  type ResumeDownloadResponse,
  type ResumeSummary,
} from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { SessionService } from '../../src/modules/accounts';
import { insertUsers } from '../support/access-context';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
import { holdPlan } from '../support/billing-fixtures';
import { type BillingUser, BillingUsers, idempotencyKey } from '../support/billing-users';
import { clearRateLimits, openOrm } from '../support/database';
import { eventually, HttpSession } from '../support/http-session';
import { fixtureUuid } from '../support/job-fixtures';
import { TestMailbox } from '../support/mailbox';
import { SANDBOX_DECLINE_ZIP, setStoredCardZip } from '../support/sandbox-cards';
import { testConfig } from '../support/test-config';
import { settledUpload, uploadThroughFlow } from '../support/upload-flow';
import { pdfWithText } from '../support/upload-fixtures';

const ADMIN = fixtureUuid(0xc1001, 'a');
const OTHER_ADMIN = fixtureUuid(0xc1002, 'a');

/** A complete review: every section scored, the reviewer's text and one recommendation. */
function review(scores: [number, number, number, number, number], text = 'A clear, well-built resume.') {
  const [formatting, content, keywords, experience, skills] = scores;
  const section = (score: number) => ({ score, feedback: ['Good'], suggestions: ['Tighten it'] });
  return {
    reviewerText: text,
    sections: {
      formatting: section(formatting),
      content: section(content),
      keywords: { ...section(keywords), missingKeywords: ['GAAP'], industryKeywords: ['GAAP', 'Excel'] },
      experience: section(experience),
      skills: section(skills),
    },
    recommendations: [
      {
        title: 'Quantify results',
        description: 'Add numbers',
        priority: 'high',
        impact: 'More calls',
        category: 'Content',
      },
    ],
  } satisfies CritiqueReviewInput;
}

/** Resume critiques over HTTP with the worker: requesting and paying, the reviewers' claim and review, the seeker's results and report. */
describe('resume critiques over HTTP', () => {
  let config: AppConfig;
  let stack: RunningStack;
  let orm: MikroORM;
  let mailbox: TestMailbox;
  let users: BillingUsers;
  let admin: HttpSession;
  let otherAdmin: HttpSession;
  const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(query, params);

  async function adminSession(id: string): Promise<HttpSession> {
    const session = users.browser();
    const issued = await stack.app.get(SessionService, { strict: false }).issue({ id, role: 'admin' });
    session.cookies.set(config.sessionCookie.name, issued.token);
    return session;
  }

  /** A ready resume version of the seeker's. */
  async function resumeOf(user: BillingUser): Promise<string> {
    const pdf = pdfWithText('Bookkeeper: QuickBooks, Excel, reconciliation, payroll');
    const { signed, confirm } = await uploadThroughFlow(user.session, pdf, {
      fileName: 'cv.pdf',
      fileType: 'application/pdf',
      purpose: 'resume',
    });
    expect(confirm.status).toBe(200);
    const attached = await user.session.post<ResumeSummary>('/api/seeker/resumes', { uploadId: signed.uploadId });
    expect(attached.status).toBe(201);
    await settledUpload(user.session, signed.uploadId);
    return attached.body.id;
  }

  const body = (resumeId: string) => ({
    resumeId,
    targetRole: 'Bookkeeper',
    targetIndustry: 'Accounting & Finance',
    notes: 'Returning after a break',
  });

  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    config = testConfig({ SMTP_URL: mailbox.smtpUrl, PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    await clearRateLimits(config.redisUrl);
    await sql(`delete from critique_requests`);
    await sql(`delete from users where id in (?, ?)`, [ADMIN, OTHER_ADMIN]);
    await insertUsers(orm, [
      { id: ADMIN, email: 'critiques.admin@example.com', name: 'Ada Reviewer', role: 'admin' },
      { id: OTHER_ADMIN, email: 'critiques.other@example.com', name: 'Oz Reviewer', role: 'admin' },
    ]);
    stack = await startApiAndWorker(config);
    users = new BillingUsers(stack, config, 'critiques', 120);
    admin = await adminSession(ADMIN);
    otherAdmin = await adminSession(OTHER_ADMIN);
  });

  afterAll(async () => {
    await stack?.close();
    await orm?.close(true);
    await mailbox?.stop();
  });

  it('refuses a request without a default card, and one whose card is declined, with their codes', async () => {
    const noCard = await users.signUp('seeker');
    const resumeId = await resumeOf(noCard);
    const page = await noCard.session.get<CritiquesPage>('/api/seeker/critiques');
    expect(page.body).toEqual({
      critiques: [],
      entitlement: { kind: 'purchase', priceCents: 4900, cardBrand: null, cardLast4: null, includedAgainAt: null },
    });
    expect(await noCard.session.post<ErrorBody>('/api/seeker/critiques', body(resumeId))).toMatchObject({
      status: 402,
      body: { code: 'CRITIQUE_CARD_REQUIRED', error: CRITIQUE_MESSAGES.cardRequired },
    });
    // Bad input is a 400 with field errors, before anything is charged.
    expect(
      await noCard.session.post<ErrorBody>('/api/seeker/critiques', { ...body(resumeId), targetIndustry: 'Piracy' }),
    ).toMatchObject({ status: 400, body: { fieldErrors: { targetIndustry: [CRITIQUE_MESSAGES.industryRequired] } } });

    const declined = await users.withCard('seeker');
    const declinedResume = await resumeOf(declined);
    const [card] = await sql<{ customer_profile_id: string; payment_profile_id: string }>(
      'select customer_profile_id, payment_profile_id from payment_methods where user_id = ? and is_default',
      [declined.userId],
    );
    await setStoredCardZip(
      config.payments!,
      { customerProfileId: card!.customer_profile_id, paymentProfileId: card!.payment_profile_id },
      SANDBOX_DECLINE_ZIP,
    );
    expect(await declined.session.post<ErrorBody>('/api/seeker/critiques', body(declinedResume))).toMatchObject({
      status: 402,
      body: { code: 'CRITIQUE_PAYMENT_DECLINED', error: CRITIQUE_MESSAGES.paymentDeclined },
    });
    expect(
      await sql(`select id from critique_requests where seeker_id in (?, ?)`, [noCard.userId, declined.userId]),
    ).toEqual([]);
    // The declined attempt is recorded as a critique charge, without a receipt.
    expect(
      await sql<{ kind: string; status: string }>(`select kind, status from charges where user_id = ?`, [
        declined.userId,
      ]),
    ).toEqual([{ kind: 'critique', status: 'declined' }]);
  });

  it('includes one critique per period in a platinum plan', async () => {
    const seeker = await users.signUp('seeker');
    const resumeId = await resumeOf(seeker);
    await holdPlan(orm, seeker.userId, 'vip-platinum');
    expect((await seeker.session.get<CritiquesPage>('/api/seeker/critiques')).body.entitlement).toMatchObject({
      kind: 'included',
      planName: 'VIP Platinum Mom Professional',
    });
    const first = await seeker.session.post<RequestCritiqueResponse>('/api/seeker/critiques', body(resumeId));
    expect(first).toMatchObject({ status: 201, body: { charge: null, critique: { status: 'requested' } } });
    expect((await seeker.session.get<CritiquesPage>('/api/seeker/critiques')).body.entitlement).toMatchObject({
      kind: 'purchase',
      cardLast4: null,
      includedAgainAt: expect.any(String),
    });
    await mailbox.waitFor(seeker.email, new RegExp(CRITIQUE_MESSAGES.receivedSubject));
  });

  it('goes from a paid request through claim, draft and completion to the seeker’s results and PDF report', async () => {
    const seeker = await users.withCard('seeker');
    const stranger = await users.signUp('seeker');
    const resumeId = await resumeOf(seeker);

    const key = idempotencyKey();
    const requested = await seeker.session.post<RequestCritiqueResponse>('/api/seeker/critiques', body(resumeId), key);
    expect(requested.status).toBe(201);
    // A retry with the same key (a double click) gets the first answer, not a second charge.
    expect(
      await seeker.session.post<RequestCritiqueResponse>('/api/seeker/critiques', body(resumeId), key),
    ).toMatchObject({ status: 201, body: requested.body });
    expect(requested.body.charge).toEqual({ amountCents: 4900, receiptNumber: expect.any(String) });
    const id = requested.body.critique.requestId;
    const receipt = await mailbox.waitFor(seeker.email, new RegExp(CRITIQUE_MESSAGES.receivedSubject));
    expect(receipt.text).toContain('$49.00 was charged');
    expect(
      await sql<{ kind: string; item_id: string }>(`select kind, item_id from charges where user_id = ?`, [
        seeker.userId,
      ]),
    ).toEqual([{ kind: 'critique', item_id: 'resume-critique' }]);

    // A seeker reads only their own; only admins review.
    expect(await stranger.session.get<ErrorBody>(`/api/seeker/critiques/${id}`)).toMatchObject({
      status: 404,
      body: { code: 'CRITIQUE_NOT_FOUND' },
    });
    expect((await seeker.session.get(`/api/admin/critiques/${id}`)).status).toBe(403);
    expect((await seeker.session.get<ResumeCritique>(`/api/seeker/critiques/${id}`)).body).toMatchObject({
      status: 'requested',
      analysis: null,
      resume: { id: resumeId },
    });
    expect(await seeker.session.get<ErrorBody>(`/api/seeker/critiques/${id}/report`)).toMatchObject({
      status: 409,
      body: { code: 'CRITIQUE_NOT_COMPLETED' },
    });

    // The queue, the workbench prefilled from the resume's text, and the resume beside it.
    const queue = await admin.get<CritiqueQueue>('/api/admin/critiques');
    expect(queue.body.items.map((item) => item.requestId)).toContain(id);
    const bench = await admin.get<CritiqueWorkbench>(`/api/admin/critiques/${id}`);
    expect(bench.body.resumeText).toContain('QuickBooks');
    expect(bench.body.review.sections.keywords.missingKeywords).not.toContain('QuickBooks');
    expect((await admin.get<ResumeDownloadResponse>(`/api/admin/critiques/${id}/resume`)).body.downloadUrl).toMatch(
      /^http/,
    );

    // One reviewer claims; the other is told who.
    expect((await admin.post<CritiqueWorkbench>(`/api/admin/critiques/${id}/claim`)).body.claimedByMe).toBe(true);
    expect(await otherAdmin.post<ErrorBody>(`/api/admin/critiques/${id}/claim`)).toMatchObject({
      status: 409,
      body: { code: 'CRITIQUE_CLAIMED', error: CRITIQUE_MESSAGES.claimedByOther('Ada Reviewer') },
    });
    expect(
      await otherAdmin.request<ErrorBody>('PUT', `/api/admin/critiques/${id}/draft`, {
        body: review([50, 50, 50, 50, 50]),
      }),
    ).toMatchObject({ status: 409, body: { code: 'CRITIQUE_CLAIM_REQUIRED' } });
    const draft = await admin.request<CritiqueWorkbench>('PUT', `/api/admin/critiques/${id}/draft`, {
      body: { ...review([70, 70, 70, 70, 70]), reviewerText: '' },
    });
    expect(draft).toMatchObject({ status: 200, body: { item: { status: 'in_review' }, overallScore: 70 } });
    expect(
      await admin.post<ErrorBody>(`/api/admin/critiques/${id}/complete`, {
        ...review([70, 70, 70, 70, 70]),
        reviewerText: '',
      }),
    ).toMatchObject({ status: 400, body: { fieldErrors: { reviewerText: [CRITIQUE_MESSAGES.reviewerTextRequired] } } });
    const done = await admin.post<CritiqueWorkbench>(
      `/api/admin/critiques/${id}/complete`,
      review([80, 90, 70, 60, 100]),
    );
    expect(done).toMatchObject({ status: 200, body: { item: { status: 'completed' }, overallScore: 79 } });

    // The seeker reads the results, told by e-mail, and gets the report once the worker made it.
    const ready = await mailbox.waitFor(seeker.email, new RegExp(CRITIQUE_MESSAGES.readySubject));
    expect(ready.text).toContain(`/seeker/critiques/${id}`);
    const critique = await seeker.session.get<ResumeCritique>(`/api/seeker/critiques/${id}`);
    expect(critique.body).toMatchObject({
      status: 'completed',
      reviewerName: 'Ada Reviewer',
      analysis: { overallScore: 79, industryComparison: { percentile: null, completedInIndustry: 1 } },
      recommendations: [{ title: 'Quantify results' }],
    });
    expect(critique.body.sections?.content.feedback[0]).toBe('A clear, well-built resume.');
    const link = await eventually(async () => {
      const answer = await seeker.session.get<CritiqueReportLink>(`/api/seeker/critiques/${id}/report`);
      return answer.status === 200 ? answer.body : null;
    }, 20_000);
    const pdf = await fetch(link.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(critiqueReportFileName(id));
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Another admin changes the completed critique: a new version, its report made again.
    const changed = await otherAdmin.post<CritiqueWorkbench>(
      `/api/admin/critiques/${id}/complete`,
      review([60, 60, 60, 60, 60], 'Revised after a second look.'),
    );
    expect(changed.body.overallScore).toBe(60);
    expect((await seeker.session.get<ResumeCritique>(`/api/seeker/critiques/${id}`)).body).toMatchObject({
      reviewerName: 'Oz Reviewer',
      analysis: { overallScore: 60 },
    });
    await eventually(async () => {
      const [row] = await sql<{ version: number; report_version: number | null }>(
        `select version, report_version from critique_requests where id = ?`,
        [id],
      );
      return row?.version === 2 && row.report_version === 2;
    }, 20_000);
    expect((await admin.get<CritiqueQueue>('/api/admin/critiques?status=completed')).body.items[0]?.requestId).toBe(id);
    expect(await admin.get<ErrorBody>('/api/admin/critiques?status=closed')).toMatchObject({
      status: 400,
      body: { fieldErrors: { status: [CRITIQUE_MESSAGES.statusInvalid] } },
    });
  });
});
