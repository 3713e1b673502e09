import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';
import { migrateUp } from '../infrastructure/database/migrator';
import { ormOptions } from '../database';
import { AdminAccountsService } from '../modules/accounts';
import { AdminCliModule, SeedModule } from './cli.module';
import { type DemoSeedResult, DemoSeedService } from './demo-seed.service';

/**
 * Applies the checked-in migrations that have not run yet, under the migration lock: several
 * processes may run this at once and each migration still runs once.
 */
export async function runMigrations(config: AppConfig, onWait?: () => void): Promise<string[]> {
  const orm = await MikroORM.init(ormOptions(config));
  try {
    return await migrateUp(orm, onWait);
  } finally {
    await orm.close(true);
  }
}

/**
 * The SQL that would bring a migrated database in line with the entities: the body of the next
 * migration after an entity change (empty when they agree). Nothing is applied.
 */
export async function schemaDiff(config: AppConfig): Promise<string> {
  const orm = await MikroORM.init(ormOptions(config));
  try {
    return (await orm.schema.getUpdateSchemaSQL({ wrap: false })).trim();
  } finally {
    await orm.close(true);
  }
}

/** Runs the idempotent demo seed through the same modules the app uses. */
export async function runDemoSeed(config: AppConfig, now: Date = new Date()): Promise<DemoSeedResult> {
  const app = await NestFactory.createApplicationContext(SeedModule.forRoot(config), {
    bufferLogs: true,
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  try {
    return await app.get(DemoSeedService).run(now);
  } finally {
    await app.close();
  }
}

/** Creates an admin account (`admin:create`); throws AdminCreationError listing what is wrong. */
export async function createAdmin(
  config: AppConfig,
  input: { email: string; name: string; password: string },
): Promise<{ id: string; email: string }> {
  const app = await NestFactory.createApplicationContext(AdminCliModule.forRoot(config), {
    bufferLogs: true,
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  try {
    return await app.get(AdminAccountsService).create(input);
  } finally {
    await app.close();
  }
}
