import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../core/clock/clock';
import { JobsRepository } from '../jobs.repository';
import { JOB_LISTING_CREDITS, type JobListingCredits } from '../posting/listing-credits.port';

/**
 * Listing lifecycle: an approved job past its listing end becomes expired (and leaves search),
 * unless its package carries it on (a Featured Job Post's free extra days, Gold Plus's monthly
 * renewal that moves it back to the top).
 */
@Injectable()
export class JobExpiryService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly clock: Clock,
    @Inject(JOB_LISTING_CREDITS) private readonly credits: JobListingCredits,
  ) {}

  /** Renews or expires every live job whose expires_at has passed; returns the expired and the renewed ids. */
  expireDue(now: Date = this.clock.now()): Promise<{ expired: string[]; renewed: string[] }> {
    return this.jobs.expireDue(now, (trx, jobIds) => this.credits.renewOrEnd(trx, jobIds, now));
  }
}
