import { EntityName } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Role } from '@marketplace/contracts';

/**
 * What accounts publishes of a user for other modules' statements: a view, never written, without the
 * password hash. Other modules join `user_cards`, never `users`.
 */
@Entity({
  tableName: 'user_cards',
  view: true,
  expression:
    'select "id", "email", "name", "role", "company_id", "headline", "profile_picture_url", "email_verified_at", "deleted_at", "created_at" from "users"',
})
export class UserCard {
  [EntityName]?: 'UserCard';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'string', length: 254, fieldName: 'email' })
  email!: string;

  @Property({ type: 'string', length: 120, fieldName: 'name' })
  name!: string;

  @Property({ type: 'text', nullable: true, fieldName: 'role' })
  role!: Role | null;

  @Property({ type: 'uuid', nullable: true, fieldName: 'company_id' })
  companyId!: string | null;

  @Property({ type: 'string', length: 160, nullable: true, fieldName: 'headline' })
  headline!: string | null;

  @Property({ type: 'text', nullable: true, fieldName: 'profile_picture_url' })
  profilePictureUrl!: string | null;

  @Property({ type: 'datetime', length: 3, nullable: true, fieldName: 'email_verified_at' })
  emailVerifiedAt!: Date | null;

  @Property({ type: 'datetime', length: 3, nullable: true, fieldName: 'deleted_at' })
  deletedAt!: Date | null;

  @Property({ type: 'datetime', length: 3, fieldName: 'created_at' })
  createdAt!: Date;
}
