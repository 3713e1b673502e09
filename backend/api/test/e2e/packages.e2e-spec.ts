import type { MikroORM } from '@mikro-orm/postgresql';
import {
  type BillingHistoryPage,
  type EmployerCreditsResponse,
  type EmployerJob,
  FEATURED_SEARCH_SLOTS,
  type JobPackagesResponse,
  type JobSearchPage,
  type ModerationResult,
  PACKAGE_MESSAGES,
  type PurchasePackageResponse,
  SUBSCRIPTION_MESSAGES,
  UNLIMITED,
} from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import type { PaymentGateway } from '../../src/infrastructure/payments/payment-gateway';
import { PAYMENT_GATEWAY } from '../../src/modules/billing/payment-gateway.provider';
import { NotificationsService } from '../../src/modules/notifications';
import type { RunningApi } from '../support/api-server';
import { startApi } from '../support/api-server';
import type { HttpSession } from '../support/http-session';
import {
  browserAs,
  closeSeededJobsDatabase,
  completePosting,
  type DemoActors,
  openSeededJobsDatabase,
} from '../support/job-posting-context';
import { BillingUsers, idempotencyKey } from '../support/billing-users';

const DAY = 24 * 3600_000;

/**
 * Job-posting packages over HTTP against the local Authorize.net sandbox: buying one (once per
 * Idempotency-Key), the company's credits, a submission spending one (refused without), and the
 * listing it buys: its length, and a featured job first in search with its badge.
 */
