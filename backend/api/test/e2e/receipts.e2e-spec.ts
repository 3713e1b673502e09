import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  type AdminPaymentsPage,
  BILLING_HISTORY_PAGE_SIZE,
  type BillingHistoryPage,
  GENERIC_MESSAGES,
  RECEIPT_MESSAGES,
  type RefundPaymentResponse,
} from '@marketplace/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import type { AppConfig } from '../../src/config/app-config';
import { SessionService } from '../../src/modules/accounts';
import { NotificationsService } from '../../src/modules/notifications';
import { type RunningApi, startApi } from '../support/api-server';
import { insertUsers } from '../support/access-context';
import { clearRateLimits, openOrm } from '../support/database';
import { HttpSession } from '../support/http-session';
import { BillingUsers, idempotencyKey } from '../support/billing-users';
import { testConfig } from '../support/test-config';

const ADMIN_ID = randomUUID();

/**
 * Receipts, the billing history and admin refunds over HTTP against the local Authorize.net
 * sandbox: a real subscribe makes the charge, its receipt is e-mailed, listed and downloaded as a
 * PDF (read back as text), and an admin refunds it once.
 */
describe('receipts, billing history and refunds over HTTP', () => {
  let config: AppConfig;
  let api: RunningApi;
  let orm: MikroORM;
  let users: BillingUsers;

  const browser = () => users.browser();
  const signUp = (role: 'seeker' | 'employer') => users.signUp(role);

  const subscribedSeeker = async () => {
    const seeker = await users.withCard('seeker');
    const subscribed = await seeker.session.post('/api/seeker/subscription', { planId: 'gold' }, idempotencyKey());
    expect(subscribed.status).toBe(200);
    return seeker;
  };

  const adminBrowser = async () => {
    const session = browser();
    const issued = await api.app.get(SessionService, { strict: false }).issue({ id: ADMIN_ID, role: 'admin' });
    session.cookies.set(config.sessionCookie.name, issued.token);
    return session;
  };

  /** GET a PDF with the session's cookies: status, type and its text. */
  const pdfText = async (session: HttpSession, path: string) => {
    const response = await fetch(`${api.baseUrl}${path}`, {
      headers: {
        cookie: [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-forwarded-for': session.clientIp!,
      },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (response.status !== 200)
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        text: new TextDecoder().decode(bytes),
        disposition: null,
      };
    const document = await getDocumentProxy(bytes);
    const { text } = await extractText(document, { mergePages: true });
    await document.cleanup();
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text,
      disposition: response.headers.get('content-disposition'),
    };
  };

  beforeAll(async () => {
    config = testConfig({ PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    await clearRateLimits(config.redisUrl);
    await insertUsers(orm, [
      { id: ADMIN_ID, email: `receipts-admin-${ADMIN_ID.slice(0, 8)}@example.com`, role: 'admin' },
    ]);
    api = await startApi(config);
    users = new BillingUsers(api, config, 'receipts', 150);
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    await api?.close();
    await orm?.close(true);
  });

  it('e-mails, lists and serves the receipt of a subscribe, to its payer only', async () => {
    const sendEmail = jest.spyOn(api.app.get(NotificationsService, { strict: false }), 'sendEmail');
    const payer = await subscribedSeeker();
    const history = await payer.session.get<BillingHistoryPage>('/api/seeker/billing/history');
    expect(history.status).toBe(200);
    expect(history.body.nextCursor).toBeNull();
    const [entry, ...more] = history.body.entries;
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'subscription',
      description: 'Gold Mom Professional subscription',
      amount: 4999,
      status: 'approved',
      cardBrand: 'Visa',
      cardLast4: '1111',
      refund: null,
    });
    expect(entry!.receiptNumber).toMatch(/^NW-\d{4}-\d{6,}$/);
    expect(entry!.receiptPdfUrl).toBe(`/api/seeker/billing/receipts/${entry!.id}/pdf`);

    // The receipt mail was queued once, for the payer, with the receipt in it.
    const mails = sendEmail.mock.calls.filter(([message]) => message.category === 'receipt');
    expect(mails).toHaveLength(1);
    const [message, options] = mails[0]!;
    expect(message).toMatchObject({ to: payer.email, subject: `Your Nestwork receipt ${entry!.receiptNumber}` });
    expect(message.text).toContain('Total: $49.99');
    expect(message.text).toContain(`http://localhost:3000${entry!.receiptPdfUrl}`);
    expect(options).toEqual({ dedupeKey: `receipt-${entry!.id}` });

    const pdf = await pdfText(payer.session, entry!.receiptPdfUrl!);
    expect(pdf).toMatchObject({
      status: 200,
      type: 'application/pdf',
      disposition: `attachment; filename="receipt-${entry!.receiptNumber}.pdf"`,
    });
    expect(pdf.text).toContain(entry!.receiptNumber);
    expect(pdf.text).toContain('$49.99');
    expect(pdf.text).toContain('Visa ending in 1111');

    // Another seeker sees none of it: an empty history, and 404 for the receipt.
    const other = await signUp('seeker');
    expect((await other.session.get<BillingHistoryPage>('/api/seeker/billing/history')).body).toEqual({
      entries: [],
      nextCursor: null,
    });
    const foreign = await other.session.get(entry!.receiptPdfUrl!);
    expect(foreign).toMatchObject({ status: 404, body: { error: RECEIPT_MESSAGES.receiptNotFound } });
    expect((await other.session.get('/api/seeker/billing/receipts/not-a-charge/pdf')).status).toBe(404);
    // An employer cannot use the seeker's routes, and has their own (empty) history.
    const employer = await signUp('employer');
    expect((await employer.session.get(entry!.receiptPdfUrl!)).status).toBe(403);
    expect((await employer.session.get(`/api/employer/billing/receipts/${entry!.id}/pdf`)).status).toBe(404);
    expect((await employer.session.get<BillingHistoryPage>('/api/employer/billing/history')).body).toEqual({
      entries: [],
      nextCursor: null,
    });
  });

  it('pages a long history newest first with a cursor, and refuses a cursor it did not hand out', async () => {
    const seeker = await signUp('seeker');
    const start = Date.UTC(2026, 0, 1);
    for (let index = 0; index < BILLING_HISTORY_PAGE_SIZE + 3; index += 1) {
      await orm.em
        .getConnection()
        .execute(
          `insert into charges (id, user_id, kind, item_id, period_key, amount_cents, card_brand, card_last4, status, created_at) values (?, ?, 'package', 'standard-job-post', ?, 9700, 'Visa', '1111', ?, ?)`,
          [
            randomUUID(),
            seeker.userId,
            `history-${randomUUID()}`,
            index % 4 === 0 ? 'declined' : 'approved',
            new Date(start + index * 3_600_000),
          ],
        );
    }
    const first = await seeker.session.get<BillingHistoryPage>('/api/seeker/billing/history');
    expect(first.body.entries).toHaveLength(BILLING_HISTORY_PAGE_SIZE);
    const second = await seeker.session.get<BillingHistoryPage>(
      `/api/seeker/billing/history?cursor=${first.body.nextCursor}`,
    );
    expect(second.body.entries).toHaveLength(3);
    expect(second.body.nextCursor).toBeNull();
    const dates = [...first.body.entries, ...second.body.entries].map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...first.body.entries, ...second.body.entries].map((entry) => entry.id)).size).toBe(
      BILLING_HISTORY_PAGE_SIZE + 3,
    );
    const declined = [...first.body.entries, ...second.body.entries].filter((entry) => entry.status === 'declined');
    expect(declined.length).toBe(6);
    expect(declined.every((entry) => entry.receiptNumber === null && entry.receiptPdfUrl === null)).toBe(true);

    const bad = await seeker.session.get('/api/seeker/billing/history?cursor=bm90LWEtY3Vyc29y');
    expect(bad).toMatchObject({ status: 400, body: { fieldErrors: { cursor: [RECEIPT_MESSAGES.invalidCursor] } } });
  });

  it('lets admins list payments and refund one once; seekers and employers get 403', async () => {
    const payer = await subscribedSeeker();
    const [entry] = (await payer.session.get<BillingHistoryPage>('/api/seeker/billing/history')).body.entries;
    const admin = await adminBrowser();

    const listed = await admin.get<AdminPaymentsPage>(
      `/api/admin/payments?email=${encodeURIComponent(payer.email.toUpperCase())}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ total: 1, page: 1 });
    expect(listed.body.payments[0]).toMatchObject({
      id: entry!.id,
      userEmail: payer.email,
      amount: 4999,
      status: 'approved',
      receiptNumber: entry!.receiptNumber,
      refundable: true,
      refund: null,
    });
    expect(await admin.get('/api/admin/payments?status=paid')).toMatchObject({
      status: 400,
      body: { fieldErrors: { status: [RECEIPT_MESSAGES.invalidStatus] } },
    });

    const employer = await signUp('employer');
    for (const session of [payer.session, employer.session]) {
      expect(await session.get('/api/admin/payments')).toMatchObject({
        status: 403,
        body: { error: GENERIC_MESSAGES.forbidden },
      });
      expect(await session.post(`/api/admin/payments/${entry!.id}/refund`)).toMatchObject({
        status: 403,
        body: { error: GENERIC_MESSAGES.forbidden },
      });
    }
    expect((await browser().get('/api/admin/payments')).status).toBe(401);

    const refunded = await admin.post<RefundPaymentResponse>(`/api/admin/payments/${entry!.id}/refund`);
    expect(refunded.status).toBe(200);
    // The shared sandbox settles after a day: a charge made seconds ago is voided.
    expect(refunded.body.payment).toMatchObject({
      id: entry!.id,
      refundable: false,
      refund: { amount: 4999, method: 'void' },
    });
    const again = await admin.post(`/api/admin/payments/${entry!.id}/refund`);
    expect(again).toMatchObject({ status: 409, body: { error: RECEIPT_MESSAGES.alreadyRefunded } });
    expect((await admin.post(`/api/admin/payments/${randomUUID()}/refund`)).status).toBe(404);

    // The payer sees the refund in the history and on the receipt.
    const [after] = (await payer.session.get<BillingHistoryPage>('/api/seeker/billing/history')).body.entries;
    expect(after!.refund).toMatchObject({ amount: 4999, method: 'void' });
    const pdf = await pdfText(payer.session, entry!.receiptPdfUrl!);
    expect(pdf.text).toContain('Refunded on');
    const refundedOnly = await admin.get<AdminPaymentsPage>(
      `/api/admin/payments?status=refunded&email=${encodeURIComponent(payer.email)}`,
    );
    expect(refundedOnly.body.payments.map((payment) => payment.id)).toEqual([entry!.id]);
  });
});
