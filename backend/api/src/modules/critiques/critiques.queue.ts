import { defineQueue } from '../../infrastructure/queue/queue-definition';
import { QUEUES } from '../../infrastructure/queue/queue.constants';

/** Job names on QUEUES.critiques (handled by CritiquesProcessor in worker.ts). */
export const CRITIQUE_JOBS = {
  /** Makes and stores the PDF report of a completed critique's version. */
  report: 'report',
  /** E-mails the seeker that their request is received (and what was charged, or that the plan included it). */
  receivedEmail: 'received-email',
  /** E-mails the seeker that their critique is ready. */
  readyEmail: 'ready-email',
} as const;

export interface CritiqueReportJob {
  requestId: string;
  version: number;
}

export interface CritiqueReceivedEmailJob {
  requestId: string;
  chargedCents: number | null;
  receiptNumber: string | null;
}

export interface CritiqueReadyEmailJob {
  requestId: string;
}

/** One job per critique and version (or per request, for the mails), however often its event is handled (BullMQ job ids). */
export const critiqueJobIds = {
  report: ({ requestId, version }: CritiqueReportJob) => `critique-report-${requestId}-${version}`,
  receivedEmail: (requestId: string) => `critique-received-${requestId}`,
  readyEmail: (requestId: string) => `critique-ready-${requestId}`,
};

/** The critiques queue as data: reports and mails, two at a time. */
export const CRITIQUES_QUEUE = defineQueue({
  queue: QUEUES.critiques,
  jobs: CRITIQUE_JOBS,
  concurrency: 2,
});
