import type { JobPackageId } from '@marketplace/contracts';
import type { DebitBlast } from '../billing';

/** The package whose listings are e-mailed to matching seekers. */
export const SOLO_EMAIL_BLAST_PACKAGE: JobPackageId = 'solo-email-blast';

/**
 * At most this many seekers get one blast: a bound on one worker job's work (each mail is rendered
 * and queued) and on what one $249 listing may send; the best matches come first (mergeRecipients).
 */
export const EMAIL_BLAST_MAX_RECIPIENTS = 5_000;

/** Whether an approval of a job with this open debit queues a blast: a Solo Email Blast listing whose blast has not gone out. */
export function blastDue(debit: Pick<DebitBlast, 'packageId' | 'blastedAt' | 'endedAt'> | null): boolean {
  return (
    debit !== null && debit.packageId === SOLO_EMAIL_BLAST_PACKAGE && debit.blastedAt === null && debit.endedAt === null
  );
}

/** Why a queued blast sends nothing, or null to send it. */
export type EmailBlastSkip = 'no-listing' | 'not-a-blast' | 'already-sent' | 'listing-ended';

/**
 * The once-only rule, checked when the blast is about to go: the debit is the job's, of a Solo Email
 * Blast, its listing still runs, and its blast has not gone out (a re-approval after an edit keeps
 * the debit, so it finds blastedAt set).
 */
export function emailBlastSkip(debit: DebitBlast | null, jobId: string): EmailBlastSkip | null {
  if (!debit || debit.jobId !== jobId) return 'no-listing';
  if (debit.packageId !== SOLO_EMAIL_BLAST_PACKAGE) return 'not-a-blast';
  if (debit.blastedAt !== null) return 'already-sent';
  if (debit.endedAt !== null) return 'listing-ended';
  return null;
}

/** A seeker a blast may go to. */
export interface BlastRecipient {
  userId: string;
  email: string;
  name: string;
}

/**
 * The blast's recipients: the seekers whose alerts find the job first (they asked for such jobs),
 * then those whose profile skills match; each seeker once, without those who want blasts neither in
 * the app nor by e-mail, at most `max`. `capped` when some were left out.
 */
export function mergeRecipients(
  byAlerts: readonly BlastRecipient[],
  bySkills: readonly BlastRecipient[],
  optedOut: ReadonlySet<string>,
  max: number = EMAIL_BLAST_MAX_RECIPIENTS,
): { recipients: BlastRecipient[]; capped: boolean } {
  const seen = new Set<string>();
  const recipients: BlastRecipient[] = [];
  for (const seeker of [...byAlerts, ...bySkills]) {
    if (seen.has(seeker.userId) || optedOut.has(seeker.userId)) continue;
    seen.add(seeker.userId);
    if (recipients.length === max) return { recipients, capped: true };
    recipients.push(seeker);
  }
  return { recipients, capped: false };
}

/** The key of one seeker's blast notification and mail: a retried blast never records or sends either twice. */
export function blastDedupeKey(debitId: string, userId: string): string {
  return `job-blast-${debitId}-${userId}`;
}
