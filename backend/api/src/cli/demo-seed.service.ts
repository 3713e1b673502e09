import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { lockDemoSeed } from '../infrastructure/database/seed/seed-lock';
import { AccountsDemoSeeder } from '../modules/accounts/demo';
import { BillingDemoSeeder, PackagesDemoSeeder } from '../modules/billing/demo';
import { JobsDemoSeeder } from '../modules/jobs/demo';
import { ProfilesDemoSeeder } from '../modules/profiles/demo';

export interface DemoSeedResult {
  companiesCreated: number;
  companiesTotal: number;
  usersCreated: number;
  usersTotal: number;
  jobsCreated: number;
  jobsTotal: number;
  profilesCreated: number;
  subscriptionsCreated: number;
  creditsGiven: number;
}

export class DemoSeedRefusedError extends Error {
  constructor() {
    super('Refusing to seed demo data: NODE_ENV is production');
    this.name = 'DemoSeedRefusedError';
  }
}

/**
 * The demo data of `npm start`, module by module, in one transaction. Idempotent: rows have
 * stable keys and only missing ones are created, so a second run creates nothing.
 */
@Injectable()
export class DemoSeedService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly accounts: AccountsDemoSeeder,
    private readonly jobs: JobsDemoSeeder,
    private readonly profiles: ProfilesDemoSeeder,
    private readonly billing: BillingDemoSeeder,
    private readonly packages: PackagesDemoSeeder,
  ) {}

  async run(now: Date = new Date()): Promise<DemoSeedResult> {
    if (this.config.nodeEnv === 'production') throw new DemoSeedRefusedError();
    return this.em.transactional(async (em) => {
      await lockDemoSeed(em);
      // 1. Accounts: employers' companies and the demo users.
      const accounts = await this.accounts.seed(now);
      // 2. Jobs posted by those employers.
      const jobs = await this.jobs.seed(accounts.companies, now);
      // 3. The demo seekers' profiles, each letting employers find them (talent search).
      const profiles = await this.profiles.seed(accounts.seekerIds, now);
      // 4. Their subscriptions: the demo seeker holds a plan (applying needs one), some seekers none.
      const billing = await this.billing.seed(accounts.seekerIds, now);
      // 5. Job posts for the demo companies (submitting a job spends one).
      const packages = await this.packages.seed(
        accounts.companies.map((company) => company.id),
        now,
      );
      return {
        companiesCreated: accounts.companiesCreated,
        companiesTotal: accounts.companies.length,
        usersCreated: accounts.usersCreated,
        usersTotal: accounts.usersTotal,
        jobsCreated: jobs.jobsCreated,
        jobsTotal: jobs.jobsTotal,
        profilesCreated: profiles.profilesCreated,
        subscriptionsCreated: billing.subscriptionsCreated,
        creditsGiven: packages.creditsGiven,
      };
    });
  }
}
