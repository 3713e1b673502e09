import { Injectable } from '@nestjs/common';
import { type DebitBlast, PackagesRepository } from './packages.repository';

export type { DebitBlast } from './packages.repository';

/**
 * What billing offers the email-blast module of the listings paid with a Solo Email Blast credit:
 * the listing's debit as a blast sees it, and recording that its blast went out (once per listing).
 */
@Injectable()
export class SoloEmailBlasts {
  constructor(private readonly packages: PackagesRepository) {}

  /** The job's open debit, or null when the job's listing was not paid with a package. */
  ofJob(jobId: string): Promise<DebitBlast | null> {
    return this.packages.blastOfJob(jobId);
  }

  ofDebit(debitId: string): Promise<DebitBlast | null> {
    return this.packages.blastOfDebit(debitId);
  }

  /** Records the blast as sent; false when it was already (another worker sent it). */
  markSent(debitId: string, at: Date): Promise<boolean> {
    return this.packages.markBlasted(debitId, at);
  }
}
