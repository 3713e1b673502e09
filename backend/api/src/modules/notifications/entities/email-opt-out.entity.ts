import { type Opt, EntityName } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A recipient turned off one kind of notification e-mail (contracts: notifications.ts EMAIL_KINDS)
 * through the unsubscribe link of such a mail. Senders skip them for that kind. The user id has no
 * foreign key: notifications sits below accounts (accounts sends its mail through it), the id comes
 * from a link we signed, and users are anonymised rather than deleted.
 */
@Entity({ tableName: 'email_opt_outs' })
export class EmailOptOut {
  [EntityName]?: 'EmailOptOut';
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'string', length: 40 })
  kind!: string;

  @Property({ type: 'datetime', length: 3, defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
