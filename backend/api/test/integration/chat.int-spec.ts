import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ChatRepository, type ChatViewer } from '../../src/modules/chat/chat.repository';
import { ChatOfflineEmails } from '../../src/modules/chat/emails/offline-emails.service';
import type { ChatPresence } from '../../src/modules/chat/realtime/chat-presence';
import type { EmailMessage, NotificationsService } from '../../src/modules/notifications';
import { FakeClock } from '../support/accounts-fakes';
import { insertUsers } from '../support/access-context';
import { FakeQueue } from '../support/chat-fakes';
import { FakeNotificationPreferences } from '../support/notification-center-fakes';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import { testConfig } from '../support/test-config';

const COMPANY = fixtureUuid(1, 'b');
const OTHER_COMPANY = fixtureUuid(2, 'b');
const JOB = fixtureUuid(1, 'c');
const EMPLOYER = fixtureUuid(1, 'd');
const COLLEAGUE = fixtureUuid(2, 'd');
const SEEKER = fixtureUuid(3, 'd');
const OTHER_EMPLOYER = fixtureUuid(4, 'd');
const ADMIN = fixtureUuid(5, 'd');
const NEXT_ADMIN = fixtureUuid(6, 'd');
const MINUTE = 60_000;

/** Chat's statements on PostgreSQL: one thread per pair under races, unread counts per viewer, read marks, the offline e-mail's view. */
describe('chat on PostgreSQL', () => {
  const config = testConfig({ PUBLIC_URL: 'https://nestwork.test' });
  let orm: MikroORM;
  const repository = () => new ChatRepository(orm.em.fork());
  const viewers: Record<'seeker' | 'employer' | 'colleague' | 'otherEmployer' | 'admin', ChatViewer> = {
    seeker: { userId: SEEKER, side: 'seeker', companyId: null },
    employer: { userId: EMPLOYER, side: 'employer', companyId: COMPANY },
    colleague: { userId: COLLEAGUE, side: 'employer', companyId: COMPANY },
    otherEmployer: { userId: OTHER_EMPLOYER, side: 'employer', companyId: OTHER_COMPANY },
    admin: { userId: ADMIN, side: 'admin', companyId: null },
  };
  let n = 0;
  const send = async (threadId: string, senderId: string, senderType: 'seeker' | 'employer' | 'admin', at: Date) => {
    const id = fixtureUuid(++n, 'e');
    await repository().insertMessage({
      id,
      threadId,
      senderId,
      senderType,
      content: `Message ${n}`,
      attachmentUploadId: null,
      attachmentName: null,
      attachmentType: null,
      attachmentSize: null,
      createdAt: at,
    });
    return { id, createdAt: at };
  };

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await insertCompany(orm, COMPANY, 'Chat Int Co');
    await insertCompany(orm, OTHER_COMPANY, 'Other Chat Co');
    await insertUsers(orm, [
      { id: EMPLOYER, email: 'chat.employer@example.com', name: 'Erin Employer', role: 'employer', companyId: COMPANY },
      {
        id: COLLEAGUE,
        email: 'chat.colleague@example.com',
        name: 'Cam Colleague',
        role: 'employer',
        companyId: COMPANY,
      },
      { id: SEEKER, email: 'chat.seeker@example.com', name: 'Sol Seeker', role: 'seeker' },
      { id: OTHER_EMPLOYER, email: 'chat.other@example.com', role: 'employer', companyId: OTHER_COMPANY },
      { id: ADMIN, email: 'chat.admin@example.com', role: 'admin' },
      { id: NEXT_ADMIN, email: 'chat.next.admin@example.com', role: 'admin' },
    ]);
    await insertJobs(orm, [{ id: JOB, companyId: COMPANY, status: 'approved', postedAt: new Date(), title: 'Editor' }]);
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    await truncateJobsData(orm);
    await orm.close(true);
  });

  it('starts one thread per company and seeker, however many employers start it at once', async () => {
    const at = new Date('2026-11-28T09:00:00Z');
    const starts = await Promise.all(
      [EMPLOYER, COLLEAGUE, EMPLOYER].map((startedById, index) =>
        repository().startDirectThread({
          id: fixtureUuid(10 + index, 'a'),
          companyId: COMPANY,
          seekerId: SEEKER,
          jobId: JOB,
          startedById,
          at,
        }),
      ),
    );
    expect(new Set(starts.map((start) => start.thread.id)).size).toBe(1);
    expect(starts.filter((start) => start.created)).toHaveLength(1);
    const members = await repository().members(starts[0]!.thread.id);
    expect(members.map((member) => member.side).sort()).toEqual(['employer', 'seeker']);
  });

  it('counts the other side’s messages after each viewer’s mark, moves marks forward only, and stamps receipts', async () => {
    const thread = (await repository().findDirectThread(COMPANY, SEEKER))!;
    const t0 = new Date('2026-11-28T10:00:00Z');
    const first = await send(thread.id, EMPLOYER, 'employer', t0);
    // Two messages in the same millisecond: their order, and the marks, go by id.
    const second = await send(thread.id, SEEKER, 'seeker', new Date(t0.getTime() + 1_000));
    const third = await send(thread.id, SEEKER, 'seeker', new Date(t0.getTime() + 1_000));
    const unread = async (viewer: ChatViewer) => repository().unreadCount(viewer);

    // Writing counts as reading what came before: the seeker answered the employer's message.
    expect(await unread(viewers.seeker)).toBe(0);
    // The employer's mark is at their own message; the colleague never took part: every seeker message is unread.
    expect(await unread(viewers.employer)).toBe(2);
    expect(await unread(viewers.colleague)).toBe(2);
    expect(await unread(viewers.otherEmployer)).toBe(0);
    expect(await unread(viewers.admin)).toBe(0);

    const [earlier, later] = [second, third].sort((a, b) => (a.id < b.id ? -1 : 1)) as [typeof second, typeof third];
    expect(await repository().markRead(thread.id, viewers.colleague, earlier, new Date(t0.getTime() + 5_000))).toBe(
      true,
    );
    expect(await repository().threadUnreadCount(thread.id, viewers.colleague)).toBe(1);
    // The employer did not read it; only their own count is unchanged.
    expect(await unread(viewers.employer)).toBe(2);
    expect(await repository().markRead(thread.id, viewers.colleague, later, new Date(t0.getTime() + 6_000))).toBe(true);
    expect(await repository().markRead(thread.id, viewers.colleague, earlier, new Date(t0.getTime() + 7_000))).toBe(
      false,
    );
    expect(await repository().threadUnreadCount(thread.id, viewers.colleague)).toBe(0);

    const page = await repository().messages(thread.id, null, 'before', 10);
    expect(page.map((message) => message.id)).toEqual([first.id, earlier.id, later.id]);
    // Receipts: the company side read the seeker's messages (at the first read that covered each); the employer's own is unread.
    expect(page.map((message) => message.readAt?.toISOString() ?? null)).toEqual([
      null,
      new Date(t0.getTime() + 5_000).toISOString(),
      new Date(t0.getTime() + 6_000).toISOString(),
    ]);
    const after = await repository().messages(thread.id, first, 'after', 10);
    expect(after.map((message) => message.id)).toEqual([earlier.id, later.id]);

    const [line] = await repository().threads(viewers.seeker, null, 10, null, true);
    expect(line).toMatchObject({
      id: thread.id,
      jobTitle: 'Editor',
      companyName: 'Chat Int Co',
      lastMessageId: later.id,
      lastMessageSenderType: 'seeker',
      unreadCount: 0,
      lastActivityAt: later.createdAt,
    });
    expect(line!.lastMessageCreatedAt).toEqual(later.createdAt);
    expect(await repository().threads(viewers.otherEmployer, null, 10, null, false)).toEqual([]);
  });

  it('moves a concierge thread to the next concierge, keeping its messages', async () => {
    const at = new Date('2026-11-28T11:00:00Z');
    const placed = await repository().placeConcierge({
      id: fixtureUuid(20, 'a'),
      companyId: COMPANY,
      jobId: JOB,
      adminId: ADMIN,
      at,
    });
    expect(placed.previousAdminIds).toEqual([]);
    await send(placed.thread.id, ADMIN, 'admin', at);
    expect(await repository().threadUnreadCount(placed.thread.id, viewers.employer)).toBe(1);
    expect((await repository().threads(viewers.admin, null, 10, null, false)).map((row) => row.id)).toEqual([
      placed.thread.id,
    ]);

    const moved = await repository().placeConcierge({
      id: fixtureUuid(21, 'a'),
      companyId: COMPANY,
      jobId: JOB,
      adminId: NEXT_ADMIN,
      at,
    });
    expect(moved).toMatchObject({ thread: { id: placed.thread.id }, previousAdminIds: [ADMIN] });
    expect(await repository().threads(viewers.admin, null, 10, null, false)).toEqual([]);
    const next = { userId: NEXT_ADMIN, side: 'admin' as const, companyId: null };
    expect((await repository().threads(next, null, 10, null, false)).map((row) => row.id)).toEqual([placed.thread.id]);
    expect(await repository().messages(placed.thread.id, null, 'before', 10)).toHaveLength(1);
  });

  it('e-mails a member away for 10 minutes about the unread messages, once', async () => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const thread = (await repository().findDirectThread(COMPANY, SEEKER))!;
    const clock = new FakeClock(new Date('2026-11-28T12:00:00Z'));
    await send(thread.id, EMPLOYER, 'employer', clock.now());
    const sent: EmailMessage[] = [];
    const emails = new ChatOfflineEmails(
      repository(),
      { onlineAmong: async () => new Set<string>(), lastSeen: async () => null } as unknown as ChatPresence,
      new FakeNotificationPreferences().asService(),
      {
        sendEmail: async (email: EmailMessage) => {
          sent.push(email);
          return '1';
        },
      } as unknown as NotificationsService,
      clock,
      config,
      new FakeQueue() as never,
    );
    clock.advance(5 * MINUTE);
    expect((await emails.run(thread.id)).sent).toBe(0);
    clock.advance(6 * MINUTE);
    // Only the seeker has something unread: writing counts as reading what came before, for the employer.
    expect((await emails.run(thread.id)).sent).toBe(1);
    expect(sent.map((email) => email.to)).toEqual(['chat.seeker@example.com']);
    expect(sent[0]!.text).toContain('Chat Int Co sent you a message about Editor');
    expect((await emails.run(thread.id)).sent).toBe(0);
    const members = await repository().members(thread.id);
    expect(members.filter((member) => member.emailedAt !== null).map((member) => member.userId)).toEqual([SEEKER]);
  });
});
