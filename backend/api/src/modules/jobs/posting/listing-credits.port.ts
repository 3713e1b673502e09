import type { EntityManager } from '@mikro-orm/postgresql';

/** How a job's listing runs once approved: its length, and whether it is featured. */
export interface ListingTerms {
  days: number;
  featured: boolean;
}

/** A live listing that goes on at its end instead of expiring. */
export interface ListingRenewal {
  /** The listing's new end. */
  until: Date;
  /** Moved back to the top of search (posted again now), as Gold Plus does every month. */
  bump: boolean;
}

/**
 * What jobs needs of the job-posting packages (implemented by billing, which depends on jobs: so
 * jobs names the need and billing provides it, globally). Every call that takes `trx` runs inside
 * the transaction that changes the job, so a credit is spent exactly when a job is submitted.
 */
export interface JobListingCredits {
  /**
   * Spends one of the company's credits on the job's listing, inside `trx`. A job whose credit is
   * still open (edited or resubmitted before its listing ended) keeps it; `renewing` (an expired
   * job listed again) ends the old one first. False when the company has no credit left.
   */
  spend(trx: EntityManager, input: { companyId: string; jobId: string; renewing: boolean; at: Date }): Promise<boolean>;
  /** The terms of the job's listing as its credit paid for them (the default ones without a credit). */
  termsFor(jobId: string, at: Date): Promise<ListingTerms>;
  /**
   * For live jobs whose listing ends now: those whose package carries them on (a Featured Job Post
   * unfilled at its end, once; Gold Plus while it lasts), recorded inside `trx`. The listings of the
   * others end (their credits are spent).
   */
  renewOrEnd(trx: EntityManager, jobIds: readonly string[], at: Date): Promise<Map<string, ListingRenewal>>;
}

export const JOB_LISTING_CREDITS = Symbol('JOB_LISTING_CREDITS');
