import { Injectable } from '@nestjs/common';
import { CompaniesRepository, type CompanyRecord } from '../companies.repository';
import { PasswordHasher } from '../password-hasher';
import { UsersRepository } from '../users.repository';
import { buildDemoCompanies } from './demo-companies';
import { buildDemoUsers, DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-users';

export interface AccountsSeedResult {
  companies: CompanyRecord[];
  companiesCreated: number;
  usersCreated: number;
  usersTotal: number;
  /** The demo seekers' ids, in the order of demo-users.ts (SEEKERS): their profiles are seeded next. */
  seekerIds: string[];
  /** The demo seekers in that order, with whether their account is live (a deleted one gets no market data). */
  seekers: DemoSeekerAccount[];
  /** The demo employer (employer@demo.local) and their company: the one whose jobs get applicants. */
  demoEmployer: { userId: string; companyId: string } | null;
  /** Each demo company's employer, who acts on its applications. */
  employerByCompany: Map<string, string>;
  /** The demo seeker (seeker@demo.local) while their account is live. */
  demoSeekerId: string | null;
  /** The demo admin (admin@demo.local): the demo concierge job's concierge. */
  demoAdminId: string | null;
}

/** A demo seeker as the market seed needs them. */
export interface DemoSeekerAccount {
  id: string;
  name: string;
  email: string;
  headline: string;
  live: boolean;
}

/** Demo data owned by the accounts module: the employers' companies and the demo sign-ins. */
@Injectable()
export class AccountsDemoSeeder {
  constructor(
    private readonly companies: CompaniesRepository,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Creates the demo companies (matched by slug) and users (matched by e-mail or id) that do not exist yet; never changes existing ones. */
  async seed(now: Date = new Date()): Promise<AccountsSeedResult> {
    const wantedCompanies = buildDemoCompanies();
    const existingSlugs = new Set(
      (await this.companies.findBySlugs(wantedCompanies.map((c) => c.slug))).map((c) => c.slug),
    );
    const missingCompanies = wantedCompanies.filter((company) => !existingSlugs.has(company.slug));
    await this.companies.insertMany(missingCompanies);
    const companies = await this.companies.findBySlugs(wantedCompanies.map((c) => c.slug));
    const companyIdBySlug = new Map(companies.map((company) => [company.slug, company.id]));

    const wantedUsers = buildDemoUsers(wantedCompanies);
    const existingEmails = await this.users.existingEmails(wantedUsers.map((user) => user.email));
    // By id too: a demo user who deleted their account keeps the row (anonymised) and stays deleted.
    const existingIds = await this.users.existingIds(wantedUsers.map((user) => user.id));
    const missingUsers = wantedUsers.filter(
      (user) => !existingEmails.has(user.email.toLowerCase()) && !existingIds.has(user.id),
    );
    if (missingUsers.length > 0) {
      // One hash for the shared, published demo password keeps the seed fast.
      const passwordHash = await this.hasher.hash(DEMO_PASSWORD);
      await this.users.insertMany(
        missingUsers.map((user) => ({
          id: user.id,
          email: user.email,
          name: user.name,
          role: user.role,
          passwordHash,
          companyId: user.companySlug ? (companyIdBySlug.get(user.companySlug) ?? null) : null,
          headline: user.headline,
          emailVerifiedAt: now,
        })),
      );
    }
    const seekerUsers = wantedUsers.filter((user) => user.role === 'seeker');
    const seekerIds = seekerUsers.map((user) => user.id);
    // A demo e-mail someone else signed up with first leaves that demo user out: only rows that exist are used.
    const present = await this.users.existingIds(wantedUsers.map((user) => user.id));
    const deleted = new Set(await this.users.deletedAmong(seekerIds));
    const employerByCompany = new Map<string, string>();
    for (const user of wantedUsers) {
      const companyId =
        user.role === 'employer' && user.companySlug ? companyIdBySlug.get(user.companySlug) : undefined;
      if (companyId && present.has(user.id) && !employerByCompany.has(companyId))
        employerByCompany.set(companyId, user.id);
    }
    const employer = wantedUsers.find((user) => user.email === DEMO_ACCOUNTS.employer);
    const employerCompanyId = employer?.companySlug ? companyIdBySlug.get(employer.companySlug) : undefined;
    const seeker = wantedUsers.find((user) => user.email === DEMO_ACCOUNTS.seeker);
    const admin = wantedUsers.find((user) => user.email === DEMO_ACCOUNTS.admin);
    return {
      companies,
      companiesCreated: missingCompanies.length,
      usersCreated: missingUsers.length,
      usersTotal: wantedUsers.length,
      seekerIds,
      seekers: seekerUsers.map((user) => ({
        id: user.id,
        name: user.name,
        email: user.email,
        headline: user.headline ?? '',
        live: present.has(user.id) && !deleted.has(user.id),
      })),
      demoEmployer:
        employer && employerCompanyId && present.has(employer.id)
          ? { userId: employer.id, companyId: employerCompanyId }
          : null,
      employerByCompany,
      demoSeekerId: seeker && present.has(seeker.id) && !deleted.has(seeker.id) ? seeker.id : null,
      demoAdminId: admin && present.has(admin.id) ? admin.id : null,
    };
  }
}
