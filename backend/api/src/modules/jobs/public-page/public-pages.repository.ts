import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SIMILAR_LIVE_JOBS_SQL, SITEMAP_JOBS_SQL } from './public-pages.sql';

/** A live job's entry in the sitemap. */
export interface SitemapJob {
  id: string;
  title: string;
  updatedAt: Date;
}

/** A live job of the same category, listed on a closed job's page (public-pages.mapper.ts shapes it). */
export interface SimilarJobRow {
  id: string;
  title: string;
  location: string | null;
  company_name: string;
  company_logo_url: string | null;
  is_company_private: boolean;
}

/** Reads `jobs` (and `companies` for names) for the crawler-facing pages. Writes nothing. */
@Injectable()
export class PublicPagesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Live jobs (approved, so approved_at is set, and not past their end at `now`), most recently changed first. */
  async liveJobs(now: Date, limit: number): Promise<SitemapJob[]> {
    const rows = await this.em.execute<Array<{ id: string; title: string; updated_at: Date }>>(SITEMAP_JOBS_SQL, [
      now,
      limit,
    ]);
    return rows.map((row) => ({ id: row.id, title: row.title, updatedAt: new Date(row.updated_at) }));
  }

  /** Live jobs of `category` other than `exceptId`, newest first. */
  async similarLiveJobs(category: string, exceptId: string, now: Date, limit: number): Promise<SimilarJobRow[]> {
    return this.em.execute<SimilarJobRow[]>(SIMILAR_LIVE_JOBS_SQL, [category, exceptId, now, limit]);
  }
}
