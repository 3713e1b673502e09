import { randomUUID } from 'node:crypto';
import { type Opt, type Ref, EntityName } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { JobAlert } from './job-alert.entity';

/**
 * One job-alert e-mail. Its unsubscribe link carries a random token of which only the SHA-256 is
 * kept here, so every e-mail's link keeps working and a database leak reveals no usable link.
 */
@Entity({ tableName: 'job_alert_deliveries' })
@Index({ name: 'job_alert_deliveries_alert_id_idx', properties: ['alert'] })
export class JobAlertDelivery {
  [EntityName]?: 'JobAlertDelivery';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => JobAlert, { ref: true, fieldName: 'alert_id', deleteRule: 'cascade' })
  alert!: Ref<JobAlert>;

  @Property({ type: 'string', length: 64, unique: 'job_alert_deliveries_token_hash_unique' })
  unsubscribeTokenHash!: string;

  @Property({ type: 'integer' })
  jobCount!: number;

  @Property({ type: 'datetime', length: 3, defaultRaw: 'now()' })
  sentAt: Opt<Date> = new Date();
}
