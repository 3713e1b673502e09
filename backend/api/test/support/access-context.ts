import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Role } from '@marketplace/contracts';
import { platformModules } from '../../src/app.module';
import { Clock } from '../../src/core/clock/clock';
import type { AppConfig } from '../../src/config/app-config';
import { AccountsModule, NotificationRecipientsModule } from '../../src/modules/accounts';
import { ImpersonationModule } from '../../src/modules/impersonation';
import type { FakeClock } from './accounts-fakes';

/**
 * The accounts and impersonation modules on the test database, Redis and storage, with a clock the
 * test moves.
 */
export async function createAccessContext(config: AppConfig, clock: FakeClock): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({
    imports: [...platformModules(config, 'api'), AccountsModule, NotificationRecipientsModule, ImpersonationModule],
  })
    .overrideProvider(Clock)
    .useValue(clock)
    .setLogger(false as never)
    .compile();
  return moduleRef.init();
}

export interface FixtureUser {
  id: string;
  email: string;
  role: Role | null;
  name?: string;
  companyId?: string | null;
  /** argon2 hash; a value no password matches by default. */
  passwordHash?: string;
}

/** Users inserted straight into the table (fast: no password hashing unless a hash is given). */
export async function insertUsers(orm: MikroORM, users: readonly FixtureUser[]): Promise<void> {
  for (const user of users) {
    await orm.em
      .getConnection()
      .execute(
        `insert into users (id, email, name, role, password_hash, company_id, email_verified_at) values (?, ?, ?, ?, ?, ?, now())`,
        [
          user.id,
          user.email,
          user.name ?? user.email.split('@')[0],
          user.role,
          user.passwordHash ?? '!fixture',
          user.companyId ?? null,
        ],
      );
  }
}
