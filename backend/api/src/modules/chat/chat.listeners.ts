import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../core/events/domain-events';
import { ACCOUNT_EVENTS, type AccountDeleted, type SessionsEnded, type UserSignedOut } from '../accounts';
import { BILLING_EVENTS, type ConciergeAssigned } from '../billing';
import { ChatService } from './chat.service';
import { ChatRealtime } from './realtime/chat-realtime.service';

/**
 * What chat does when other modules change things: a concierge assigned or handed over gets (or
 * takes over) the job's concierge thread; a session signed out or otherwise ended, or an account
 * deleted, loses its live sockets. Failures are logged by DomainEvents; the concierge thread is also made on first use.
 */
@Injectable()
export class ChatListeners {
  constructor(
    private readonly chat: ChatService,
    private readonly realtime: ChatRealtime,
  ) {}

  @OnDomainEvent<ConciergeAssigned>(BILLING_EVENTS.conciergeAssigned)
  async moveConciergeThread({ jobId, adminId }: ConciergeAssigned): Promise<void> {
    await this.chat.placeConcierge(jobId, adminId);
  }

  @OnDomainEvent<UserSignedOut>(ACCOUNT_EVENTS.signedOut)
  closeSessionSockets({ sessionId }: UserSignedOut): void {
    this.realtime.safely('a sign-out', () => this.realtime.endSessions([sessionId]));
  }

  @OnDomainEvent<SessionsEnded>(ACCOUNT_EVENTS.sessionsEnded)
  closeEndedSessionsSockets({ sessionIds }: SessionsEnded): void {
    this.realtime.safely('ended sessions', () => this.realtime.endSessions(sessionIds));
  }

  @OnDomainEvent<AccountDeleted>(ACCOUNT_EVENTS.accountDeleted)
  closeUserSockets({ userId }: AccountDeleted): void {
    this.realtime.safely('a deleted account', () => this.realtime.endUser(userId));
  }
}
