import { randomUUID } from 'node:crypto';
import { type Ref, EntityName } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ApplicationStatus, InterviewStage } from '@marketplace/contracts';
import { Company, User } from '../../accounts';

/** One application a bulk change changed: what it was and what it became (its undo puts `from` back while it is still `to`). */
export interface BulkChangeEntry {
  id: string;
  from: ApplicationStatus;
  fromStage: InterviewStage | null;
  to: ApplicationStatus;
  toStage: InterviewStage | null;
}

/**
 * A bulk status change of the employer's lists, kept for its undo (contracts:
 * employer-applications.ts): the SHA-256 of the undo token handed out, the employer it was made as
 * (only they may undo it), until when, and what changed. Written in the transaction of the change;
 * its undo marks it undone in the transaction that puts the statuses back.
 */
@Entity({ tableName: 'application_bulk_changes' })
@Index({ name: 'application_bulk_changes_actor_id_idx', properties: ['actor'] })
@Index({ name: 'application_bulk_changes_company_id_idx', properties: ['company'] })
export class ApplicationBulkChange {
  [EntityName]?: 'ApplicationBulkChange';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 64, unique: 'application_bulk_changes_token_hash_unique' })
  tokenHash!: string;

  @ManyToOne(() => User, { ref: true, fieldName: 'actor_id', deleteRule: 'cascade' })
  actor!: Ref<User>;

  @ManyToOne(() => Company, { ref: true, fieldName: 'company_id', deleteRule: 'cascade' })
  company!: Ref<Company>;

  @Property({ type: 'json' })
  changes!: BulkChangeEntry[];

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;

  @Property({ type: 'datetime', length: 3 })
  expiresAt!: Date;

  @Property({ type: 'datetime', length: 3, nullable: true })
  undoneAt: Date | null = null;
}