describe('job-posting packages over HTTP', () => {
  let config: AppConfig;
  let api: RunningApi;
  let orm: MikroORM;
  let who: DemoActors;
  let admin: HttpSession;
  let gateway: PaymentGateway;
  let users: BillingUsers;

  const browser = () => users.browser();
  const key = idempotencyKey;
  const signUpEmployer = () => users.signUp('employer');
  const employerWithCard = (cardNumber?: string) => users.withCard('employer', cardNumber);

  const packageChargesOf = (userId: string) =>
    orm.em.getConnection().execute<
      Array<{
        kind: string;
        item_id: string;
        amount_cents: number;
        status: string;
        gateway_transaction_id: string | null;
      }>
    >(`select kind, item_id, amount_cents, status, gateway_transaction_id from charges where user_id = ? and kind = 'package'`, [userId]);

  beforeAll(async () => {
    ({ config, orm, who } = await openSeededJobsDatabase());
    api = await startApi(config);
    admin = await browserAs(api, config, { id: who.admin, role: 'admin' });
    users = new BillingUsers(api, config, 'packages');
    gateway = api.app.get<PaymentGateway>(PAYMENT_GATEWAY, { strict: false });
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(() => closeSeededJobsDatabase(api, orm, config));

  it('refuses a purchase without an Idempotency-Key, of an unknown package, without a card, and to anyone but employers', async () => {
    const { session, userId } = await signUpEmployer();
    expect(await session.post('/api/employer/packages/purchase', { packageId: 'standard-job-post' })).toMatchObject({
      status: 400,
      body: { error: SUBSCRIPTION_MESSAGES.idempotencyKeyMissing },
    });
    expect(await session.post('/api/employer/packages/purchase', { packageId: 'platinum-post' }, key())).toMatchObject({
      status: 400,
      body: { fieldErrors: { packageId: [PACKAGE_MESSAGES.unknownPackage] } },
    });
    expect(
      await session.post('/api/employer/packages/purchase', { packageId: 'standard-job-post' }, key()),
    ).toMatchObject({ status: 400, body: { error: PACKAGE_MESSAGES.noCard } });
    expect(
      (await browser().post('/api/employer/packages/purchase', { packageId: 'standard-job-post' }, key())).status,
    ).toBe(401);
    const seeker = await browserAs(api, config, { id: who.seeker, role: 'seeker' });
    expect(
      (await seeker.post('/api/employer/packages/purchase', { packageId: 'standard-job-post' }, key())).status,
    ).toBe(403);
    expect((await seeker.get('/api/employer/packages/credits')).status).toBe(403);
    expect(await packageChargesOf(userId)).toEqual([]);
    expect((await session.get<EmployerCreditsResponse>('/api/employer/packages/credits')).body).toEqual({
      postingsLeft: 0,
      featuredLeft: 0,
      credits: [],
    });
  });

  it('refuses to submit a job without a job post left (402), keeping drafts free', async () => {
    const { session } = await signUpEmployer();
    const refused = await session.post('/api/employer/jobs', completePosting('Submitted without a package'));
    expect(refused).toMatchObject({ status: 402, body: { error: PACKAGE_MESSAGES.noCredit } });
    expect((await session.get<{ jobs: EmployerJob[] }>('/api/employer/jobs')).body.jobs).toEqual([]);
    const draft = await session.post<EmployerJob>('/api/employer/jobs', {
      ...completePosting('A draft is free'),
      draft: true,
    });
    expect(draft.status).toBe(201);
    expect(await session.post(`/api/employer/jobs/${draft.body.id}/submit`)).toMatchObject({
      status: 402,
      body: { error: PACKAGE_MESSAGES.noCredit },
    });
    expect((await session.get<EmployerJob>(`/api/employer/jobs/${draft.body.id}`)).body.status).toBe('draft');
  });

  it('buys a Featured Job Post with the default card: one charge, one featured job post for the company, the package current, a receipt', async () => {
    const { session, userId } = await employerWithCard();
    const sendEmail = jest.spyOn(api.app.get(NotificationsService, { strict: false }), 'sendEmail');
    const answer = await session.post<PurchasePackageResponse>(
      '/api/employer/packages/purchase',
      { packageId: 'featured-job-post' },
      key(),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.charge).toEqual({ amount: 12700, cardBrand: 'Visa', cardLast4: '1111' });
    expect(answer.body.credit).toMatchObject({
      packageId: 'featured-job-post',
      packageName: 'Featured Job Post',
      postings: 1,
      used: 0,
      featured: 1,
      featuredUsed: 0,
    });
    const [charge, ...more] = await packageChargesOf(userId);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({
      kind: 'package',
      item_id: 'featured-job-post',
      amount_cents: 12700,
      status: 'approved',
    });
    expect(await gateway.getTransaction(charge!.gateway_transaction_id!)).toMatchObject({
      amountCents: 12700,
      responseCode: 1,
    });

    const credits = await session.get<EmployerCreditsResponse>('/api/employer/packages/credits');
    expect(credits.body).toMatchObject({ postingsLeft: 1, featuredLeft: 1 });
    const catalogue = await session.get<JobPackagesResponse>('/api/billing/packages');
    expect(catalogue.body.packages.filter((offer) => offer.current).map((offer) => offer.id)).toEqual([
      'featured-job-post',
    ]);
    // `current` is the signed-in employer's: nobody else's catalogue marks it.
    expect(
      (await browser().get<JobPackagesResponse>('/api/billing/packages')).body.packages.some((offer) => offer.current),
    ).toBe(false);

    // The purchase is in the billing history with its receipt, which was e-mailed once.
    const [entry, ...older] = (await session.get<BillingHistoryPage>('/api/employer/billing/history')).body.entries;
    expect(older).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'package',
      description: 'Featured Job Post',
      amount: 12700,
      status: 'approved',
      cardLast4: '1111',
    });
    expect(entry!.receiptNumber).toMatch(/^NW-\d{4}-\d{6,}$/);
    const receipts = sendEmail.mock.calls.filter(([message]) => message.category === 'receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]![0].subject).toBe(`Your Nestwork receipt ${entry!.receiptNumber}`);
  });

  it('spends the job post on submission, once per listing (edits and resubmissions keep it), and then refuses the next job', async () => {
    const { session } = await employerWithCard();
    expect(
      (await session.post('/api/employer/packages/purchase', { packageId: 'standard-job-post' }, key())).status,
    ).toBe(200);
    const job = await session.post<EmployerJob>('/api/employer/jobs', completePosting('Spends the only job post'));
    expect(job.status).toBe(201);
    expect(job.body.status).toBe('pending_review');
    expect((await session.get<EmployerCreditsResponse>('/api/employer/packages/credits')).body).toMatchObject({
      postingsLeft: 0,
      credits: [{ used: 1 }],
    });
    // Back to a draft and in review again, then edited: still the same listing, no second credit.
    expect(
      (
        await session.request('PUT', `/api/employer/jobs/${job.body.id}`, {
          body: { ...completePosting('Spends the only job post'), draft: true },
        })
      ).status,
    ).toBe(200);
    expect((await session.post(`/api/employer/jobs/${job.body.id}/submit`)).status).toBe(200);
    expect(
      (
        await session.request('PUT', `/api/employer/jobs/${job.body.id}`, {
          body: completePosting('Spends the only job post, edited'),
        })
      ).status,
    ).toBe(200);
    expect(await session.post('/api/employer/jobs', completePosting('A second job'))).toMatchObject({
      status: 402,
      body: { error: PACKAGE_MESSAGES.noCredit },
    });
  });

  it('lets only one of many concurrent submissions spend the last job post', async () => {
    const { session } = await employerWithCard();
    expect(
      (await session.post('/api/employer/packages/purchase', { packageId: 'standard-job-post' }, key())).status,
    ).toBe(200);
    const drafts = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        session.post<EmployerJob>('/api/employer/jobs', { ...completePosting(`Racing draft ${index}`), draft: true }),
      ),
    );
    const answers = await Promise.all(
      drafts.map((draft) => session.post(`/api/employer/jobs/${draft.body.id}/submit`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 402, 402, 402, 402, 402, 402, 402]);
    expect(
      (await session.get<EmployerCreditsResponse>('/api/employer/packages/credits')).body.credits[0],
    ).toMatchObject({ postings: 1, used: 1 });
  });

  it('lists a Featured Job Post first in search with its badge once approved, for its 30 days', async () => {
    const { session } = await employerWithCard();
    expect(
      (await session.post('/api/employer/packages/purchase', { packageId: 'featured-job-post' }, key())).status,
    ).toBe(200);
    const job = await session.post<EmployerJob>(
      '/api/employer/jobs',
      completePosting('Featured Payroll Specialist', { category: 'Accounting' }),
    );
    expect(job.status).toBe(201);
    expect((await session.get<EmployerCreditsResponse>('/api/employer/packages/credits')).body).toMatchObject({
      postingsLeft: 0,
      featuredLeft: 0,
    });
    const approved = await admin.post<ModerationResult>(`/api/admin/jobs/${job.body.id}/approve`);
    expect(approved.status).toBe(200);
    expect(Date.parse(approved.body.expiresAt!) - Date.parse(approved.body.postedAt!)).toBe(30 * DAY);

    // A newer job of someone else's is published after it: the featured one still comes first.
    const demoEmployer = await browserAs(api, config, { id: who.employer, role: 'employer' });
    const newer = await demoEmployer.post<EmployerJob>(
      '/api/employer/jobs',
      completePosting('Newer Accounting Clerk', { category: 'Accounting' }),
    );
    expect(newer.status).toBe(201);
    expect((await admin.post(`/api/admin/jobs/${newer.body.id}/approve`)).status).toBe(200);

    const page = await browser().get<JobSearchPage>('/api/jobs');
    expect(page.body.jobs[0]).toMatchObject({ id: job.body.id, isFeatured: true });
    expect(page.body.jobs.filter((card) => card.id === job.body.id)).toHaveLength(1);
    expect(page.body.jobs.find((card) => card.id === newer.body.id)).toMatchObject({ isFeatured: false });
    expect(page.body.jobs.filter((card) => card.isFeatured).length).toBeLessThanOrEqual(FEATURED_SEARCH_SLOTS);
    // With words and filters too, when it matches them; not when it does not.
    const matching = await browser().get<JobSearchPage>('/api/jobs?q=payroll&category=Accounting');
    expect(matching.body.jobs[0]).toMatchObject({ id: job.body.id, isFeatured: true });
    const other = await browser().get<JobSearchPage>('/api/jobs?category=Writing');
    expect(other.body.jobs.some((card) => card.id === job.body.id)).toBe(false);
    // Its detail says so too.
    expect((await browser().get<{ isFeatured: boolean }>(`/api/jobs/${job.body.id}`)).body.isFeatured).toBe(true);
  });

  it('gives Gold Plus any number of job posts while it lasts', async () => {
    const { session } = await employerWithCard();
    const bought = await session.post<PurchasePackageResponse>(
      '/api/employer/packages/purchase',
      { packageId: 'gold-plus-small-business' },
      key(),
    );
    expect(bought.body.credit).toMatchObject({ postings: UNLIMITED });
    expect(Date.parse(bought.body.credit.expiresAt) - Date.parse(bought.body.credit.purchasedAt)).toBe(180 * DAY);
    for (const title of ['Gold job one', 'Gold job two', 'Gold job three'])
      expect((await session.post('/api/employer/jobs', completePosting(title))).status).toBe(201);
    expect((await session.get<EmployerCreditsResponse>('/api/employer/packages/credits')).body).toMatchObject({
      postingsLeft: UNLIMITED,
      credits: [{ used: 3 }],
    });
  });

  it('lapses the unused job posts of a purchase an admin refunds; the jobs already posted with it stay', async () => {
    const { session, userId } = await employerWithCard();
    const bought = await session.post<PurchasePackageResponse>(
      '/api/employer/packages/purchase',
      { packageId: 'gold-plus-small-business' },
      key(),
    );
    expect(bought.status).toBe(200);
    const job = await session.post<EmployerJob>('/api/employer/jobs', completePosting('Posted before the refund'));
    expect(job.status).toBe(201);
    const [charge] = await orm.em
      .getConnection()
      .execute<Array<{ id: string }>>(`select id from charges where user_id = ? and kind = 'package'`, [userId]);
    expect((await admin.post(`/api/admin/payments/${charge!.id}/refund`, {})).status).toBe(200);
    expect((await session.get<EmployerCreditsResponse>('/api/employer/packages/credits')).body).toEqual({
      postingsLeft: 0,
      featuredLeft: 0,
      credits: [],
    });
    expect(await session.post('/api/employer/jobs', completePosting('After the refund'))).toMatchObject({
      status: 402,
      body: { error: PACKAGE_MESSAGES.noCredit },
    });
    expect((await session.get<EmployerJob>(`/api/employer/jobs/${job.body.id}`)).body.status).toBe('pending_review');
  });

  it('grants nothing when the bank declines the charge, and keeps the declined charge', async () => {
    // No catalogue price is one of the sandbox's amount triggers (authnet-gateway.int-spec.ts runs
    // those against the driver): the gateway's answer is the bank's decline as the driver reads it.
    const { session, userId } = await employerWithCard();
    jest.spyOn(gateway, 'charge').mockResolvedValueOnce({
      outcome: 'declined',
      transactionId: '60000000001',
      responseCode: '2',
      reasonCode: 2,
      reasonText: 'This transaction has been declined.',
      duplicate: false,
      authCode: null,
      avsResultCode: 'Y',
      cvvResultCode: null,
      accountNumber: 'XXXX1111',
      accountType: 'Visa',
      messages: [{ code: 'I00001', text: 'Successful.' }],
    });
    const answer = await session.post('/api/employer/packages/purchase', { packageId: 'standard-job-post' }, key());
    expect(answer).toMatchObject({ status: 400, body: { error: 'This transaction has been declined.' } });
    expect((await session.get<EmployerCreditsResponse>('/api/employer/packages/credits')).body.credits).toEqual([]);
    expect(await packageChargesOf(userId)).toEqual([
      expect.objectContaining({ status: 'declined', gateway_transaction_id: '60000000001' }),
    ]);
  });

  it('turns 50 concurrent identical purchases into exactly one charge, all answered alike', async () => {
    const { session, userId } = await employerWithCard();
    const charge = jest.spyOn(gateway, 'charge');
    const headers = key();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        session.post<PurchasePackageResponse>(
          '/api/employer/packages/purchase',
          { packageId: 'concierge-lite' },
          headers,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((answer) => answer.body.credit.id)).size).toBe(1);
    expect(charge).toHaveBeenCalledTimes(1);
    expect(await packageChargesOf(userId)).toEqual([
      expect.objectContaining({ item_id: 'concierge-lite', amount_cents: 69500, status: 'approved' }),
    ]);
    expect((await session.get<EmployerCreditsResponse>('/api/employer/packages/credits')).body.credits).toHaveLength(1);
  });
});
