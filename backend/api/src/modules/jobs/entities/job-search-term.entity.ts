import { EntityName } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey } from '@mikro-orm/decorators/legacy';

/**
 * A word (text search lexeme) that occurs in some job's search text. Triggers on jobs add the words
 * of new and changed jobs; search matches misspelt words against this list by trigram similarity.
 * Only the search repository reads it.
 */
@Entity({ tableName: 'job_search_terms' })
@Index({
  name: 'job_search_terms_trgm_idx',
  expression: 'create index "job_search_terms_trgm_idx" on "job_search_terms" using gin ("term" gin_trgm_ops)',
})
export class JobSearchTerm {
  [EntityName]?: 'JobSearchTerm';
  @PrimaryKey({ type: 'text' })
  term!: string;
}
