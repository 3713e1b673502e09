import { FakeClock } from '../../../../test/support/accounts-fakes';
import { FakeChatRepository } from '../../../../test/support/chat-fakes';
import { RecordingNotificationCenter } from '../../../../test/support/notification-center-fakes';
import type { ChatSenderType } from '@marketplace/contracts';
import type { ChatRepository } from '../chat.repository';
import { ChatNotifications, messageNotificationKey } from './chat-notifications.service';

const COMPANY = '00000000-0000-4000-8000-00000000c001';
const EMPLOYER = '00000000-0000-4000-8000-00000000e001';
const COLLEAGUE = '00000000-0000-4000-8000-00000000e002';
const SEEKER = '00000000-0000-4000-8000-00000000d001';
const ADMIN = '00000000-0000-4000-8000-00000000a001';
const JOB = '00000000-0000-4000-8000-00000000b001';
const PRIVATE_JOB = '00000000-0000-4000-8000-00000000b002';
const THREAD = '00000000-0000-4000-8000-0000000000a1';

function setUp() {
  const clock = new FakeClock(new Date('2026-11-28T09:00:00.000Z'));
  const chat = new FakeChatRepository();
  chat.addPerson({ id: EMPLOYER, role: 'employer', companyId: COMPANY, name: 'Erin Employer' });
  chat.addPerson({ id: COLLEAGUE, role: 'employer', companyId: COMPANY, name: 'Casey Colleague' });
  chat.addPerson({ id: SEEKER, role: 'seeker', name: 'Dana Smith' });
  chat.addPerson({ id: ADMIN, role: 'admin', name: 'Ada Admin' });
  chat.addJob({ id: JOB, title: 'Bookkeeper', companyId: COMPANY, isCompanyPrivate: false, companyName: 'Acme' });
  chat.addJob({ id: PRIVATE_JOB, title: 'Payroll', companyId: COMPANY, isCompanyPrivate: true, companyName: 'Acme' });
  const center = new RecordingNotificationCenter();
  const notifications = new ChatNotifications(chat as unknown as ChatRepository, center.asCenter());
  let n = 0;
  const send = async (senderId: string, senderType: ChatSenderType, threadId = THREAD) => {
    clock.advance(1_000);
    const id = `00000000-0000-4000-8000-0000000001${String(++n).padStart(2, '0')}`;
    await chat.insertMessage({
      id,
      threadId,
      senderId,
      senderType,
      content: `Message ${n}`,
      attachmentUploadId: null,
      attachmentName: null,
      attachmentType: null,
      attachmentSize: null,
      createdAt: clock.now(),
    });
    return { id, createdAt: clock.now() };
  };
  const direct = (jobId = JOB) =>
    chat.startDirectThread({
      id: THREAD,
      companyId: COMPANY,
      seekerId: SEEKER,
      jobId,
      startedById: EMPLOYER,
      at: clock.now(),
    });
  return { chat, center, notifications, send, direct, clock };
}

