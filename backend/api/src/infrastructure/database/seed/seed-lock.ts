import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Serialises concurrent seed runs (two processes starting at once) with a transaction-scoped
 * advisory lock; the second run then sees the first run's rows and creates nothing.
 */
export async function lockDemoSeed(em: EntityManager): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtext('nestwork-demo-seed'))`);
}
