import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { OnDomainEvent } from '../../core/events/domain-events';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { CRITIQUE_EVENTS, type CritiqueCompleted, type CritiqueRequested } from './critiques.events';
import { CRITIQUE_JOBS, critiqueJobIds } from './critiques.queue';

/**
 * Queues the worker's part of a critique: the "received" mail of a request, and the report (and, on
 * the first completion, the "ready" mail) of a completed version. The event arrives after the
 * change committed; a failure to queue is logged and the change stands. Job ids derive from the
 * request and version, so a repeated event queues nothing twice.
 */
@Injectable()
export class CritiquesListeners {
  private readonly logger = new Logger(CritiquesListeners.name);

  constructor(@InjectQueue(QUEUES.critiques) private readonly queue: Queue) {}

  @OnDomainEvent<CritiqueRequested>(CRITIQUE_EVENTS.requested)
  async queueReceivedEmail({ requestId, chargedCents, receiptNumber }: CritiqueRequested): Promise<void> {
    await this.safely(requestId, 'received e-mail', () =>
      this.queue.add(
        CRITIQUE_JOBS.receivedEmail,
        { requestId, chargedCents, receiptNumber },
        { jobId: critiqueJobIds.receivedEmail(requestId) },
      ),
    );
  }

  @OnDomainEvent<CritiqueCompleted>(CRITIQUE_EVENTS.completed)
  async queueReport({ requestId, version }: CritiqueCompleted): Promise<void> {
    await this.safely(requestId, 'report', () =>
      this.queue.add(
        CRITIQUE_JOBS.report,
        { requestId, version },
        { jobId: critiqueJobIds.report({ requestId, version }) },
      ),
    );
    // The seeker is told once; a changed critique shows its new version on the same page.
    if (version === 1)
      await this.safely(requestId, 'ready e-mail', () =>
        this.queue.add(CRITIQUE_JOBS.readyEmail, { requestId }, { jobId: critiqueJobIds.readyEmail(requestId) }),
      );
  }

  private async safely(requestId: string, what: string, add: () => Promise<unknown>): Promise<void> {
    try {
      await add();
    } catch (error) {
      // The change is committed and stands; this line is what an operator re-queues from.
      this.logger.error({ err: error, requestId }, `Could not queue the critique's ${what}`);
    }
  }
}
