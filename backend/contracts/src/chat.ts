import type { Role } from './enums';
import { TIMING_MS } from './limits';
import { type FieldErrors, hasForbiddenCharacters, isBlankText } from './rules';

/**
 * Chat: threads between a company (any of its employers) and a seeker who applied to or was
 * invited to one of the company's jobs, and the concierge threads between the company of a job
 * listed with a concierge package and its admin concierge. Messages are stored before anyone is
 * told of them; each member has a last-read message, from which unread counts and read receipts
 * follow. The same texts, limits and readers run in the browser and in the server.
 *
 * HTTP (every route needs a session; the answers are below):
 *   GET  /api/messages/inbox?limit=                        InboxResponse
 *   GET  /api/messages/threads?limit=&cursor=               ChatThreadsPage
 *   POST /api/messages/threads {recipientId, jobId?}        StartThreadResponse (employers only)
 *   GET  /api/messages/threads/{threadId}/messages?before=|after=&limit=   ChatMessagesPage
 *   POST /api/messages/threads/{threadId}/messages {content, attachmentUploadId?}   SendMessageResponse
 *   POST /api/messages/threads/{threadId}/read {upToMessageId}                      MarkReadResponse
 *   GET  /api/messages/threads/{threadId}/messages/{messageId}/attachment  ChatAttachmentResponse
 *   GET  /api/messages/concierge/{jobId}                    ConciergeChat (the job's employers, its concierge)
 *   GET  /api/messages/maintenance                          ChatMaintenanceState
 *   PUT  /api/admin/chat/maintenance {enabled}              ChatMaintenanceState (admins)
 *
 * Socket.IO at CHAT_SOCKET_PATH on the site's own origin, authenticated by the session cookie of
 * the handshake (see CHAT_SOCKET_EVENTS for what flows each way).
 */

// ---------------------------------------------------------------- who writes

/** Who wrote a message, as the concierge panel aligns them: the seeker, the company's side, or the admin concierge. */
export const CHAT_SENDER_TYPES = ['employer', 'seeker', 'admin'] as const;
export type ChatSenderType = (typeof CHAT_SENDER_TYPES)[number];

/** direct: a company and a seeker; concierge: the company of a concierge job and its admin concierge. */
export const CHAT_THREAD_KINDS = ['direct', 'concierge'] as const;
export type ChatThreadKind = (typeof CHAT_THREAD_KINDS)[number];

/** The roles that take part in chat (everyone with a role; a newcomer has none). */
export const CHAT_ROLES: readonly Role[] = ['seeker', 'employer', 'admin'];

export const CHAT_MESSAGE_TYPES = ['text', 'file'] as const;
/** 'file' carries an attachment (fileName, fileSize, fileUrl); its text may be empty. */
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

// ---------------------------------------------------------------- limits and texts

export const CHAT_LIMITS = {
  /** Characters of a message, after trimming. */
  messageMax: 2_000,
  /** Messages one sender may send per window, across every API instance. */
  sendsPerWindow: 30,
  sendWindowSeconds: 60,
  inboxDefault: 20,
  inboxMax: 100,
  threadsDefault: 50,
  threadsMax: 100,
  messagesDefault: 50,
  messagesMax: 100,
  /** A recipient offline this long with unread messages gets an e-mail... */
  offlineEmailAfterMinutes: 10,
  /** ...at most once per thread in this many minutes. */
  offlineEmailEveryMinutes: 60,
  /** Unread counts above this show as '99+'. */
  badgeMax: 99,
  /** The concierge panel's fixed height. */
  conciergePanelHeightPx: 600,
  inboxPollMs: TIMING_MS.inboxPoll,
  badgePollMs: TIMING_MS.chatBadgePoll,
  cursorMax: 200,
} as const;

