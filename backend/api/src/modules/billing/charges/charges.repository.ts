import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { AdminPaymentsQuery, ChargeKind, ChargeStatus, RefundMethod, Role } from '@marketplace/contracts';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { type Db, typedSql } from '../../../infrastructure/database/typed-sql';
import type { UserCard } from '../../accounts';
import type { ChargeEntity } from '../entities/charge.entity';
import type { ChargeRefundEntity } from '../entities/charge-refund.entity';
import type { ReceiptEntity } from '../entities/receipt.entity';

/** How a charge attempt ended: the gateway's outcome, or 'error' when the gateway refused the request. */
export type ChargeOutcome = 'approved' | 'declined' | 'error' | 'review';

/** A charge attempt before the gateway is called. */
export interface NewCharge {
  id: string;
  userId: string;
  /** The subscription a subscription charge pays a period of; null for a purchase. */
  subscriptionId: string | null;
  kind: ChargeKind;
  /** The catalogue id of the plan or the package. */
  itemId: string;
  /** The charge's idempotency key (unique): what it pays for, so it is charged once. */
  periodKey: string;
  amountCents: number;
  cardBrand: string;
  cardLast4: string;
  at: Date;
}

/** A charge attempt found by its key. */
export type ChargeAttempt = Pick<ChargeEntity, 'id' | 'amountCents' | 'cardBrand' | 'cardLast4' | 'itemId'> & {
  status: ChargeStatus;
};

/** A charge as the webhooks reconcile it. */
export type WebhookCharge = Required<
  Pick<ChargeEntity, 'id' | 'kind' | 'amountCents' | 'status' | 'gatewayTransactionId'>
>;

/** A charge with its receipt and refund, and who paid. */
export interface ChargeView {
  id: string;
  userId: string;
  userEmail: string;
  userName: string;
  userRole: Role | null;
  kind: ChargeKind;
  itemId: string;
  amountCents: number;
  status: ChargeStatus;
  cardBrand: string;
  cardLast4: string;
  gatewayTransactionId: string | null;
  createdAt: Date;
  /** The receipt's sequence number and when it was issued; null unless approved. */
  receipt: { number: string; issuedAt: Date } | null;
  /** The refund: 'pending' while the gateway is asked. */
  refund: {
    id: string;
    amountCents: number;
    method: RefundMethod;
    status: 'pending' | 'completed';
    completedAt: Date | null;
  } | null;
}

/** Where a history page starts: after this charge. */
export interface HistoryCursor {
  createdAt: Date;
  id: string;
}

/** The tables a charge view reads: billing's charges, receipts and refunds, and accounts' published user cards. */
type ChargeViewTables = ChargeEntity | ReceiptEntity | ChargeRefundEntity | UserCard;

/**
 * One charge as the history, the receipts and the admin table read it (`c` charges, `u` the payer's
 * user card, `r` the receipt, `f` the refund), before its filter and order.
 */
function chargeViews(db: Db<ChargeViewTables>) {
  return db
    .selectFrom('ChargeEntity as c')
    .innerJoin('UserCard as u', 'u.id', 'c.user')
    .leftJoin('ReceiptEntity as r', 'r.charge', 'c.id')
    .leftJoin('ChargeRefundEntity as f', 'f.charge', 'c.id')
    .select([
      'c.id',
      'c.user as userId',
      'c.kind',
      'c.itemId',
      'c.amountCents',
      'c.status',
      'c.cardBrand',
      'c.cardLast4',
      'c.gatewayTransactionId',
      'c.createdAt',
      'r.number as receiptNumber',
      'r.issuedAt as receiptIssuedAt',
      'f.id as refundId',
      'f.amountCents as refundAmountCents',
      'f.method as refundMethod',
      'f.status as refundStatus',
      'f.completedAt as refundedAt',
      'u.email as userEmail',
      'u.name as userName',
      'u.role as userRole',
    ])
    .$narrowType<{ status: ChargeStatus; gatewayTransactionId: string | null; refundedAt: Date | null }>();
}

