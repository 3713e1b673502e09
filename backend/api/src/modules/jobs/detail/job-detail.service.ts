import { Injectable, NotFoundException } from '@nestjs/common';
import { type JobDetail, JOB_POSTING_MESSAGES, publicJobPath, type WordpressSlugResponse } from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { isUuid } from '../../../core/text/uuid';
import { JobDetailRepository, type ShownJob } from './job-detail.repository';
import { closedReasonOf, seesRealCompany, toJobDetail } from './job-detail.view';

/**
 * Jobs anyone may open by id: live ones, and closed ones that were live (shown as no longer open).
 * Drafts, jobs in review, rejected ones and anything never approved do not exist publicly.
 */
@Injectable()
export class JobDetailService {
  constructor(
    private readonly jobs: JobDetailRepository,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The shown job with its company, or null. */
  async findShown(id: string): Promise<ShownJob | null> {
    return isUuid(id) ? this.jobs.findShown(id) : null;
  }

  async detail(actor: Actor | null, id: string): Promise<JobDetail> {
    const shown = await this.findShown(id);
    if (!shown) throw new NotFoundException(JOB_POSTING_MESSAGES.notFound);
    // Applications arrive with their own module: until then no seeker has applied (hasApplied false).
    return this.view(shown, actor);
  }

  /** The share link: our public page of a live job (closed jobs are not shared). */
  async shareUrl(id: string): Promise<WordpressSlugResponse> {
    const shown = await this.findShown(id);
    if (!shown || shown.job.status !== 'approved' || closedReasonOf(shown.job, this.clock.now()) !== null) throw new NotFoundException(JOB_POSTING_MESSAGES.notFound);
    return { wordpressUrl: `${this.config.publicUrl}${publicJobPath(shown.job.id, shown.job.title)}` };
  }

  /** The detail shape as `actor` may see it (null: the public). */
  view({ job, company }: ShownJob, actor: Actor | null): JobDetail {
    return toJobDetail(job, company, { revealCompany: seesRealCompany(actor), publicUrl: this.config.publicUrl, now: this.clock.now() });
  }
}
