import { Injectable } from '@nestjs/common';
import { jobPackage } from '@marketplace/contracts';
import { stableUuid } from '../../../infrastructure/database/seed/seed-random';
import { ChargesRepository } from '../charges/charges.repository';
import { ConciergeRepository } from '../concierge/concierge.repository';
import { grantTermsOf } from '../packages/package-credits';
import { PackagesRepository } from '../packages/packages.repository';
import { ReceiptsRepository } from '../receipts/receipts.repository';
import { BillingDemoRepository } from './billing-demo.repository';
import { conciergePurchase, DEMO_CARD, type DemoCharge, employerPurchase, subscriptionCharge } from './demo-charges';
import { buildDemoSubscriptions } from './demo-subscriptions';

export interface BillingSeedResult {
  subscriptionsCreated: number;
}

/** The demo concierge job and its admin concierge. */
export interface DemoConciergeJob {
  jobId: string;
  adminId: string;
  assignedAt: Date;
}

/**
 * Demo data owned by billing: the demo seekers' subscriptions (buildDemoSubscriptions says who
 * holds which plan; a seeker who ever had a subscription is left as they are), and the payments
 * behind them: each paid subscription's first period and the demo employer's package purchases,
 * each an approved charge with its receipt, as a payment records them; and the demo concierge job
 * (one of the demo employer's jobs listed with a concierge package, looked after by the demo admin).
 */
@Injectable()
export class BillingDemoSeeder {
  constructor(
    private readonly subscriptions: BillingDemoRepository,
    private readonly charges: ChargesRepository,
    private readonly receipts: ReceiptsRepository,
    private readonly packages: PackagesRepository,
    private readonly concierges: ConciergeRepository,
  ) {}

  async seed(seekerIds: readonly string[], now: Date = new Date()): Promise<BillingSeedResult> {
    let created = 0;
    for (const subscription of buildDemoSubscriptions(seekerIds, now))
      if (await this.subscriptions.insertIfNeverSubscribed(subscription, now)) created += 1;
    return { subscriptionsCreated: created };
  }

  /**
   * The receipts: for each demo subscription held by a live seeker (`seekerIds` in the demo order,
   * as seed() had them), and for the demo employer's purchase. A charge is made once (its key is
   * unique), so a second run makes none.
   */
  async seedReceipts(
    seekerIds: readonly string[],
    liveSeekerIds: ReadonlySet<string>,
    employer: { userId: string; companyId: string } | null,
    now: Date,
  ): Promise<{ receiptsCreated: number }> {
    const wanted: DemoCharge[] = [];
    for (const subscription of buildDemoSubscriptions(seekerIds, now)) {
      if (!liveSeekerIds.has(subscription.userId)) continue;
      const stored = await this.subscriptions.findSubscription(subscription.id);
      if (!stored || stored.userId !== subscription.userId) continue;
      const charge = subscriptionCharge(subscription, stored.createdAt);
      if (charge) wanted.push(charge);
    }
    if (employer) wanted.push(employerPurchase(employer, now));

    let created = 0;
    for (const charge of wanted) if (await this.pay(charge)) created += 1;
    return { receiptsCreated: created };
  }

  /**
   * One of the demo employer's jobs listed with the concierge package: bought an hour before the job
   * went live, the job's listing holding its credit, and the demo admin as its concierge, assigned
   * when it went live (as an approval does). A job that has a concierge keeps the one it has; one
   * whose listing another credit paid for gets none. Answers the job and its concierge, or null.
   */
  async seedConcierge(input: {
    employer: { userId: string; companyId: string };
    adminId: string;
    job: { id: string; postedAt: Date };
  }): Promise<{ receiptsCreated: number; concierge: DemoConciergeJob | null }> {
    const { employer, adminId, job } = input;
    const existing = await this.concierges.ofJob(job.id);
    if (existing)
      return {
        receiptsCreated: 0,
        concierge: { jobId: job.id, adminId: existing.admin.id, assignedAt: existing.assignedAt },
      };
    const charge = conciergePurchase(employer, job.postedAt);
    if (!charge.grant) throw new Error('The demo concierge purchase brings no credits');
    const grantId = charge.grant.id;
    const receiptsCreated = (await this.pay(charge)) ? 1 : 0;
    const debit = await this.packages.openDebitOf(job.id);
    if (debit && debit.grant.packageId !== charge.itemId) return { receiptsCreated, concierge: null };
    if (!debit)
      await this.packages.insertDebit({
        id: stableUuid(`package-debit:${grantId}:${job.id}`),
        grantId,
        jobId: job.id,
        featured: false,
        at: job.postedAt,
      });
    const assignment = await this.concierges.assignOnce({ jobId: job.id, grantId, at: job.postedAt }, (candidates) =>
      candidates.some((candidate) => candidate.adminId === adminId) ? adminId : null,
    );
    return {
      receiptsCreated,
      concierge: assignment ? { jobId: job.id, adminId: assignment.admin.id, assignedAt: assignment.assignedAt } : null,
    };
  }

  /** Records the charge as approved with its receipt (and a purchase's credits) unless its key was charged; true when it was new. */
  private async pay(charge: DemoCharge): Promise<boolean> {
    const opened = await this.charges.open({
      id: charge.id,
      userId: charge.userId,
      subscriptionId: charge.subscriptionId,
      kind: charge.kind,
      itemId: charge.itemId,
      periodKey: charge.periodKey,
      amountCents: charge.amountCents,
      cardBrand: DEMO_CARD.brand,
      cardLast4: DEMO_CARD.last4,
      at: charge.at,
    });
    if (!opened) return false;
    // No gateway ever saw it: no transaction id, so it cannot be refunded through the gateway.
    await this.charges.finish(charge.id, 'approved', null);
    await this.receipts.issue(charge.id);
    if (charge.grant) {
      const pkg = jobPackage(charge.itemId);
      if (!pkg) throw new Error(`The demo purchase ${charge.itemId} is not in the catalogue`);
      await this.packages.grantPurchase({
        chargeId: charge.id,
        grantId: charge.grant.id,
        companyId: charge.grant.companyId,
        userId: charge.userId,
        packageId: pkg.id,
        terms: grantTermsOf(pkg, charge.at),
        at: charge.at,
      });
    }
    return true;
  }
}
