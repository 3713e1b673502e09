import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import {
  CRITIQUE_LIMITS,
  CRITIQUE_MESSAGES,
  CRITIQUE_PRICE_CENTS,
  type CritiqueEntitlement,
  critiqueEntitlementText,
  type CritiqueIndustry,
  critiquePlanName,
  type CritiqueQueue,
  type CritiqueReportLink,
  critiqueReportFileName,
  type CritiqueRequestInput,
  type CritiqueReviewInput,
  type CritiquesPage,
  type CritiqueWorkbench,
  emptyCritiqueReview,
  planIncludesCritique,
  readCritiqueQueueStatus,
  type RequestCritiqueResponse,
  type ResumeCritique,
  type ResumeDownloadResponse,
  reviewOverallScore,
  validateCritiqueRequest,
  validateCritiqueReview,
} from '@marketplace/contracts';
import type { Actor } from '../../core/auth/actor';
import { Clock } from '../../core/clock/clock';
import { assertValid, invalidField } from '../../core/errors/assert-valid';
import { DomainEvents } from '../../core/events/domain-events';
import { isUuid } from '../../core/text/uuid';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { ObjectStorage } from '../../infrastructure/storage/object-storage';
import { CritiquePurchases, MEMBERSHIP_PLANS, type MembershipPlans } from '../billing';
import { SeekerProfiles } from '../profiles';
import { CritiqueError } from './critiques.errors';
import { CRITIQUE_EVENTS, type CritiqueCompleted, type CritiqueRequested } from './critiques.events';
import {
  includedPeriodKey,
  isReportReady,
  sectionScoresOf,
  toCritiqueSummary,
  toIndustryComparison,
  toQueueItem,
  toResumeCritique,
  toReviewScores,
} from './critiques.mapper';
import { CRITIQUE_JOBS, type CritiqueReportJob, critiqueJobIds } from './critiques.queue';
import { type CritiqueRecord, CritiquesRepository } from './critiques.repository';

/** The body of a request or a review, as sent (types unchecked beyond the DTO's). */
export type CritiqueRequestBody = Partial<Record<keyof CritiqueRequestInput, unknown>>;

/** How many lines the reviewers' queue shows. */
export const CRITIQUE_QUEUE_LIMIT = 200;

/** How long a signed link to a report or a resume lives. */
const LINK_SECONDS = 300;

/**
 * Resume critiques (contracts: critiques.ts): seekers request them on a resume version of theirs,
 * paid with the default card through billing's CritiquePurchases or included once per platinum plan
 * period, and read the results and the PDF report; admin reviewers claim a request, save drafts and
 * complete it. The report and the e-mails are made in the worker (CritiquesListeners queue them).
 */
@Injectable()
export class CritiquesService {
  private readonly logger = new Logger(CritiquesService.name);

  constructor(
    private readonly clock: Clock,
    private readonly critiques: CritiquesRepository,
    private readonly purchases: CritiquePurchases,
    @Inject(MEMBERSHIP_PLANS) private readonly plans: MembershipPlans,
    private readonly profiles: SeekerProfiles,
    private readonly storage: ObjectStorage,
    private readonly events: DomainEvents,
    @InjectQueue(QUEUES.critiques) private readonly jobs: Queue<CritiqueReportJob>,
  ) {}

  // ------------------------------------------------------------------ seekers

  /** The seeker's requests, newest first, and how their next one is paid. */
  async page(actor: Actor): Promise<CritiquesPage> {
    const seekerId = actor.user.id;
    const [records, entitlement] = await Promise.all([this.critiques.listOf(seekerId), this.entitlementOf(seekerId)]);
    return { critiques: records.map(toCritiqueSummary), entitlement: entitlement.entitlement };
  }

  /**
   * Requests a critique of one of the seeker's ready resume versions: included by the plan, or
   * bought with the default card. With an Idempotency-Key, a retry gets the first answer.
   */
  request(actor: Actor, body: CritiqueRequestBody, idempotencyKey?: unknown): Promise<RequestCritiqueResponse> {
    return this.purchases.once(actor.user.id, idempotencyKey, body, () => this.requestOnce(actor, body));
  }

