import 'reflect-metadata';
import { registerPathAliases } from './register-aliases';

registerPathAliases();

/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the alias hook is in place */
const { MikroORM } = require('@mikro-orm/postgresql') as typeof import('@mikro-orm/postgresql');
const { deleteRedisKeys } = require('../support/database') as typeof import('../support/database');
const { migrateUp, resetDatabase } =
  require('../../src/infrastructure/database/migrator') as typeof import('../../src/infrastructure/database/migrator');
const { ormOptions } = require('../../src/database') as typeof import('../../src/database');
const { QUEUE_PREFIX } =
  require('../../src/infrastructure/queue/queue.constants') as typeof import('../../src/infrastructure/queue/queue.constants');
const { testConfig } = require('../support/test-config') as typeof import('../support/test-config');
const { ensureLocalStorage } = require('./local-storage') as typeof import('./local-storage');
const { ensureLocalPayments } = require('./local-payments') as typeof import('./local-payments');
const { emptyBucket } = require('../support/storage') as typeof import('../support/storage');
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * Runs once before the integration and API tiers: checks DATABASE_URL / REDIS_URL, drops the test
 * schema, applies the checked-in migrations from scratch, clears the app's queue keys and empties
 * the test bucket (creating it, with its CORS rule, when missing). Run by hand without S3_* or
 * AUTHNET_*, it starts the local storage server and Authorize.net sandbox as `npm test` does.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) await ensureLocalStorage(process.env.DATABASE_URL);
  await ensureLocalPayments();
  const config = testConfig();

  const orm = await MikroORM.init(ormOptions(config));
  try {
    await resetDatabase(orm, config.databaseName);
    await migrateUp(orm);
  } finally {
    await orm.close(true);
  }

  await deleteRedisKeys(config.redisUrl, `${QUEUE_PREFIX}:`);
  await emptyBucket(config);
}
