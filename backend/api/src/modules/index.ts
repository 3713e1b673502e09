import { ACCOUNTS_ENTITIES, AccountsModule, AccountsWorkerModule, NotificationRecipientsModule } from './accounts';
import { AccountProfilesModule } from './accounts/account-profiles.module';
import { APPLICATIONS_ENTITIES, ApplicationsModule, ApplicationsWorkerModule } from './applications';
import { SeekerApplicationsModule } from './applications/seeker-applications.module';
import { BILLING_ENTITIES, BillingModule, BillingWorkerModule } from './billing';
import { CHAT_ENTITIES, ChatModule, ChatWorkerModule } from './chat';
import { EmailBlastModule, EmailBlastWorkerModule } from './email-blast';
import { CRITIQUES_ENTITIES, CritiquesModule, CritiquesWorkerModule } from './critiques';
import { IMPERSONATION_ENTITIES, ImpersonationModule, ImpersonationWorkerModule } from './impersonation';
import { INTERVIEWS_ENTITIES, InterviewsModule, InterviewsWorkerModule } from './interviews';
import { JOBS_ENTITIES, JobsModule } from './jobs';
import { JobListingsModule } from './jobs/job-listings.module';
import { JobsWorkerModule } from './jobs/jobs-worker.module';
import { NOTIFICATIONS_ENTITIES, NotificationsModule, NotificationsWorkerModule } from './notifications';
import { PROFILES_ENTITIES, ProfilesModule } from './profiles';
import { TALENT_ENTITIES, TalentModule } from './talent';
import { UPLOADS_ENTITIES, UploadsModule, UploadsWorkerModule } from './uploads';

/**
 * The feature modules, shared by the HTTP app and the worker. AccountProfilesModule,
 * JobListingsModule and SeekerApplicationsModule are the parts of accounts, jobs and applications
 * that read a port of a module which imports theirs (uploads, billing and applications, interviews):
 * only this composition imports them, by their own files, so that no import runs in a circle.
 */
export const FEATURE_MODULES = [
  AccountsModule,
  NotificationRecipientsModule,
  AccountProfilesModule,
  JobsModule,
  JobListingsModule,
  ApplicationsModule,
  SeekerApplicationsModule,
  InterviewsModule,
  ChatModule,
  BillingModule,
  ImpersonationModule,
  UploadsModule,
  ProfilesModule,
  NotificationsModule,
  CritiquesModule,
  TalentModule,
  EmailBlastModule,
];

/** Each module's @QueueJob handlers: imported by worker.ts only, whose generic worker runs them, so the HTTP process never consumes jobs. */
export const WORKER_MODULES = [
  NotificationsWorkerModule,
  AccountsWorkerModule,
  ImpersonationWorkerModule,
  JobsWorkerModule,
  UploadsWorkerModule,
  ApplicationsWorkerModule,
  InterviewsWorkerModule,
  BillingWorkerModule,
  EmailBlastWorkerModule,
  ChatWorkerModule,
  CritiquesWorkerModule,
];

/**
 * The tables each module owns, as the entities its index.ts exports: only that module's repositories
 * read or write them (the integration tier checks every emitted statement against this map).
 */
export const ENTITIES_BY_MODULE = {
  accounts: ACCOUNTS_ENTITIES,
  jobs: JOBS_ENTITIES,
  impersonation: IMPERSONATION_ENTITIES,
  uploads: UPLOADS_ENTITIES,
  profiles: PROFILES_ENTITIES,
  applications: APPLICATIONS_ENTITIES,
  interviews: INTERVIEWS_ENTITIES,
  talent: TALENT_ENTITIES,
  notifications: NOTIFICATIONS_ENTITIES,
  billing: BILLING_ENTITIES,
  chat: CHAT_ENTITIES,
  critiques: CRITIQUES_ENTITIES,
} as const;

/** Every module's entities, each list exported by its module's index.ts: what the ORM maps. */
export const MODULE_ENTITIES = Object.values(ENTITIES_BY_MODULE).flat();
