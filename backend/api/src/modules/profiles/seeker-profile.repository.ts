import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Availability, EducationEntry, ExperienceLevel } from '@marketplace/contracts';

/** A row of seeker_profiles, the table this repository alone reads and writes, as the services use it (the headline lives on users). */
export interface SeekerProfileRecord {
  userId: string;
  location: string | null;
  phone: string | null;
  availability: Availability | null;
  experienceLevel: ExperienceLevel | null;
  aboutMe: string | null;
  salaryExpectations: number | null;
  showSalaryExpectations: boolean;
  visibleToEmployers: boolean;
  skills: string[];
  portfolioUrls: string[];
  workExperience: string | null;
  education: EducationEntry[];
  updatedAt: Date;
}

interface SeekerProfileRow {
  user_id: string;
  location: string | null;
  phone: string | null;
  availability: Availability | null;
  experience_level: ExperienceLevel | null;
  about_me: string | null;
  salary_expectations: number | null;
  show_salary_expectations: boolean;
  visible_to_employers: boolean;
  skills: string[];
  portfolio_urls: string[];
  work_experience: string | null;
  education: EducationEntry[];
  updated_at: Date;
}

function toRecord(row: SeekerProfileRow): SeekerProfileRecord {
  return {
    userId: row.user_id,
    location: row.location,
    phone: row.phone,
    availability: row.availability,
    experienceLevel: row.experience_level,
    aboutMe: row.about_me,
    salaryExpectations: row.salary_expectations,
    showSalaryExpectations: row.show_salary_expectations,
    visibleToEmployers: row.visible_to_employers,
    skills: row.skills,
    portfolioUrls: row.portfolio_urls,
    workExperience: row.work_experience,
    education: row.education,
    updatedAt: new Date(row.updated_at),
  };
}

/** A seeker whose profile matches, with their address and name (users). */
export interface MatchingSeekerRow {
  user_id: string;
  email: string;
  name: string;
}

/**
 * Params: [skills as JSON text, limit]. The skills are compared as search_skills holds them (lower
 * case, trimmed: the trigger seeker_profiles_search_refresh); a null availability is not 'not_looking'.
 */
const SEEKERS_WITH_SKILLS_SQL = `select p."user_id", u."email", u."name"
from "seeker_profiles" p join "users" u on u."id" = p."user_id"
where u."deleted_at" is null and u."role" = 'seeker'
  and p."availability" is distinct from 'not_looking'
  and p."search_skills" && array(select distinct lower(btrim(s.skill)) from jsonb_array_elements_text(?::jsonb) as s(skill) where btrim(s.skill) <> '')
order by p."updated_at" desc, p."user_id"
limit ?`;

// The search columns (search_document, search_skills) are the talent search's, written by a trigger.
const COLUMNS = `"user_id", "location", "phone", "availability", "experience_level", "about_me", "salary_expectations",
  "show_salary_expectations", "visible_to_employers", "skills", "portfolio_urls", "work_experience", "education", "updated_at"`;

/**
 * The only code that writes seeker_profiles. The talent module's search reads it too (read-only,
 * through its own indexes: migration Migration20261126100000_talent).
 */
@Injectable()
export class SeekerProfileRepository {
  constructor(private readonly em: EntityManager) {}

  async findByUser(userId: string): Promise<SeekerProfileRecord | null> {
    const rows = await this.em.execute<SeekerProfileRow[]>(
      `select ${COLUMNS} from "seeker_profiles" where "user_id" = ?`,
      [userId],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** Writes the whole profile (the first save creates the row). */
  async save(profile: SeekerProfileRecord): Promise<void> {
    await this.em.execute(
      `insert into "seeker_profiles" ("user_id", "location", "phone", "availability", "experience_level", "about_me", "salary_expectations",
         "show_salary_expectations", "visible_to_employers", "skills", "portfolio_urls", "work_experience", "education", "updated_at")
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?::jsonb, ?)
       on conflict ("user_id") do update set
         "location" = excluded."location", "phone" = excluded."phone", "availability" = excluded."availability",
         "experience_level" = excluded."experience_level", "about_me" = excluded."about_me",
         "salary_expectations" = excluded."salary_expectations", "show_salary_expectations" = excluded."show_salary_expectations",
         "visible_to_employers" = excluded."visible_to_employers",
         "skills" = excluded."skills", "portfolio_urls" = excluded."portfolio_urls", "work_experience" = excluded."work_experience",
         "education" = excluded."education", "updated_at" = excluded."updated_at"`,
      [
        profile.userId,
        profile.location,
        profile.phone,
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
        profile.updatedAt,
      ],
    );
  }

  /**
   * Up to `limit` live seekers sharing at least one of these skills (case and spacing ignored, as
   * search_skills stores them) who are not 'not_looking', most recently updated profiles first.
   * Reads users for the address and name.
   */
  async seekersWithSkills(skills: readonly string[], limit: number): Promise<MatchingSeekerRow[]> {
    if (skills.length === 0 || limit <= 0) return [];
    return this.em.execute<MatchingSeekerRow[]>(SEEKERS_WITH_SKILLS_SQL, [JSON.stringify(skills), limit]);
  }

  async deleteOf(userId: string): Promise<void> {
    await this.em.execute(`delete from "seeker_profiles" where "user_id" = ?`, [userId]);
  }
}
