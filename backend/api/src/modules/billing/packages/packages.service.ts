import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import {
  type EmployerCreditsResponse,
  JOB_PACKAGES,
  type JobPackagesResponse,
  jobPackage,
  PACKAGE_MESSAGES,
  type PurchasePackageRequest,
  type PurchasePackageResponse,
  validatePurchasePackage,
} from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import { assertValid, invalidField } from '../../../core/errors/assert-valid';
import { CardChargesService } from '../charges/card-charges.service';
import { atGateway, gatewayFailure } from '../gateway-calls';
import { IdempotentRequests, readIdempotencyKey } from '../idempotent-requests.service';
import { ReceiptsService } from '../receipts/receipts.service';
import { creditsLeft, type GrantState, grantTermsOf, hasRoom, toPackageCredit } from './package-credits';
import { PackagesRepository } from './packages.repository';
import { BillingError } from '../billing.errors';

/** The body of a purchase, as sent (types unchecked). */
export type PurchaseBody = Partial<Record<keyof PurchasePackageRequest, unknown>>;

/** The Idempotency-Key scope of a purchase. */
const PURCHASE_SCOPE = 'package-purchase';

/**
 * Employers' job-posting packages: the catalogue with the employer's current package, purchases
 * with the default card (once per Idempotency-Key), and the company's credits. Spending them is
 * ListingCreditsService's, inside the jobs' submissions.
 */
@Injectable()
export class PackagesService {
  private readonly logger = new Logger(PackagesService.name);

  constructor(
    private readonly clock: Clock,
    private readonly packages: PackagesRepository,
    private readonly idempotent: IdempotentRequests,
    private readonly cardCharges: CardChargesService,
    private readonly receipts: ReceiptsService,
  ) {}

  /** The catalogue; for a signed-in employer, `current` marks the package of their newest credit that can still be spent. */
  async catalogue(actor: Actor | null): Promise<JobPackagesResponse> {
    const companyId = actor?.user.role === 'employer' ? actor.user.companyId : null;
    const grants = companyId ? await this.packages.liveGrants(companyId, this.clock.now()) : [];
    const current =
      [...grants].filter(hasRoom).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]?.packageId ?? null;
    return {
      packages: JOB_PACKAGES.map((offer) => ({
        ...offer,
        features: [...offer.features],
        current: offer.id === current,
      })),
    };
  }

  async credits(actor: Actor): Promise<EmployerCreditsResponse> {
    const grants = await this.packages.liveGrants(companyOf(actor), this.clock.now());
    return { ...creditsLeft(grants), credits: grants.map(toPackageCredit) };
  }

  /** Buys a package with the default card; a retry with the same Idempotency-Key gets the first answer. */
  async purchase(actor: Actor, idempotencyKey: unknown, body: PurchaseBody): Promise<PurchasePackageResponse> {
    const key = readIdempotencyKey(idempotencyKey);
    const companyId = companyOf(actor);
    return this.idempotent.run(actor.user.id, PURCHASE_SCOPE, key, body, () => this.buy(actor, companyId, body));
  }

  private async buy(actor: Actor, companyId: string, body: PurchaseBody): Promise<PurchasePackageResponse> {
    assertValid(validatePurchasePackage(body));
    const pkg = jobPackage(String(body.packageId));
    if (!pkg) throw invalidField('packageId', PACKAGE_MESSAGES.unknownPackage);
    if (!this.cardCharges.available) throw BillingError.because('paymentsUnavailable');
    const userId = actor.user.id;
    const card = await this.cardCharges.defaultCardOf(userId);
    if (!card) throw BillingError.because('packageNoCard');
    const purchaseId = randomUUID();
    const outcome = await atGateway(
      this.logger,
      () =>
        this.cardCharges.charge<GrantState>({
          payer: { userId, card },
          item: { kind: 'package', id: pkg.id, subscriptionId: null },
          amountCents: pkg.price,
          description: pkg.name,
          idempotencyKey: `package:${purchaseId}`,
          ifUndecided: 'record',
          // The credits come with the approval, in its transaction: a paid purchase always has them.
          onApproved: (chargeId) => {
            const now = this.clock.now();
            return this.packages.grantPurchase({
              chargeId,
              grantId: purchaseId,
              companyId,
              userId,
              packageId: pkg.id,
              terms: grantTermsOf(pkg, now),
              at: now,
            });
          },
        }),
      PACKAGE_MESSAGES.chargeFailed,
    );
    if (outcome.status === 'refused') throw gatewayFailure(this.logger, outcome.error, PACKAGE_MESSAGES.chargeFailed);
    // A purchase's key is new: a duplicate is a bug, not a payment.
    if (outcome.status === 'duplicate') throw new Error(`Package purchase ${purchaseId} was charged already`);
    // 'review' (held by the gateway) is not paid yet: no credits until it is.
    if (outcome.status !== 'approved')
      throw BillingError.because('packageChargeFailed', outcome.reasonText.trim() || undefined);
    const grant = outcome.granted;
    if (!grant) throw new Error(`Package purchase ${purchaseId} was paid without its credits`);
    // The receipt was issued with the approval; its e-mail goes now (never throws).
    await this.receipts.chargeApproved(outcome.chargeId);
    return {
      credit: toPackageCredit(grant),
      charge: { amount: pkg.price, cardBrand: card.brand, cardLast4: card.last4 },
    };
  }
}

function companyOf(actor: Actor): string {
  const companyId = actor.user.companyId;
  if (!companyId) throw BillingError.because('packageNoCompany');
  return companyId;
}
