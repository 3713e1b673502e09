import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type JobDetail, JOB_POSTING_MESSAGES, type JobStatus, publicJobPath, type WordpressSlugResponse } from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { Job } from '../entities/job.entity';
import { isUuid } from '../../../core/text/uuid';
import { closedReasonOf, seesRealCompany, toJobDetail } from './job-detail.view';

/** Jobs anyone may open by id: live ones, and closed ones (shown as no longer open). Drafts, jobs in review and rejected ones do not exist publicly. */
export const SHOWN_STATUSES: readonly JobStatus[] = ['approved', 'expired', 'filled', 'archived'];

@Injectable()
export class JobDetailService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The shown job with its company, or null. */
  async findShown(id: string): Promise<Job | null> {
    if (!isUuid(id)) return null;
    return this.em.fork().findOne(Job, { id, status: { $in: [...SHOWN_STATUSES] } }, { populate: ['company'] });
  }

  async detail(actor: Actor | null, id: string): Promise<JobDetail> {
    const job = await this.findShown(id);
    if (!job) throw new NotFoundException(JOB_POSTING_MESSAGES.notFound);
    // Applications arrive with their own module: until then no seeker has applied (hasApplied false).
    return this.view(job, actor);
  }

  /** The share link: our public page of a live job (closed jobs are not shared). */
  async shareUrl(id: string): Promise<WordpressSlugResponse> {
    const job = await this.findShown(id);
    if (!job || job.status !== 'approved' || closedReasonOf(job, this.clock.now()) !== null) throw new NotFoundException(JOB_POSTING_MESSAGES.notFound);
    return { wordpressUrl: `${this.config.publicUrl}${publicJobPath(job.id, job.title)}` };
  }

  view(job: Job, actor: Actor | null): JobDetail {
    return toJobDetail(job, job.company.getEntity(), { revealCompany: seesRealCompany(actor), publicUrl: this.config.publicUrl, now: this.clock.now() });
  }
}
