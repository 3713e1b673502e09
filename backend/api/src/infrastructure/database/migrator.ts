import type { MikroORM } from '@mikro-orm/postgresql';

/** Applies pending checked-in migrations; returns the names applied. */
export async function migrateUp(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}

/**
 * Drops every table (by recreating the public schema) so migrations can run from scratch.
 * Only allowed on databases whose name contains "test": this is for test suites, never data.
 */
export async function resetDatabase(orm: MikroORM, databaseName: string): Promise<void> {
  if (!databaseName.includes('test')) {
    throw new Error(
      `Refusing to reset database "${databaseName}": only databases whose name contains "test" may be reset`,
    );
  }
  const connection = orm.em.getConnection();
  await connection.execute('drop schema if exists public cascade');
  await connection.execute('create schema public');
}
