import { Injectable } from '@nestjs/common';
import type { JobCategory } from '@marketplace/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { CompanyCard } from '../../accounts';
import type { Job } from '../entities/job.entity';

/** A live job's entry in the sitemap. */
export type SitemapJob = Pick<Job, 'id' | 'title' | 'updatedAt'>;

/** A live job of the same category, listed on a closed job's page (public-pages.mapper.ts shapes it). */
export type SimilarJobRow = Pick<Job, 'id' | 'title' | 'location' | 'isCompanyPrivate'> & {
  companyName: CompanyCard['name'];
  companyLogoUrl: CompanyCard['logoUrl'];
};

/** Reads `jobs` (and accounts' `company_cards` for names) for the crawler-facing pages. Writes nothing. */
@Injectable()
export class PublicPagesRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<Job | CompanyCard>(this.em);
  }

  /**
   * Live jobs (approved, so approved_at is set, and not past their end at `now`), most recently
   * changed first. Approved jobs always carry an approval (check jobs_was_approved_if_live), so the
   * status is the whole moderation condition.
   */
  @GenerateSql({ params: [SQL_SAMPLE.date, 100] })
  liveJobs(now: Date, limit: number): Promise<SitemapJob[]> {
    return this.db
      .selectFrom('Job')
      .select(['id', 'title', 'updatedAt'])
      .where('status', '=', 'approved')
      .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
      .orderBy('updatedAt', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * Live jobs of `category` other than `exceptId`, newest first, for a closed job's page.
   * jobs_approved_category_idx ("category", "posted_at" desc, "id" desc where approved) gives them in
   * this order; ended ones are skipped on the way, so few rows are read.
   */
  @GenerateSql({ params: ['Writing', SQL_SAMPLE.uuid, SQL_SAMPLE.date, 6] })
  similarLiveJobs(category: JobCategory, exceptId: string, now: Date, limit: number): Promise<SimilarJobRow[]> {
    return this.db
      .selectFrom('Job as j')
      .innerJoin('CompanyCard as c', 'c.id', 'j.company')
      .select([
        'j.id',
        'j.title',
        'j.location',
        'c.name as companyName',
        'c.logoUrl as companyLogoUrl',
        'j.isCompanyPrivate',
      ])
      .where('j.status', '=', 'approved')
      .where('j.category', '=', category)
      .where('j.id', '<>', exceptId)
      .where((eb) => eb.or([eb('j.expiresAt', 'is', null), eb('j.expiresAt', '>', now)]))
      .orderBy('j.postedAt', 'desc')
      .orderBy('j.id', 'desc')
      .limit(limit)
      .execute();
  }
}