/** Every text of the chat screens and routes; the fixed wording (kept word for word) is marked. */
export const CHAT_MESSAGES = {
  // Fixed wording: the inbox and the Chat button.
  employerInboxTitle: 'Chat with Seekers',
  seekerInboxTitle: 'Chat with Employers',
  back: 'Back',
  maintenanceTitle: 'Chat Under Maintenance',
  maintenanceNotice:
    'Our real-time chat feature is currently undergoing maintenance to improve performance. Please check back later.',
  maintenance: 'Chat is currently under maintenance. Please check back later.',
  // Fixed wording: the concierge chat panel.
  adminChat: 'Admin Chat',
  employerChat: 'Employer Chat',
  active: 'Active',
  today: 'Today',
  yesterday: 'Yesterday',
  enterHint: 'Press Enter to send, Shift+Enter for new line',
  conciergeChat: 'Concierge Chat',
  // Fixed wording: the inbox failed to load.
  fetchFailed: 'Failed to fetch messages',
  // Sending.
  empty: 'Message cannot be empty',
  tooLong: `Message must be at most ${CHAT_LIMITS.messageMax.toLocaleString('en-US')} characters`,
  contentInvalid: 'Message must be text',
  tooFast: 'You are sending messages too quickly. Please wait a moment and try again.',
  attachmentInvalid: 'Please attach a file you uploaded',
  // Threads.
  threadNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  attachmentMissing: 'This message has no attachment',
  recipientRequired: 'Please choose a candidate',
  recipientNotReachable: 'You can message candidates who applied to or were invited to one of your jobs',
  jobInvalid: "Please choose one of your company's jobs the candidate applied to or was invited to",
  noCompany: 'Your account has no company yet',
  employersStart: 'Employers start conversations; you can answer theirs',
  noConciergeChat: 'This job has no concierge chat',
  // Paging and reading.
  limitInvalid: 'limit must be a whole number from 1 to 100',
  cursorInvalid: 'This page link is no longer valid. Please start from the first page.',
  beforeAndAfter: 'Give either before or after, not both',
  messageIdInvalid: 'Please choose a message of this conversation',
  // Maintenance switch.
  enabledInvalid: 'enabled must be true or false',
  maintenanceOn: 'Chat is under maintenance',
  maintenanceOff: 'Chat is available',
  // The offline e-mail.
  emailSubject: (counterpart: string) => `New messages from ${counterpart} on Nestwork`,
  /** The notification of new messages in a thread (one unread per thread and recipient at a time). */
  newMessageNotification: (counterpart: string, jobTitle: string | null) =>
    `New message from ${counterpart}${jobTitle ? ` about ${jobTitle}` : ''}`,
} as const;

// ---------------------------------------------------------------- shapes

/** Who wrote a message: their name and, for the company's side, the company as the reader may see it. */
export interface ChatSender {
  id: string;
  name: string;
  type: ChatSenderType;
  /** The company of an employer ('Private Company' to seekers when the thread's job hides it); null for seekers and admins. */
  employer: { companyName: string } | null;
}

/** A message of a thread (the concierge panel's Chat message, with the socket event's fields). */
export interface ChatMessage {
  id: string;
  threadId: string;
  senderId: string;
  senderType: ChatSenderType;
  sender: ChatSender;
  /**
   * The user the message is addressed to: the seeker or the concierge when the company writes;
   * when they write, the employer who started the thread (any employer of the company may answer).
   */
  recipientId: string | null;
  /** The text, trimmed ('' for a file sent without words). */
  content: string;
  /** The same text, under the concierge panel's name for it. */
  message: string;
  messageType: ChatMessageType;
  fileName: string | null;
  fileSize: number | null;
  /** The API path of the file: GET it (members only) for a short-lived signed link (ChatAttachmentResponse); null without one. */
  fileUrl: string | null;
  createdAt: string;
  /** When the other side first read it; null while unread. */
  readAt: string | null;
}

/** One line of the inbox: the latest message of a thread. */
export interface InboxMessage {
  id: string;
  threadId: string;
  content: string;
  /** Read by the caller (always true for their own messages). */
  isRead: boolean;
  createdAt: string;
  sender: ChatSender;
  /** The job the thread is about; null for none. */
  application: { job: { id: string; title: string } } | null;
}

