import { PRIVATE_COMPANY_NAME } from '@marketplace/contracts';
import {
  companyNameFor,
  isReadBy,
  threadRecipients,
  toChatMessage,
  toCounterpart,
  toInboxMessage,
  toThreadSummary,
} from './chat.mapper';
import type { MessageRecord, ThreadListRow } from './chat.repository';

const THREAD = '00000000-0000-4000-8000-0000000000a1';
const SEEKER = '00000000-0000-4000-8000-0000000000b1';
const EMPLOYER = '00000000-0000-4000-8000-0000000000b2';
const ADMIN = '00000000-0000-4000-8000-0000000000b3';
const JOB = '00000000-0000-4000-8000-0000000000c1';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 9, minute));

function message(overrides: Partial<MessageRecord> = {}): MessageRecord {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    threadId: THREAD,
    senderId: EMPLOYER,
    senderType: 'employer',
    senderName: 'Erin Employer',
    content: 'Hello',
    attachmentUploadId: null,
    attachmentName: null,
    attachmentType: null,
    attachmentSize: null,
    createdAt: at(1),
    readAt: null,
    ...overrides,
  };
}

function row(overrides: Partial<ThreadListRow> = {}): ThreadListRow {
  return {
    id: THREAD,
    kind: 'direct',
    companyId: '00000000-0000-4000-8000-0000000000e1',
    seekerId: SEEKER,
    jobId: JOB,
    startedById: EMPLOYER,
    createdAt: at(0),
    lastActivityAt: at(2),
    jobTitle: 'Bookkeeper',
    jobPrivate: false,
    companyName: 'Acme',
    companyLogoUrl: 'https://cdn.example/acme.png',
    seekerName: 'Sol Seeker',
    seekerPictureUrl: null,
    adminId: null,
    adminName: null,
    adminPictureUrl: null,
    lastMessageId: '00000000-0000-4000-8000-0000000000d2',
    lastMessageContent: 'See you Tuesday',
    lastMessageSenderId: EMPLOYER,
    lastMessageSenderType: 'employer',
    lastMessageSenderName: 'Erin Employer',
    lastMessageHasFile: false,
    lastMessageCreatedAt: at(2),
    viewerLastReadAt: null,
    viewerLastReadMessageId: null,
    unreadCount: 1,
    ...overrides,
  };
}

describe('threadRecipients', () => {
  it('addresses the company’s messages to the seeker or the concierge, and theirs to the employer who stands for the company', () => {
    expect(threadRecipients({ kind: 'direct', seekerId: SEEKER, startedById: EMPLOYER }, null, 'x')).toEqual({
      employer: SEEKER,
      seeker: EMPLOYER,
      admin: EMPLOYER,
    });
    expect(threadRecipients({ kind: 'concierge', seekerId: null, startedById: null }, ADMIN, EMPLOYER)).toEqual({
      employer: ADMIN,
      seeker: EMPLOYER,
      admin: EMPLOYER,
    });
  });
});

describe('companyNameFor', () => {
  it('hides a private job’s company from seekers only', () => {
    expect(companyNameFor('seeker', 'Acme', true)).toBe(PRIVATE_COMPANY_NAME);
    expect(companyNameFor('seeker', 'Acme', false)).toBe('Acme');
    expect(companyNameFor('employer', 'Acme', true)).toBe('Acme');
    expect(companyNameFor('admin', 'Acme', true)).toBe('Acme');
  });
});

describe('toChatMessage', () => {
  const context = { companyName: 'Acme', recipients: { employer: SEEKER, seeker: EMPLOYER, admin: EMPLOYER } };

  it('gives the text under both names, the sender with their company, and the recipient', () => {
    expect(toChatMessage(message(), context)).toEqual({
      id: '00000000-0000-4000-8000-0000000000d1',
      threadId: THREAD,
      senderId: EMPLOYER,
      senderType: 'employer',
      sender: { id: EMPLOYER, name: 'Erin Employer', type: 'employer', employer: { companyName: 'Acme' } },
      recipientId: SEEKER,
      content: 'Hello',
      message: 'Hello',
      messageType: 'text',
      fileName: null,
      fileSize: null,
      fileUrl: null,
      createdAt: at(1).toISOString(),
      readAt: null,
    });
    expect(toChatMessage(message({ senderId: SEEKER, senderType: 'seeker', readAt: at(3) }), context)).toMatchObject({
      sender: { type: 'seeker', employer: null },
      recipientId: EMPLOYER,
      readAt: at(3).toISOString(),
    });
  });

  it('points a file at its members-only API path', () => {
    const file = toChatMessage(
      message({ content: '', attachmentUploadId: 'u1', attachmentName: 'cv.pdf', attachmentSize: 1200 }),
      context,
    );
    expect(file).toMatchObject({
      messageType: 'file',
      fileName: 'cv.pdf',
      fileSize: 1200,
      fileUrl: `/api/messages/threads/${THREAD}/messages/00000000-0000-4000-8000-0000000000d1/attachment`,
    });
  });
});

