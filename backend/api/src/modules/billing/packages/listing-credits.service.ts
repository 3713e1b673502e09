import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LISTING_DURATION_DAYS } from '@marketplace/contracts';
import type { JobListingCredits, ListingRenewal, ListingTerms } from '../../jobs';
import { grantToSpend, nextDebitFeatured, renewalAtEnd } from './package-credits';
import { PackagesRepository } from './packages.repository';

/**
 * The jobs module's JOB_LISTING_CREDITS port: a job's submission spends a credit of its company's
 * packages (in the submission's transaction), its approval lists it on the credit's terms, and the
 * expiry sweep asks here which listings go on.
 */
@Injectable()
export class ListingCreditsService implements JobListingCredits {
  constructor(private readonly packages: PackagesRepository) {}

  // `_trx`: the jobs port hands its transaction; the repository joins it through the context.
  async spend(
    _trx: EntityManager,
    input: { companyId: string; jobId: string; renewing: boolean; at: Date },
  ): Promise<boolean> {
    const { companyId, jobId, renewing, at } = input;
    // Locked first: the company's credits are decided one submission at a time.
    const grants = await this.packages.lockLiveGrants(companyId, at);
    if (renewing) await this.packages.endDebitOfJob(jobId, at);
    else if (await this.packages.openDebitOf(jobId)) return true;
    const grant = grantToSpend(grants);
    if (!grant) return false;
    await this.packages.insertDebit({
      id: randomUUID(),
      grantId: grant.id,
      jobId,
      featured: nextDebitFeatured(grant),
      at,
    });
    return true;
  }

  async termsFor(jobId: string, _at: Date): Promise<ListingTerms> {
    const debit = await this.packages.openDebitOf(jobId);
    return debit
      ? { days: debit.grant.listingDays, featured: debit.featured }
      : { days: DEFAULT_LISTING_DURATION_DAYS, featured: false };
  }

  // `_trx`: the sweep's transaction, joined by the repository through the context.
  async renewOrEnd(_trx: EntityManager, jobIds: readonly string[], at: Date): Promise<Map<string, ListingRenewal>> {
    const renewals = new Map<string, ListingRenewal>();
    const ended: string[] = [];
    for (const debit of await this.packages.openDebitsOf(jobIds)) {
      const next = renewalAtEnd(debit, at);
      if (!next) {
        ended.push(debit.id);
        continue;
      }
      if (next.kind === 'extend') await this.packages.markExtended(debit.id, at);
      renewals.set(debit.jobId, { until: next.until, bump: next.kind === 'renew' });
    }
    await this.packages.endDebits(ended, at);
    return renewals;
  }
}
