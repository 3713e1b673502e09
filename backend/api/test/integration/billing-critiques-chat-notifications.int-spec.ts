import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { CRITIQUE_PRODUCT_ID } from '@marketplace/contracts';
import type { Clock } from '../../src/core/clock/clock';
import type { StoredFiles } from '../../src/core/files/stored-files';
import type { RateLimiter } from '../../src/core/rate-limit/rate-limiter';
import type { ConciergeDirectory } from '../../src/modules/billing';
import { ChargesRepository } from '../../src/modules/billing/charges/charges.repository';
import { ReceiptsRepository } from '../../src/modules/billing/receipts/receipts.repository';
import { ReceiptsService } from '../../src/modules/billing/receipts/receipts.service';
import { ChatMaintenanceService } from '../../src/modules/chat/chat-maintenance.service';
import { ChatRepository } from '../../src/modules/chat/chat.repository';
import { ChatService } from '../../src/modules/chat/chat.service';
import { ChatOfflineEmails } from '../../src/modules/chat/emails/offline-emails.service';
import { ChatNotifications } from '../../src/modules/chat/notify/chat-notifications.service';
import type { ChatPresence } from '../../src/modules/chat/realtime/chat-presence';
import type { ChatRealtime } from '../../src/modules/chat/realtime/chat-realtime.service';
import { CritiquesRepository } from '../../src/modules/critiques/critiques.repository';
import { CritiqueEmailsService } from '../../src/modules/critiques/emails/critique-emails.service';
import type { CompanyInvitations } from '../../src/modules/talent';
import { FakeClock } from '../support/accounts-fakes';
import { insertUsers } from '../support/access-context';
import { chatActor, FakeChatRealtime, FakeQueue } from '../support/chat-fakes';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import { notificationCenterOn, QueuedMail } from '../support/notification-center-on-db';
import { testConfig } from '../support/test-config';

const COMPANY = fixtureUuid(1, 'b');
const JOB = fixtureUuid(1, 'c');
const EMPLOYER = fixtureUuid(1, 'd');
const SEEKER = fixtureUuid(2, 'd');
const DIGEST_SEEKER = fixtureUuid(3, 'd');
const CRITIQUE = fixtureUuid(1, 'e');
const MINUTE = 60_000;

/**
 * The notifications of payments, critiques and chat on PostgreSQL, through the real notification
 * center and preferences: each kind is recorded for its recipient, and its own e-mail goes only when
 * the recipient wants it as it happens.
 */
