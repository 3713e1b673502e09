import { defineQueue } from '../../infrastructure/queue/queue-definition';
import { QUEUES } from '../../infrastructure/queue/queue.constants';

/** Job names on QUEUES.emailBlast. */
export const EMAIL_BLAST_JOBS = {
  /** E-mails a Solo Email Blast listing's job to the seekers it matches, once. */
  emailBlast: 'email-blast',
} as const;

/** Data of an email-blast job: the approved job, the debit (its listing) the blast belongs to, and the approval. */
export interface EmailBlastJob {
  jobId: string;
  debitId: string;
  /** ISO time of the approval that queued it. */
  approvedAt: string;
}

/**
 * One email-blast job per approval, however often its event is handled (a BullMQ job id). Once per
 * listing is the worker's rule (package_debits.blasted_at), so a blast an earlier approval could
 * not send (the job was no longer live) still goes with the next one.
 */
export function emailBlastJobId({ debitId, approvedAt }: EmailBlastJob): string {
  return `${EMAIL_BLAST_JOBS.emailBlast}-${debitId}-${Date.parse(approvedAt)}`;
}

/** The email-blast queue as data: one blast at a time (each sends to many seekers through the notifications queue). */
export const EMAIL_BLAST_QUEUE = defineQueue({
  queue: QUEUES.emailBlast,
  jobs: EMAIL_BLAST_JOBS,
  concurrency: 1,
});
