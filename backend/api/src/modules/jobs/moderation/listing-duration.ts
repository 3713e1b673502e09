import { Injectable } from '@nestjs/common';
import { DEFAULT_LISTING_DURATION_DAYS } from '@marketplace/contracts';
import type { Job } from '../entities/job.entity';

export const DAY_MS = 24 * 3600_000;

/**
 * How long an approved job stays live. Job-posting packages (billing) will say
 * otherwise per company; this is the seam they replace (provide another ListingDurationPolicy).
 */
@Injectable()
export class ListingDurationPolicy {
  daysFor(_job: Job): Promise<number> | number {
    return DEFAULT_LISTING_DURATION_DAYS;
  }
}
