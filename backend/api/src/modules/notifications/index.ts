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
/** Per-kind opt-outs of notification e-mails and their signed unsubscribe links. */
export { EmailPreferences } from './preferences/email-preferences.service';

import { EmailOptOut } from './entities/email-opt-out.entity';
import { NotificationSigningKey } from './entities/notification-signing-key.entity';

/** The tables notifications owns, for the ORM (gathered in modules/index.ts). */
export const NOTIFICATIONS_ENTITIES = [EmailOptOut, NotificationSigningKey];