  private async requestOnce(actor: Actor, body: CritiqueRequestBody): Promise<RequestCritiqueResponse> {
    assertValid(validateCritiqueRequest(body));
    const seekerId = actor.user.id;
    const resumeId = String(body.resumeId).trim();
    const resume = isUuid(resumeId)
      ? (await this.profiles.resumesOf(seekerId)).find((version) => version.id === resumeId)
      : undefined;
    if (!resume) throw invalidField('resumeId', CRITIQUE_MESSAGES.resumeNotFound);
    if (resume.status !== 'ready') throw invalidField('resumeId', CRITIQUE_MESSAGES.resumeNotReady);
    const request = {
      id: randomUUID(),
      seekerId,
      resumeId: resume.id,
      resumeName: resume.name,
      targetRole: String(body.targetRole).trim(),
      targetIndustry: body.targetIndustry as CritiqueIndustry,
      notes: typeof body.notes === 'string' ? body.notes.trim() : '',
      at: this.clock.now(),
    };
    const { entitlement, periodKey } = await this.entitlementOf(seekerId);
    let charge: RequestCritiqueResponse['charge'] = null;
    if (entitlement.kind === 'included' && periodKey !== null) {
      const inserted = await this.critiques.insert({ ...request, chargeId: null, includedPeriodKey: periodKey });
      // A twin request took this period's included critique first: say what the next one costs.
      if (inserted === 'included-used')
        throw CritiqueError.because(
          'includedUsed',
          critiqueEntitlementText((await this.entitlementOf(seekerId)).entitlement),
        );
    } else {
      const outcome = await this.purchases.buy(seekerId, async (chargeId) => {
        const inserted = await this.critiques.insert({ ...request, chargeId, includedPeriodKey: null });
        if (inserted !== 'inserted') throw new Error(`Critique request ${request.id} was not stored`);
        return request.id;
      });
      if (outcome.status === 'unavailable') throw CritiqueError.because('paymentsUnavailable');
      if (outcome.status === 'no-card') throw CritiqueError.because('cardRequired');
      if (outcome.status === 'declined') throw CritiqueError.because('paymentDeclined');
      charge = { amountCents: outcome.amountCents, receiptNumber: outcome.receiptNumber };
    }
    await this.events.publish<CritiqueRequested>({
      type: CRITIQUE_EVENTS.requested,
      requestId: request.id,
      chargedCents: charge?.amountCents ?? null,
      receiptNumber: charge?.receiptNumber ?? null,
    });
    const stored = await this.critiques.find(request.id);
    if (!stored) throw new Error(`Critique request ${request.id} vanished`);
    return { critique: toCritiqueSummary(stored), charge };
  }

  /** One of the seeker's critiques; 404 for anyone else's. A missing report is asked for now, before Download. */
  async critique(actor: Actor, requestId: string): Promise<ResumeCritique> {
    const record = await this.ownCritique(actor, requestId);
    if (record.status === 'completed' && (!isReportReady(record) || record.reportKey === null))
      await this.makeReport({ requestId: record.id, version: record.version });
    return this.toResumeCritique(record);
  }

  /** A short-lived signed link to the PDF report of the critique's current version. */
  async reportLink(actor: Actor, requestId: string): Promise<CritiqueReportLink> {
    const record = await this.ownCritique(actor, requestId);
    if (record.status !== 'completed') throw CritiqueError.because('notCompleted');
    if (!isReportReady(record) || record.reportKey === null) {
      await this.makeReport({ requestId: record.id, version: record.version });
      throw CritiqueError.because('reportNotReady');
    }
    const url = await this.storage.presignGet({
      key: record.reportKey,
      contentType: 'application/pdf',
      downloadName: critiqueReportFileName(record.id),
      expiresInSeconds: LINK_SECONDS,
    });
    return { url };
  }

  /** The critique as the seeker reads it, with the industry comparison once completed. */
  async toResumeCritique(record: CritiqueRecord): Promise<ResumeCritique> {
    if (record.status !== 'completed' || record.review === null || record.overallScore === null)
      return toResumeCritique(record, null);
    const statistics = await this.critiques.industryStatistics(record.targetIndustry);
    return toResumeCritique(
      record,
      toIndustryComparison(sectionScoresOf(record.review), record.overallScore, statistics),
    );
  }

