import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SITEMAP_JOBS_SQL } from './public-pages.sql';

/** A live job's entry in the sitemap. */
export interface SitemapJob {
  id: string;
  title: string;
  updatedAt: Date;
}

/** Reads `jobs` for the crawler-facing pages (the sitemap). Writes nothing. */
@Injectable()
export class PublicPagesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Live jobs (approved, so approved_at is set, and not past their end at `now`), most recently changed first. */
  async liveJobs(now: Date, limit: number): Promise<SitemapJob[]> {
    const rows = await this.em.execute<Array<{ id: string; title: string; updated_at: Date }>>(SITEMAP_JOBS_SQL, [now, limit]);
    return rows.map((row) => ({ id: row.id, title: row.title, updatedAt: new Date(row.updated_at) }));
  }
}
