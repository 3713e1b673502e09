import { Injectable } from '@nestjs/common';
import { jobSlug, publicJobPath } from '@marketplace/contracts';
import { Clock } from '../../../core/clock/clock';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { JobDetailService } from '../detail/job-detail.service';
import { isUuid } from '../../../core/text/uuid';
import { renderJobPage, renderNotFoundPage, renderRobots, renderSitemap } from './public-job-page.html';
import { toSimilarJob } from './public-pages.mapper';
import { PublicPagesRepository } from './public-pages.repository';

/** One sitemap file holds at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** A closed job's page suggests at most this many live jobs of its category. */
export const SIMILAR_JOBS_MAX = 5;

export type PublicPageAnswer =
  { kind: 'page'; status: 200 | 404; html: string } | { kind: 'redirect'; location: string };

/** Splits "/jobs/{id}-{slug}" (or just "{id}") into the id and the slug. */
export function parseJobPath(param: string): { id: string; slug: string } | null {
  const id = param.slice(0, 36);
  if (!isUuid(id) || (param.length > 36 && param[36] !== '-')) return null;
  return { id: id.toLowerCase(), slug: param.slice(37) };
}

/** The data behind the server-rendered public pages (core/static/frontends.ts serves them). */
@Injectable()
export class PublicPagesService {
  constructor(
    private readonly jobs: PublicPagesRepository,
    private readonly details: JobDetailService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The page of a shown job; a wrong or missing slug redirects to the canonical URL. */
  async jobPage(param: string): Promise<PublicPageAnswer> {
    const now = this.clock.now();
    const parsed = parseJobPath(param);
    const shown = parsed ? await this.details.findShown(parsed.id) : null;
    const site = { supportEmail: this.config.supportEmail, supportPhone: this.config.supportPhone };
    if (!parsed || !shown) return { kind: 'page', status: 404, html: renderNotFoundPage(now, site) };
    const { job } = shown;
    const canonicalPath = publicJobPath(job.id, job.title);
    if (parsed.id !== job.id || parsed.slug !== jobSlug(job.title))
      return { kind: 'redirect', location: canonicalPath };
    // The public view: private companies stay anonymous here for everyone.
    const detail = this.details.view(shown, null);
    // People who land on a closed job still came for that kind of work: offer live ones like it.
    const similarJobs = detail.closedReason
      ? (await this.jobs.similarLiveJobs(detail.category, detail.id, now, SIMILAR_JOBS_MAX)).map(toSimilarJob)
      : [];
    return {
      kind: 'page',
      status: 200,
      html: renderJobPage(detail, `${this.config.publicUrl}${canonicalPath}`, now, { site, similarJobs }),
    };
  }

  /** Live jobs' public URLs, most recently changed first. */
  async sitemap(): Promise<string> {
    const jobs = await this.jobs.liveJobs(this.clock.now(), SITEMAP_MAX_URLS);
    return renderSitemap(
      jobs.map((job) => ({
        loc: `${this.config.publicUrl}${publicJobPath(job.id, job.title)}`,
        lastmod: job.updatedAt,
      })),
    );
  }

  robots(): string {
    return renderRobots(this.config.publicUrl);
  }
}
