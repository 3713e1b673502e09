import { Injectable } from '@nestjs/common';
import { CompaniesRepository, type CompanyRecord } from '../companies.repository';
import { PasswordHasher } from '../password-hasher';
import { UsersRepository } from '../users.repository';
import { buildDemoCompanies } from './demo-companies';
import { buildDemoUsers, DEMO_PASSWORD } from './demo-users';

export interface AccountsSeedResult {
  companies: CompanyRecord[];
  companiesCreated: number;
  usersCreated: number;
  usersTotal: number;
  /** The demo seekers' ids, in the order of demo-users.ts (SEEKERS): their profiles are seeded next. */
  seekerIds: string[];
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
      const companyIdBySlug = new Map(companies.map((company) => [company.slug, company.id]));
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
    const seekerIds = wantedUsers.filter((user) => user.role === 'seeker').map((user) => user.id);
    return {
      companies,
      companiesCreated: missingCompanies.length,
      usersCreated: missingUsers.length,
      usersTotal: wantedUsers.length,
      seekerIds,
    };
  }
}