/** A row of chargeViews, as the database answers it. */
type ChargeViewRow = Awaited<ReturnType<ReturnType<typeof chargeViews>['executeTakeFirstOrThrow']>>;

/**
 * Nests the receipt and the refund of a flat row. Their times are aliased columns, which come back
 * as the driver reads them (only columns named as properties are converted): made Dates here.
 */
function toChargeView(row: ChargeViewRow): ChargeView {
  const {
    receiptNumber,
    receiptIssuedAt,
    refundId,
    refundAmountCents,
    refundMethod,
    refundStatus,
    refundedAt,
    ...charge
  } = row;
  return {
    ...charge,
    receipt:
      receiptNumber === null || receiptIssuedAt === null
        ? null
        : { number: String(receiptNumber), issuedAt: new Date(receiptIssuedAt) },
    refund:
      refundId === null || refundAmountCents === null || refundMethod === null || refundStatus === null
        ? null
        : {
            id: refundId,
            amountCents: refundAmountCents,
            method: refundMethod,
            status: refundStatus,
            completedAt: refundedAt === null ? null : new Date(refundedAt),
          },
  };
}

/** A LIKE pattern that matches the text literally, anywhere. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const SAMPLE_CHARGE: NewCharge = {
  id: SQL_SAMPLE.uuid,
  userId: SQL_SAMPLE.otherUuid,
  subscriptionId: SQL_SAMPLE.uuid,
  kind: 'subscription',
  itemId: 'gold',
  periodKey: SQL_SAMPLE.text,
  amountCents: 1000,
  cardBrand: 'Visa',
  cardLast4: '4242',
  at: SQL_SAMPLE.date,
};

/**
 * Owns `charges`: the only code that reads or writes it. A charge is opened (pending) under its
 * unique key before the gateway is called, then finished with the gateway's outcome, or released
 * when the gateway never decided it. Its views read the receipt (`receipts`), the refund
 * (`charge_refunds`) and the payer from accounts' published `user_cards`.
 */
