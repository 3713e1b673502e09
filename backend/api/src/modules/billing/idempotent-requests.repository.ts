import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** A stored request: its body's hash and, once the first request finished, its answer. */
export interface IdempotentRequestRecord {
  scope: string;
  requestHash: string;
  /** Null while the first request runs. */
  responseStatus: number | null;
  responseBody: unknown;
}

interface IdempotentRequestRow {
  scope: string;
  request_hash: string;
  response_status: number | null;
  response_body: unknown;
}

const CLAIM_SQL = `insert into "idempotent_requests" ("user_id", "key", "scope", "request_hash", "response_status", "response_body", "created_at")
  values (?, ?, ?, ?, null, null, ?) on conflict ("user_id", "key") do nothing returning "key"`;
const FIND_SQL = `select "scope", "request_hash", "response_status", "response_body" from "idempotent_requests" where "user_id" = ? and "key" = ?`;
const ANSWER_SQL = `update "idempotent_requests" set "response_status" = ?, "response_body" = ?::jsonb where "user_id" = ? and "key" = ?`;
const RELEASE_SQL = `delete from "idempotent_requests" where "user_id" = ? and "key" = ? and "response_status" is null`;

/** The only code that reads or writes `idempotent_requests`. */
@Injectable()
export class IdempotentRequestsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Claims the user's key for a request; false when the key is taken (by a request running or done). */
  async claim(userId: string, key: string, scope: string, requestHash: string, at: Date): Promise<boolean> {
    const rows = await this.em.execute<Array<{ key: string }>>(CLAIM_SQL, [userId, key, scope, requestHash, at]);
    return rows.length > 0;
  }

  async find(userId: string, key: string): Promise<IdempotentRequestRecord | null> {
    const [row] = await this.em.execute<IdempotentRequestRow[]>(FIND_SQL, [userId, key]);
    return row
      ? {
          scope: row.scope,
          requestHash: row.request_hash,
          responseStatus: row.response_status === null ? null : Number(row.response_status),
          responseBody: row.response_body,
        }
      : null;
  }

  /** Stores the first request's answer. */
  async answer(userId: string, key: string, status: number, body: unknown): Promise<void> {
    await this.em.execute(ANSWER_SQL, [status, JSON.stringify(body), userId, key]);
  }

  /** Frees a claim whose request failed without an answer worth repeating (the server's fault), so a retry runs again. */
  async release(userId: string, key: string): Promise<void> {
    await this.em.execute(RELEASE_SQL, [userId, key]);
  }
}
