import { CHAT_MESSAGES } from '@marketplace/contracts';
import { FakeClock, unitConfig } from '../../../../test/support/accounts-fakes';
import { FakeChatRepository, FakeQueue } from '../../../../test/support/chat-fakes';
import { FakeNotificationPreferences } from '../../../../test/support/notification-center-fakes';
import type { EmailMessage, NotificationsService } from '../../notifications';

import { CHAT_JOBS, type OfflineEmailJob } from '../chat.queue';
import type { ChatRepository } from '../chat.repository';
import type { ChatPresence } from '../realtime/chat-presence';
import { ChatOfflineEmails, offlineEmailDueAt } from './offline-emails.service';

const COMPANY = '00000000-0000-4000-8000-00000000c001';
const EMPLOYER = '00000000-0000-4000-8000-00000000e001';
const SEEKER = '00000000-0000-4000-8000-00000000d001';
const JOB = '00000000-0000-4000-8000-00000000b001';
const THREAD = '00000000-0000-4000-8000-0000000000a1';
const MINUTE = 60_000;

function setUp() {
  const clock = new FakeClock(new Date('2026-11-28T09:00:00.000Z'));
  const chat = new FakeChatRepository();
  chat.addPerson({
    id: EMPLOYER,
    role: 'employer',
    companyId: COMPANY,
    name: 'Erin Employer',
    email: 'erin@acme.test',
  });
  chat.addPerson({ id: SEEKER, role: 'seeker', name: 'Sol Seeker', email: 'sol@example.com' });
  chat.addJob({ id: JOB, title: 'Bookkeeper', companyId: COMPANY, isCompanyPrivate: false, companyName: 'Acme' });
  const online = new Set<string>();
  const lastSeen = new Map<string, Date>();
  const preferences = new FakeNotificationPreferences();
  const sent: Array<{ email: EmailMessage; dedupeKey?: string }> = [];
  const queue = new FakeQueue<OfflineEmailJob>();
  const emails = new ChatOfflineEmails(
    chat as unknown as ChatRepository,
    {
      onlineAmong: async (ids: readonly string[]) => new Set(ids.filter((id) => online.has(id))),
      lastSeen: async (id: string) => lastSeen.get(id) ?? null,
    } as unknown as ChatPresence,
    preferences.asService(),
    {
      sendEmail: async (email: EmailMessage, options: { dedupeKey?: string } = {}) => {
        sent.push({ email, dedupeKey: options.dedupeKey });
        return String(sent.length);
      },
    } as unknown as NotificationsService,
    clock,
    unitConfig({ PUBLIC_URL: 'https://nestwork.test' }),
    queue as never,
  );
  /** The employer's thread with the seeker, and `count` messages from the employer a second apart. */
  const conversation = async (count: number) => {
    await chat.startDirectThread({
      id: THREAD,
      companyId: COMPANY,
      seekerId: SEEKER,
      jobId: JOB,
      startedById: EMPLOYER,
      at: clock.now(),
    });
    for (let n = 1; n <= count; n++) {
      clock.advance(1_000);
      await chat.insertMessage({
        id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
        threadId: THREAD,
        senderId: EMPLOYER,
        senderType: 'employer',
        content: `Message ${n}`,
        attachmentUploadId: null,
        attachmentName: null,
        attachmentType: null,
        attachmentSize: null,
        createdAt: clock.now(),
      });
    }
  };
  return { emails, chat, clock, online, lastSeen, preferences, sent, queue, conversation };
}

describe('offlineEmailDueAt', () => {
  const now = new Date('2026-11-28T10:00:00.000Z');
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);

  it('is due 10 minutes after the oldest message no e-mail told of, an hour after the last e-mail, 10 minutes after the user left', () => {
    expect(
      offlineEmailDueAt({ oldestUntoldAt: null, emailedAt: null }, { online: false, lastSeen: null }, now),
    ).toBeNull();
    expect(offlineEmailDueAt({ oldestUntoldAt: at(12), emailedAt: null }, { online: false, lastSeen: null }, now)).toBe(
      at(2).getTime(),
    );
    expect(
      offlineEmailDueAt({ oldestUntoldAt: at(12), emailedAt: at(30) }, { online: false, lastSeen: null }, now),
    ).toBe(at(-30).getTime());
    expect(
      offlineEmailDueAt({ oldestUntoldAt: at(12), emailedAt: null }, { online: false, lastSeen: at(5) }, now),
    ).toBe(at(-5).getTime());
    // Connected now: looked at again once they could have been away long enough.
    expect(offlineEmailDueAt({ oldestUntoldAt: at(12), emailedAt: null }, { online: true, lastSeen: null }, now)).toBe(
      at(-10).getTime(),
    );
  });
});

