import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { ReceiptEntity } from '../entities/receipt.entity';

/**
 * Owns `receipts`: the only code that writes it (ChargesRepository reads the receipt beside its
 * charge). Numbers come from the sequence `receipt_number_seq`.
 */
@Injectable()
export class ReceiptsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<ReceiptEntity>(this.em);
  }

  /**
   * Issues the charge's receipt with the next number, stamped with the time of the caller's
   * transaction, unless it has one: a number is taken only when a receipt is made.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async issue(chargeId: string): Promise<void> {
    await this.db
      .insertInto('ReceiptEntity')
      .columns(['charge', 'number', 'issuedAt'])
      .expression(
        // Without the plugins: the insert's own plugins rewrite its whole tree (and record it once).
        this.db
          .withoutPlugins()
          .selectNoFrom((eb) => [
            // Typed here: a parameter in a select list has no column to take its type from.
            eb.cast<string>(eb.val(chargeId), 'uuid').as('charge'),
            eb.fn<string>('nextval', [sql.lit('receipt_number_seq')]).as('number'),
            eb.fn<Date>('now').as('issuedAt'),
          ])
          .where((eb) =>
            eb.not(eb.exists(eb.selectFrom('ReceiptEntity').select('charge').where('charge', '=', chargeId))),
          ),
      )
      .onConflict((oc) => oc.column('charge').doNothing())
      .execute();
  }
}
