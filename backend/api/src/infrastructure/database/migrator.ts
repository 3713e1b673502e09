import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * The PostgreSQL advisory lock every migration run holds: processes that start at once (several
 * instances, each with its migration step) migrate one after the other, so each migration runs once.
 */
export const MIGRATION_LOCK_KEY = 7_402_318_551;

/**
 * Applies pending checked-in migrations under the migration lock, all in one transaction that holds
 * it; returns the names applied. A run that finds the lock taken calls `onWait` and waits, then
 * applies only what the other run left pending (usually nothing).
 */
export async function migrateUp(orm: MikroORM, onWait?: () => void): Promise<string[]> {
  const connection = orm.em.getConnection();
  return connection.transactional(async (trx) => {
    const [attempt] = await connection.execute<Array<{ locked: boolean }>>(
      'select pg_try_advisory_xact_lock(?) as locked',
      [MIGRATION_LOCK_KEY],
      'all',
      trx,
    );
    if (!attempt?.locked) {
      onWait?.();
      await connection.execute('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK_KEY], 'all', trx);
    }
    const applied = await orm.migrator.up({ transaction: trx });
    return applied.map((migration) => migration.name);
  });
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
