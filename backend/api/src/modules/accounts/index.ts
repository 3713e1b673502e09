export { AccountsDataModule, AccountsModule, AccountsWorkerModule } from './accounts.module';
export { AdminAccountsService, AdminCreationError } from './admin/admin-accounts.service';
export type { CompanyRecord } from './companies.repository';
export { UserDirectory, toActorUser } from './user-directory';
export type { UserRecord } from './users.repository';
export { SessionService } from './sessions/session.service';
export { NotificationRecipientsModule } from './notification-recipients';
export {
  ACCOUNT_EVENTS,
  type AccountDeleted,
  type SessionExpired,
  type SessionsEnded,
  type UserSignedOut,
} from './accounts.events';
export { User } from './entities/user.entity';
export { Company } from './entities/company.entity';

import { AccountToken } from './entities/account-token.entity';
import { Company } from './entities/company.entity';
import { User } from './entities/user.entity';
import { UserCard } from './entities/user-card.entity';
import { UserSession } from './entities/user-session.entity';
import { CompanyCard } from './entities/company-card.entity';

/** The tables accounts owns, for the ORM (gathered in modules/index.ts). */
export const ACCOUNTS_ENTITIES = [Company, User, UserSession, AccountToken, UserCard, CompanyCard];

/** The views this module publishes for other modules' statements (read-only, see its entities). */
export type { UserCard, CompanyCard };