describe('isReadBy', () => {
  const mine = { senderType: 'seeker' as const, createdAt: at(5), id: 'b' };
  const theirs = { senderType: 'employer' as const, createdAt: at(5), id: 'b' };
  it('reads one’s own side as read, and the other side’s up to the last-read message in (created, id) order', () => {
    expect(isReadBy('seeker', mine, null)).toBe(true);
    expect(isReadBy('seeker', theirs, null)).toBe(false);
    expect(isReadBy('seeker', theirs, { createdAt: at(5), id: 'b' })).toBe(true);
    expect(isReadBy('seeker', theirs, { createdAt: at(5), id: 'a' })).toBe(false);
    expect(isReadBy('seeker', theirs, { createdAt: at(6), id: 'a' })).toBe(true);
  });
});

describe('toInboxMessage', () => {
  it('shows the thread’s latest message with the sender’s company and the job, read or not', () => {
    expect(toInboxMessage(row(), 'seeker')).toEqual({
      id: '00000000-0000-4000-8000-0000000000d2',
      threadId: THREAD,
      content: 'See you Tuesday',
      isRead: false,
      createdAt: at(2).toISOString(),
      sender: { id: EMPLOYER, name: 'Erin Employer', type: 'employer', employer: { companyName: 'Acme' } },
      application: { job: { id: JOB, title: 'Bookkeeper' } },
    });
    expect(
      toInboxMessage(
        row({ viewerLastReadAt: at(2), viewerLastReadMessageId: '00000000-0000-4000-8000-0000000000d2' }),
        'seeker',
      )?.isRead,
    ).toBe(true);
    expect(toInboxMessage(row({ jobPrivate: true }), 'seeker')?.sender.employer).toEqual({
      companyName: PRIVATE_COMPANY_NAME,
    });
    expect(toInboxMessage(row({ lastMessageId: null }), 'seeker')).toBeNull();
  });
});

describe('toCounterpart and toThreadSummary', () => {
  const extras = {
    pictures: new Map([['https://cdn.example/acme.png', 'https://signed/acme.png']]),
    online: new Set([EMPLOYER]),
    employersByThread: new Map([[THREAD, [EMPLOYER]]]),
  };

  it('shows a seeker the company (online when one of its employers in the thread is), hidden when the job is private', () => {
    expect(toCounterpart(row(), 'seeker', extras)).toEqual({
      type: 'employer',
      userId: null,
      name: 'Acme',
      companyName: 'Acme',
      pictureUrl: 'https://signed/acme.png',
      online: true,
    });
    expect(toCounterpart(row({ jobPrivate: true }), 'seeker', extras)).toMatchObject({
      name: PRIVATE_COMPANY_NAME,
      pictureUrl: null,
    });
  });

  it('shows an employer the seeker, or the concierge of a concierge thread', () => {
    expect(toCounterpart(row(), 'employer', extras)).toMatchObject({ type: 'seeker', userId: SEEKER, online: false });
    expect(
      toCounterpart(row({ kind: 'concierge', seekerId: null, adminId: ADMIN, adminName: 'Ada Admin' }), 'employer', {
        ...extras,
        online: new Set([ADMIN]),
      }),
    ).toMatchObject({ type: 'admin', userId: ADMIN, name: 'Ada Admin', online: true });
  });

  it('summarises the thread line', () => {
    expect(toThreadSummary(row({ unreadCount: 3, lastMessageHasFile: true }), 'seeker', extras)).toMatchObject({
      id: THREAD,
      kind: 'direct',
      job: { id: JOB, title: 'Bookkeeper' },
      viewerType: 'seeker',
      unreadCount: 3,
      lastMessage: { messageType: 'file', senderType: 'employer' },
      lastActivityAt: at(2).toISOString(),
    });
    expect(toThreadSummary(row({ lastMessageId: null }), 'seeker', extras).lastMessage).toBeNull();
  });
});
