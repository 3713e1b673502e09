import { Redis } from 'ioredis';
import { RATE_LIMIT_KEY_PREFIX } from '../../src/core/rate-limit/rate-limiter';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../src/config/app-config';
import { ormOptions } from '../../src/database';
import { SEEKER_APPLIED_KEY_PREFIX } from '../../src/modules/applications/seeker-applied.cache';
import { testConfig } from './test-config';

/** A standalone ORM on the test database, for arranging data and checking results. */
export function openOrm(config: AppConfig): Promise<MikroORM> {
  return MikroORM.init({ ...ormOptions(config), pool: { min: 0, max: 2 } });
}

/**
 * Empties the tables the jobs slice uses (keeps the schema and migration history), and forgets the
 * seekers' applications kept in Redis (SeekerAppliedCache), which a truncation bypasses.
 */
export async function truncateJobsData(orm: MikroORM): Promise<void> {
  await orm.em
    .getConnection()
    .execute('truncate table "jobs", "users", "companies", "worker_heartbeats" restart identity cascade');
  // Notifications name their people without a foreign key, so the cascade does not reach them.
  await orm.em
    .getConnection()
    .execute(
      'truncate table "notifications", "notification_preferences", "notification_settings", "email_delivery_failures"',
    );
  await deleteRedisKeys(testConfig().redisUrl, SEEKER_APPLIED_KEY_PREFIX);
}

/**
 * Takes the demo market off a freshly seeded database: the demo seekers' resumes and their uploads,
 * the applications with their histories and interviews, the invitations, the demo payments (the
 * concierge package's with its job's concierge) and the demo conversations. For
 * suites that arrange their own applications and resumes on the demo accounts and jobs, and count
 * them: they start from the demo accounts, jobs, profiles, plans and job posts alone.
 */
export async function clearDemoMarket(orm: MikroORM): Promise<void> {
  const connection = orm.em.getConnection();
  // Truncated (the histories are append-only: a trigger refuses deletes); the cascade takes the histories and interviews.
  await connection.execute('truncate table "applications", "job_invitations", "seeker_resumes", "uploads" cascade');
  // Deleted row by row: a truncation would cascade to every package grant, the demo companies' given ones too.
  await connection.execute('delete from "charges"');
  // The demo conversations (their members and messages go with them).
  await connection.execute('delete from "chat_threads"');
  await deleteRedisKeys(testConfig().redisUrl, SEEKER_APPLIED_KEY_PREFIX);
}

/** Deletes every Redis key that starts with `prefix` (a test database's queues, counters, ...). */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * Forgets every rate-limit counter and known sign-in address: a suite that hammers sign-in on the
 * demo accounts (the fuzz test) must not leave them locked for the suites and tiers after it.
 */
export function clearRateLimits(redisUrl: string): Promise<void> {
  return deleteRedisKeys(redisUrl, `${RATE_LIMIT_KEY_PREFIX}:`);
}
