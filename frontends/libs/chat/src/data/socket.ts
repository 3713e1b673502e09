import { io } from 'socket.io-client';
import { CHAT_SOCKET_EVENTS, CHAT_SOCKET_PATH, type ChatSocketAuth, type JoinThreadAck } from '@marketplace/contracts';

/**
 * One Socket.IO connection per page, shared by every chat hook (of every copy of this lib on the
 * page: see pageState). It knows which
 * threads the page shows: it joins their rooms, joins them again after a reconnect whose state
 * the server did not recover, and tells the thread hooks so they fetch what they missed.
 */

/** What the connection needs of a Socket.IO client socket (tests pass a fake). */
export interface ChatSocketLike {
  readonly connected: boolean;
  /** True after a reconnect whose rooms and missed events the server restored. */
  readonly recovered?: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

/** Makes the socket; `auth` is read on every (re)connect (an impersonating admin's claim). */
export type ChatSocketFactory = (options: { auth: () => ChatSocketAuth }) => ChatSocketLike;

/** Who the page acts as: the connection is made again when this changes. */
export interface ChatIdentity {
  /** The signed-in user (the admin while impersonating). */
  userId: string;
  /** The impersonation claim, empty when nobody is impersonated. */
  auth: ChatSocketAuth;
}

export const defaultChatSocketFactory: ChatSocketFactory = ({ auth }) =>
  io({
    path: CHAT_SOCKET_PATH,
    withCredentials: true,
    auth: (send: (data: object) => void) => send(auth()),
  }) as unknown as ChatSocketLike;

type Listener = (payload: never) => void;

export class ChatConnection {
  readonly key: string;
  readonly socket: ChatSocketLike;
  private readonly threads = new Map<string, number>();
  private readonly joinedListeners = new Set<(threadId: string) => void>();
  private readonly reconnectListeners = new Set<() => void>();
  private connectedBefore = false;

  constructor(identity: ChatIdentity, factory: ChatSocketFactory) {
    this.key = identityKey(identity);
    this.socket = factory({ auth: () => identity.auth });
    this.socket.on('connect', this.onConnect);
  }

  private readonly onConnect = () => {
    const recovered = this.socket.recovered === true;
    if (!recovered) for (const threadId of this.threads.keys()) this.join(threadId);
    if (this.connectedBefore && !recovered) for (const listener of [...this.reconnectListeners]) listener();
    this.connectedBefore = true;
  };

  private join(threadId: string): void {
    this.socket.emit(CHAT_SOCKET_EVENTS.joinThread, { threadId }, (ack: JoinThreadAck | undefined) => {
      if (!ack?.ok || !this.threads.has(threadId)) return;
      for (const listener of [...this.joinedListeners]) listener(threadId);
    });
  }

  /** Listens to a server event; returns the function that stops listening. */
  on<T>(event: string, listener: (payload: T) => void): () => void {
    const wrapped = listener as unknown as Listener;
    this.socket.on(event, wrapped);
    return () => {
      this.socket.off(event, wrapped);
    };
  }

  /** Follows a thread's live events (joins its room); returns the function that stops following it. */
  followThread(threadId: string): () => void {
    const count = this.threads.get(threadId) ?? 0;
    this.threads.set(threadId, count + 1);
    if (count === 0 && this.socket.connected) this.join(threadId);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.threads.get(threadId) ?? 1) - 1;
      if (left > 0) return void this.threads.set(threadId, left);
      this.threads.delete(threadId);
      if (this.socket.connected) this.socket.emit(CHAT_SOCKET_EVENTS.leaveThread, { threadId });
    };
  }

  /** Told each time a followed thread's room is joined (again): fetch what may have come meanwhile. */
  onThreadJoined(listener: (threadId: string) => void): () => void {
    this.joinedListeners.add(listener);
    return () => void this.joinedListeners.delete(listener);
  }

  /** Told after a reconnect the server did not recover (events were missed: refetch). */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => void this.reconnectListeners.delete(listener);
  }

  followedThreads(): string[] {
    return [...this.threads.keys()];
  }

  close(): void {
    this.socket.off('connect', this.onConnect);
    this.socket.disconnect();
    this.joinedListeners.clear();
    this.reconnectListeners.clear();
    this.threads.clear();
  }
}

export function identityKey(identity: ChatIdentity): string {
  const { impersonatedUserId = '', impersonatedUserRole = '', adminId = '' } = identity.auth;
  return [identity.userId, impersonatedUserId, impersonatedUserRole, adminId].join('|');
}

/** How long an unused connection stays open, so that moving between chat screens keeps it. */
export const CHAT_CONNECTION_GRACE_MS = 2_000;

interface PageConnection {
  connection: ChatConnection;
  users: number;
  closeTimer: ReturnType<typeof setTimeout> | null;
}

/**
 * The page's connection lives on the window, not in this module: the shell's header badge and a
 * remote's chat screens each bundle their own copy of this lib (it is not a federation singleton,
 * which would add to every page's first load), and they must still share one socket.
 */
interface PageChatState {
  factory: ChatSocketFactory | null;
  current: PageConnection | null;
}

const PAGE_STATE_KEY = Symbol.for('nestwork.chat.page-connection');

function pageState(): PageChatState {
  const holder = globalThis as typeof globalThis & { [PAGE_STATE_KEY]?: PageChatState };
  return (holder[PAGE_STATE_KEY] ??= { factory: null, current: null });
}

function closeCurrent(state: PageChatState): void {
  if (!state.current) return;
  if (state.current.closeTimer) clearTimeout(state.current.closeTimer);
  state.current.connection.close();
  state.current = null;
}

/** Replaces how sockets are made (tests); null restores Socket.IO. Closes the open connection. */
export function setChatSocketFactory(next: ChatSocketFactory | null): void {
  const state = pageState();
  closeCurrent(state);
  state.factory = next;
}

/** The page's connection for this identity (made, or made again for a new identity); release it when done. */
export function acquireChatConnection(identity: ChatIdentity): ChatConnection {
  const state = pageState();
  if (state.current && state.current.connection.key !== identityKey(identity)) closeCurrent(state);
  if (!state.current) {
    const connection = new ChatConnection(identity, state.factory ?? defaultChatSocketFactory);
    state.current = { connection, users: 0, closeTimer: null };
  }
  const current = state.current;
  if (current.closeTimer) clearTimeout(current.closeTimer);
  current.closeTimer = null;
  current.users += 1;
  return current.connection;
}

export function releaseChatConnection(connection: ChatConnection): void {
  const state = pageState();
  const held = state.current;
  if (!held || held.connection !== connection) return;
  held.users -= 1;
  if (held.users > 0) return;
  held.closeTimer = setTimeout(() => {
    if (state.current !== held || held.users > 0) return;
    closeCurrent(state);
  }, CHAT_CONNECTION_GRACE_MS);
}
