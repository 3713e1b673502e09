import { DecimalType, type Opt, EntityName } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A narrow copy of an approved job: the columns a search's result count of words reads, and its
 * document vector stripped of positions and kept out of line, so about fifty rows share a page
 * where a job's own row fills a quarter of one. Triggers on jobs keep it (migration
 * Migration20261128100000_job_count_rows, which also creates the trigger function); only the
 * search repository reads it, and nothing writes it but those triggers.
 */
@Entity({ tableName: 'job_count_rows' })
@Index({
  name: 'job_count_rows_document_idx',
  expression: `create index "job_count_rows_document_idx" on "job_count_rows" using gin ("fts_document", "category", "job_type", "experience_level", "salary_type", "is_remote", "is_flexible")`,
})
@Index({ name: 'job_count_rows_posted_idx', properties: ['postedAt'] })
export class JobCountRow {
  [EntityName]?: 'JobCountRow';
  @PrimaryKey({ type: 'uuid' })
  jobId!: string;

  @Property({ type: 'text' })
  category!: string;

  @Property({ type: 'text' })
  jobType!: string;

  @Property({ type: 'text' })
  experienceLevel!: string;

  @Property({ type: 'text' })
  salaryType!: string;

  @Property({ type: 'boolean' })
  isRemote!: boolean;

  @Property({ type: 'boolean' })
  isFlexible!: boolean;

  @Property({ type: new DecimalType('number'), precision: 12, scale: 2, nullable: true })
  pay!: Opt<number | null>;

  @Property({ type: 'datetime', length: 3 })
  postedAt!: Date;

  @Property({ type: 'datetime', length: 3, nullable: true })
  expiresAt!: Opt<Date | null>;

  @Property({ columnType: 'tsvector', type: 'unknown', nullable: true, lazy: true, hidden: true })
  ftsDocument?: unknown;

  /**
   * 2,100 spaces, compressed in the row to a few bytes (storage main): PostgreSQL only moves values
   * out of line in rows over about 2 kB, and the vector alone (a few hundred bytes) would stay in
   * the row and make it four times wider. With this, every row is long enough, and
   * toast_tuple_target (128 bytes) sends the vector out. Never read.
   */
  @Property({ type: 'text', defaultRaw: `repeat(' '::text, 2100)`, lazy: true, hidden: true })
  spill!: Opt<string>;
}
