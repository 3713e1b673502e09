import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GenerateSql, SQL_SAMPLE } from '../../infrastructure/database/generate-sql';
import { typedSql } from '../../infrastructure/database/typed-sql';
import type { IdempotentRequestEntity } from './entities/idempotent-request.entity';

/** A stored request: its body's hash and, once the first request finished, its answer (null status while it runs). */
export type IdempotentRequestRecord = Required<
  Pick<IdempotentRequestEntity, 'scope' | 'requestHash' | 'responseStatus' | 'responseBody'>
>;

/** Owns `idempotent_requests`: the only code that reads or writes it. */
@Injectable()
export class IdempotentRequestsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<IdempotentRequestEntity>(this.em);
  }

  /** Claims the user's key for a request; false when the key is taken (by a request running or done). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.text, 'subscribe', SQL_SAMPLE.text, SQL_SAMPLE.date] })
  async claim(userId: string, key: string, scope: string, requestHash: string, at: Date): Promise<boolean> {
    const row = await this.db
      .insertInto('IdempotentRequestEntity')
      .values({ user: userId, key, scope, requestHash, responseStatus: null, responseBody: null, createdAt: at })
      .onConflict((oc) => oc.columns(['user', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.text] })
  async find(userId: string, key: string): Promise<IdempotentRequestRecord | null> {
    const row = await this.db
      .selectFrom('IdempotentRequestEntity')
      .select(['scope', 'requestHash', 'responseStatus', 'responseBody'])
      .$narrowType<{ responseStatus: number | null }>()
      .where('user', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Stores the first request's answer. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.text, 201, { id: SQL_SAMPLE.otherUuid }] })
  async answer(userId: string, key: string, status: number, body: unknown): Promise<void> {
    await this.db
      .updateTable('IdempotentRequestEntity')
      .set({ responseStatus: status, responseBody: body })
      .where('user', '=', userId)
      .where('key', '=', key)
      .execute();
  }

  /** Frees a claim whose request failed without an answer worth repeating (the server's fault), so a retry runs again. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.text] })
  async release(userId: string, key: string): Promise<void> {
    await this.db
      .deleteFrom('IdempotentRequestEntity')
      .where('user', '=', userId)
      .where('key', '=', key)
      .where('responseStatus', 'is', null)
      .execute();
  }
}
