import { type Opt, type Ref, EntityName } from '@mikro-orm/core';
import { Check, Entity, Index, OneToOne, Property, Trigger } from '@mikro-orm/decorators/legacy';
import type { Availability, EducationEntry, ExperienceLevel } from '@marketplace/contracts';
import { User } from '../../accounts';

/**
 * A seeker's professional profile (contracts: seeker-profile.ts), one row per seeker, written on
 * the first save. The headline is not here: it is the user's own (users.headline), which the
 * account profile edits too. Lists are JSON: they are read and written whole with the profile.
 */
@Entity({ tableName: 'seeker_profiles' })
@Check({
  name: 'seeker_profiles_availability_check',
  expression: `"availability" in ('immediately', 'two_weeks', 'one_month', 'flexible', 'not_looking')`,
})
@Check({
  name: 'seeker_profiles_experience_level_check',
  expression: `"experience_level" in ('entry', 'mid', 'senior', 'lead')`,
})
@Check({
  name: 'seeker_profiles_salary_expectations_check',
  expression: `"salary_expectations" >= 1 and "salary_expectations" <= 1000000`,
})
// Talent search (migration Migration20261126100000_talent, which also creates the trigger functions):
// the words, skills and filters of seekers who let employers find them meet in one GIN index scan;
// without words or skills, the most recently updated profiles are walked in order.
@Index({
  name: 'seeker_profiles_talent_search_idx',
  expression:
    'create index "seeker_profiles_talent_search_idx" on "seeker_profiles" using gin ("search_document", "search_skills", "availability", "experience_level") where "visible_to_employers"',
})
@Index({
  name: 'seeker_profiles_talent_recent_idx',
  expression:
    'create index "seeker_profiles_talent_recent_idx" on "seeker_profiles" ("updated_at" desc, "user_id" desc) where "visible_to_employers"',
})
@Trigger({
  name: 'seeker_profiles_search_refresh',
  timing: 'before',
  events: ['insert', 'update'],
  forEach: 'row',
  expression:
    'create trigger "seeker_profiles_search_refresh" before insert or update of "user_id", "location", "about_me", "skills", "work_experience" on "seeker_profiles" for each row execute function "seeker_profiles_search_refresh"()',
})
export class SeekerProfileEntity {
  [EntityName]?: 'SeekerProfileEntity';
  @OneToOne(() => User, { ref: true, primary: true, owner: true, fieldName: 'user_id', deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 120, nullable: true })
  location: string | null = null;

  /** Stored as (xxx) xxx-xxxx. */
  @Property({ type: 'string', length: 20, nullable: true })
  phone: string | null = null;

  @Property({ type: 'string', length: 16, nullable: true })
  availability: Availability | null = null;

  @Property({ type: 'string', length: 16, nullable: true })
  experienceLevel: ExperienceLevel | null = null;

  @Property({ type: 'text', nullable: true })
  aboutMe: string | null = null;

  /** Whole US dollars per year. */
  @Property({ type: 'integer', nullable: true })
  salaryExpectations: number | null = null;

  @Property({ type: 'boolean', default: false })
  showSalaryExpectations: Opt<boolean> = false;

  /** The seeker lets employers find them in talent search and open their profile. */
  @Property({ type: 'boolean', default: false })
  visibleToEmployers: Opt<boolean> = false;

  @Property({ type: 'json' })
  skills!: string[];

  @Property({ type: 'json' })
  portfolioUrls!: string[];

  /** HTML already reduced to the editor's formatting (core/text/rich-text.ts). */
  @Property({ type: 'text', nullable: true })
  workExperience: string | null = null;

  @Property({ type: 'json' })
  education!: EducationEntry[];

  @Property({ type: 'datetime', length: 3 })
  updatedAt!: Date;

  // Talent search text, written only by the trigger seeker_profiles_search_refresh (name and headline
  // come from users, whose trigger users_talent_search_refresh re-runs it) and read only by the talent
  // module's search SQL; lazy and hidden so entities never load or serialise them.
  /** Name, headline and skills (weight A), location (B), about (C), work experience (D). */
  @Property({ columnType: 'tsvector', type: 'unknown', nullable: true, lazy: true, hidden: true })
  searchDocument?: unknown;

  /** The skills in lower case, each once: the skill filter's exact matches. */
  @Property({ type: 'text[]', defaultRaw: "'{}'", lazy: true, hidden: true })
  searchSkills?: Opt<string[]>;
}
