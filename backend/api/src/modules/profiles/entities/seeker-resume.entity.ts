import { randomUUID } from 'node:crypto';
import { type Opt, type Ref, EntityName } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../../accounts';
import { Upload } from '../../uploads';

/**
 * A resume version a seeker keeps: a document upload (purpose 'resume') with a name. The file and
 * its state live with the upload; removing the upload removes the version with it.
 */
@Entity({ tableName: 'seeker_resumes' })
@Index({
  name: 'seeker_resumes_user_created_idx',
  expression: 'create index "seeker_resumes_user_created_idx" on "seeker_resumes" ("user_id", "created_at" desc)',
})
// At most one default per seeker, kept by the database too.
@Unique({
  name: 'seeker_resumes_one_default_idx',
  expression: 'create unique index "seeker_resumes_one_default_idx" on "seeker_resumes" ("user_id") where "is_default"',
})
export class SeekerResume {
  [EntityName]?: 'SeekerResume';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { ref: true, fieldName: 'user_id', deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne(() => Upload, {
    ref: true,
    fieldName: 'upload_id',
    deleteRule: 'cascade',
    unique: 'seeker_resumes_upload_id_unique',
  })
  upload!: Ref<Upload>;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'boolean', default: false })
  isDefault: Opt<boolean> = false;

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;
}
