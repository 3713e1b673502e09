export { NotificationsModule, NotificationsWorkerModule } from './notifications.module';
export { NotificationsService } from './notifications.service';
export type { EmailMessage } from './notifications.constants';
