export { NotificationsModule, NotificationsWorkerModule } from './notifications.module';
export { NotificationsService, type SendEmailOptions } from './notifications.service';
export type { CalendarPart, EmailMessage } from './notifications.constants';
// E-mail templates: each domain writes its own from these layout components and renders them here.
export {
  ActionButton,
  ActionLink,
  EmailLayout,
  FinePrint,
  Listing,
  Paragraph,
  UnsubscribeNote,
} from './email/email-layout';
export { type EmailTemplate, listUnsubscribeHeaders, renderEmail } from './email/render-email';
/** The page unsubscribe links answer with (job alerts' and the notification e-mails'). */
export { type UnsubscribePageContent, unsubscribePage } from './email/unsubscribe-page';
/** Recording notifications for people, as their preferences say; see NotificationCenter. */
export {
  NotificationCenter,
  type NotificationDelivery,
  type NotificationDraft,
  type NotifyOptions,
} from './center/notification-center.service';
/** Each person's choices per kind and channel, and the signed unsubscribe links of notification e-mails. */
export { NotificationPreferences } from './preferences/notification-preferences.service';
export {
  NOTIFICATION_RECIPIENTS,
  type NotificationRecipient,
  type NotificationRecipients,
} from './notification-recipients.port';

import { EmailDeliveryFailureEntity } from './entities/email-delivery-failure.entity';
import { NotificationPreferenceEntity } from './entities/notification-preference.entity';
import { NotificationSettingEntity } from './entities/notification-setting.entity';
import { NotificationEntity } from './entities/notification.entity';
import { NotificationSigningKey } from './entities/notification-signing-key.entity';

/** The tables notifications owns, for the ORM (gathered in modules/index.ts). */
export const NOTIFICATIONS_ENTITIES = [
  NotificationEntity,
  NotificationPreferenceEntity,
  NotificationSettingEntity,
  EmailDeliveryFailureEntity,
  NotificationSigningKey,
];
