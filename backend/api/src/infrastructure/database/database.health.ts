import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

@Injectable()
export class DatabaseHealth {
  constructor(private readonly em: EntityManager) {}

  /** Resolves when PostgreSQL answers a trivial query. */
  async ping(): Promise<void> {
    await this.em.getConnection().execute('select 1');
  }
}
