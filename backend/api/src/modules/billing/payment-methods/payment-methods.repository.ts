import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CARD_OF_USER_SQL,
  CARDS_OF_USER_SQL,
  CLEAR_DEFAULT_SQL,
  CUSTOMER_OF_USER_SQL,
  DELETE_CARD_SQL,
  HAS_DEFAULT_SQL,
  INSERT_CUSTOMER_SQL,
  LOCK_CUSTOMER_SQL,
  PROMOTE_NEWEST_SQL,
  SET_DEFAULT_SQL,
  UPDATE_CARD_SQL,
  UPSERT_CARD_SQL,
} from './payment-methods.sql';

/** A row of payment_methods. */
export interface PaymentMethodRecord {
  id: string;
  userId: string;
  customerProfileId: string;
  paymentProfileId: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  isDefault: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** What a card is known by at the gateway and shown as in the app. */
export interface CardDetails {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

interface PaymentMethodRow {
  id: string;
  user_id: string;
  customer_profile_id: string;
  payment_profile_id: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  is_default: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

function toRecord(row: PaymentMethodRow): PaymentMethodRecord {
  return {
    id: row.id,
    userId: row.user_id,
    customerProfileId: row.customer_profile_id,
    paymentProfileId: row.payment_profile_id,
    brand: row.brand,
    last4: row.last4,
    expiryMonth: Number(row.expiry_month),
    expiryYear: Number(row.expiry_year),
    isDefault: row.is_default,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

type Runner = <T>(sql: string, params: readonly unknown[]) => Promise<T>;

/**
 * The only code that reads or writes `billing_customers` and `payment_methods`. A user's card
 * changes lock their billing_customers row first, so "one default per user" (also a partial
 * unique index) holds without retries.
 */
@Injectable()
export class PaymentMethodsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The user's customerProfileId at the gateway, or null before their first card. */
  async customerProfileOf(userId: string): Promise<string | null> {
    const [row] = await this.em.execute<Array<{ customer_profile_id: string }>>(CUSTOMER_OF_USER_SQL, [userId]);
    return row?.customer_profile_id ?? null;
  }

  /** Stores the user's customer profile; answers the one stored, which a concurrent request may have stored first. */
  async saveCustomerProfile(userId: string, customerProfileId: string, at: Date): Promise<string> {
    await this.em.execute(INSERT_CUSTOMER_SQL, [userId, customerProfileId, at]);
    return (await this.customerProfileOf(userId)) ?? customerProfileId;
  }

  /** The user's cards, the default first, then the newest. */
  async cardsOf(userId: string): Promise<PaymentMethodRecord[]> {
    const rows = await this.em.execute<PaymentMethodRow[]>(CARDS_OF_USER_SQL, [userId]);
    return rows.map(toRecord);
  }

  /** The card when it is the user's, else null. */
  async cardOf(userId: string, id: string): Promise<PaymentMethodRecord | null> {
    const [row] = await this.em.execute<PaymentMethodRow[]>(CARD_OF_USER_SQL, [id, userId]);
    return row ? toRecord(row) : null;
  }

  /**
   * Stores a card the gateway added: the default when asked, or when the user has none. Null when
   * the payment profile belongs to another user (which the gateway's profiles make impossible).
   */
  async addCard(input: {
    id: string;
    userId: string;
    customerProfileId: string;
    paymentProfileId: string;
    card: CardDetails;
    makeDefault: boolean;
    at: Date;
  }): Promise<PaymentMethodRecord | null> {
    return this.forUser(input.userId, async (run) => {
      const [{ has_default: hasDefault }] = await run<Array<{ has_default: boolean }>>(HAS_DEFAULT_SQL, [input.userId]);
      const isDefault = input.makeDefault || !hasDefault;
      const { card } = input;
      const [row] = await run<PaymentMethodRow[]>(UPSERT_CARD_SQL, [
        input.id,
        input.userId,
        input.customerProfileId,
        input.paymentProfileId,
        card.brand,
        card.last4,
        card.expiryMonth,
        card.expiryYear,
        false,
        input.at,
        input.at,
      ]);
      if (!row) return null;
      if (isDefault) await this.setDefault(run, input.userId, row.id, input.at);
      return { ...toRecord(row), isDefault: isDefault || row.is_default };
    });
  }

  /** Records the card that replaced a stored one; null when the card is not the user's. */
  async updateCard(userId: string, id: string, card: CardDetails, at: Date): Promise<PaymentMethodRecord | null> {
    const [row] = await this.em.execute<PaymentMethodRow[]>(UPDATE_CARD_SQL, [
      card.brand,
      card.last4,
      card.expiryMonth,
      card.expiryYear,
      at,
      id,
      userId,
    ]);
    return row ? toRecord(row) : null;
  }

  /** Makes the user's card their default; false when it is not theirs. */
  async makeDefault(userId: string, id: string, at: Date): Promise<boolean> {
    return this.forUser(userId, async (run) => {
      const [row] = await run<PaymentMethodRow[]>(CARD_OF_USER_SQL, [id, userId]);
      if (!row) return false;
      await this.setDefault(run, userId, id, at);
      return true;
    });
  }

  /** Removes the user's card; when it was the default, the newest other card becomes the default. False when it is not theirs. */
  async deleteCard(userId: string, id: string, at: Date): Promise<boolean> {
    return this.forUser(userId, async (run) => {
      const [deleted] = await run<Array<{ is_default: boolean }>>(DELETE_CARD_SQL, [id, userId]);
      if (!deleted) return false;
      if (deleted.is_default) await run(PROMOTE_NEWEST_SQL, [at, userId]);
      return true;
    });
  }

  private async setDefault(run: Runner, userId: string, id: string, at: Date): Promise<void> {
    await run(CLEAR_DEFAULT_SQL, [at, userId, id]);
    await run(SET_DEFAULT_SQL, [at, id, userId]);
  }

  /** Runs `work` in a transaction holding the user's billing_customers row. */
  private forUser<T>(userId: string, work: (run: Runner) => Promise<T>): Promise<T> {
    const connection = this.em.getConnection();
    return connection.transactional(async (trx) => {
      const run: Runner = <R>(sql: string, params: readonly unknown[]) =>
        connection.execute(sql, params as unknown[], 'all', trx) as Promise<R>;
      await run(LOCK_CUSTOMER_SQL, [userId]);
      return work(run);
    });
  }
}
