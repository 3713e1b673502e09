import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { EmailDeliveryFailureEntity } from '../entities/email-delivery-failure.entity';

/** A failed delivery as stored. */
export interface DeliveryFailureRecord {
  id: string;
  userId: string | null;
  address: string;
  category: string;
  subject: string;
  reason: string;
  permanent: boolean;
  occurredAt: Date;
}

/** Where a page of failures starts: after this one. */
export interface DeliveryFailureCursor {
  occurredAt: Date;
  id: string;
}

const COLUMNS = ['id', 'userId', 'address', 'category', 'subject', 'reason', 'permanent', 'occurredAt'] as const;

const SAMPLE: DeliveryFailureRecord = {
  id: SQL_SAMPLE.uuid,
  userId: SQL_SAMPLE.otherUuid,
  address: SQL_SAMPLE.text,
  category: SQL_SAMPLE.text,
  subject: SQL_SAMPLE.text,
  reason: SQL_SAMPLE.text,
  permanent: true,
  occurredAt: SQL_SAMPLE.date,
};

/** Owns `email_delivery_failures`: the only code that reads or writes it. */
@Injectable()
export class EmailDeliveryFailuresRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<EmailDeliveryFailureEntity>(this.em);
  }

  @GenerateSql({ params: [SAMPLE] })
  async insert(row: DeliveryFailureRecord): Promise<void> {
    await this.db.insertInto('EmailDeliveryFailureEntity').values(row).execute();
  }

  /** A page of failures, newest first, after the cursor: one user's, or everyone's for null. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, { occurredAt: SQL_SAMPLE.date, id: SQL_SAMPLE.otherUuid }, 21] })
  async page(
    userId: string | null,
    after: DeliveryFailureCursor | null,
    limit: number,
  ): Promise<DeliveryFailureRecord[]> {
    let query = this.db.selectFrom('EmailDeliveryFailureEntity').select(COLUMNS);
    if (userId) query = query.where('userId', '=', userId);
    if (after)
      query = query.where((eb) =>
        eb.or([
          eb('occurredAt', '<', after.occurredAt),
          eb.and([eb('occurredAt', '=', after.occurredAt), eb('id', '<', after.id)]),
        ]),
      );
    return query.orderBy('occurredAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }
}
