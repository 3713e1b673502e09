import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../src/config/app-config';
import { ormOptions } from '../../src/database';

/** A standalone ORM on the test database, for arranging data and checking results. */
export function openOrm(config: AppConfig): Promise<MikroORM> {
  return MikroORM.init({ ...ormOptions(config), pool: { min: 0, max: 2 } });
}

/** Empties the tables the jobs slice uses (keeps the schema and migration history). */
export async function truncateJobsData(orm: MikroORM): Promise<void> {
  await orm.em.getConnection().execute('truncate table "jobs", "users", "companies", "worker_heartbeats" restart identity cascade');
}