describe('ChatNotifications.notifyMessage', () => {
  it('notifies the other side of the thread, not the sender, with a link to the conversation for that role', async () => {
    const { center, notifications, send, direct } = setUp();
    await direct();
    const message = await send(EMPLOYER, 'employer');
    expect(await notifications.notifyMessage({ threadId: THREAD, messageId: message.id })).toEqual({ notified: 1 });
    expect(center.calls).toEqual([
      {
        drafts: [
          {
            userId: SEEKER,
            kind: 'chat-message',
            text: 'New message from Acme about Bookkeeper',
            link: `/seeker/messages?threadId=${THREAD}`,
            subjectId: THREAD,
            subjectTitle: 'Acme',
            dedupeKey: messageNotificationKey(THREAD, null),
          },
        ],
        options: { ownEmail: true },
      },
    ]);
    // Sending counts as reading: the sender's own notifications about the thread are read.
    expect(center.readMarks).toEqual([{ userId: EMPLOYER, kinds: ['chat-message'], subjectId: THREAD }]);
  });

  it('keeps one unread notification per recipient and thread until they read it, then opens the next', async () => {
    const { chat, center, notifications, send, direct, clock } = setUp();
    await direct();
    for (let i = 0; i < 3; i++) {
      const message = await send(EMPLOYER, 'employer');
      await notifications.notifyMessage({ threadId: THREAD, messageId: message.id });
    }
    expect(center.recorded).toHaveLength(1);
    const last = chat.messageRows.at(-1)!;
    await chat.markRead(THREAD, { userId: SEEKER, side: 'seeker' }, last, clock.now());
    const after = await send(EMPLOYER, 'employer');
    expect(await notifications.notifyMessage({ threadId: THREAD, messageId: after.id })).toEqual({ notified: 1 });
    expect(center.recorded.map((draft) => draft.dedupeKey)).toEqual([
      messageNotificationKey(THREAD, null),
      messageNotificationKey(THREAD, last.id),
    ]);
  });

  it('skips a recipient who read the message before the job ran, and a message that is gone', async () => {
    const { chat, center, notifications, send, direct, clock } = setUp();
    await direct();
    const message = await send(EMPLOYER, 'employer');
    await chat.markRead(THREAD, { userId: SEEKER, side: 'seeker' }, message, clock.now());
    expect(await notifications.notifyMessage({ threadId: THREAD, messageId: message.id })).toEqual({ notified: 0 });
    expect(
      await notifications.notifyMessage({ threadId: THREAD, messageId: '00000000-0000-4000-8000-000000000999' }),
    ).toEqual({ notified: 0, reason: 'missing' });
    expect(center.recorded).toEqual([]);
  });

  it('tells every employer taking part of a seeker’s answer, under the seeker’s name, with the employer page', async () => {
    const { chat, center, notifications, send, direct, clock } = setUp();
    await direct();
    await send(EMPLOYER, 'employer');
    await chat.addMember(THREAD, COLLEAGUE, 'employer', clock.now());
    const answer = await send(SEEKER, 'seeker');
    expect(await notifications.notifyMessage({ threadId: THREAD, messageId: answer.id })).toEqual({ notified: 2 });
    expect(center.recorded.map((draft) => [draft.userId, draft.text, draft.link, draft.subjectTitle])).toEqual([
      [EMPLOYER, 'New message from Dana Smith about Bookkeeper', `/employer/messages?threadId=${THREAD}`, 'Dana Smith'],
      [
        COLLEAGUE,
        'New message from Dana Smith about Bookkeeper',
        `/employer/messages?threadId=${THREAD}`,
        'Dana Smith',
      ],
    ]);
  });

  it('hides a private job’s company from the seeker, and links a concierge to the admin’s concierge page', async () => {
    const { chat, center, notifications, send, direct } = setUp();
    await direct(PRIVATE_JOB);
    const hidden = await send(EMPLOYER, 'employer');
    await notifications.notifyMessage({ threadId: THREAD, messageId: hidden.id });
    expect(center.recorded[0]!.subjectTitle).not.toBe('Acme');
    expect(center.recorded[0]!.text).not.toContain('Acme');

    const { thread } = await chat.placeConcierge({
      id: '00000000-0000-4000-8000-0000000000a2',
      companyId: COMPANY,
      jobId: JOB,
      adminId: ADMIN,
      at: new Date('2026-11-28T10:00:00.000Z'),
    });
    await chat.addMember(thread.id, EMPLOYER, 'employer', new Date('2026-11-28T10:00:00.000Z'));
    const toConcierge = await send(EMPLOYER, 'employer', thread.id);
    await notifications.notifyMessage({ threadId: thread.id, messageId: toConcierge.id });
    expect(center.recorded.at(-1)).toMatchObject({
      userId: ADMIN,
      link: `/admin/concierge?jobId=${JOB}`,
      subjectId: thread.id,
      subjectTitle: 'Acme',
    });
    const fromConcierge = await send(ADMIN, 'admin', thread.id);
    await notifications.notifyMessage({ threadId: thread.id, messageId: fromConcierge.id });
    expect(center.recorded.at(-1)).toMatchObject({
      userId: EMPLOYER,
      text: 'New message from Ada Admin about Bookkeeper',
      link: `/employer/messages?conciergeJobId=${JOB}`,
    });
  });
});
