import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../core/clock/clock';

/** Listing lifecycle: an approved job past its listing end becomes expired (and leaves search). */
@Injectable()
export class JobExpiryService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  /** Expires every live job whose expires_at has passed; returns their ids. One statement, so concurrent runs cannot double-count. */
  async expireDue(now: Date = this.clock.now()): Promise<string[]> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<Array<{ id: string }>>(
        `update "jobs" set "status" = 'expired', "updated_at" = ? where "status" = 'approved' and "expires_at" <= ? returning "id"`,
        [now, now],
      );
    return rows.map((row) => row.id);
  }
}
