import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { lockDemoSeed } from '../infrastructure/database/seed/seed-lock';
import { AccountsDemoSeeder, type AccountsSeedResult } from '../modules/accounts/demo';
import { ApplicationsDemoSeeder, demoApplicationPairs } from '../modules/applications/demo';
import { BillingDemoSeeder, PackagesDemoSeeder } from '../modules/billing/demo';
import { ChatDemoSeeder } from '../modules/chat/demo';
import { CritiquesDemoSeeder } from '../modules/critiques/demo';
import { InterviewsDemoSeeder } from '../modules/interviews/demo';
import { type DemoListedJob, JobsDemoSeeder } from '../modules/jobs/demo';
import { buildDemoResumes, ProfilesDemoSeeder } from '../modules/profiles/demo';
import { TalentDemoSeeder } from '../modules/talent/demo';
import { UploadsDemoSeeder } from '../modules/uploads/demo';

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
  resumesCreated: number;
  /** Stored resume files that had gone missing from storage and were put back. */
  resumeFilesRestored: number;
  applicationsCreated: number;
  interviewsCreated: number;
  invitationsCreated: number;
  receiptsCreated: number;
  chatMessagesCreated: number;
  critiquesCreated: number;
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
    private readonly uploads: UploadsDemoSeeder,
    private readonly applications: ApplicationsDemoSeeder,
    private readonly interviews: InterviewsDemoSeeder,
    private readonly talent: TalentDemoSeeder,
    private readonly chat: ChatDemoSeeder,
    private readonly critiques: CritiquesDemoSeeder,
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
      // 6. The market on top: resumes, applications, interviews, invitations and receipts.
      const market = await this.seedMarket(accounts, jobs.listed, now);
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
        ...market,
      };
    });
  }

  /**
   * A market that lives: the demo seekers' resumes (PDFs made now, stored as their uploads),
   * their applications to the demo employer's jobs in every status and to other companies', the
   * interviews of those in the pipeline, the demo employer's invitations to apply, the receipts
   * of the demo payments, the demo concierge job (one of the demo employer's jobs listed with a
   * concierge package, the demo admin its concierge), and the conversations: the demo employer with
   * the demo seeker about their application, and the concierge job's company with its concierge.
   * Each module writes its own rows; what exists is left as it is.
   */
  private async seedMarket(
    accounts: AccountsSeedResult,
    listed: readonly DemoListedJob[],
    now: Date,
  ): Promise<Pick<DemoSeedResult, MarketCounts>> {
    const live = accounts.seekers.filter((seeker) => seeker.live);
    const liveIds = new Set(live.map((seeker) => seeker.id));

    // Resumes: only a seeker who keeps none gets the demo ones; the files are stored first, as uploads.
    const resumes = (await buildDemoResumes(accounts.seekers, now)).filter((resume) => liveIds.has(resume.userId));
    const withoutResumes = await this.profiles.withoutResumes(resumes.map((resume) => resume.userId));
    let resumeFilesRestored = 0;
    for (const resume of resumes) {
      const stored = await this.uploads.store(
        {
          id: resume.uploadId,
          ownerId: resume.userId,
          purpose: 'resume',
          fileName: resume.fileName,
          fileType: 'application/pdf',
          content: resume.content,
          createdAt: resume.createdAt,
        },
        resume.createdAt,
        withoutResumes.has(resume.userId),
      );
      if (stored === 'restored') resumeFilesRestored += 1;
    }
    const resumesCreated = await this.profiles.attachResumes(
      resumes.filter((resume) => withoutResumes.has(resume.userId)),
    );
    const resumeOf = await this.profiles.keptResumes(resumes);

    const employer = accounts.demoEmployer;
    const market = {
      seekers: accounts.seekers,
      demoCompanyId: employer?.companyId ?? '',
      jobs: listed,
    };
    const created = employer
      ? await this.applications.seed({ ...market, employerByCompany: accounts.employerByCompany, resumeOf, now })
      : [];
    const { interviewsCreated } = await this.interviews.seed(
      created.flatMap((application) =>
        application.interviewStage && application.reviewedAt
          ? [
              {
                applicationId: application.id,
                status: application.status,
                stage: application.interviewStage,
                since: application.reviewedAt,
                decidedAt: application.updatedAt,
                employerId: application.employerId,
              },
            ]
          : [],
      ),
      now,
    );
    const { invitationsCreated } = employer
      ? await this.talent.seed({
          seekers: accounts.seekers,
          demoCompanyId: employer.companyId,
          demoEmployerId: employer.userId,
          jobs: listed.filter((job) => job.companyId === employer.companyId),
          applied: demoApplicationPairs(market),
          now,
        })
      : { invitationsCreated: 0 };
    const receipts = await this.billing.seedReceipts(accounts.seekerIds, liveIds, employer, now);
    // The concierge job: the demo employer's newest live job.
    const conciergeJob = employer
      ? listed
          .filter((job) => job.companyId === employer.companyId && job.live)
          .reduce<DemoListedJob | null>(
            (newest, job) => (!newest || job.postedAt > newest.postedAt ? job : newest),
            null,
          )
      : null;
    const concierge =
      employer && conciergeJob && accounts.demoAdminId
        ? await this.billing.seedConcierge({
            employer,
            adminId: accounts.demoAdminId,
            job: { id: conciergeJob.id, postedAt: conciergeJob.postedAt },
          })
        : { receiptsCreated: 0, concierge: null };
    const { chatMessagesCreated } = await this.chat.seed({
      employer,
      seekerId: accounts.demoSeekerId,
      concierge: concierge.concierge,
      now,
    });
    // Critiques of the kept demo resumes: the demo seeker's two, and enough completed ones for the comparison.
    const keptResumes = new Map(
      resumes
        .filter((resume) => resumeOf.get(resume.userId) === resume.id)
        .map((resume) => [resume.userId, { id: resume.id, name: resume.name }]),
    );
    const { critiquesCreated } = await this.critiques.seed({
      demoSeekerId: accounts.demoSeekerId,
      otherSeekerIds: live.map((seeker) => seeker.id).filter((id) => id !== accounts.demoSeekerId),
      resumeOf: keptResumes,
      adminId: accounts.demoAdminId,
      now,
    });
    return {
      resumesCreated,
      resumeFilesRestored,
      applicationsCreated: created.length,
      interviewsCreated,
      invitationsCreated,
      receiptsCreated: receipts.receiptsCreated + concierge.receiptsCreated,
      chatMessagesCreated,
      critiquesCreated,
    };
  }
}

/** The counts seedMarket answers. */
type MarketCounts =
  | 'resumesCreated'
  | 'resumeFilesRestored'
  | 'applicationsCreated'
  | 'interviewsCreated'
  | 'invitationsCreated'
  | 'receiptsCreated'
  | 'chatMessagesCreated'
  | 'critiquesCreated';
