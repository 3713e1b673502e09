import type { Opt, Ref } from '@mikro-orm/core';
import { Check, Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import type { Availability, EducationEntry, ExperienceLevel } from '@marketplace/contracts';
import { User } from '../../accounts';

/**
 * A seeker's professional profile (contracts: seeker-profile.ts), one row per seeker, written on
 * the first save. The headline is not here: it is the user's own (users.headline), which the
 * account profile edits too. Lists are JSON: they are read and written whole with the profile.
 */
@Entity({ tableName: 'seeker_profiles' })
@Check({ name: 'seeker_profiles_availability_check', expression: `"availability" in ('immediately', 'two_weeks', 'one_month', 'flexible', 'not_looking')` })
@Check({ name: 'seeker_profiles_experience_level_check', expression: `"experience_level" in ('entry', 'mid', 'senior', 'lead')` })
@Check({ name: 'seeker_profiles_salary_expectations_check', expression: `"salary_expectations" >= 1 and "salary_expectations" <= 1000000` })
export class SeekerProfileEntity {
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
}