/** `GET /api/messages/inbox?limit=`: the latest message of each of the caller's threads, newest first. */
export interface InboxResponse {
  messages: InboxMessage[];
  /** Every message the caller has not read, in all their threads. */
  unreadCount: number;
}

/** The other side of a thread as the caller sees it. */
export interface ChatCounterpart {
  type: ChatSenderType;
  /** The seeker or the concierge; null when it is a company (any of its employers answers). */
  userId: string | null;
  /** The person's name, or the company's as the caller may see it. */
  name: string;
  companyName: string | null;
  /** A signed link to the picture or logo; null without one. */
  pictureUrl: string | null;
  /** Connected to chat right now (for a company, any employer of it who took part in the thread). */
  online: boolean;
}

/** A thread in the caller's list. */
export interface ChatThreadSummary {
  id: string;
  kind: ChatThreadKind;
  /** The job the thread is about (the concierge job for concierge threads); null for none. */
  job: { id: string; title: string } | null;
  counterpart: ChatCounterpart;
  /** The caller's own side. */
  viewerType: ChatSenderType;
  lastMessage: Pick<ChatMessage, 'id' | 'content' | 'messageType' | 'senderId' | 'senderType' | 'createdAt'> | null;
  /** Messages of the other side the caller has not read. */
  unreadCount: number;
  /** The latest message's time, or the thread's creation. */
  lastActivityAt: string;
  createdAt: string;
}

/** `GET /api/messages/threads`: newest activity first. */
export interface ChatThreadsPage {
  threads: ChatThreadSummary[];
  /** The cursor of the next page; null on the last. */
  nextCursor: string | null;
  /** Every unread message of the caller (the header badge). */
  unreadCount: number;
}

/** `POST /api/messages/threads` */
export interface StartThreadRequest {
  /** The seeker to write to. */
  recipientId: string;
  /** One of the company's jobs the seeker applied to or was invited to; by default the latest such job. */
  jobId?: string | null;
}

export interface StartThreadResponse {
  threadId: string;
  /** False when the company already had a thread with the seeker (that one is answered). */
  created: boolean;
}

/** `GET /api/messages/threads/{threadId}/messages` as sent. */
export interface ChatMessagesParams {
  /** Older messages than this one (the page above). */
  before?: string;
  /** Newer messages than this one (what a reconnecting client missed). */
  after?: string;
  limit?: string;
}

/** A page of a thread's messages, oldest first (newest last). */
export interface ChatMessagesPage {
  thread: ChatThreadSummary;
  messages: ChatMessage[];
  /** More messages lie beyond this page in its direction (older without `after`, newer with it). */
  hasMore: boolean;
}

/** `POST /api/messages/threads/{threadId}/messages` */
export interface SendMessageRequest {
  content: string;
  /** A ready upload of the sender's with purpose 'attachment' (pdf, doc, docx, txt, jpg, jpeg, png). */
  attachmentUploadId?: string | null;
}

export interface SendMessageResponse {
  message: ChatMessage;
}

/** `GET /api/messages/threads/{threadId}/messages/{messageId}/attachment`: the thread's members only. */
export interface ChatAttachmentResponse {
  /** A short-lived signed link: pictures and PDFs show in the browser, other files download, under the file's name. */
  downloadUrl: string;
}

/** `POST /api/messages/threads/{threadId}/read` */
export interface MarkReadRequest {
  /** The newest message the caller has seen: it and everything before it count as read. */
  upToMessageId: string;
}

export interface MarkReadResponse {
  threadId: string;
  upToMessageId: string;
  /** Unread messages left in this thread and in all of the caller's threads. */
  threadUnreadCount: number;
  unreadCount: number;
}

/** `GET /api/messages/concierge/{jobId}`: the concierge panel's Chat data and its thread. */
export interface ConciergeChat {
  threadId: string;
  jobId: string;
  jobTitle: string;
  companyName: string;
  companyLogoUrl: string | null;
  /** 'active' while the job has its concierge. */
  status: 'active';
  adminId: string;
  conciergeName: string;
  /** The employer who posted the job, or another of the company's. */
  employerName: string;
  /** The caller's side: 'admin' shows 'Admin Chat', 'employer' shows 'Employer Chat'. */
  viewerType: 'admin' | 'employer';
}

