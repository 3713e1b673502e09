import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import {
  type ChatMaintenanceRequest,
  type ChatMaintenanceState,
  validateChatMaintenance,
} from '@marketplace/contracts';
import type { Actor } from '../../core/auth/actor';
import { Clock } from '../../core/clock/clock';
import { assertValid } from '../../core/errors/assert-valid';
import { ChatError } from './chat.errors';
import { ChatRepository } from './chat.repository';
import { ChatRealtime } from './realtime/chat-realtime.service';

/** The body of a switch, as sent (types unchecked). */
export type ChatMaintenanceBody = Partial<Record<keyof ChatMaintenanceRequest, unknown>>;

/**
 * The maintenance switch: admins put chat under maintenance at run time and take it out again.
 * Each switch is a row (who, when): the newest is the state, read from PostgreSQL on every send so
 * every API instance sees it at once; the rows are its audit trail. Connected clients are told.
 */
@Injectable()
export class ChatMaintenanceService {
  private readonly logger = new Logger(ChatMaintenanceService.name);

  constructor(
    private readonly chat: ChatRepository,
    private readonly clock: Clock,
    private readonly realtime: ChatRealtime,
  ) {}

  async state(): Promise<ChatMaintenanceState> {
    const latest = await this.chat.latestMaintenance();
    return { enabled: latest?.enabled ?? false, changedAt: latest ? latest.changedAt.toISOString() : null };
  }

  /** Refuses with 503 and CHAT_MESSAGES.maintenance while chat is under maintenance. */
  async assertAvailable(): Promise<void> {
    if ((await this.chat.latestMaintenance())?.enabled) throw ChatError.because('underMaintenance');
  }

  /** Switches it (admins acting as themselves only); switching to the state it is in records nothing. */
  async set(actor: Actor, body: ChatMaintenanceBody): Promise<ChatMaintenanceState> {
    if (actor.user.role !== 'admin' || actor.impersonation) throw ChatError.because('adminsOnly');
    assertValid(validateChatMaintenance(body));
    const enabled = body.enabled as boolean;
    const latest = await this.chat.latestMaintenance();
    if ((latest?.enabled ?? false) === enabled) return this.state();
    const changedAt = this.clock.now();
    await this.chat.insertMaintenanceChange({ id: randomUUID(), enabled, changedById: actor.realUser.id, changedAt });
    this.logger.log(
      { enabled, adminId: actor.realUser.id },
      enabled ? 'An admin put chat under maintenance' : 'An admin took chat out of maintenance',
    );
    const state = { enabled, changedAt: changedAt.toISOString() };
    this.realtime.safely('chat maintenance', () => this.realtime.maintenance(state));
    return state;
  }
}
