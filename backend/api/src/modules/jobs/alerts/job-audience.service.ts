import { Injectable, Logger } from '@nestjs/common';
import type { JobCard } from '@marketplace/contracts';
import { toJobCard } from '../job-card.mapper';
import { alertSearchKey, readAlertQuery } from './alert-query';
import { JobAlertMatcher } from './job-alert-matcher';
import { type AudienceSeeker, JobAudienceRepository } from './job-audience.repository';

/** A live job as seekers see it on a card (private companies anonymous), with its listing's times. */
export interface LiveJob {
  card: JobCard;
  postedAt: Date;
  /** Null for a listing without an end. */
  expiresAt: Date | null;
  /** The job's skills as the employer wrote them. */
  skills: string[];
}

/** A live job and the live seekers whose live alerts find it. */
export interface LiveJobAudience {
  job: LiveJob;
  alertSeekers: AudienceSeeker[];
}

/**
 * Which seekers' job alerts would find a live job, through the same search as GET /api/jobs (for
 * billing's Solo Email Blast). Each distinct saved search runs once, however many seekers saved it.
 */
@Injectable()
export class JobAudience {
  private readonly logger = new Logger(JobAudience.name);

  constructor(
    private readonly repository: JobAudienceRepository,
    private readonly matcher: JobAlertMatcher,
  ) {}

  /** The live job with up to `limit` seekers whose live alerts find it, each once; null when the job is not live. */
  async forLiveJob(jobId: string, limit: number): Promise<LiveJobAudience | null> {
    const row = await this.repository.liveJob(jobId);
    if (!row || row.posted_at === null) return null;
    const job: LiveJob = {
      card: toJobCard(row),
      postedAt: new Date(row.posted_at),
      expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
      skills: row.skills,
    };
    const matching: string[] = [];
    for (const [query, ...same] of groupBySearch(await this.repository.liveAlertQueries())) {
      if (query === undefined) continue;
      const group = [query, ...same];
      const read = readAlertQuery(query);
      // A search that no longer reads (rules changed since it was saved) finds nothing, as its alert e-mails do.
      if (!read.ok) continue;
      try {
        if (await this.matcher.findsJob(read.query, { id: job.card.id, postedAt: job.postedAt }))
          matching.push(...group);
      } catch (error) {
        // One search that fails (a timeout, say) must not cost the others their match.
        this.logger.warn({ err: error, query: read.query }, 'A saved search could not be matched against a job');
      }
    }
    return { job, alertSeekers: await this.repository.seekersOfAlertQueries(matching, limit) };
  }
}

/** Saved searches grouped by what makes them the same search (alertSearchKey): each group runs once. */
export function groupBySearch(queries: readonly string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const query of queries) {
    const key = alertSearchKey(query);
    groups.set(key, [...(groups.get(key) ?? []), query]);
  }
  return [...groups.values()];
}
