import { CHAT_SOCKET_PATH } from '@marketplace/contracts';
import { io, type Socket } from 'socket.io-client';
import type { HttpSession } from './http-session';

/** How long a test waits for a live event before it fails: events arrive within milliseconds when they arrive at all. */
export const LIVE_EVENT_TIMEOUT_MS = 5_000;

/**
 * The site's sockets a suite opens, closed together after each test. A socket is opened as the
 * browser opens it: on the API the session talks to, WebSocket only, with the session's cookies and
 * the site's Origin; without reconnection, so a socket the server closes stays closed.
 */
export class LiveSockets {
  private readonly open: Socket[] = [];

  /** Resolves once connected; rejects with the server's refusal (connect_error). */
  connect(session: HttpSession): Promise<Socket> {
    const socket = io(session.baseUrl, {
      path: CHAT_SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: {
        origin: session.origin,
        cookie: [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    this.open.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  closeAll(): void {
    for (const socket of this.open.splice(0)) socket.disconnect();
  }
}

/** The next `event` the socket hears (its payload); rejects when none comes within the timeout. */
export function nextEvent<T>(socket: Socket, event: string, timeoutMs = LIVE_EVENT_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const heard = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event, heard);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once(event, heard);
  });
}

/**
 * Every `event` a socket hears from now on, in order: a test waits for as many as it caused, then
 * compares the whole list, so a duplicate or a stray event shows without sleeping to look for one.
 */
export class EventLog<T> {
  readonly received: T[] = [];
  private readonly waiting = new Set<{ count: number; done: () => void }>();

  constructor(socket: Socket, event: string) {
    socket.on(event, (payload: T) => {
      this.received.push(payload);
      for (const waiter of this.waiting) if (this.received.length >= waiter.count) waiter.done();
    });
  }

  /** Resolves with what was heard once at least `count` events were; rejects after the timeout. */
  atLeast(count: number, timeoutMs = LIVE_EVENT_TIMEOUT_MS): Promise<T[]> {
    if (this.received.length >= count) return Promise.resolve([...this.received]);
    return new Promise<T[]>((resolve, reject) => {
      const waiter = {
        count,
        done: () => {
          clearTimeout(timer);
          this.waiting.delete(waiter);
          resolve([...this.received]);
        },
      };
      const timer = setTimeout(() => {
        this.waiting.delete(waiter);
        reject(new Error(`heard ${this.received.length} of ${count} events within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.add(waiter);
    });
  }
}
