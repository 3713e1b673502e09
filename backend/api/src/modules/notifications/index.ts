export { NotificationsModule, NotificationsWorkerModule } from './notifications.module';
export { NotificationsService } from './notifications.service';
export type { CalendarPart, EmailMessage } from './notifications.constants';
// E-mail templates: each domain writes its own from these layout components and renders them here.
export { ActionButton, ActionLink, EmailLayout, FinePrint, Listing, Paragraph } from './email/email-layout';
export { type EmailTemplate, listUnsubscribeHeaders, renderEmail } from './email/render-email';
