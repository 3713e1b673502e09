import { Inject, Injectable } from '@nestjs/common';
import type { JobCard, JobCardApplicationStatus, SavedJobsResponse } from '@marketplace/contracts';
import type { Actor } from '../../core/auth/actor';
import { SEEKER_APPLICATION_STATUSES, type SeekerApplicationStatuses } from './application-status.port';

/**
 * Job cards are built as if nobody applied (job-card.mapper); a signed-in seeker's cards (search,
 * detail, saved jobs) get their application status here, one lookup for the whole page. An
 * impersonating admin sees the impersonated seeker's; everyone else's cards stay as built.
 */
@Injectable()
export class ApplicationStatusOnCards {
  constructor(@Inject(SEEKER_APPLICATION_STATUSES) private readonly applications: SeekerApplicationStatuses) {}

  /** A page of cards (search): one lookup for the whole page. */
  async forViewer<T extends { jobs: JobCard[] }>(actor: Actor | null | undefined, page: T): Promise<T> {
    const jobs = await this.onCards(actor, page.jobs);
    return jobs === page.jobs ? page : { ...page, jobs };
  }

  /** One job (the detail). */
  async forJob<T extends JobCard>(actor: Actor | null | undefined, job: T): Promise<T> {
    const [withStatus] = await this.onCards(actor, [job]);
    return withStatus ?? job;
  }

  /** The seeker's saved jobs. */
  async forSavedJobs(actor: Actor | null | undefined, saved: SavedJobsResponse): Promise<SavedJobsResponse> {
    const cards = saved.jobs.map((entry) => entry.job);
    const withStatus = await this.onCards(actor, cards);
    return withStatus === cards
      ? saved
      : { ...saved, jobs: saved.jobs.map((entry, index) => ({ ...entry, job: withStatus[index] ?? entry.job })) };
  }

  private async onCards<T extends JobCard>(actor: Actor | null | undefined, cards: T[]): Promise<T[]> {
    if (actor?.user.role !== 'seeker' || cards.length === 0) return cards;
    return withStatuses(
      cards,
      await this.applications.statusesOf(actor.user.id, [...new Set(cards.map((card) => card.id))]),
    );
  }
}

function withStatuses<T extends JobCard>(cards: T[], statuses: ReadonlyMap<string, JobCardApplicationStatus>): T[] {
  if (statuses.size === 0) return cards;
  return cards.map((card) => {
    const applicationStatus = statuses.get(card.id);
    return applicationStatus ? { ...card, applicationStatus } : card;
  });
}
