import { Injectable, Logger } from '@nestjs/common';
import {
  CHAT_SOCKET_EVENTS,
  type ChatMaintenanceState,
  type MessageReceivedEvent,
  type MessagesReadEvent,
  type NewMessageEvent,
  type PresenceEvent,
} from '@marketplace/contracts';
import type { Server } from 'socket.io';
import { chatRooms } from './chat-rooms';

/** The rooms a thread's news goes to besides its own: each recipient's sockets. */
export interface RecipientRooms {
  userIds: readonly string[];
  companyIds: readonly string[];
}

function roomsOf(recipients: RecipientRooms): string[] {
  return [...recipients.userIds.map(chatRooms.user), ...recipients.companyIds.map(chatRooms.company)];
}

/**
 * What chat tells connected clients. Rooms span every API instance (the Redis streams adapter), so
 * an emit here reaches sockets on any of them. Called only after what it tells of is committed. In a
 * process without the socket server (the worker) it does nothing.
 */
@Injectable()
export class ChatRealtime {
  private readonly logger = new Logger(ChatRealtime.name);
  private server: Server | null = null;

  /** The gateway hands over its server once it is initialised. */
  attach(server: Server): void {
    this.server = server;
  }

  get attached(): boolean {
    return this.server !== null;
  }

  /** new_message to the thread's viewers; message_received to each recipient's sockets (but the sender's own). */
  newMessage(event: NewMessageEvent, recipients: RecipientRooms): void {
    const server = this.server;
    if (!server) return;
    server.to(chatRooms.thread(event.threadId)).emit(CHAT_SOCKET_EVENTS.newMessage, event);
    const rooms = roomsOf(recipients);
    if (rooms.length === 0) return;
    const received: MessageReceivedEvent = {
      threadId: event.threadId,
      messageId: event.message.id,
      senderId: event.message.senderId,
      senderType: event.message.senderType,
      createdAt: event.message.createdAt,
    };
    server.to(rooms).except(chatRooms.user(event.message.senderId)).emit(CHAT_SOCKET_EVENTS.messageReceived, received);
  }

  /** messages_read to the thread's viewers (read receipts) and the reader's other sockets (their badges). */
  messagesRead(event: MessagesReadEvent): void {
    this.server
      ?.to([chatRooms.thread(event.threadId), chatRooms.user(event.readerId)])
      .emit(CHAT_SOCKET_EVENTS.messagesRead, event);
  }

  /** user_online or user_offline to the people who share a thread with the user. */
  presence(online: boolean, event: PresenceEvent, audience: RecipientRooms): void {
    const rooms = roomsOf(audience);
    if (!this.server || rooms.length === 0) return;
    this.server
      .to(rooms)
      .except(chatRooms.user(event.userId))
      .emit(online ? CHAT_SOCKET_EVENTS.userOnline : CHAT_SOCKET_EVENTS.userOffline, event);
  }

  /** chat_maintenance to everyone connected. */
  maintenance(state: ChatMaintenanceState): void {
    this.server?.emit(CHAT_SOCKET_EVENTS.maintenance, state);
  }

  /** Takes these users' sockets out of a thread's room (a concierge who handed the job over). */
  leaveThread(userIds: readonly string[], threadId: string): void {
    if (!this.server || userIds.length === 0) return;
    this.server.in(userIds.map(chatRooms.user)).socketsLeave(chatRooms.thread(threadId));
  }

  /** Closes the sockets of sign-in sessions that ended (a sign-out, a credential change), on every instance. */
  endSessions(sessionIds: readonly string[]): void {
    if (!this.server || sessionIds.length === 0) return;
    this.server.in(sessionIds.map(chatRooms.session)).disconnectSockets(true);
  }

  /** Closes every socket of a user whose account went. */
  endUser(userId: string): void {
    this.server?.in(chatRooms.user(userId)).disconnectSockets(true);
  }

  /** Logs instead of throwing: telling clients is never worth failing what was already stored. */
  safely(what: string, work: () => void): void {
    try {
      work();
    } catch (error) {
      this.logger.error({ err: error }, `Could not tell connected clients: ${what}`);
    }
  }
}
