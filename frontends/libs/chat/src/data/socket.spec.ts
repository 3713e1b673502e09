import { CHAT_SOCKET_EVENTS } from '@marketplace/contracts';
import { FakeChatSocket } from './fake-socket';
import {
  CHAT_CONNECTION_GRACE_MS,
  ChatConnection,
  acquireChatConnection,
  releaseChatConnection,
  setChatSocketFactory,
  type ChatIdentity,
} from './socket';

const employer: ChatIdentity = { userId: 'employer-1', auth: {} };

function connectionWithFake(identity: ChatIdentity = employer) {
  let socket!: FakeChatSocket;
  const connection = new ChatConnection(identity, ({ auth }) => (socket = new FakeChatSocket(auth)));
  return { connection, socket };
}

afterEach(() => setChatSocketFactory(null));

describe('ChatConnection', () => {
  it('joins a followed thread once connected, and again after a reconnect the server did not recover', () => {
    const { connection, socket } = connectionWithFake();
    const joined: string[] = [];
    const reconnects = jest.fn();
    connection.onThreadJoined((threadId) => joined.push(threadId));
    connection.onReconnect(reconnects);

    connection.followThread('thread-a');
    expect(socket.joins()).toEqual([]); // not connected yet

    socket.connect();
    expect(socket.joins()).toEqual(['thread-a']);
    expect(joined).toEqual(['thread-a']);
    expect(reconnects).not.toHaveBeenCalled(); // the first connection is no reconnect

    socket.dropAndReconnect({ recovered: false });
    expect(socket.joins()).toEqual(['thread-a', 'thread-a']);
    expect(joined).toEqual(['thread-a', 'thread-a']);
    expect(reconnects).toHaveBeenCalledTimes(1);
  });

  it('leaves the rooms alone when the server recovered the connection state', () => {
    const { connection, socket } = connectionWithFake();
    const reconnects = jest.fn();
    connection.onReconnect(reconnects);
    socket.connect();
    connection.followThread('thread-a');
    socket.dropAndReconnect({ recovered: true });
    expect(socket.joins()).toEqual(['thread-a']);
    expect(reconnects).not.toHaveBeenCalled();
  });

  it('does not report a refused join', () => {
    const { connection, socket } = connectionWithFake();
    socket.joinAnswer = () => ({ ok: false, error: 'Conversation not found', code: 'CHAT_THREAD_NOT_FOUND' });
    const joined = jest.fn();
    connection.onThreadJoined(joined);
    socket.connect();
    connection.followThread('someone-elses');
    expect(socket.joins()).toEqual(['someone-elses']);
    expect(joined).not.toHaveBeenCalled();
  });

  it('leaves a thread when its last follower stops following it', () => {
    const { connection, socket } = connectionWithFake();
    socket.connect();
    const first = connection.followThread('thread-a');
    const second = connection.followThread('thread-a');
    expect(socket.joins()).toEqual(['thread-a']);
    first();
    first(); // twice is once
    expect(socket.emitted.filter((e) => e.event === CHAT_SOCKET_EVENTS.leaveThread)).toEqual([]);
    second();
    expect(socket.emitted.filter((e) => e.event === CHAT_SOCKET_EVENTS.leaveThread)).toEqual([
      { event: CHAT_SOCKET_EVENTS.leaveThread, payload: { threadId: 'thread-a' } },
    ]);
    expect(connection.followedThreads()).toEqual([]);
  });

  it('hands the impersonation claim to the socket as its auth', () => {
    const claim = { impersonatedUserId: 'seeker-9', impersonatedUserRole: 'seeker' as const, adminId: 'admin-1' };
    const { socket } = connectionWithFake({ userId: 'admin-1', auth: claim });
    expect(socket.auth()).toEqual(claim);
  });
});

describe('the page connection', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is one socket for every user of the same identity, closed a moment after the last one leaves', () => {
    const sockets: FakeChatSocket[] = [];
    setChatSocketFactory(({ auth }) => {
      const socket = new FakeChatSocket(auth);
      sockets.push(socket);
      return socket;
    });
    const a = acquireChatConnection(employer);
    const b = acquireChatConnection({ userId: 'employer-1', auth: {} });
    expect(a).toBe(b);
    expect(sockets).toHaveLength(1);
    sockets[0].connect();

    releaseChatConnection(a);
    releaseChatConnection(b);
    expect(sockets[0].connected).toBe(true);
    // Coming back within the grace period keeps the socket.
    const c = acquireChatConnection(employer);
    jest.advanceTimersByTime(CHAT_CONNECTION_GRACE_MS * 2);
    expect(c).toBe(a);
    expect(sockets[0].connected).toBe(true);

    releaseChatConnection(c);
    jest.advanceTimersByTime(CHAT_CONNECTION_GRACE_MS);
    expect(sockets[0].connected).toBe(false);
  });

  it('is made again for another identity (impersonation started)', () => {
    const sockets: FakeChatSocket[] = [];
    setChatSocketFactory(({ auth }) => {
      const socket = new FakeChatSocket(auth);
      sockets.push(socket);
      socket.connect();
      return socket;
    });
    const admin = acquireChatConnection({ userId: 'admin-1', auth: {} });
    const acting = acquireChatConnection({
      userId: 'admin-1',
      auth: { impersonatedUserId: 'seeker-9', impersonatedUserRole: 'seeker', adminId: 'admin-1' },
    });
    expect(acting).not.toBe(admin);
    expect(sockets[0].connected).toBe(false);
    expect(sockets[1].auth()).toMatchObject({ impersonatedUserId: 'seeker-9' });
  });

  it('is shared with another copy of this lib on the page (the shell badge and a remote each bundle one)', () => {
    const sockets: FakeChatSocket[] = [];
    setChatSocketFactory(({ auth }) => {
      const socket = new FakeChatSocket(auth);
      sockets.push(socket);
      return socket;
    });
    let otherCopy!: typeof import('./socket');
    jest.isolateModules(() => {
      otherCopy = jest.requireActual<typeof import('./socket')>('./socket');
    });
    expect(otherCopy.acquireChatConnection).not.toBe(acquireChatConnection);
    const mine = acquireChatConnection(employer);
    const theirs = otherCopy.acquireChatConnection({ userId: 'employer-1', auth: {} });
    expect(theirs).toBe(mine);
    expect(sockets).toHaveLength(1);
  });
});
