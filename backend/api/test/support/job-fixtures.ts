import type { MikroORM } from '@mikro-orm/postgresql';
import type { JobStatus } from '@marketplace/contracts';

export interface FixtureJob {
  id: string;
  companyId: string;
  status: JobStatus;
  postedAt: Date | null;
  title?: string;
}

export async function insertCompany(orm: MikroORM, id: string, name: string): Promise<void> {
  await orm.em
    .getConnection()
    .execute(`insert into companies (id, slug, name, logo_url) values (?, ?, ?, ?)`, [
      id,
      name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name,
      `https://cdn.example/logos/${id}.svg`,
    ]);
}

/**
 * A fixture job went live (and so was approved) when it has a posted time and a status that follows
 * approval, as the migration that added approved_at decided for existing rows.
 */
export function fixtureApprovedAt(status: JobStatus, postedAt: Date | null): Date | null {
  return ['approved', 'expired', 'filled', 'archived'].includes(status) ? postedAt : null;
}

/** Minimal valid postings: only what the feed reads varies. */
export async function insertJobs(orm: MikroORM, jobs: readonly FixtureJob[], privateCompanyId?: string): Promise<void> {
  const connection = orm.em.getConnection();
  for (const job of jobs) {
    await connection.execute(
      `insert into jobs (id, company_id, title, description, requirements, salary_min, salary_max, salary_type, location,
         job_type, experience_level, category, skills, is_company_private, is_flexible, status, posted_at, approved_at)
       values (?, ?, ?, ?, ?, 50000, 65000, 'yearly', 'Remote', 'FULL_TIME', 'mid', 'Writing', '{Research,SEO Writing,WordPress,AP Style}', ?, true, ?, ?, ?)`,
      [
        job.id,
        job.companyId,
        job.title ?? `Content Writer ${job.id.slice(0, 8)}`,
        'Write clear, well-researched articles for our blog and partner sites, working from briefs with our editor.',
        'You have published writing you are proud of and can share links to it.',
        job.companyId === privateCompanyId,
        job.status,
        job.postedAt,
        fixtureApprovedAt(job.status, job.postedAt),
      ],
    );
  }
}

/** A v4-shaped UUID from a number, so fixtures are readable and ordered ids are easy to make. */
export function fixtureUuid(n: number, prefix = 'a'): string {
  const hex = n.toString(16).padStart(12, '0');
  return `${prefix.repeat(8)}-0000-4000-8000-${hex}`;
}
