import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { jobPackage } from '@marketplace/contracts';
import { grantTermsOf } from './package-credits';
import { PackagesRepository } from './packages.repository';

/** The package every demo company is given, so the demo employers can post jobs at once. */
export const DEMO_COMPANY_PACKAGE = 'gold-plus-small-business';

/**
 * Demo data owned by billing's packages: each demo company gets Gold Plus (any number of job posts
 * for its 180 days) as given credits, with no charge. A company that ever had credits keeps its own.
 */
@Injectable()
export class PackagesDemoSeeder {
  constructor(private readonly packages: PackagesRepository) {}

  async seed(companyIds: readonly string[], now: Date): Promise<{ creditsGiven: number }> {
    const pkg = jobPackage(DEMO_COMPANY_PACKAGE);
    if (!pkg) throw new Error(`The demo package ${DEMO_COMPANY_PACKAGE} is not in the catalogue`);
    let given = 0;
    for (const companyId of companyIds) {
      if (
        await this.packages.giveIfNone({
          id: randomUUID(),
          companyId,
          packageId: pkg.id,
          terms: grantTermsOf(pkg, now),
          at: now,
        })
      )
        given += 1;
    }
    return { creditsGiven: given };
  }
}