describe('billing, critiques and chat notifications on PostgreSQL', () => {
  const config = testConfig({ PUBLIC_URL: 'https://nestwork.test' });
  const clock = new FakeClock(new Date('2026-11-28T09:00:00.000Z'));
  let orm: MikroORM;
  let notifying: ReturnType<typeof notificationCenterOn>;
  const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await insertCompany(orm, COMPANY, 'Notify Co');
    await insertUsers(orm, [
      {
        id: EMPLOYER,
        email: 'notify.employer@example.com',
        name: 'Erin Employer',
        role: 'employer',
        companyId: COMPANY,
      },
      { id: SEEKER, email: 'notify.seeker@example.com', name: 'Dana Smith', role: 'seeker' },
      { id: DIGEST_SEEKER, email: 'notify.digest@example.com', name: 'Dora Digest', role: 'seeker' },
    ]);
    await insertJobs(orm, [
      { id: JOB, companyId: COMPANY, status: 'approved', postedAt: new Date(), title: 'Remote Bookkeeper' },
    ]);
    notifying = notificationCenterOn(orm, config, clock as unknown as Clock);
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    await truncateJobsData(orm);
    await orm.close(true);
  });

  describe('receipts', () => {
    const mail = new QueuedMail();
    const service = () => {
      const em = orm.em.fork();
      return new ReceiptsService(
        config,
        new ChargesRepository(em),
        new ReceiptsRepository(em),
        mail.asService(),
        notifying.center,
      );
    };
    /** An approved charge of the payer with its receipt, as a purchase leaves it. */
    const approvedCharge = async (n: number, userId: string, kind: 'package' | 'critique', itemId: string) => {
      const em = orm.em.fork();
      const id = fixtureUuid(n, 'f');
      const charges = new ChargesRepository(em);
      await charges.open({
        id,
        userId,
        subscriptionId: null,
        kind,
        itemId,
        periodKey: `notify-${id}`,
        amountCents: 12700,
        cardBrand: 'Visa',
        cardLast4: '1111',
        at: clock.now(),
      });
      await charges.finish(id, 'approved', `tx-${n}`);
      await new ReceiptsRepository(em).issue(id);
      return id;
    };

    it('notifies the employer who paid for the company, with the employer billing page, and mails the receipt once', async () => {
      const chargeId = await approvedCharge(1, EMPLOYER, 'package', 'featured-job-post');
      await service().chargeApproved(chargeId);
      await service().chargeApproved(chargeId);
      const [notice, ...more] = await notifying.notificationsOf(EMPLOYER, 'receipt');
      expect(more).toEqual([]);
      expect(notice).toMatchObject({
        text: expect.stringMatching(/^Receipt NW-\d{4}-\d{6}: \$127\.00 for Featured Job Post$/),
        link: '/employer/billing',
        subject_id: chargeId,
        email_state: 'sent',
      });
      // The same mail twice under one key: the queue keeps one.
      expect(mail.sent.map(({ message, options }) => [message.to, message.userId, options.dedupeKey])).toEqual([
        ['notify.employer@example.com', EMPLOYER, `receipt-${chargeId}`],
        ['notify.employer@example.com', EMPLOYER, `receipt-${chargeId}`],
      ]);
      expect(mail.sent[0]!.message.headers).toBeUndefined();
    });

    it('gathers the receipt in the digest of a payer who chose so, with no mail now', async () => {
      await notifying.choose(DIGEST_SEEKER, 'seeker', 'receipt', 'digest');
      const chargeId = await approvedCharge(2, DIGEST_SEEKER, 'critique', CRITIQUE_PRODUCT_ID);
      mail.sent.length = 0;
      await service().chargeApproved(chargeId);
      expect(await notifying.notificationsOf(DIGEST_SEEKER, 'receipt')).toEqual([
        expect.objectContaining({ link: '/seeker/billing', email_state: 'digest' }),
      ]);
      expect(mail.sent).toEqual([]);
      expect(notifying.digests.flat()).toContain(DIGEST_SEEKER);
    });
  });

  describe('critiques', () => {
    const mail = new QueuedMail();
    const emails = () =>
      new CritiqueEmailsService(
        new CritiquesRepository(orm.em.fork()),
        mail.asService(),
        notifying.center,
        notifying.preferences,
        config,
      );

    beforeAll(async () => {
      await sql(
        `insert into critique_requests (id, seeker_id, resume_id, resume_name, target_role, target_industry, notes, status,
           requested_at, overall_score, completed_at, updated_at, version)
         values (?, ?, null, 'CV', 'Bookkeeper', 'Accounting & Finance', '', 'completed', now(), 80, now(), now(), 1)`,
        [CRITIQUE, SEEKER],
      );
    });

    it('notifies the seeker that the critique is ready and mails it with the unsubscribe link, once', async () => {
      expect(await emails().ready({ requestId: CRITIQUE })).toEqual({ sent: 1 });
      expect(await emails().ready({ requestId: CRITIQUE })).toEqual({ sent: 1 });
      expect(await notifying.notificationsOf(SEEKER, 'critique-ready')).toEqual([
        expect.objectContaining({
          text: 'Your resume critique for Bookkeeper is ready',
          link: `/seeker/critiques/${CRITIQUE}`,
          subject_id: CRITIQUE,
          email_state: 'sent',
        }),
      ]);
      const [{ message, options }] = mail.sent as [(typeof mail.sent)[number]];
      expect(options).toEqual({ dedupeKey: `critique-ready-${CRITIQUE}` });
      expect(message).toMatchObject({ to: 'notify.seeker@example.com', userId: SEEKER, category: 'critique-ready' });
      expect(message.headers?.['List-Unsubscribe']).toMatch(
        /^<https:\/\/nestwork\.test\/api\/notifications\/unsubscribe\?token=.+>$/,
      );
      // The link in the mail turns this kind's e-mail off.
      const token = new URL(message.headers!['List-Unsubscribe']!.slice(1, -1)).searchParams.get('token');
      expect(await notifying.preferences.unsubscribe(token)).toEqual({
        status: 'unsubscribed',
        kind: 'critique-ready',
      });
      expect((await notifying.preferences.emailModesOf([SEEKER], 'critique-ready')).get(SEEKER)).toBe('off');
    });

    it('records the notification without a mail once the seeker turned these e-mails off', async () => {
      await sql(`delete from notifications where user_id = ? and kind = 'critique-ready'`, [SEEKER]);
      mail.sent.length = 0;
      expect(await emails().ready({ requestId: CRITIQUE })).toEqual({ sent: 0, reason: 'not-immediate' });
      expect(await notifying.notificationsOf(SEEKER, 'critique-ready')).toEqual([
        expect.objectContaining({ email_state: 'none' }),
      ]);
      expect(mail.sent).toEqual([]);
    });

    it('sends the "request received" confirmation whatever the preferences, for the seeker’s account', async () => {
      expect(await emails().received({ requestId: CRITIQUE, chargedCents: null, receiptNumber: null })).toEqual({
        sent: 1,
      });
      expect(mail.sent.at(-1)!.message).toMatchObject({ userId: SEEKER, category: 'critique-received' });
      expect(mail.sent.at(-1)!.message.headers).toBeUndefined();
    });
  });

  describe('chat', () => {
    const repository = () => new ChatRepository(orm.em.fork());
    const notifications = () => new ChatNotifications(repository(), notifying.center);
    const chatService = () => {
      const chat = repository();
      const realtime = new FakeChatRealtime() as unknown as ChatRealtime;
      return new ChatService(
        chat,
        new ChatMaintenanceService(chat, clock as unknown as Clock, realtime),
        { ofCompanyForSeeker: async () => [] } as unknown as CompanyInvitations,
        { ofJob: async () => null } as unknown as ConciergeDirectory,
        { hit: async () => ({ allowed: true }) } as unknown as RateLimiter,
        clock as unknown as Clock,
        realtime,
        { onlineAmong: async () => new Set<string>() } as unknown as ChatPresence,
        {} as StoredFiles,
        new FakeQueue() as never,
        notifying.center,
      );
    };
    let threadId: string;
    let n = 0;
    const send = async (senderId: string, senderType: 'seeker' | 'employer') => {
      clock.advance(1_000);
      const message = { id: fixtureUuid(++n, 'a'), createdAt: clock.now() };
      await repository().insertMessage({
        ...message,
        threadId,
        senderId,
        senderType,
        content: `Message ${n}`,
        attachmentUploadId: null,
        attachmentName: null,
        attachmentType: null,
        attachmentSize: null,
      });
      return message;
    };

    beforeAll(async () => {
      const { thread } = await repository().startDirectThread({
        id: fixtureUuid(1, '9'),
        companyId: COMPANY,
        seekerId: SEEKER,
        jobId: JOB,
        startedById: EMPLOYER,
        at: clock.now(),
      });
      threadId = thread.id;
    });

    it('keeps one unread notification per recipient and thread, read when they read the thread, then opens the next', async () => {
      for (let i = 0; i < 3; i++) {
        const message = await send(EMPLOYER, 'employer');
        await notifications().notifyMessage({ threadId, messageId: message.id });
      }
      // Two jobs of the same thread at once record one.
      const [fourth, fifth] = [await send(EMPLOYER, 'employer'), await send(EMPLOYER, 'employer')];
      await Promise.all(
        [fourth, fifth].map((message) => notifications().notifyMessage({ threadId, messageId: message.id })),
      );
      const unread = await notifying.notificationsOf(SEEKER, 'chat-message');
      expect(unread).toEqual([
        expect.objectContaining({
          text: 'New message from Notify Co about Remote Bookkeeper',
          link: `/seeker/messages?threadId=${threadId}`,
          subject_id: threadId,
          subject_title: 'Notify Co',
          email_state: 'sent',
          read_at: null,
        }),
      ]);
      expect(await notifying.notificationsOf(EMPLOYER, 'chat-message')).toEqual([]);

      // The seeker reads the thread: chat's read mark marks the notification read.
      await chatService().markRead(chatActor(SEEKER, 'seeker'), threadId, { upToMessageId: fifth.id });
      expect(await notifying.notificationsOf(SEEKER, 'chat-message')).toEqual([
        expect.objectContaining({ id: unread[0]!.id, read_at: expect.anything() }),
      ]);

      // The next message opens a new unread one; the seeker's answer tells the employer and counts as reading.
      const next = await send(EMPLOYER, 'employer');
      await notifications().notifyMessage({ threadId, messageId: next.id });
      expect((await notifying.notificationsOf(SEEKER, 'chat-message')).map((row) => row.read_at === null)).toEqual([
        false,
        true,
      ]);
      const answer = await send(SEEKER, 'seeker');
      await notifications().notifyMessage({ threadId, messageId: answer.id });
      expect((await notifying.notificationsOf(SEEKER, 'chat-message')).every((row) => row.read_at !== null)).toBe(true);
      expect(await notifying.notificationsOf(EMPLOYER, 'chat-message')).toEqual([
        expect.objectContaining({
          text: 'New message from Dana Smith about Remote Bookkeeper',
          link: `/employer/messages?threadId=${threadId}`,
          subject_title: 'Dana Smith',
          read_at: null,
        }),
      ]);
    });

    it('sends the offline e-mail only to a recipient whose chat e-mail is immediate; digest gathers the notification', async () => {
      jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
      const mail = new QueuedMail();
      const offline = () =>
        new ChatOfflineEmails(
          repository(),
          { onlineAmong: async () => new Set<string>(), lastSeen: async () => null } as unknown as ChatPresence,
          notifying.preferences,
          mail.asService(),
          clock as unknown as Clock,
          config,
          new FakeQueue() as never,
        );
      await notifying.choose(EMPLOYER, 'employer', 'chat-message', 'digest');
      const waiting = await send(SEEKER, 'seeker');
      await notifications().notifyMessage({ threadId, messageId: waiting.id });
      clock.advance(11 * MINUTE);
      expect((await offline().run(threadId)).sent).toBe(0);
      expect(mail.sent).toEqual([]);

      await notifying.choose(EMPLOYER, 'employer', 'chat-message', 'immediate');
      expect((await offline().run(threadId)).sent).toBe(1);
      expect(mail.sent[0]!.message).toMatchObject({ to: 'notify.employer@example.com', userId: EMPLOYER });
      expect(mail.sent[0]!.message.headers?.['List-Unsubscribe']).toMatch(
        /^<https:\/\/nestwork\.test\/api\/notifications/,
      );
    });
  });
});
