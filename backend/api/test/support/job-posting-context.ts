import type { MikroORM } from '@mikro-orm/postgresql';
import type { Role } from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import type { AppConfig } from '../../src/config/app-config';
import { SessionService } from '../../src/modules/accounts';
import type { RunningApi } from './api-server';
import { clearDemoMarket, openOrm, truncateJobsData } from './database';
import { HttpSession } from './http-session';
import { testConfig } from './test-config';

export interface DemoActors {
  seeker: string;
  otherSeeker: string;
  employer: string;
  otherEmployer: string;
  admin: string;
  companyId: string;
  otherCompanyId: string;
}

/** Ids of the demo seed's users and companies that the jobs suites act as. */
export async function demoActors(orm: MikroORM): Promise<DemoActors> {
  const rows = await orm.em
    .getConnection()
    .execute<Array<{ id: string; email: string; company_id: string | null }>>(
      `select id, email, company_id from users where email in ('seeker@demo.local', 'olivia.martinez@demo.local', 'employer@demo.local', 'priya.raman@demo.local', 'admin@demo.local')`,
    );
  const by = (email: string) => {
    const row = rows.find((candidate) => candidate.email === email);
    if (!row) throw new Error(`demo user ${email} is missing`);
    return row;
  };
  return {
    seeker: by('seeker@demo.local').id,
    otherSeeker: by('olivia.martinez@demo.local').id,
    employer: by('employer@demo.local').id,
    otherEmployer: by('priya.raman@demo.local').id,
    admin: by('admin@demo.local').id,
    companyId: by('employer@demo.local').company_id!,
    otherCompanyId: by('priya.raman@demo.local').company_id!,
  };
}

let ip = 0;

/** A browser signed in as the user (a minted session, no password hashing). */
export async function browserAs(
  api: RunningApi,
  config: AppConfig,
  user: { id: string; role: Role | null } | null,
): Promise<HttpSession> {
  const session = new HttpSession(api.baseUrl, config.publicOrigin, `192.0.2.${(ip++ % 250) + 1}`);
  if (!user) return session;
  const issued = await api.app.get(SessionService, { strict: false }).issue(user);
  session.cookies.set(config.sessionCookie.name, issued.token);
  return session;
}

/** A complete job posting body (every rule met) for a given title. */
export function completePosting(title: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title,
    description:
      'Plan, write and edit long-form articles for our engineering blog. You will work with engineers to turn their notes into clear stories for developers.',
    requirements: 'Three years of technical writing with published samples we can read.',
    salaryMin: 60000,
    salaryMax: 80000,
    salaryType: 'yearly',
    location: 'Remote',
    jobType: 'FULL_TIME',
    experienceLevel: 'mid',
    category: 'Writing',
    skills: ['Technical Writing', 'Markdown'],
    benefits: 'Health insurance',
    applicationDeadline: null,
    website: 'https://example.com',
    linkedinProfile: 'https://www.linkedin.com/company/example',
    contactPhone: '5551234567',
    isCompanyPrivate: false,
    isFlexible: true,
    ...extra,
  };
}

/**
 * A test database holding exactly the demo seed, with the demo actors' ids, for the jobs suites;
 * `market: false` takes the demo market off it (clearDemoMarket) for suites that arrange their own
 * applications and resumes on the demo accounts.
 */
export async function openSeededJobsDatabase(
  options: { market?: boolean } = {},
): Promise<{ config: AppConfig; orm: MikroORM; who: DemoActors }> {
  const config = testConfig({ PUBLIC_URL: 'http://localhost:3000' });
  const orm = await openOrm(config);
  await truncateJobsData(orm);
  await runDemoSeed(config);
  if (options.market === false) await clearDemoMarket(orm);
  return { config, orm, who: await demoActors(orm) };
}

/**
 * Ends a suite that changed the seeded database: stops its API, leaves the demo data as a fresh
 * seed for the suites after it, and closes the ORM. Safe when beforeAll failed half-way.
 */
export async function closeSeededJobsDatabase(
  api: RunningApi | undefined,
  orm: MikroORM | undefined,
  config: AppConfig,
): Promise<void> {
  await api?.close();
  if (orm) {
    await truncateJobsData(orm);
    await runDemoSeed(config);
  }
  await orm?.close(true);
}
