import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import {
  CHAT_SOCKET_EVENTS,
  CHAT_SOCKET_PATH,
  GENERIC_MESSAGES,
  HTTP_ERROR_CODES,
  type JoinThreadAck,
} from '@marketplace/contracts';
import type { Server, Socket } from 'socket.io';
import { AccessError } from '../../../core/auth/access.errors';
import type { Actor } from '../../../core/auth/actor';
import { HandshakeAuthenticator } from '../../../core/auth/socket-handshake';
import { Clock } from '../../../core/clock/clock';
import { RealtimeHub } from '../../../infrastructure/realtime/realtime-hub';
import { DomainError } from '../../../core/errors/domain-error';
import { ChatService, viewerOf } from '../chat.service';
import { ChatPresence, PRESENCE_HEARTBEAT_MS, type PresentUser } from './chat-presence';
import { ChatRealtime } from './chat-realtime.service';
import { chatRooms, type ChatSocketData } from './chat-rooms';

type ChatSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, ChatSocketData>;

/** The error a refused handshake or request reports to the client: the contract's message and a stable code. */
function refusal(error: unknown): { error: string; code: string } {
  if (error instanceof DomainError) return { error: error.message, code: error.code };
  return { error: GENERIC_MESSAGES.internal, code: HTTP_ERROR_CODES.internal };
}

/**
 * Chat's Socket.IO endpoint (CHAT_SOCKET_PATH, the contracts' CHAT_SOCKET_EVENTS). A handshake is
 * authenticated like an HTTP request (HandshakeAuthenticator: the site's origin, the session
 * cookie, an impersonation claim) and refused with `connect_error` otherwise. Each socket is in its
 * user's room, its sign-in session's and, for an employer, the company's; it joins a thread's room
 * when its user may read the thread. Rooms and connection state recovery span the API instances
 * (the Redis streams adapter, infrastructure/realtime). Each instance keeps its sockets' presence
 * alive in Redis and tells the people who share a thread when a user comes and goes.
 */
@WebSocketGateway({ path: CHAT_SOCKET_PATH })
export class ChatGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnApplicationShutdown {
  private readonly logger = new Logger(ChatGateway.name);
  private server: Server | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly handshakes: HandshakeAuthenticator,
    private readonly chat: ChatService,
    private readonly realtime: ChatRealtime,
    private readonly presence: ChatPresence,
    private readonly clock: Clock,
    private readonly hub: RealtimeHub,
  ) {}

  afterInit(server: Server): void {
    this.server = server;
    this.realtime.attach(server);
    this.hub.attach(server);
    server.use((socket, next) => {
      this.admit(socket as ChatSocket).then(
        () => next(),
        (error: unknown) => next(Object.assign(new Error(refusal(error).error), { data: refusal(error) })),
      );
    });
    this.heartbeat = setInterval(() => void this.renewPresence(), PRESENCE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  onApplicationShutdown(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  async handleConnection(socket: ChatSocket): Promise<void> {
    const data = socket.data;
    // A recovered connection has its rooms back already.
    if (!socket.recovered) {
      const rooms = [chatRooms.user(data.userId), chatRooms.session(data.sessionId)];
      if (data.companyId) rooms.push(chatRooms.company(data.companyId));
      await socket.join(rooms);
    }
    try {
      const user = { userId: data.userId, role: data.role, companyId: data.companyId };
      if (await this.presence.connected(user, socket.id)) await this.announce(user, true);
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not record a chat connection in the presence set');
    }
  }

  async handleDisconnect(socket: ChatSocket): Promise<void> {
    const data = socket.data;
    if (!data?.userId) return;
    try {
      if (await this.presence.disconnected(data.userId, socket.id)) await this.announce(data, false);
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not record a chat disconnection in the presence set');
    }
  }

  /** join_thread {threadId}: the thread's live events, for someone who may read it (checked as HTTP checks it). */
  @SubscribeMessage(CHAT_SOCKET_EVENTS.joinThread)
  async joinThread(@ConnectedSocket() socket: ChatSocket, @MessageBody() body: unknown): Promise<JoinThreadAck> {
    try {
      const actor = await this.currentActor(socket);
      const own = await this.chat.ownThread(actor, threadIdOf(body));
      await socket.join(chatRooms.thread(own.thread.id));
      return { ok: true };
    } catch (error) {
      return { ok: false, ...refusal(error) };
    }
  }

  /** leave_thread {threadId}: no more of its events. */
  @SubscribeMessage(CHAT_SOCKET_EVENTS.leaveThread)
  async leaveThread(@ConnectedSocket() socket: ChatSocket, @MessageBody() body: unknown): Promise<JoinThreadAck> {
    await socket.leave(chatRooms.thread(threadIdOf(body).toLowerCase()));
    return { ok: true };
  }

  /** Authenticates a handshake and keeps who it is in the socket's data (a recovered one is checked again, not audited again). */
  private async admit(socket: ChatSocket): Promise<void> {
    const actor = await this.handshakes.authenticate(
      { headers: socket.handshake.headers, auth: socket.handshake.auth as Record<string, unknown> },
      { audit: !socket.recovered },
    );
    const viewer = viewerOf(actor);
    socket.data = {
      userId: actor.user.id,
      role: viewer.side,
      companyId: viewer.companyId,
      sessionId: actor.session.id,
      adminId: actor.impersonation?.adminId ?? null,
    };
  }

  /** Who the socket acts as now: its handshake's credentials checked again (a session may have ended since). */
  private async currentActor(socket: ChatSocket): Promise<Actor> {
    const actor = await this.handshakes.actorOf({
      headers: socket.handshake.headers,
      auth: socket.handshake.auth as Record<string, unknown>,
    });
    // The same credentials cannot name someone else; should they, the socket is not theirs to use.
    if (actor.user.id !== socket.data.userId) throw AccessError.because('forbidden');
    return actor;
  }

  private async announce(data: PresentUser, online: boolean): Promise<void> {
    const audience = await this.chat.presenceAudience({
      userId: data.userId,
      side: data.role,
      companyId: data.companyId,
    });
    this.realtime.safely(online ? 'a user came online' : 'a user went offline', () =>
      this.realtime.presence(online, { userId: data.userId, at: this.clock.now().toISOString() }, audience),
    );
  }

  /**
   * Tells the counterparts of users whose connections all expired without a disconnect (their API
   * instance died) that they went offline: one instance announces each. The heartbeat calls it.
   */
  async announceGone(): Promise<number> {
    const gone = await this.presence.sweepGone();
    for (const user of gone) await this.announce(user, false);
    return gone.length;
  }

  /** Keeps this instance's sockets counted as online (their entries expire unless renewed), then announces who is gone. */
  private async renewPresence(): Promise<void> {
    const server = this.server;
    if (!server) return;
    const connections = [...server.of('/').sockets.values()].flatMap((socket) => {
      const data = socket.data as ChatSocketData | undefined;
      return data?.userId ? [{ userId: data.userId, socketId: socket.id }] : [];
    });
    try {
      await this.presence.renew(connections);
      await this.announceGone();
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not renew chat presence');
    }
  }
}

function threadIdOf(body: unknown): string {
  const threadId = body && typeof body === 'object' ? (body as { threadId?: unknown }).threadId : undefined;
  return typeof threadId === 'string' ? threadId.trim() : '';
}
