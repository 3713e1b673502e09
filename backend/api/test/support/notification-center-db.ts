import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../src/config/app-config';
import type { Clock } from '../../src/core/clock/clock';
import type { RealtimeHub } from '../../src/infrastructure/realtime/realtime-hub';
import { UsersRepository } from '../../src/modules/accounts/users.repository';
import { AccountNotificationRecipients } from '../../src/modules/accounts/notification-recipients';
import {
  NotificationCenter,
  NotificationPreferences,
  type NotificationsService,
} from '../../src/modules/notifications';
import type { DigestScheduler } from '../../src/modules/notifications/center/digest-scheduler';
import { NotificationsRepository } from '../../src/modules/notifications/center/notifications.repository';
import { NotificationPreferencesRepository } from '../../src/modules/notifications/preferences/notification-preferences.repository';

/** The digest scheduler, keeping who it was asked to schedule. */
export class RecordingDigests {
  readonly scheduled: string[] = [];
  async schedule(userIds: readonly string[]): Promise<void> {
    this.scheduled.push(...userIds);
  }
}

/**
 * The real notification center and preferences on the test database (rows, choices, live accounts),
 * with mail recorded, the digest's scheduling recorded and no live pages to tell.
 */
export function notificationCenterOn(
  orm: MikroORM,
  config: AppConfig,
  clock: Clock,
  mail: Pick<NotificationsService, 'sendEmail'>,
  digests = new RecordingDigests(),
): { center: NotificationCenter; preferences: NotificationPreferences; digests: RecordingDigests } {
  const em = orm.em.fork();
  const preferences = new NotificationPreferences(new NotificationPreferencesRepository(em), clock, config);
  const hub = { toUsers: async () => undefined } as unknown as RealtimeHub;
  const center = new NotificationCenter(
    new NotificationsRepository(em),
    preferences,
    new AccountNotificationRecipients(new UsersRepository(em)),
    mail as NotificationsService,
    digests as unknown as DigestScheduler,
    hub,
    clock,
    config,
  );
  return { center, preferences, digests };
}

/** Clears every notification, choice and digest setting (the notification tables have no foreign keys to truncate through). */
export async function clearNotifications(orm: MikroORM): Promise<void> {
  const connection = orm.em.fork().getConnection();
  await connection.execute('delete from notifications');
  await connection.execute('delete from notification_preferences');
  await connection.execute('delete from notification_settings');
}
