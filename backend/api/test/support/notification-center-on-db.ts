import type { MikroORM } from '@mikro-orm/postgresql';
import type { EmailMode, NotificationKind, Role } from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import type { Clock } from '../../src/core/clock/clock';
import type { RealtimeHub } from '../../src/infrastructure/realtime/realtime-hub';
import { AccountNotificationRecipients } from '../../src/modules/accounts/notification-recipients';
import { UsersRepository } from '../../src/modules/accounts/users.repository';
import {
  type EmailMessage,
  NotificationCenter,
  NotificationPreferences,
  type NotificationsService,
  type SendEmailOptions,
} from '../../src/modules/notifications';
import type { DigestScheduler } from '../../src/modules/notifications/center/digest-scheduler';
import { NotificationsRepository } from '../../src/modules/notifications/center/notifications.repository';
import { NotificationPreferencesRepository } from '../../src/modules/notifications/preferences/notification-preferences.repository';

/** A notification row as the tests read it. */
export interface NotificationRow {
  id: string;
  user_id: string;
  kind: string;
  text: string;
  link: string;
  subject_id: string | null;
  subject_title: string | null;
  dedupe_key: string;
  email_state: string;
  /** As PostgreSQL's text gives it. */
  read_at: string | null;
}

/** The mail queue: what was queued, with its options. */
export class QueuedMail {
  readonly sent: Array<{ message: EmailMessage; options: SendEmailOptions }> = [];
  async sendEmail(message: EmailMessage, options: SendEmailOptions = {}): Promise<string> {
    this.sent.push({ message, options });
    return String(this.sent.length);
  }
  asService(): NotificationsService {
    return this as unknown as NotificationsService;
  }
}

/**
 * The real NotificationCenter and NotificationPreferences on the test database (accounts' recipients
 * included); the mail queue, the digest queue and the live hub are recorded instead.
 */
export function notificationCenterOn(orm: MikroORM, config: AppConfig, clock: Clock) {
  const em = () => orm.em.fork();
  const preferences = new NotificationPreferences(new NotificationPreferencesRepository(em()), clock, config);
  const mail = new QueuedMail();
  const digests: string[][] = [];
  const told: string[][] = [];
  const center = new NotificationCenter(
    new NotificationsRepository(em()),
    preferences,
    new AccountNotificationRecipients(new UsersRepository(em())),
    mail.asService(),
    { schedule: async (userIds: readonly string[]) => void digests.push([...userIds]) } as unknown as DigestScheduler,
    {
      toUsers: async (_event: string, payloads: ReadonlyMap<string, unknown>) => void told.push([...payloads.keys()]),
    } as unknown as RealtimeHub,
    clock,
    config,
  );
  /** Saves the person's e-mail mode of one kind, as the preferences page does. */
  const choose = (userId: string, role: Role, kind: NotificationKind, email: EmailMode, inApp = true) =>
    preferences.update({ userId, role }, { preferences: [{ kind, inApp, email }] });
  /** The person's notifications of a kind, oldest first. */
  const notificationsOf = (userId: string, kind: NotificationKind) =>
    orm.em
      .fork()
      .getConnection()
      .execute<NotificationRow[]>(
        'select id, user_id, kind, text, link, subject_id, subject_title, dedupe_key, email_state, read_at from notifications where user_id = ? and kind = ? order by created_at, id',
        [userId, kind],
      );
  return { center, preferences, mail, digests, told, choose, notificationsOf };
}
