import { Injectable } from '@nestjs/common';
import { type JobDetail, type JobStatus, publicJobPath, type WordpressSlugResponse } from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { isUuid } from '../../../core/text/uuid';
import { JobDetailRepository, type ShownJob } from './job-detail.repository';
import { companyOnCard } from '../job-card.mapper';
import { closedReasonOf, isOpenJob, seesRealCompany, toJobDetail } from './job-detail.view';
import { JobsError } from '../jobs.errors';

/** A job as a seeker's list of applications shows it (JobsService.summariesFor). */
export interface JobSummary {
  id: string;
  title: string;
  /** A live job past its end reads as expired before the sweep marks it. */
  status: JobStatus;
  /** Under the private-company rule of the job cards. */
  company: { name: string; logoUrl: string | null };
}

/** Whether a job takes applications (JobsService.openingFor): unknown to the public, closed, or open. */
export type JobOpening = { kind: 'missing' } | { kind: 'closed' } | { kind: 'open'; jobId: string; title: string };

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
    if (!shown) throw JobsError.because('notFound');
    // Built as if nobody applied: the controller adds the seeker's status (ApplicationStatusOnCards).
    return this.view(shown, actor);
  }

  /** The share link: our public page of a live job (closed jobs are not shared). */
  async shareUrl(id: string): Promise<WordpressSlugResponse> {
    const shown = await this.findShown(id);
    if (!shown || !isOpenJob(shown.job, this.clock.now())) throw JobsError.because('notFound');
    return { wordpressUrl: `${this.config.publicUrl}${publicJobPath(shown.job.id, shown.job.title)}` };
  }

  /**
   * Whether the job takes applications, by the rule the detail's isOpen shows: a job nobody may see
   * (job-visibility.ts) is missing; a shown one that is not live (approved and not past its end) is closed.
   */
  async openingFor(id: string): Promise<JobOpening> {
    const shown = await this.findShown(id);
    if (!shown) return { kind: 'missing' };
    if (!isOpenJob(shown.job, this.clock.now())) return { kind: 'closed' };
    return { kind: 'open', jobId: shown.job.id, title: shown.job.title };
  }

  /** The given jobs as `actor` may see them (private companies stay anonymous except to admins), by id. */
  async summariesFor(actor: Actor | null, jobIds: readonly string[]): Promise<Map<string, JobSummary>> {
    const revealCompany = seesRealCompany(actor);
    const now = this.clock.now();
    const rows = await this.jobs.summariesOf([...new Set(jobIds)]);
    return new Map(
      rows.map((row) => {
        const { company, companyLogoUrl } = companyOnCard(
          {
            is_company_private: row.isCompanyPrivate,
            company_name: row.companyName,
            company_logo_url: row.companyLogoUrl,
          },
          revealCompany,
        );
        const status = closedReasonOf(row, now) ?? row.status;
        return [row.id, { id: row.id, title: row.title, status, company: { name: company, logoUrl: companyLogoUrl } }];
      }),
    );
  }

  /** The detail shape as `actor` may see it (null: the public). */
  view({ job, company }: ShownJob, actor: Actor | null): JobDetail {
    return toJobDetail(job, company, {
      revealCompany: seesRealCompany(actor),
      publicUrl: this.config.publicUrl,
      now: this.clock.now(),
    });
  }
}