  // ------------------------------------------------------------------ reviewers

  /** The queue: open requests oldest first, or those of one status. */
  async queue(status: unknown): Promise<CritiqueQueue> {
    const read = readCritiqueQueueStatus(status);
    if (read.error) throw invalidField('status', read.error);
    const now = this.clock.now();
    const records = await this.critiques.queue(read.status, CRITIQUE_QUEUE_LIMIT);
    return { items: records.map((record) => toQueueItem(record, now)) };
  }

  /** The reviewer's screen of one request. */
  async workbench(actor: Actor, requestId: string): Promise<CritiqueWorkbench> {
    return this.workbenchOf(actor, await this.anyCritique(requestId));
  }

  /** Claims the request for the reviewer; 409 while another reviewer's claim runs. */
  async claim(actor: Actor, requestId: string): Promise<CritiqueWorkbench> {
    const record = await this.anyCritique(requestId);
    const now = this.clock.now();
    if (!(await this.critiques.claim(record.id, actor.user.id, now, this.claimExpiry(now)))) {
      const holder = await this.anyCritique(requestId);
      throw CritiqueError.because(
        'claimed',
        CRITIQUE_MESSAGES.claimedByOther(holder.claimedByName ?? 'Another reviewer'),
      );
    }
    return this.workbench(actor, record.id);
  }

  /** Lets the reviewer's claim go (nothing to do when nobody holds it). */
  async release(actor: Actor, requestId: string): Promise<CritiqueWorkbench> {
    const record = await this.anyCritique(requestId);
    const now = this.clock.now();
    if (!(await this.critiques.release(record.id, actor.user.id, now)) && toQueueItem(record, now).claimedBy !== null)
      throw CritiqueError.because('claimRequired');
    return this.workbench(actor, record.id);
  }

  /** Saves the review as a draft (the claimer only): the request is in review and the claim runs on. */
  async saveDraft(actor: Actor, requestId: string, body: unknown): Promise<CritiqueWorkbench> {
    const record = await this.anyCritique(requestId);
    assertValid(validateCritiqueReview(body, 'draft'));
    const review = normalizedReview(body);
    const now = this.clock.now();
    const saved = await this.critiques.saveDraft(
      record.id,
      actor.user.id,
      review,
      toReviewScores(review),
      now,
      this.claimExpiry(now),
    );
    if (!saved) {
      const current = await this.anyCritique(requestId);
      throw CritiqueError.because(current.status === 'completed' ? 'alreadyCompleted' : 'claimRequired');
    }
    return this.workbench(actor, record.id);
  }

  /** Completes the request (the claimer), or changes a completed one (any reviewer): a new version and its report. */
  async complete(actor: Actor, requestId: string, body: unknown): Promise<CritiqueWorkbench> {
    const record = await this.anyCritique(requestId);
    assertValid(validateCritiqueReview(body, 'complete'));
    const review = normalizedReview(body);
    const version = await this.critiques.complete(
      record.id,
      actor.user.id,
      review,
      toReviewScores(review),
      this.clock.now(),
    );
    if (version === null) throw CritiqueError.because('claimRequired');
    await this.events.publish<CritiqueCompleted>({ type: CRITIQUE_EVENTS.completed, requestId: record.id, version });
    return this.workbench(actor, record.id);
  }

  /** A signed link to the resume beside the form; 404 once the seeker deleted it. */
  async resumeLink(requestId: string): Promise<ResumeDownloadResponse> {
    const record = await this.anyCritique(requestId);
    const link = record.resumeId === null ? null : await this.profiles.resumeLink(record.resumeId);
    if (!link) throw CritiqueError.because('resumeMissing');
    return link;
  }

  // ------------------------------------------------------------------ helpers

