import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { SESSION_AUTHENTICATOR } from '../../core/auth/ports';
import { registerQueue } from '../../infrastructure/queue/queue-registration';
import { NotificationsModule } from '../notifications';
import { AccountsProcessor } from './accounts.processor';
import { ACCOUNTS_QUEUE } from './accounts.queue';
import { AdminAccountsService } from './admin/admin-accounts.service';
import { CompaniesRepository } from './companies.repository';
import { AuthController } from './identity/auth.controller';
import { AuthService } from './identity/auth.service';
import { LocalAuthGuard, LocalStrategy } from './identity/local.strategy';
import { PasswordHasher } from './password-hasher';
import { SessionRepository } from './sessions/session.repository';
import { SessionService } from './sessions/session.service';
import { AccountController } from './settings/account.controller';
import { AccountSettingsService } from './settings/account-settings.service';
import { AccountTokenRepository } from './tokens/account-token.repository';
import { AccountTokensService } from './tokens/account-tokens.service';
import { UserDirectory } from './user-directory';
import { UsersRepository } from './users.repository';

const accountsQueue = registerQueue(ACCOUNTS_QUEUE);

/** Users and companies without queues or HTTP: what the seed and admin:create commands need. */
@Module({
  providers: [CompaniesRepository, UsersRepository, PasswordHasher, AdminAccountsService, UserDirectory],
  exports: [CompaniesRepository, UsersRepository, PasswordHasher, AdminAccountsService, UserDirectory],
})
export class AccountsDataModule {}

/**
 * Accounts: identity (sign-up, sign-in with passport's local strategy, server-side sessions),
 * onboarding, e-mail verification and password reset, account settings. The profiles and the
 * admin's user table, which show pictures, are AccountProfilesModule. Other modules may use
 * UserDirectory; the access guard uses the session authenticator.
 */
@Module({
  imports: [AccountsDataModule, PassportModule, accountsQueue, NotificationsModule],
  controllers: [AuthController, AccountController],
  providers: [
    SessionRepository,
    SessionService,
    AccountTokenRepository,
    AccountTokensService,
    AuthService,
    LocalStrategy,
    LocalAuthGuard,
    AccountSettingsService,
    { provide: SESSION_AUTHENTICATOR, useExisting: SessionService },
  ],
  exports: [
    AccountsDataModule,
    accountsQueue,
    SessionService,
    AuthService,
    AccountTokensService,
    SESSION_AUTHENTICATOR,
  ],
})
export class AccountsModule {}

/** The worker's half: the handlers of the accounts queue (password-reset requests, the daily purge). */
@Module({
  imports: [AccountsModule],
  providers: [AccountsProcessor],
})
export class AccountsWorkerModule {}
