import { EntityName } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * What accounts publishes of a company for other modules' statements (a view, never written).
 */
@Entity({
  tableName: 'company_cards',
  view: true,
  expression:
    'select "id", "slug", "name", "logo_url", "logo_file_url", "website", "time_zone", "not_selected_emails", "created_at" from "companies"',
})
export class CompanyCard {
  [EntityName]?: 'CompanyCard';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'string', length: 80, fieldName: 'slug' })
  slug!: string;

  @Property({ type: 'string', length: 120, fieldName: 'name' })
  name!: string;

  @Property({ type: 'text', nullable: true, fieldName: 'logo_url' })
  logoUrl!: string | null;

  @Property({ type: 'text', nullable: true, fieldName: 'logo_file_url' })
  logoFileUrl!: string | null;

  @Property({ type: 'string', length: 255, nullable: true, fieldName: 'website' })
  website!: string | null;

  @Property({ type: 'string', length: 64, fieldName: 'time_zone' })
  timeZone!: string;

  @Property({ type: 'boolean', fieldName: 'not_selected_emails' })
  notSelectedEmails!: boolean;

  @Property({ type: 'datetime', length: 3, fieldName: 'created_at' })
  createdAt!: Date;
}
