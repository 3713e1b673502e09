import { BILLING_HISTORY_PAGE_SIZE, RECEIPT_MESSAGES } from '@marketplace/contracts';
import type { AppConfig } from '../../../config/app-config';
import type { Actor } from '../../../core/auth/actor';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import { RecordingNotificationCenter } from '../../../../test/support/notification-center-fakes';
import type { EmailMessage, NotificationsService, SendEmailOptions } from '../../notifications';
import type { ChargeView, ChargesRepository, HistoryCursor } from '../charges/charges.repository';
import type { ReceiptsRepository } from './receipts.repository';
import { ReceiptsService } from './receipts.service';

const OWNER = 'a0000000-0000-4000-8000-000000000001';
const OTHER = 'a0000000-0000-4000-8000-000000000002';

function charge(n: number, overrides: Partial<ChargeView> = {}): ChargeView {
  return {
    id: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: OWNER,
    userEmail: 'owner@example.com',
    userName: 'Olive Owner',
    userRole: 'employer',
    kind: 'package',
    itemId: 'featured-job-post',
    amountCents: 12700,
    status: 'approved',
    cardBrand: 'Visa',
    cardLast4: '1111',
    gatewayTransactionId: `6000${n}`,
    createdAt: new Date(Date.UTC(2026, 10, 1) + n * 60_000),
    receipt: { number: String(n), issuedAt: new Date('2026-11-26T00:00:00Z') },
    refund: null,
    ...overrides,
  };
}

/** The charges table in memory, answering as the repository does. */
class MemoryReceipts {
  charges: ChargeView[] = [];

  async historyOf(userId: string, after: HistoryCursor | null, limit: number): Promise<ChargeView[]> {
    return this.charges
      .filter((row) => row.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
      .filter(
        (row) =>
          !after ||
          row.createdAt < after.createdAt ||
          (row.createdAt.getTime() === after.createdAt.getTime() && row.id < after.id),
      )
      .slice(0, limit);
  }

  async chargeById(id: string): Promise<ChargeView | null> {
    return this.charges.find((row) => row.id === id) ?? null;
  }
}

class FakeNotifications {
  sent: Array<{ message: EmailMessage; options: SendEmailOptions }> = [];
  failing = false;

  async sendEmail(message: EmailMessage, options: SendEmailOptions = {}): Promise<string> {
    if (this.failing) throw new Error('Redis is down');
    this.sent.push({ message, options });
    return String(this.sent.length);
  }
}

const actor = (id: string): Actor => {
  const user = { id, role: 'employer' as const, email: `${id}@example.com`, name: 'U', companyId: null };
  return { realUser: user, user, impersonation: null, session: { id: 's', signedInAt: new Date() } };
};

describe('ReceiptsService', () => {
  let receipts: MemoryReceipts;
  let notifications: FakeNotifications;
  let center: RecordingNotificationCenter;
  let service: ReceiptsService;

  beforeEach(() => {
    receipts = new MemoryReceipts();
    notifications = new FakeNotifications();
    center = new RecordingNotificationCenter();
    const config = { publicUrl: 'https://nestwork.example', supportEmail: 'help@nestwork.example' } as AppConfig;
    service = new ReceiptsService(
      config,
      receipts as unknown as ChargesRepository,
      {} as ReceiptsRepository,
      notifications as unknown as NotificationsService,
      center.asCenter(),
    );
  });

  it('pages the history newest first with a cursor, and shows only the user’s own charges', async () => {
    receipts.charges = Array.from({ length: BILLING_HISTORY_PAGE_SIZE + 5 }, (_, index) => charge(index + 1));
    receipts.charges.push(charge(999, { userId: OTHER }));
    const first = await service.history(actor(OWNER), 'employer', undefined);
    expect(first.entries).toHaveLength(BILLING_HISTORY_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({
      id: charge(25).id,
      receiptNumber: 'NW-2026-000025',
      description: 'Featured Job Post',
    });
    expect(first.nextCursor).not.toBeNull();
    const second = await service.history(actor(OWNER), 'employer', first.nextCursor);
    expect(second.entries.map((entry) => entry.id)).toEqual([5, 4, 3, 2, 1].map((n) => charge(n).id));
    expect(second.nextCursor).toBeNull();
  });

  it('answers 400 with the cursor field for a cursor it did not hand out', async () => {
    await expect(service.history(actor(OWNER), 'seeker', 'garbage!')).rejects.toBeInstanceOf(
      RequestValidationException,
    );
    await expect(service.history(actor(OWNER), 'seeker', ['a', 'b'])).rejects.toMatchObject({
      message: RECEIPT_MESSAGES.invalidCursor,
    });
  });

  it('answers 404 for another user’s receipt, a charge without one, and an id that is no charge id', async () => {
    receipts.charges = [charge(1), charge(2, { userId: OTHER }), charge(3, { status: 'declined', receipt: null })];
    const pdf = await service.pdf(actor(OWNER), charge(1).id);
    expect(pdf.fileName).toBe('receipt-NW-2026-000001.pdf');
    for (const id of [charge(2).id, charge(3).id, 'not-a-uuid', charge(4).id]) {
      await expect(service.pdf(actor(OWNER), id)).rejects.toMatchObject({ status: 404 });
    }
  });

  it('notifies the payer and e-mails the receipt once per approved charge, with the PDF link under the payer’s billing path', async () => {
    receipts.charges = [charge(7), charge(8, { status: 'declined', receipt: null })];
    await service.chargeApproved(charge(7).id);
    await service.chargeApproved(charge(8).id);
    expect(center.calls).toEqual([
      {
        drafts: [
          {
            userId: OWNER,
            kind: 'receipt',
            text: 'Receipt NW-2026-000007: $127.00 for Featured Job Post',
            link: '/employer/billing',
            subjectId: charge(7).id,
            subjectTitle: 'NW-2026-000007',
            dedupeKey: `receipt-${charge(7).id}`,
          },
        ],
        options: { ownEmail: true },
      },
    ]);
    expect(notifications.sent).toHaveLength(1);
    const [{ message, options }] = notifications.sent;
    expect(options).toEqual({ dedupeKey: `receipt-${charge(7).id}` });
    expect(message).toMatchObject({
      to: 'owner@example.com',
      userId: OWNER,
      subject: 'Your Nestwork receipt NW-2026-000007',
      category: 'receipt',
    });
    expect(message.text).toContain('Total: $127.00');
    expect(message.text).toContain('Visa ending in 1111');
    expect(message.text).toContain(`https://nestwork.example/api/employer/billing/receipts/${charge(7).id}/pdf`);
    expect(message.headers).toBeUndefined();
  });

  it('leaves the receipt to the digest for a payer who gathers receipts there, under the seeker’s billing page', async () => {
    receipts.charges = [charge(3, { userRole: 'seeker', kind: 'subscription', itemId: 'gold', amountCents: 4999 })];
    center.modes.set(OWNER, 'receipt', 'digest');
    await service.chargeApproved(charge(3).id);
    expect(center.recorded).toEqual([
      expect.objectContaining({
        link: '/seeker/billing',
        text: expect.stringMatching(/^Receipt NW-2026-000003: \$49\.99 for /),
      }),
    ]);
    expect(notifications.sent).toEqual([]);
  });

  it('never fails the payment when the mail or the notification cannot be queued', async () => {
    receipts.charges = [charge(1)];
    notifications.failing = true;
    await expect(service.chargeApproved(charge(1).id)).resolves.toBeUndefined();
    center.failing = true;
    await expect(service.chargeApproved(charge(1).id)).resolves.toBeUndefined();
    expect(notifications.sent).toEqual([]);
  });
});
