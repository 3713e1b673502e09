import { Injectable, Logger } from '@nestjs/common';
import { APPLICANTS_DIGEST_LOCAL_HOUR } from '@marketplace/contracts';
import { Clock } from '../../../core/clock/clock';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { EmailPreferences, NotificationsService } from '../../notifications';
import { type DigestJob, renderApplicantsDigest } from './application-emails';
import { ApplicationEmailsRepository, type DueDigestRow } from './application-emails.repository';

/** One company's digest of the day: its jobs with new applicants. */
export interface CompanyDigest {
  companyId: string;
  companyName: string;
  digestDate: string;
  jobs: DigestJob[];
}

/** The due rows (ordered by company) as one digest per company. */
export function groupDigests(rows: readonly DueDigestRow[]): CompanyDigest[] {
  const byCompany = new Map<string, CompanyDigest>();
  for (const row of rows) {
    const digest = byCompany.get(row.companyId) ?? {
      companyId: row.companyId,
      companyName: row.companyName,
      digestDate: row.digestDate,
      jobs: [],
    };
    digest.jobs.push({ id: row.jobId, title: row.title, applicants: row.applicants });
    byCompany.set(row.companyId, digest);
  }
  return [...byCompany.values()];
}

/**
 * The employers' daily digest of new applicants (hourly pass, APPLICATION_JOBS.applicantsDigest):
 * once the morning starts in a company's time zone, each of its live employers gets one mail
 * listing each job with the applicants it received the day before, linking to the job's
 * applicants. Nothing is sent to a company without new applicants, nor to an employer who turned
 * the digest off. Each employer's digest of the day is recorded before it is queued, so a re-run
 * or overlapping pass never sends it twice; a digest whose mail could not be queued is given back
 * and goes with the next pass.
 */
@Injectable()
export class ApplicantsDigestService {
  private readonly logger = new Logger(ApplicantsDigestService.name);

  constructor(
    private readonly emails: ApplicationEmailsRepository,
    private readonly preferences: EmailPreferences,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async sendDue(): Promise<{ companies: number; emails: number }> {
    const now = this.clock.now();
    const digests = groupDigests(await this.emails.dueDigests(now, APPLICANTS_DIGEST_LOCAL_HOUR));
    if (digests.length === 0) return { companies: 0, emails: 0 };
    const recipients = await this.emails.digestRecipients(digests.map((digest) => digest.companyId));
    const optedOut = await this.preferences.optedOutAmong(
      recipients.map((recipient) => recipient.id),
      'applicants-digest',
    );
    let emails = 0;
    for (const digest of digests) {
      const applicants = digest.jobs.reduce((sum, job) => sum + job.applicants, 0);
      for (const recipient of recipients.filter(
        (candidate) => candidate.companyId === digest.companyId && !optedOut.has(candidate.id),
      )) {
        const claimId = await this.emails.claimDigest({
          userId: recipient.id,
          companyId: digest.companyId,
          digestDate: digest.digestDate,
          applicants,
          sentAt: now,
        });
        if (claimId === null) continue;
        try {
          const message = await renderApplicantsDigest(recipient.email, {
            employerName: recipient.name,
            companyName: digest.companyName,
            jobs: digest.jobs,
            publicUrl: this.config.publicUrl,
            unsubscribeUrl: await this.preferences.unsubscribeUrl(recipient.id, 'applicants-digest'),
          });
          await this.notifications.sendEmail(message, {
            dedupeKey: `applicants-digest-${recipient.id}-${digest.digestDate}`,
          });
          emails += 1;
        } catch (error) {
          // One failed mail must not hold up the others; giving the claim back lets the next pass send it.
          await this.emails.releaseDigest(claimId);
          this.logger.warn(
            { err: error, userId: recipient.id, companyId: digest.companyId },
            'Applicants digest failed',
          );
        }
      }
    }
    return { companies: digests.length, emails };
  }
}
