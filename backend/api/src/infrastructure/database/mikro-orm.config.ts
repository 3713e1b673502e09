import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/app-config';
import { MIGRATIONS } from './migrations';

/** The entity classes the ORM maps: gathered by the composition root from every module's index.ts. */
export type EntityList = NonNullable<Options['entities']>;

export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/**
 * ORM settings shared by the HTTP app, the worker, the CLI and the tests. The schema only ever
 * changes through the checked-in migrations; nothing synchronises it from the entities.
 */
export function createOrmOptions(config: Pick<AppConfig, 'databaseUrl' | 'nodeEnv'>, entities: EntityList): Options {
  return defineConfig({
    clientUrl: config.databaseUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: {
      tableName: MIGRATIONS_TABLE,
      migrationsList: MIGRATIONS,
      transactional: true,
      allOrNothing: true,
      // No snapshot files: new migrations are diffed against a migrated database.
      snapshot: false,
      snapshotOnMigrate: false,
      silent: true,
    },
    // Databases are created by the operator (or the local stack), never implicitly by the app.
    ensureDatabase: false,
    pool: { min: 0, max: 10 },
    // A database that accepts no connection (down, restarting) fails a request after 5 s instead of
    // holding it; the pool reconnects by itself once PostgreSQL is back.
    driverOptions: { connectionTimeoutMillis: 5_000 },
    // Each HTTP request gets its own context (middleware); the worker and CLI fork explicitly.
    allowGlobalContext: false,
    debug: false,
    colors: false,
  });
}
