import { Module } from '@nestjs/common';
import { HandshakeAuthenticator } from '../../core/auth/socket-handshake';
import { registerQueue } from '../../infrastructure/queue/queue-registration';
import { AccountsModule } from '../accounts';
import { ConciergeDirectoryModule } from '../billing';
import { ImpersonationModule } from '../impersonation';
import { NotificationsModule } from '../notifications';
import { CompanyInvitationsModule } from '../talent';
import { StoredFilesModule } from '../uploads';
import { ChatMaintenanceService } from './chat-maintenance.service';
import { AdminChatController, ChatController } from './chat.controller';
import { ChatListeners } from './chat.listeners';
import { ChatProcessor } from './chat.processor';
import { CHAT_QUEUE } from './chat.queue';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';
import { ChatOfflineEmails } from './emails/offline-emails.service';
import { ChatNotifications } from './notify/chat-notifications.service';
import { ChatGateway } from './realtime/chat.gateway';
import { ChatPresence } from './realtime/chat-presence';
import { ChatRealtime } from './realtime/chat-realtime.service';

const chatQueue = registerQueue(CHAT_QUEUE);

/**
 * Chat (contracts: chat.ts): employer-seeker threads and the admin concierge threads, over HTTP
 * (ChatController) and Socket.IO (ChatGateway, authenticated by core/auth's HandshakeAuthenticator
 * through the session and impersonation ports of accounts and impersonation). Concierges come from
 * billing's ConciergeDirectory (and its assignment events), invitations from talent's
 * CompanyInvitations, attachments through the uploads module's StoredFiles port. A message's
 * notifications and offline e-mail are queued here and made by ChatWorkerModule (through the
 * notifications module's NotificationCenter and queue); reading a thread marks its notifications read.
 */
@Module({
  imports: [
    AccountsModule,
    ImpersonationModule,
    ConciergeDirectoryModule,
    CompanyInvitationsModule,
    NotificationsModule,
    StoredFilesModule,
    chatQueue,
  ],
  controllers: [ChatController, AdminChatController],
  providers: [
    ChatRepository,
    ChatService,
    ChatMaintenanceService,
    ChatRealtime,
    ChatPresence,
    ChatListeners,
    HandshakeAuthenticator,
    ChatGateway,
  ],
  exports: [ChatRepository, ChatPresence, chatQueue],
})
export class ChatModule {}

/** The worker's half: the message notifications and the offline e-mails. Only worker.ts imports it. */
@Module({
  imports: [ChatModule, NotificationsModule],
  providers: [ChatNotifications, ChatOfflineEmails, ChatProcessor],
})
export class ChatWorkerModule {}
