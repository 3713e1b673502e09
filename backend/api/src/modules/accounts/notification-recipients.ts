import { Global, Injectable, Module } from '@nestjs/common';
import { NOTIFICATION_RECIPIENTS, type NotificationRecipient, type NotificationRecipients } from '../notifications';
import { AccountsDataModule } from './accounts.module';
import { UsersRepository } from './users.repository';

/** The notifications module's NOTIFICATION_RECIPIENTS port: live accounts, never deleted ones. */
@Injectable()
export class AccountNotificationRecipients implements NotificationRecipients {
  constructor(private readonly users: UsersRepository) {}

  async recipientsOf(userIds: readonly string[]): Promise<Map<string, NotificationRecipient>> {
    const rows = await this.users.liveRecipientsOf(userIds);
    const recipients = new Map<string, NotificationRecipient>();
    // An account that has not chosen its role yet receives nothing.
    for (const row of rows)
      if (row.role)
        recipients.set(row.id, {
          userId: row.id,
          email: row.email,
          name: row.name,
          role: row.role,
          defaultTimeZone: row.timeZone,
        });
    return recipients;
  }
}

/**
 * Provides the port to every module (global): notifications sits below accounts and cannot import
 * it; only modules/index.ts imports this.
 */
@Global()
@Module({
  imports: [AccountsDataModule],
  providers: [
    AccountNotificationRecipients,
    { provide: NOTIFICATION_RECIPIENTS, useExisting: AccountNotificationRecipients },
  ],
  exports: [NOTIFICATION_RECIPIENTS],
})
export class NotificationRecipientsModule {}