@Injectable()
export class ChargesRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<ChargeViewTables>(this.em);
  }

  /** Records a charge attempt before the gateway is called; false when its key has a charge already. */
  @GenerateSql({ name: 'a subscription period', params: [SAMPLE_CHARGE] })
  @GenerateSql({
    name: 'a package purchase',
    params: [{ ...SAMPLE_CHARGE, subscriptionId: null, kind: 'package', itemId: 'featured-job-post' }],
  })
  async open(charge: NewCharge): Promise<boolean> {
    const row = await this.db
      .insertInto('ChargeEntity')
      .values({
        id: charge.id,
        user: charge.userId,
        subscription: charge.subscriptionId,
        kind: charge.kind,
        itemId: charge.itemId,
        periodKey: charge.periodKey,
        amountCents: charge.amountCents,
        gatewayTransactionId: null,
        cardBrand: charge.cardBrand,
        cardLast4: charge.cardLast4,
        status: 'pending',
        createdAt: charge.at,
      })
      .onConflict((oc) => oc.column('periodKey').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records the gateway's outcome of an open charge. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, 'approved', SQL_SAMPLE.text] })
  async finish(id: string, status: ChargeOutcome, gatewayTransactionId: string | null): Promise<void> {
    await this.db.updateTable('ChargeEntity').set({ status, gatewayTransactionId }).where('id', '=', id).execute();
  }

  /**
   * Forgets a pending attempt that never reached a decision at the gateway (it was down), so its key
   * can be charged again; false when it is not pending (any more).
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async release(id: string): Promise<boolean> {
    const row = await this.db
      .deleteFrom('ChargeEntity')
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The charge attempt made under a key, or null. */
  @GenerateSql({ params: [SQL_SAMPLE.text] })
  async chargeByKey(periodKey: string): Promise<ChargeAttempt | null> {
    const row = await this.db
      .selectFrom('ChargeEntity')
      .select(['id', 'status', 'amountCents', 'cardBrand', 'cardLast4', 'itemId'])
      .$narrowType<{ status: ChargeStatus }>()
      .where('periodKey', '=', periodKey)
      .executeTakeFirst();
    return row ?? null;
  }

  @GenerateSql({ params: [SQL_SAMPLE.text] })
  async chargeByTransaction(transactionId: string): Promise<WebhookCharge | null> {
    const row = await this.webhookCharges().where('gatewayTransactionId', '=', transactionId).executeTakeFirst();
    return row ?? null;
  }

  /** The charge whose invoice number (invoiceNumberOf: its id without dashes, 20 characters) it is. */
  @GenerateSql({ params: ['00000000000040008000'] })
  async chargeByInvoice(invoiceNumber: string): Promise<WebhookCharge | null> {
    const row = await this.webhookCharges()
      .where(
        (eb) => eb.fn('left', [eb.fn('replace', [eb.cast('id', 'text'), sql.lit('-'), sql.lit('')]), eb.lit(20)]),
        '=',
        invoiceNumber,
      )
      .executeTakeFirst();
    return row ?? null;
  }

  /** The user's charges, newest first (charges_user_created_idx), `limit` of them after the cursor. */
  @GenerateSql({ name: 'first page', params: [SQL_SAMPLE.uuid, null, 21] })
  @GenerateSql({
    name: 'after a cursor',
    params: [SQL_SAMPLE.uuid, { createdAt: SQL_SAMPLE.date, id: SQL_SAMPLE.otherUuid }, 21],
  })
  async historyOf(userId: string, after: HistoryCursor | null, limit: number): Promise<ChargeView[]> {
    let query = chargeViews(this.db).where('c.user', '=', userId);
    if (after)
      query = query.where((eb) => eb(eb.refTuple('c.createdAt', 'c.id'), '<', eb.tuple(after.createdAt, after.id)));
    const rows = await query.orderBy('c.createdAt', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
    return rows.map(toChargeView);
  }

  /** One charge with its receipt, refund and payer. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async chargeById(id: string): Promise<ChargeView | null> {
    const row = await chargeViews(this.db).where('c.id', '=', id).executeTakeFirst();
    return row ? toChargeView(row) : null;
  }

  /** Every user's charges, newest first, filtered by a part of the payer's e-mail and by status (the admin table). */
  @GenerateSql({ name: 'unfiltered', params: [{ email: null, status: null }, 0, 20] })
  @GenerateSql({ name: 'by e-mail and status', params: [{ email: SQL_SAMPLE.text, status: 'approved' }, 20, 20] })
  @GenerateSql({ name: 'refunded', params: [{ email: null, status: 'refunded' }, 0, 20] })
  async page(
    filters: AdminPaymentsQuery,
    offset: number,
    limit: number,
  ): Promise<{ rows: ChargeView[]; total: number }> {
    const matching = (db: Db<ChargeViewTables>) => {
      let query = chargeViews(db);
      if (filters.email !== null)
        // The pattern escapes with a backslash, LIKE's default escape character.
        query = query.where('u.email', 'ilike', containsPattern(filters.email));
      if (filters.status === 'refunded') query = query.where('f.status', '=', 'completed');
      else if (filters.status !== null) query = query.where('c.status', '=', filters.status);
      return query;
    };
    const [rows, count] = await Promise.all([
      matching(this.db).orderBy('c.createdAt', 'desc').orderBy('c.id', 'desc').limit(limit).offset(offset).execute(),
      this.db
        // Without the plugins: the count's own plugins rewrite its whole tree (and record it once).
        .selectFrom(matching(this.db.withoutPlugins()).as('matching'))
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirst(),
    ]);
    return { rows: rows.map(toChargeView), total: Number(count?.total ?? 0) };
  }

  private webhookCharges() {
    return this.db
      .selectFrom('ChargeEntity')
      .select(['id', 'kind', 'amountCents', 'status', 'gatewayTransactionId'])
      .$narrowType<{ gatewayTransactionId: string | null }>();
  }
}
