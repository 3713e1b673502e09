import { Inject, Injectable } from '@nestjs/common';
import {
  NOTIFICATION_CENTER_MESSAGES,
  NOTIFICATION_LIMITS,
  type NotificationPreferences as NotificationPreferencesShape,
  type NotificationPreferencesInput,
  type NotificationsPage,
  type Role,
  type UnreadCountResponse,
  validateNotificationIds,
} from '@marketplace/contracts';
import { AccessError } from '../../../core/auth/access.errors';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import { assertValid, invalidField } from '../../../core/errors/assert-valid';
import { NOTIFICATION_RECIPIENTS, type NotificationRecipients } from '../notification-recipients.port';
import { NotificationPreferences, type PreferencesOwner } from '../preferences/notification-preferences.service';
import { NotificationCenter } from './notification-center.service';
import { decodeNotificationCursor, encodeNotificationCursor, toNotificationItem } from './notifications.mapper';
import { NotificationsRepository } from './notifications.repository';

/**
 * A person's own notifications and preferences: the bell's list and count, marking read and seen,
 * and the settings page. Everything is the caller's own (an impersonating admin acts as the user):
 * ids of other people's notifications change nothing.
 */
@Injectable()
export class NotificationInbox {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly preferences: NotificationPreferences,
    private readonly center: NotificationCenter,
    @Inject(NOTIFICATION_RECIPIENTS) private readonly recipients: NotificationRecipients,
    private readonly clock: Clock,
  ) {}

  async page(actor: Actor, cursor: string | undefined): Promise<NotificationsPage> {
    const userId = this.own(actor).userId;
    const after = cursor ? decodeNotificationCursor(cursor) : null;
    if (cursor && !after) throw invalidField('cursor', NOTIFICATION_CENTER_MESSAGES.cursorInvalid);
    const [rows, unreadCount] = await Promise.all([
      this.notifications.page(userId, after, NOTIFICATION_LIMITS.pageSize + 1),
      this.notifications.unreadCount(userId),
    ]);
    const page = rows.slice(0, NOTIFICATION_LIMITS.pageSize);
    const last = page.at(-1);
    return {
      notifications: page.map(toNotificationItem),
      unreadCount,
      nextCursor: rows.length > NOTIFICATION_LIMITS.pageSize && last ? encodeNotificationCursor(last) : null,
    };
  }

  async markRead(actor: Actor, input: { ids?: unknown; all?: unknown }): Promise<UnreadCountResponse> {
    const userId = this.own(actor).userId;
    assertValid(validateNotificationIds(input));
    const ids = input.all === true ? null : (input.ids as string[]).map((id) => id.toLowerCase());
    const changed = await this.notifications.markRead(userId, ids, this.clock.now());
    const unreadCount = await this.notifications.unreadCount(userId);
    // The person's other pages update their bell too.
    if (changed > 0) await this.center.tellPages([userId]);
    return { unreadCount };
  }

  async markSeen(actor: Actor, input: { ids?: unknown; all?: unknown }): Promise<UnreadCountResponse> {
    const userId = this.own(actor).userId;
    if (input.all !== undefined) throw invalidField('ids', NOTIFICATION_CENTER_MESSAGES.idsInvalid);
    assertValid(validateNotificationIds(input));
    await this.notifications.markSeen(
      userId,
      (input.ids as string[]).map((id) => id.toLowerCase()),
      this.clock.now(),
    );
    return { unreadCount: await this.notifications.unreadCount(userId) };
  }

  async preferencesOf(actor: Actor): Promise<NotificationPreferencesShape> {
    const owner = this.own(actor);
    return this.preferences.preferencesOf(owner, await this.defaultTimeZone(owner.userId));
  }

  async updatePreferences(actor: Actor, input: NotificationPreferencesInput): Promise<NotificationPreferencesShape> {
    const owner = this.own(actor);
    return this.preferences.update(owner, input, await this.defaultTimeZone(owner.userId));
  }

  /** The caller as the owner of notifications: someone with a role (a new account chooses one first). */
  private own(actor: Actor): PreferencesOwner {
    const role: Role | null = actor.user.role;
    if (!role) throw AccessError.because('forbidden');
    return { userId: actor.user.id, role };
  }

  private async defaultTimeZone(userId: string): Promise<string | null> {
    return (await this.recipients.recipientsOf([userId])).get(userId)?.defaultTimeZone ?? null;
  }
}
