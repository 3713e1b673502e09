import { api } from '@marketplace/api-client';
import type {
  ChatAttachmentResponse,
  ChatMaintenanceState,
  ChatMessagesPage,
  ChatThreadsPage,
  ConciergeChat,
  InboxResponse,
  MarkReadResponse,
  SendMessageRequest,
  SendMessageResponse,
  StartThreadRequest,
  StartThreadResponse,
} from '@marketplace/contracts';

/** Typed calls of every chat route of the contract (backend/contracts/src/chat.ts). */

const THREADS = '/api/messages/threads';
const threadPath = (threadId: string) => `${THREADS}/${encodeURIComponent(threadId)}`;

export interface CallOptions {
  signal?: AbortSignal;
}

/** `GET /api/messages/inbox?limit=`: the latest message of each thread, and every unread message counted. */
export function fetchInbox(limit?: number, options: CallOptions = {}): Promise<InboxResponse> {
  return api.get<InboxResponse>('/api/messages/inbox', { query: { limit }, signal: options.signal });
}

/** `GET /api/messages/threads?limit=&cursor=`: the caller's threads, newest activity first. */
export function fetchThreads(
  params: { limit?: number; cursor?: string | null } = {},
  options: CallOptions = {},
): Promise<ChatThreadsPage> {
  return api.get<ChatThreadsPage>(THREADS, {
    query: { limit: params.limit, cursor: params.cursor },
    signal: options.signal,
  });
}

/** `POST /api/messages/threads {recipientId, jobId?}` (employers): the thread with the seeker, new or existing. */
export function startThread(body: StartThreadRequest): Promise<StartThreadResponse> {
  return api.post<StartThreadResponse>(THREADS, body);
}

/** Which page of a thread: older than `before`, newer than `after` (never both), or the newest. */
export interface MessagesPageParams {
  before?: string | null;
  after?: string | null;
  limit?: number;
}

/** `GET /api/messages/threads/{threadId}/messages?before=|after=&limit=`: a page, oldest first. */
export function fetchMessages(
  threadId: string,
  params: MessagesPageParams = {},
  options: CallOptions = {},
): Promise<ChatMessagesPage> {
  return api.get<ChatMessagesPage>(`${threadPath(threadId)}/messages`, {
    query: { before: params.before, after: params.after, limit: params.limit },
    signal: options.signal,
  });
}

/** `POST /api/messages/threads/{threadId}/messages {content, attachmentUploadId?}` */
export function postMessage(threadId: string, body: SendMessageRequest): Promise<SendMessageResponse> {
  return api.post<SendMessageResponse>(`${threadPath(threadId)}/messages`, body);
}

/** `POST /api/messages/threads/{threadId}/read {upToMessageId}` */
export function postRead(threadId: string, upToMessageId: string): Promise<MarkReadResponse> {
  return api.post<MarkReadResponse>(`${threadPath(threadId)}/read`, { upToMessageId });
}

/** `GET .../messages/{messageId}/attachment`: a short-lived signed link to a message's file. */
export function fetchAttachmentLink(threadId: string, messageId: string): Promise<ChatAttachmentResponse> {
  return api.get<ChatAttachmentResponse>(
    `${threadPath(threadId)}/messages/${encodeURIComponent(messageId)}/attachment`,
  );
}

/** `GET /api/messages/concierge/{jobId}`: the concierge panel's data and thread. */
export function fetchConciergeChat(jobId: string, options: CallOptions = {}): Promise<ConciergeChat> {
  return api.get<ConciergeChat>(`/api/messages/concierge/${encodeURIComponent(jobId)}`, { signal: options.signal });
}

/** `GET /api/messages/maintenance` */
export function fetchMaintenance(options: CallOptions = {}): Promise<ChatMaintenanceState> {
  return api.get<ChatMaintenanceState>('/api/messages/maintenance', { signal: options.signal });
}

/** `PUT /api/admin/chat/maintenance {enabled}` (admins). */
export function putMaintenance(enabled: boolean): Promise<ChatMaintenanceState> {
  return api.put<ChatMaintenanceState>('/api/admin/chat/maintenance', { enabled });
}
