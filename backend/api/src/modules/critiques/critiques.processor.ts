import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueJob } from '../../infrastructure/queue/queue-job.decorator';
import {
  CRITIQUE_JOBS,
  CRITIQUES_QUEUE,
  type CritiqueReadyEmailJob,
  type CritiqueReceivedEmailJob,
  type CritiqueReportJob,
} from './critiques.queue';
import { type CritiqueEmailOutcome, CritiqueEmailsService } from './emails/critique-emails.service';
import { type CritiqueReportOutcome, CritiqueReportsService } from './report/critique-reports.service';

/** Critique work of the worker: the PDF reports and the mails. Retries are safe (see each service). */
@Injectable()
export class CritiquesProcessor {
  constructor(
    private readonly reports: CritiqueReportsService,
    private readonly emails: CritiqueEmailsService,
  ) {}

  @QueueJob(CRITIQUES_QUEUE, CRITIQUE_JOBS.report)
  report(job: Job<CritiqueReportJob>): Promise<CritiqueReportOutcome> {
    return this.reports.make(job.data);
  }

  @QueueJob(CRITIQUES_QUEUE, CRITIQUE_JOBS.receivedEmail)
  receivedEmail(job: Job<CritiqueReceivedEmailJob>): Promise<CritiqueEmailOutcome> {
    return this.emails.received(job.data);
  }

  @QueueJob(CRITIQUES_QUEUE, CRITIQUE_JOBS.readyEmail)
  readyEmail(job: Job<CritiqueReadyEmailJob>): Promise<CritiqueEmailOutcome> {
    return this.emails.ready(job.data);
  }
}