describe('ChatOfflineEmails.run', () => {
  it('e-mails a recipient away for 10 minutes with unread messages once, with the opt-out link, and not the sender', async () => {
    const { emails, chat, clock, sent, conversation } = setUp();
    await conversation(3);
    clock.advance(10 * MINUTE);
    expect(await emails.run(THREAD)).toEqual({ sent: 1, nextAt: null });
    expect(sent).toHaveLength(1);
    const [{ email, dedupeKey }] = sent as [{ email: EmailMessage; dedupeKey?: string }];
    expect(email).toMatchObject({
      to: 'sol@example.com',
      userId: SEEKER,
      subject: CHAT_MESSAGES.emailSubject('Acme'),
      category: 'chat-message',
      headers: { 'List-Unsubscribe': `<https://n.example/api/notifications/unsubscribe?token=${SEEKER}.chat-message>` },
    });
    expect(email.text).toContain('Acme sent you 3 messages about Bookkeeper');
    expect(email.text).toContain('Message 3');
    expect(email.html).toContain(`https://nestwork.test/seeker/messages?threadId=${THREAD}`);
    expect(dedupeKey).toBe(`chat-${THREAD}-${SEEKER}-${chat.messageRows.at(-1)!.createdAt.getTime()}`);

    // Told already: nothing more for the same messages.
    clock.advance(2 * 60 * MINUTE);
    expect(await emails.run(THREAD)).toEqual({ sent: 0, nextAt: null });
  });

  it('waits for a recipient who is online, or left less than 10 minutes ago, and comes back then', async () => {
    const { emails, clock, online, lastSeen, sent, queue, conversation } = setUp();
    await conversation(1);
    clock.advance(10 * MINUTE);
    online.add(SEEKER);
    const waiting = await emails.run(THREAD);
    expect(waiting.sent).toBe(0);
    expect(Date.parse(waiting.nextAt!)).toBe(clock.now().getTime() + 10 * MINUTE);
    expect(queue.added.at(-1)).toMatchObject({ name: CHAT_JOBS.offlineEmail, data: { threadId: THREAD } });

    online.delete(SEEKER);
    lastSeen.set(SEEKER, new Date(clock.now().getTime() - 4 * MINUTE));
    expect(Date.parse((await emails.run(THREAD)).nextAt!)).toBe(clock.now().getTime() + 6 * MINUTE);
    clock.advance(6 * MINUTE);
    expect((await emails.run(THREAD)).sent).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it('sends at most one an hour per thread, about the messages since the last', async () => {
    const { emails, chat, clock, sent, conversation } = setUp();
    await conversation(1);
    clock.advance(10 * MINUTE);
    await emails.run(THREAD);
    await chat.insertMessage({
      id: '00000000-0000-4000-8000-000000000199',
      threadId: THREAD,
      senderId: EMPLOYER,
      senderType: 'employer',
      content: 'Are you there?',
      attachmentUploadId: null,
      attachmentName: null,
      attachmentType: null,
      attachmentSize: null,
      createdAt: clock.now(),
    });
    clock.advance(15 * MINUTE);
    const held = await emails.run(THREAD);
    expect(held.sent).toBe(0);
    // An hour after the first e-mail, which went 15 minutes ago.
    expect(Date.parse(held.nextAt!)).toBe(clock.now().getTime() + 45 * MINUTE);
    clock.advance(45 * MINUTE);
    expect((await emails.run(THREAD)).sent).toBe(1);
    expect(sent.map(({ email }) => email.text.includes('Are you there?'))).toEqual([false, true]);
  });

  it('skips recipients who read the messages, gather these in the digest or turned these e-mails off', async () => {
    const { emails, chat, clock, preferences, sent, conversation } = setUp();
    await conversation(2);
    const last = chat.messageRows.at(-1)!;
    clock.advance(20 * MINUTE);
    preferences.modes.set(SEEKER, 'chat-message', 'off');
    expect(await emails.run(THREAD)).toEqual({ sent: 0, nextAt: null });
    // The digest carries the notification instead.
    preferences.modes.set(SEEKER, 'chat-message', 'digest');
    expect(await emails.run(THREAD)).toEqual({ sent: 0, nextAt: null });
    preferences.modes.set(SEEKER, 'chat-message', 'immediate');
    await chat.markRead(THREAD, { userId: SEEKER, side: 'seeker' }, last, clock.now());
    expect(await emails.run(THREAD)).toEqual({ sent: 0, nextAt: null });
    expect(sent).toEqual([]);
  });
});
