import { io } from 'socket.io-client';
import { CHAT_SOCKET_EVENTS, CHAT_SOCKET_PATH, type ChatSocketAuth, type JoinThreadAck } from '@marketplace/contracts';

/**
 * One Socket.IO connection per page, shared by every chat hook (this lib is a federation
 * singleton, so the shell's header badge and a remote's pages share it too). It knows which
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

let factory: ChatSocketFactory = defaultChatSocketFactory;
let current: { connection: ChatConnection; users: number; closeTimer: ReturnType<typeof setTimeout> | null } | null =
  null;

/** Replaces how sockets are made (tests); null restores Socket.IO. Closes the open connection. */
export function setChatSocketFactory(next: ChatSocketFactory | null): void {
  if (current) {
    if (current.closeTimer) clearTimeout(current.closeTimer);
    current.connection.close();
    current = null;
  }
  factory = next ?? defaultChatSocketFactory;
}

/** The page's connection for this identity (made, or made again for a new identity); release it when done. */
export function acquireChatConnection(identity: ChatIdentity): ChatConnection {
  const key = identityKey(identity);
  if (current && current.connection.key !== key) {
    if (current.closeTimer) clearTimeout(current.closeTimer);
    current.connection.close();
    current = null;
  }
  if (!current) current = { connection: new ChatConnection(identity, factory), users: 0, closeTimer: null };
  if (current.closeTimer) clearTimeout(current.closeTimer);
  current.closeTimer = null;
  current.users += 1;
  return current.connection;
}

export function releaseChatConnection(connection: ChatConnection): void {
  if (!current || current.connection !== connection) return;
  current.users -= 1;
  if (current.users > 0) return;
  const held = current;
  held.closeTimer = setTimeout(() => {
    if (current !== held || held.users > 0) return;
    held.connection.close();
    current = null;
  }, CHAT_CONNECTION_GRACE_MS);
}
