import type { MikroORM } from '@mikro-orm/postgresql';
import type { ExperienceLevel, JobCategory, JobStatus, JobType, SalaryType } from '@marketplace/contracts';
import { fixtureApprovedAt } from './job-fixtures';

/** A job for search tests: every field search reads or filters on can be set. */
export interface SearchFixture {
  id: string;
  companyId: string;
  title: string;
  description?: string;
  skills?: string[];
  category?: JobCategory;
  jobType?: JobType;
  experienceLevel?: ExperienceLevel;
  salaryType?: SalaryType;
  salaryMin?: number | null;
  salaryMax?: number | null;
  location?: string;
  isFlexible?: boolean;
  isCompanyPrivate?: boolean;
  status?: JobStatus;
  postedAt: Date | null;
  expiresAt?: Date | null;
}

/** Neutral text: none of the words the search tests look for. */
export const PLAIN_DESCRIPTION =
  'Join a friendly remote team and help our clients with careful, reliable work every week. We value clear written communication and kindness.';

export type CompleteSearchFixture = Required<SearchFixture>;

/** The job with every field set: what insertSearchJobs stores, so tests can predict results from it. */
export function completeSearchFixture(job: SearchFixture): CompleteSearchFixture {
  return {
    description: PLAIN_DESCRIPTION,
    skills: [],
    category: 'Other',
    jobType: 'FULL_TIME',
    experienceLevel: 'mid',
    salaryType: 'yearly',
    salaryMin: 50_000,
    salaryMax: 65_000,
    location: 'Remote',
    isFlexible: false,
    isCompanyPrivate: false,
    status: 'approved',
    expiresAt: null,
    // A field given as undefined takes the default too.
    ...(Object.fromEntries(Object.entries(job).filter(([, value]) => value !== undefined)) as SearchFixture),
  };
}

/** Inserts the jobs (through the real triggers, so their search vectors and words are built as in production). */
export async function insertSearchJobs(orm: MikroORM, jobs: readonly SearchFixture[]): Promise<void> {
  const connection = orm.em.getConnection();
  for (const job of jobs.map(completeSearchFixture)) {
    await connection.execute(
      `insert into jobs (id, company_id, title, description, requirements, salary_min, salary_max, salary_type, location,
         job_type, experience_level, category, skills, is_company_private, is_flexible, status, posted_at, expires_at, approved_at)
       values (?, ?, ?, ?, 'You enjoy careful work and clear communication with the team.', ?, ?, ?, ?, ?, ?, ?, ?::text[], ?, ?, ?, ?, ?, ?)`,
      [
        job.id,
        job.companyId,
        job.title,
        job.description,
        job.salaryMin,
        job.salaryMax,
        job.salaryType,
        job.location,
        job.jobType,
        job.experienceLevel,
        job.category,
        // An array literal: a JS array would be spread into a value list by the ORM's formatting.
        `{${job.skills.map((skill) => `"${skill.replace(/["\\]/g, '\\$&')}"`).join(',')}}`,
        job.isCompanyPrivate,
        job.isFlexible,
        job.status,
        job.postedAt,
        job.expiresAt,
        fixtureApprovedAt(job.status, job.postedAt),
      ],
    );
  }
}
