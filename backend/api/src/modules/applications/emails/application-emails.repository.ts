import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ApplicationHistoryStatus, ApplicationStatus } from '@marketplace/contracts';
import {
  CLAIM_DIGEST_SQL,
  DIGEST_RECIPIENTS_SQL,
  DUE_DIGESTS_SQL,
  RELEASE_DIGEST_SQL,
  STATUS_EMAIL_FACTS_SQL,
} from './application-emails.sql';

/** An application as its status mail sees it when the mail is about to go. */
export interface StatusEmailFacts {
  id: string;
  jobId: string;
  seekerId: string;
  status: ApplicationStatus;
  withdrawn: boolean;
  seekerEmail: string;
  seekerName: string;
  seekerDeleted: boolean;
  /** The company's switch for the not-selected mail. */
  notSelectedEmails: boolean;
  /** The latest entry of the status history: the change now in force. */
  latestChange: { to: ApplicationHistoryStatus; at: Date } | null;
}

/** One job of a due digest with its count of applicants received during the company's local yesterday. */
export interface DueDigestRow {
  companyId: string;
  companyName: string;
  /** The company's local date today (YYYY-MM-DD): the digest's day, once per employer. */
  digestDate: string;
  jobId: string;
  title: string;
  applicants: number;
}

/** An employer who gets their company's digest. */
export interface DigestRecipient {
  id: string;
  email: string;
  name: string;
  companyId: string;
}

/** A digest claimed for one employer and day (see claimDigest). */
export interface DigestClaim {
  userId: string;
  companyId: string;
  digestDate: string;
  applicants: number;
  sentAt: Date;
}

interface FactsRow {
  id: string;
  job_id: string;
  seeker_id: string;
  status: ApplicationStatus;
  withdrawn: boolean;
  email: string;
  name: string;
  seeker_deleted: boolean;
  not_selected_emails: boolean;
  latest_status: ApplicationHistoryStatus | null;
  latest_at: Date | null;
}

/**
 * The only code that reads or writes `applicant_digest_deliveries`; reads applications and their
 * status history with the users, jobs and companies the application e-mails need.
 */
@Injectable()
export class ApplicationEmailsRepository {
  constructor(private readonly em: EntityManager) {}

  async statusEmailFacts(applicationId: string): Promise<StatusEmailFacts | null> {
    const [row] = await this.em.execute<FactsRow[]>(STATUS_EMAIL_FACTS_SQL, [applicationId]);
    if (!row) return null;
    return {
      id: row.id,
      jobId: row.job_id,
      seekerId: row.seeker_id,
      status: row.status,
      withdrawn: row.withdrawn,
      seekerEmail: row.email,
      seekerName: row.name,
      seekerDeleted: row.seeker_deleted,
      notSelectedEmails: row.not_selected_emails,
      latestChange:
        row.latest_status === null || row.latest_at === null
          ? null
          : { to: row.latest_status, at: new Date(row.latest_at) },
    };
  }

  /** The jobs of every digest due at `now` (see DUE_DIGESTS_SQL), grouped by company in order. */
  async dueDigests(now: Date, localHour: number): Promise<DueDigestRow[]> {
    const rows = await this.em.execute<
      Array<{
        company_id: string;
        company_name: string;
        digest_date: string;
        job_id: string;
        title: string;
        applicants: number;
      }>
    >(DUE_DIGESTS_SQL, [now, localHour]);
    return rows.map((row) => ({
      companyId: row.company_id,
      companyName: row.company_name,
      digestDate: row.digest_date,
      jobId: row.job_id,
      title: row.title,
      applicants: row.applicants,
    }));
  }

  async digestRecipients(companyIds: readonly string[]): Promise<DigestRecipient[]> {
    if (companyIds.length === 0) return [];
    const rows = await this.em.execute<Array<{ id: string; email: string; name: string; company_id: string }>>(
      DIGEST_RECIPIENTS_SQL,
      [[...companyIds]],
    );
    return rows.map((row) => ({ id: row.id, email: row.email, name: row.name, companyId: row.company_id }));
  }

  /** Records the employer's digest of the day before it is queued; the claim's id, or null when it was sent already. */
  async claimDigest(claim: DigestClaim): Promise<string | null> {
    const rows = await this.em.execute<Array<{ id: string }>>(CLAIM_DIGEST_SQL, [
      randomUUID(),
      claim.userId,
      claim.companyId,
      claim.digestDate,
      claim.applicants,
      claim.sentAt,
    ]);
    return rows[0]?.id ?? null;
  }

  async releaseDigest(claimId: string): Promise<void> {
    await this.em.execute(RELEASE_DIGEST_SQL, [claimId]);
  }
}
