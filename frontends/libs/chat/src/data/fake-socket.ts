import { CHAT_SOCKET_EVENTS, type ChatSocketAuth, type JoinThreadAck } from '@marketplace/contracts';
import type { ChatSocketFactory, ChatSocketLike } from './socket';

type AnyListener = (...args: unknown[]) => void;

/**
 * A Socket.IO client stand-in for tests: records what the page emits, answers join_thread through
 * its acknowledgement, and lets the test play the server (`serverEmit`, `dropAndReconnect`).
 */
export class FakeChatSocket implements ChatSocketLike {
  connected = false;
  recovered = false;
  readonly emitted: { event: string; payload: unknown }[] = [];
  /** How the fake server answers join_thread. */
  joinAnswer: (threadId: string) => JoinThreadAck = () => ({ ok: true });
  private readonly listeners = new Map<string, Set<AnyListener>>();

  constructor(readonly auth: () => ChatSocketAuth = () => ({})) {}

  on(event: string, listener: (...args: never[]) => void): this {
    const set = this.listeners.get(event) ?? new Set<AnyListener>();
    set.add(listener as unknown as AnyListener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: (...args: never[]) => void): this {
    this.listeners.get(event)?.delete(listener as unknown as AnyListener);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.emitted.push({ event, payload: args[0] });
    const ack = args.at(-1);
    if (event === CHAT_SOCKET_EVENTS.joinThread && typeof ack === 'function') {
      const { threadId } = args[0] as { threadId: string };
      (ack as (answer: JoinThreadAck) => void)(this.joinAnswer(threadId));
    }
    return this;
  }

  connect(): this {
    this.connected = true;
    this.fire('connect');
    return this;
  }

  disconnect(): this {
    this.connected = false;
    this.fire('disconnect', 'io client disconnect');
    return this;
  }

  /** The server sends an event to this client. */
  serverEmit(event: string, payload: unknown): void {
    this.fire(event, payload);
  }

  /** The connection drops and comes back, with or without its state recovered. */
  dropAndReconnect({ recovered }: { recovered: boolean }): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
    this.recovered = recovered;
    this.connect();
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  /** The thread ids joined (in order), for assertions. */
  joins(): string[] {
    return this.emitted
      .filter((entry) => entry.event === CHAT_SOCKET_EVENTS.joinThread)
      .map((entry) => (entry.payload as { threadId: string }).threadId);
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

/** A factory whose sockets connect at once (as io() does), keeping each one for the test. */
export function fakeSocketFactory(): { factory: ChatSocketFactory; sockets: FakeChatSocket[] } {
  const sockets: FakeChatSocket[] = [];
  const factory: ChatSocketFactory = ({ auth }) => {
    const socket = new FakeChatSocket(auth);
    sockets.push(socket);
    queueMicrotask(() => socket.connect());
    return socket;
  };
  return { factory, sockets };
}