/** `GET /api/messages/maintenance` and the answer of `PUT /api/admin/chat/maintenance`. */
export interface ChatMaintenanceState {
  enabled: boolean;
  /** When it was last switched; null if never. */
  changedAt: string | null;
}

/** `PUT /api/admin/chat/maintenance` */
export interface ChatMaintenanceRequest {
  enabled: boolean;
}

// ---------------------------------------------------------------- the socket

/**
 * Where the Socket.IO server listens, on the site's own origin (not under /api). The handshake must
 * carry the site's Origin, or for a polling handshake (a same-origin GET, sent without one) its
 * Referer, which the site's Referrer-Policy keeps for same-origin requests.
 */
export const CHAT_SOCKET_PATH = '/socket.io';

/**
 * Socket events. Server to client:
 *   new_message       NewMessageEvent, to everyone who joined the thread (join_thread)
 *   message_received  MessageReceivedEvent, to each recipient's own sockets (inbox and badges)
 *   messages_read     MessagesReadEvent, to the thread's room and the reader's sockets (read receipts)
 *   user_online       PresenceEvent, to the people who share a thread with the user
 *   user_offline      PresenceEvent, likewise, once the user's last connection is gone
 *   chat_maintenance  ChatMaintenanceState, to everyone when an admin switches it
 * Client to server, each answered through the acknowledgement (JoinThreadAck):
 *   join_thread       {threadId}: members only
 *   leave_thread      {threadId}
 * A client that reconnects without its state recovered joins its threads again and fetches what it
 * missed with `after` = the id of the last message it has.
 */
export const CHAT_SOCKET_EVENTS = {
  newMessage: 'new_message',
  messageReceived: 'message_received',
  messagesRead: 'messages_read',
  userOnline: 'user_online',
  userOffline: 'user_offline',
  maintenance: 'chat_maintenance',
  joinThread: 'join_thread',
  leaveThread: 'leave_thread',
} as const;

export interface NewMessageEvent {
  threadId: string;
  message: ChatMessage;
}

export interface MessageReceivedEvent {
  threadId: string;
  messageId: string;
  senderId: string;
  senderType: ChatSenderType;
  createdAt: string;
}

export interface MessagesReadEvent {
  threadId: string;
  readerId: string;
  readerType: ChatSenderType;
  upToMessageId: string;
  readAt: string;
}

export interface PresenceEvent {
  userId: string;
  at: string;
}

export interface JoinThreadRequest {
  threadId: string;
}

export type JoinThreadAck = { ok: true } | { ok: false; error: string; code: string };

/**
 * The handshake's `auth` while an admin impersonates (browsers cannot set headers on a WebSocket):
 * the same three values as the impersonation headers, under the query parameters' names.
 */
export interface ChatSocketAuth {
  impersonatedUserId?: string;
  impersonatedUserRole?: Role;
  adminId?: string;
}

// ---------------------------------------------------------------- readers and rules

/** The text of a message as stored: trimmed. */
export function chatMessageText(content: unknown): string {
  return typeof content === 'string' ? content.trim() : '';
}

/** Field errors of a message: text (may be empty only with an attachment), not too long, no hidden control characters. */
export function validateChatMessage(input: { content?: unknown; attachmentUploadId?: unknown }): FieldErrors {
  const errors: FieldErrors = {};
  const hasAttachment = typeof input.attachmentUploadId === 'string' && input.attachmentUploadId.trim() !== '';
  if (input.attachmentUploadId !== undefined && input.attachmentUploadId !== null && !hasAttachment)
    errors.attachmentUploadId = [CHAT_MESSAGES.attachmentInvalid];
  const content = input.content ?? '';
  if (typeof content !== 'string') errors.content = [CHAT_MESSAGES.contentInvalid];
  else if (hasForbiddenCharacters(content, true)) errors.content = [CHAT_MESSAGES.contentInvalid];
  else if (isBlankText(content) && !hasAttachment) errors.content = [CHAT_MESSAGES.empty];
  else if (content.trim().length > CHAT_LIMITS.messageMax) errors.content = [CHAT_MESSAGES.tooLong];
  return errors;
}

