import { EntityName } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Availability, EducationEntry, ExperienceLevel } from '@marketplace/contracts';

/**
 * What profiles publishes of a seeker's profile for other modules' statements (a view, never
 * written): talent search reads it, with the search vector and skills its indexes serve.
 */
@Entity({
  tableName: 'seeker_profile_cards',
  view: true,
  expression:
    'select "user_id", "location", "phone", "availability", "experience_level", "about_me", "salary_expectations", "show_salary_expectations", "visible_to_employers", "skills", "portfolio_urls", "work_experience", "education", "updated_at", "search_document", "search_skills" from "seeker_profiles"',
})
export class SeekerProfileCard {
  [EntityName]?: 'SeekerProfileCard';

  @PrimaryKey({ type: 'uuid', fieldName: 'user_id' })
  userId!: string;

  @Property({ type: 'string', length: 120, nullable: true })
  location!: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  phone!: string | null;

  @Property({ type: 'string', length: 16, nullable: true })
  availability!: Availability | null;

  @Property({ type: 'string', length: 16, nullable: true })
  experienceLevel!: ExperienceLevel | null;

  @Property({ type: 'text', nullable: true })
  aboutMe!: string | null;

  @Property({ type: 'integer', nullable: true })
  salaryExpectations!: number | null;

  @Property({ type: 'boolean' })
  showSalaryExpectations!: boolean;

  @Property({ type: 'boolean' })
  visibleToEmployers!: boolean;

  @Property({ type: 'json' })
  skills!: string[];

  @Property({ type: 'json' })
  portfolioUrls!: string[];

  @Property({ type: 'text', nullable: true })
  workExperience!: string | null;

  @Property({ type: 'json' })
  education!: EducationEntry[];

  @Property({ type: 'datetime', length: 3 })
  updatedAt!: Date;

  @Property({ columnType: 'tsvector', type: 'unknown', nullable: true, lazy: true, hidden: true })
  searchDocument?: unknown;

  @Property({ type: 'text[]', lazy: true, hidden: true })
  searchSkills?: string[];
}
