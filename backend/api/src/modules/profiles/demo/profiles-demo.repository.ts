import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DemoSeekerProfile } from './demo-seeker-profiles';

/** Writes the demo seekers' rows of seeker_profiles (the seed command only). */
@Injectable()
export class ProfilesDemoRepository {
  constructor(private readonly em: EntityManager) {}

  /** Inserts the profile unless the seeker has one or is not a live seeker; true when it was inserted. */
  async insertIfMissing(profile: DemoSeekerProfile, at: Date): Promise<boolean> {
    const rows = await this.em.execute<Array<{ user_id: string }>>(
      `insert into "seeker_profiles" ("user_id", "location", "phone", "availability", "experience_level", "about_me", "salary_expectations",
         "show_salary_expectations", "visible_to_employers", "skills", "portfolio_urls", "work_experience", "education", "updated_at")
       select ?, ?, null, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?::jsonb, ?
       where exists (select 1 from "users" u where u."id" = ? and u."role" = 'seeker' and u."deleted_at" is null)
       on conflict ("user_id") do nothing
       returning "user_id"`,
      [
        profile.userId,
        profile.location,
        profile.availability,
        profile.experienceLevel,
        profile.aboutMe,
        profile.salaryExpectations,
        profile.showSalaryExpectations,
        profile.visibleToEmployers,
        // Lists go as JSON text: an array parameter would be expanded into a list of values.
        JSON.stringify(profile.skills),
        JSON.stringify(profile.portfolioUrls),
        profile.workExperience,
        JSON.stringify(profile.education),
        at,
        profile.userId,
      ],
    );
    return rows.length > 0;
  }
}