/** Field errors of a thread start: a recipient, and a job id only when given. */
export function validateStartThread(input: { recipientId?: unknown; jobId?: unknown }): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof input.recipientId !== 'string' || input.recipientId.trim() === '')
    errors.recipientId = [CHAT_MESSAGES.recipientRequired];
  if (input.jobId !== undefined && input.jobId !== null && typeof input.jobId !== 'string')
    errors.jobId = [CHAT_MESSAGES.jobInvalid];
  return errors;
}

/** A `limit` parameter: absent gives `fallback`; otherwise a whole number from 1 to `max`. */
export function readChatLimit(value: unknown, fallback: number, max: number): { limit: number; error: string | null } {
  if (value === undefined || value === null || value === '') return { limit: fallback, error: null };
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (!/^\d{1,4}$/.test(text)) return { limit: fallback, error: CHAT_MESSAGES.limitInvalid };
  const limit = Number(text);
  return limit >= 1 && limit <= max ? { limit, error: null } : { limit: fallback, error: CHAT_MESSAGES.limitInvalid };
}

/** `GET .../messages` as read: at most one of before and after (message ids), and the page size. */
export function readChatMessagesQuery(params: Record<string, unknown>): {
  query: { before: string | null; after: string | null; limit: number };
  errors: FieldErrors;
} {
  const errors: FieldErrors = {};
  const id = (name: 'before' | 'after'): string | null => {
    const value = params[name];
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' || !UUID.test(value.trim())) {
      errors[name] = [CHAT_MESSAGES.messageIdInvalid];
      return null;
    }
    return value.trim().toLowerCase();
  };
  const before = id('before');
  const after = id('after');
  if (before !== null && after !== null) errors.after = [CHAT_MESSAGES.beforeAndAfter];
  const { limit, error } = readChatLimit(params.limit, CHAT_LIMITS.messagesDefault, CHAT_LIMITS.messagesMax);
  if (error) errors.limit = [error];
  return { query: { before, after, limit }, errors };
}

/** The maintenance switch's body: `enabled` must be a boolean. */
export function validateChatMaintenance(input: { enabled?: unknown }): FieldErrors {
  return typeof input.enabled === 'boolean' ? {} : { enabled: [CHAT_MESSAGES.enabledInvalid] };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ---------------------------------------------------------------- display rules

/** An unread count as a badge shows it: '99+' above 99, nothing for none. */
export function chatBadgeLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > CHAT_LIMITS.badgeMax ? `${CHAT_LIMITS.badgeMax}+` : String(Math.floor(count));
}

/** A concierge panel's title: a job title of the form 'Chat' followed by digits shows as 'Concierge Chat'. */
export function conciergeChatTitle(jobTitle: string): string {
  return /^Chat\d+$/.test(jobTitle.trim()) ? CHAT_MESSAGES.conciergeChat : jobTitle;
}

/**
 * Where a thread opens in the site, for each side (links in e-mails): the inbox pages with the
 * thread's id, the employer's inbox with the concierge job's panel, the admin concierge list with it.
 */
export function chatPagePath(
  side: ChatSenderType,
  thread: { id: string; kind: ChatThreadKind; jobId: string | null },
): string {
  if (side === 'seeker') return `/seeker/messages?threadId=${thread.id}`;
  if (thread.kind === 'concierge' && thread.jobId !== null)
    return side === 'admin'
      ? `/admin/concierge?jobId=${thread.jobId}`
      : `/employer/messages?conciergeJobId=${thread.jobId}`;
  return `/employer/messages?threadId=${thread.id}`;
}

/** The API path of a message's attachment (answers members a signed link). */
export function chatAttachmentPath(threadId: string, messageId: string): string {
  return `/api/messages/threads/${threadId}/messages/${messageId}/attachment`;
}