  /** How the seeker's next request is paid, and the plan period's key when it is included. */
  private async entitlementOf(
    seekerId: string,
  ): Promise<{ entitlement: CritiqueEntitlement; periodKey: string | null }> {
    const period = await this.plans.periodOf(seekerId);
    let includedAgainAt: string | null = null;
    if (period && planIncludesCritique(period.planId)) {
      const key = includedPeriodKey(period);
      if (!(await this.critiques.includedUsed(seekerId, key)))
        return {
          entitlement: {
            kind: 'included',
            planName: critiquePlanName(period.planId),
            periodEndsAt: period.periodEnd.toISOString(),
          },
          periodKey: key,
        };
      includedAgainAt = period.periodEnd.toISOString();
    }
    if (!this.purchases.available) return { entitlement: { kind: 'unavailable' }, periodKey: null };
    const card = await this.purchases.defaultCardOf(seekerId);
    return {
      entitlement: {
        kind: 'purchase',
        priceCents: CRITIQUE_PRICE_CENTS,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
        includedAgainAt,
      },
      periodKey: null,
    };
  }

  /**
   * Asks the worker for a version's report again (the same job id as the completion's, so a job
   * still waiting is not doubled): a report whose job was lost, or a seeded critique's, is made on
   * the first ask.
   */
  private async makeReport(job: CritiqueReportJob): Promise<void> {
    try {
      await this.jobs.add(CRITIQUE_JOBS.report, job, { jobId: critiqueJobIds.report(job) });
    } catch (error) {
      this.logger.error({ err: error, requestId: job.requestId }, 'Could not queue the critique report');
    }
  }

  private async workbenchOf(actor: Actor, record: CritiqueRecord): Promise<CritiqueWorkbench> {
    const now = this.clock.now();
    const item = toQueueItem(record, now);
    const resumeText = record.resumeId === null ? null : await this.profiles.resumeText(record.resumeId);
    const review = record.review ?? emptyCritiqueReview(resumeText, record.targetIndustry as CritiqueIndustry);
    return {
      item,
      notes: record.notes,
      resume: record.resumeId === null ? null : { id: record.resumeId, name: record.resumeName },
      resumeText,
      review,
      overallScore: reviewOverallScore(review),
      claimedByMe: item.claimedBy?.id === actor.user.id,
    };
  }

  private claimExpiry(now: Date): Date {
    return new Date(now.getTime() + CRITIQUE_LIMITS.claimHours * 3_600_000);
  }

  /** The acting seeker's critique: 404 for anyone else's or an unknown id. */
  private async ownCritique(actor: Actor, requestId: string): Promise<CritiqueRecord> {
    const record = isUuid(requestId) ? await this.critiques.find(requestId) : null;
    if (!record || record.seekerId !== actor.user.id) throw CritiqueError.because('notFound');
    return record;
  }

  /** Any critique, for reviewers: 404 for an unknown id. */
  private async anyCritique(requestId: string): Promise<CritiqueRecord> {
    const record = isUuid(requestId) ? await this.critiques.find(requestId) : null;
    if (!record) throw CritiqueError.because('notFound');
    return record;
  }
}

/** The review as stored: trimmed texts, keyword lists and recommendations as validated (validateCritiqueReview ran). */
function normalizedReview(body: unknown): CritiqueReviewInput {
  const raw = body as Partial<CritiqueReviewInput>;
  const sections = (raw.sections ?? {}) as Partial<CritiqueReviewInput['sections']>;
  const texts = (list: unknown) => (Array.isArray(list) ? list.map((item) => String(item).trim()) : []);
  const section = (key: keyof CritiqueReviewInput['sections']) => ({
    score: typeof sections[key]?.score === 'number' ? sections[key].score : null,
    feedback: texts(sections[key]?.feedback),
    suggestions: texts(sections[key]?.suggestions),
  });
  return {
    reviewerText: typeof raw.reviewerText === 'string' ? raw.reviewerText.trim() : '',
    sections: {
      formatting: section('formatting'),
      content: section('content'),
      keywords: {
        ...section('keywords'),
        missingKeywords: texts(sections.keywords?.missingKeywords),
        industryKeywords: texts(sections.keywords?.industryKeywords),
      },
      experience: section('experience'),
      skills: section('skills'),
    },
    recommendations: (raw.recommendations ?? []).map((item) => ({
      title: String(item.title).trim(),
      description: typeof item.description === 'string' ? item.description.trim() : '',
      priority: item.priority,
      impact: typeof item.impact === 'string' ? item.impact.trim() : '',
      category: item.category,
    })),
  };
}
