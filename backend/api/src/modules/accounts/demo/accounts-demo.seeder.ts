import { Injectable } from '@nestjs/common';
import { CompaniesRepository, type CompanyRecord } from '../companies.repository';
import { buildDemoCompanies } from './demo-companies';

export interface AccountsSeedResult {
  companies: CompanyRecord[];
  companiesCreated: number;
}

/**
 * Demo data owned by the accounts module. Today: the employers' companies.
 * The accounts issue adds the demo users here (admin@demo.local, employer@demo.local,
 * seeker@demo.local, password Demo-pass-2026, plus 20+ employers and seekers), linked to these
 * companies.
 */
@Injectable()
export class AccountsDemoSeeder {
  constructor(private readonly companies: CompaniesRepository) {}

  /** Creates the demo companies that do not exist yet (matched by slug); never changes existing ones. */
  async seed(): Promise<AccountsSeedResult> {
    const wanted = buildDemoCompanies();
    const existing = new Set((await this.companies.findBySlugs(wanted.map((c) => c.slug))).map((c) => c.slug));
    const missing = wanted.filter((company) => !existing.has(company.slug));
    await this.companies.insertMany(missing);
    return {
      companies: await this.companies.findBySlugs(wanted.map((c) => c.slug)),
      companiesCreated: missing.length,
    };
  }
}
