import { type Ref, EntityName } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../accounts';

/**
 * A request sent with an Idempotency-Key: claimed before it runs, then holding its answer, so a
 * retry (or a concurrent twin) with the same key gets that answer instead of running again.
 */
@Entity({ tableName: 'idempotent_requests' })
export class IdempotentRequestEntity {
  [EntityName]?: 'IdempotentRequestEntity';
  @ManyToOne(() => User, { ref: true, primary: true, fieldName: 'user_id', deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 255, primary: true })
  key!: string;

  /** The route the key was used on ('subscribe', later the purchases). */
  @Property({ type: 'string', length: 40 })
  scope!: string;

  /** SHA-256 of the request's body: the same key with another body is refused. */
  @Property({ type: 'string', length: 64 })
  requestHash!: string;

  /** Null while the first request runs. */
  @Property({ type: 'smallint', nullable: true })
  responseStatus?: number | null;

  @Property({ type: 'json', nullable: true })
  responseBody?: unknown;

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;
}
