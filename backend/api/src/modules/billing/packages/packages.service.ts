import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  type EmployerCreditsResponse,
  JOB_PACKAGES,
  type JobPackagesResponse,
  jobPackage,
  PACKAGE_MESSAGES,
  PAYMENT_MESSAGES,
  type PurchasePackageRequest,
  type PurchasePackageResponse,
  validatePurchasePackage,
} from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import { assertValid, invalidField } from '../../../core/errors/assert-valid';
import type { PaymentGateway, TransactionResult } from '../../../infrastructure/payments/payment-gateway';
import { atGateway, storedCardCharge } from '../gateway-calls';
import { IdempotentRequests, readIdempotencyKey } from '../idempotent-requests.service';
import { PAYMENT_GATEWAY } from '../payment-gateway.provider';
import { PaymentMethodsRepository } from '../payment-methods/payment-methods.repository';
import { ReceiptsService } from '../receipts/receipts.service';
import { creditsLeft, grantTermsOf, hasRoom, toPackageCredit } from './package-credits';
import { PackagesRepository } from './packages.repository';

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
    private readonly cards: PaymentMethodsRepository,
    private readonly idempotent: IdempotentRequests,
    private readonly receipts: ReceiptsService,
    @Inject(PAYMENT_GATEWAY) private readonly paymentGateway: PaymentGateway | null,
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
    const gateway = this.gateway();
    const userId = actor.user.id;
    const card = (await this.cards.cardsOf(userId)).find((candidate) => candidate.isDefault);
    if (!card) throw new BadRequestException(PACKAGE_MESSAGES.noCard);
    const purchaseId = randomUUID();
    const chargeId = randomUUID();
    await this.packages.openCharge({
      id: chargeId,
      userId,
      packageId: pkg.id,
      periodKey: `package:${purchaseId}`,
      amountCents: pkg.price,
      cardBrand: card.brand,
      cardLast4: card.last4,
      at: this.clock.now(),
    });
    let result: TransactionResult;
    try {
      result = await atGateway(
        this.logger,
        () =>
          gateway.charge(storedCardCharge(card, { chargeId, userId, amountCents: pkg.price, description: pkg.name })),
        PACKAGE_MESSAGES.chargeFailed,
      );
    } catch (error) {
      await this.packages.finishCharge(chargeId, 'error', null);
      throw error;
    }
    if (result.outcome !== 'approved') {
      // 'review' (held by the gateway) is not paid yet: no credits until it is.
      await this.packages.finishCharge(chargeId, result.outcome, result.transactionId);
      throw new BadRequestException(result.reasonText.trim() || PACKAGE_MESSAGES.chargeFailed);
    }
    const now = this.clock.now();
    const grant = await this.packages.approveAndGrant({
      chargeId,
      gatewayTransactionId: result.transactionId,
      grantId: purchaseId,
      companyId,
      userId,
      packageId: pkg.id,
      terms: grantTermsOf(pkg, now),
      at: now,
    });
    // The receipt was issued with the approval (the database's trigger); its e-mail goes now (never throws).
    await this.receipts.chargeApproved(chargeId);
    return {
      credit: toPackageCredit(grant),
      charge: { amount: pkg.price, cardBrand: card.brand, cardLast4: card.last4 },
    };
  }

  private gateway(): PaymentGateway {
    if (!this.paymentGateway) throw new ServiceUnavailableException(PAYMENT_MESSAGES.paymentsUnavailable);
    return this.paymentGateway;
  }
}

function companyOf(actor: Actor): string {
  const companyId = actor.user.companyId;
  if (!companyId) throw new ForbiddenException(PACKAGE_MESSAGES.noCompany);
  return companyId;
}
