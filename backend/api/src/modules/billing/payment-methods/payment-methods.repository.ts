import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { inTransaction, typedSql } from '../../../infrastructure/database/typed-sql';
import type { BillingCustomer } from '../entities/billing-customer.entity';
import type { PaymentMethodEntity } from '../entities/payment-method.entity';

/** A row of payment_methods (the owner as `userId`). */
export type PaymentMethodRecord = Pick<
  PaymentMethodEntity,
  | 'id'
  | 'customerProfileId'
  | 'paymentProfileId'
  | 'brand'
  | 'last4'
  | 'expiryMonth'
  | 'expiryYear'
  | 'isDefault'
  | 'createdAt'
  | 'updatedAt'
> & { userId: string };

/** What a card is known by at the gateway and shown as in the app. */
export type CardDetails = Pick<PaymentMethodEntity, 'brand' | 'last4' | 'expiryMonth' | 'expiryYear'>;

const CARD_COLUMNS = [
  'id',
  'user as userId',
  'customerProfileId',
  'paymentProfileId',
  'brand',
  'last4',
  'expiryMonth',
  'expiryYear',
  'isDefault',
  'createdAt',
  'updatedAt',
] as const;

const SAMPLE_CARD: CardDetails = { brand: 'Visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 };

/**
 * Owns `billing_customers` and `payment_methods`: the only code that reads or writes them. A
 * user's card changes lock their billing_customers row first, so "one default per user" (also a
 * partial unique index) holds without retries.
 */
@Injectable()
export class PaymentMethodsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<BillingCustomer | PaymentMethodEntity>(this.em);
  }

  /** The user's customerProfileId at the gateway, or null before their first card. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async customerProfileOf(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('BillingCustomer')
      .select('customerProfileId')
      .where('user', '=', userId)
      .executeTakeFirst();
    return row?.customerProfileId ?? null;
  }

  /**
   * Stores the user's customer profile; answers the one stored, which a concurrent first card may
   * have stored first (the first one stays).
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.text, SQL_SAMPLE.date] })
  async saveCustomerProfile(userId: string, customerProfileId: string, at: Date): Promise<string> {
    await this.db
      .insertInto('BillingCustomer')
      .values({ user: userId, customerProfileId, createdAt: at })
      .onConflict((oc) => oc.column('user').doNothing())
      .execute();
    return (await this.customerProfileOf(userId)) ?? customerProfileId;
  }

  /** The user's cards, the default first, then the newest. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async cardsOf(userId: string): Promise<PaymentMethodRecord[]> {
    return this.db
      .selectFrom('PaymentMethodEntity')
      .select(CARD_COLUMNS)
      .where('user', '=', userId)
      .orderBy('isDefault', 'desc')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** The card when it is the user's, else null. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid] })
  async cardOf(userId: string, id: string): Promise<PaymentMethodRecord | null> {
    const row = await this.db
      .selectFrom('PaymentMethodEntity')
      .select(CARD_COLUMNS)
      .where('id', '=', id)
      .where('user', '=', userId)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Stores a card the gateway added: the default when asked, or when the user has none. The
   * gateway answers an existing payment profile for a card the customer already has: that row is
   * refreshed instead. Null when the payment profile belongs to another user (which the gateway's
   * profiles make impossible).
   */
  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        userId: SQL_SAMPLE.otherUuid,
        customerProfileId: SQL_SAMPLE.text,
        paymentProfileId: SQL_SAMPLE.text,
        card: SAMPLE_CARD,
        makeDefault: false,
        at: SQL_SAMPLE.date,
      },
    ],
  })
  async addCard(input: {
    id: string;
    userId: string;
    customerProfileId: string;
    paymentProfileId: string;
    card: CardDetails;
    makeDefault: boolean;
    at: Date;
  }): Promise<PaymentMethodRecord | null> {
    return this.forUser(input.userId, async () => {
      const hasDefault =
        (await this.db
          .selectFrom('PaymentMethodEntity')
          .select('id')
          .where('user', '=', input.userId)
          .where('isDefault', '=', true)
          .executeTakeFirst()) !== undefined;
      const isDefault = input.makeDefault || !hasDefault;
      const { card } = input;
      const row = await this.db
        .insertInto('PaymentMethodEntity')
        .values({
          id: input.id,
          user: input.userId,
          customerProfileId: input.customerProfileId,
          paymentProfileId: input.paymentProfileId,
          brand: card.brand,
          last4: card.last4,
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
          isDefault: false,
          createdAt: input.at,
          updatedAt: input.at,
        })
        .onConflict((oc) =>
          oc
            .column('paymentProfileId')
            .doUpdateSet((eb) => ({
              brand: eb.ref('excluded.brand'),
              last4: eb.ref('excluded.last4'),
              expiryMonth: eb.ref('excluded.expiryMonth'),
              expiryYear: eb.ref('excluded.expiryYear'),
              // A refreshed card stays the default it was; `or` of two booleans is a boolean column value.
              isDefault: eb
                .or([eb.ref('excluded.isDefault'), eb.ref('PaymentMethodEntity.isDefault')])
                .$castTo<boolean>(),
              updatedAt: eb.ref('excluded.updatedAt'),
            }))
            .whereRef('PaymentMethodEntity.user', '=', 'excluded.user'),
        )
        .returning(CARD_COLUMNS)
        .executeTakeFirst();
      if (!row) return null;
      if (isDefault) await this.setDefault(input.userId, row.id, input.at);
      return { ...row, isDefault: isDefault || row.isDefault };
    });
  }

  /** Records the card that replaced a stored one; null when the card is not the user's. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid, SAMPLE_CARD, SQL_SAMPLE.date] })
  async updateCard(userId: string, id: string, card: CardDetails, at: Date): Promise<PaymentMethodRecord | null> {
    const row = await this.db
      .updateTable('PaymentMethodEntity')
      .set({
        brand: card.brand,
        last4: card.last4,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        updatedAt: at,
      })
      .where('id', '=', id)
      .where('user', '=', userId)
      .returning(CARD_COLUMNS)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Makes the user's card their default; false when it is not theirs. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid, SQL_SAMPLE.date] })
  async makeDefault(userId: string, id: string, at: Date): Promise<boolean> {
    return this.forUser(userId, async () => {
      if (!(await this.cardOf(userId, id))) return false;
      await this.setDefault(userId, id, at);
      return true;
    });
  }

  /** Removes the user's card; when it was the default, the newest other card becomes the default. False when it is not theirs. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid, SQL_SAMPLE.date] })
  async deleteCard(userId: string, id: string, at: Date): Promise<boolean> {
    return this.forUser(userId, async () => {
      const deleted = await this.db
        .deleteFrom('PaymentMethodEntity')
        .where('id', '=', id)
        .where('user', '=', userId)
        .returning('isDefault')
        .executeTakeFirst();
      if (!deleted) return false;
      if (deleted.isDefault) {
        await this.db
          .updateTable('PaymentMethodEntity')
          .set({ isDefault: true, updatedAt: at })
          .where('id', '=', (eb) =>
            eb
              .selectFrom('PaymentMethodEntity')
              .select('id')
              .where('user', '=', userId)
              .orderBy('createdAt', 'desc')
              .orderBy('id', 'desc')
              .limit(1),
          )
          .execute();
      }
      return true;
    });
  }

  private async setDefault(userId: string, id: string, at: Date): Promise<void> {
    await this.db
      .updateTable('PaymentMethodEntity')
      .set({ isDefault: false, updatedAt: at })
      .where('user', '=', userId)
      .where('isDefault', '=', true)
      .where('id', '<>', id)
      .execute();
    await this.db
      .updateTable('PaymentMethodEntity')
      .set({ isDefault: true, updatedAt: at })
      .where('id', '=', id)
      .where('user', '=', userId)
      .execute();
  }

  /** Runs `work` in a transaction holding the user's billing_customers row (their card changes, one at a time). */
  private forUser<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return inTransaction(this.em, async () => {
      await this.db.selectFrom('BillingCustomer').select('user').where('user', '=', userId).forUpdate().execute();
      return work();
    });
  }
}
