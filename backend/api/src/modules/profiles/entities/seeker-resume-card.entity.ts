import { EntityName } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * What profiles publishes of a resume version for other modules' statements (a view, never written).
 */
@Entity({
  tableName: 'seeker_resume_cards',
  view: true,
  expression: 'select "id", "user_id", "upload_id", "name", "is_default", "created_at" from "seeker_resumes"',
})
export class SeekerResumeCard {
  [EntityName]?: 'SeekerResumeCard';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid', fieldName: 'user_id' })
  userId!: string;

  @Property({ type: 'uuid', fieldName: 'upload_id' })
  uploadId!: string;

  @Property({ type: 'string', length: 255, fieldName: 'name' })
  name!: string;

  @Property({ type: 'boolean', fieldName: 'is_default' })
  isDefault!: boolean;

  @Property({ type: 'datetime', length: 3, fieldName: 'created_at' })
  createdAt!: Date;
}
