import {
  CRITIQUE_LIMITS,
  CRITIQUE_MESSAGES,
  type CritiqueReviewInput,
  critiqueReportFileName,
  emptyCritiqueReview,
} from '@marketplace/contracts';
import { FakeClock, FakeQueue } from '../../../test/support/accounts-fakes';
import { FakeMembershipPlans } from '../../../test/support/billing-fakes';
import { chatActor } from '../../../test/support/chat-fakes';
import {
  FakeCritiqueProfiles,
  FakeCritiquePurchases,
  FakeCritiqueStorage,
  FakeCritiquesRepository,
} from '../../../test/support/critiques-fakes';
import { DomainEvents } from '../../core/events/domain-events';
import type { ObjectStorage } from '../../infrastructure/storage/object-storage';
import type { CritiquePurchases } from '../billing';
import type { SeekerProfiles } from '../profiles';
import { CRITIQUE_EVENTS } from './critiques.events';
import { CRITIQUE_JOBS } from './critiques.queue';
import type { CritiquesRepository } from './critiques.repository';
import { CritiquesService } from './critiques.service';

const SEEKER = '00000000-0000-4000-8000-00000000d001';
const OTHER_SEEKER = '00000000-0000-4000-8000-00000000d002';
const ADMIN = '00000000-0000-4000-8000-00000000a001';
const OTHER_ADMIN = '00000000-0000-4000-8000-00000000a002';
const RESUME = '00000000-0000-4000-8000-00000000b001';
const PROCESSING_RESUME = '00000000-0000-4000-8000-00000000b002';
const OTHER_RESUME = '00000000-0000-4000-8000-00000000b003';
const HOUR = 3_600_000;

const as = {
  seeker: chatActor(SEEKER, 'seeker'),
  otherSeeker: chatActor(OTHER_SEEKER, 'seeker'),
  admin: chatActor(ADMIN, 'admin', { name: 'Ada Admin' }),
  otherAdmin: chatActor(OTHER_ADMIN, 'admin', { name: 'Oz Admin' }),
};

const BODY = { resumeId: RESUME, targetRole: 'Bookkeeper', targetIndustry: 'Accounting & Finance', notes: ' Gap ' };

function completeReview(score = 80): CritiqueReviewInput {
  const review = emptyCritiqueReview('Excel', 'Accounting & Finance');
  for (const key of ['formatting', 'content', 'keywords', 'experience', 'skills'] as const)
    review.sections[key].score = score;
  return { ...review, reviewerText: 'Well done.' };
}

function setUp() {
  const clock = new FakeClock(new Date('2026-11-28T09:00:00.000Z'));
  const critiques = new FakeCritiquesRepository();
  critiques.names.set(ADMIN, 'Ada Admin');
  critiques.names.set(OTHER_ADMIN, 'Oz Admin');
  const purchases = new FakeCritiquePurchases();
  const plans = new FakeMembershipPlans();
  const profiles = new FakeCritiqueProfiles();
  profiles.addResume(SEEKER, RESUME, 'ready', 'Bookkeeping CV');
  profiles.addResume(SEEKER, PROCESSING_RESUME, 'processing');
  profiles.addResume(OTHER_SEEKER, OTHER_RESUME);
  profiles.texts.set(RESUME, 'Excel and QuickBooks, reconciliation');
  const storage = new FakeCritiqueStorage();
  const events = new DomainEvents();
  const published: Array<{ type: string }> = [];
  for (const type of Object.values(CRITIQUE_EVENTS)) events.on(type, (event) => void published.push(event));
  const queue = new FakeQueue();
  const service = new CritiquesService(
    clock,
    critiques as unknown as CritiquesRepository,
    purchases as unknown as CritiquePurchases,
    plans,
    profiles as unknown as SeekerProfiles,
    storage as unknown as ObjectStorage,
    events,
    queue as never,
  );
  return { clock, critiques, purchases, plans, profiles, storage, published, queue, service };
}

/** A platinum plan whose current period runs the whole of November 2026. */
function platinum(plans: FakeMembershipPlans, seekerId = SEEKER) {
  plans.periods.set(seekerId, {
    subscriptionId: 'sub-1',
    planId: 'vip-platinum',
    periodStart: new Date('2026-11-01T00:00:00.000Z'),
    periodEnd: new Date('2026-12-01T00:00:00.000Z'),
  });
}

describe('CritiquesService: requesting', () => {
  it('refuses bad input with field errors, and resumes that are not the caller’s or not ready', async () => {
    const { service, purchases } = setUp();
    purchases.cards.set(SEEKER, { brand: 'Visa', last4: '1111' });
    await expect(service.request(as.seeker, { ...BODY, targetRole: '', targetIndustry: 'Nope' })).rejects.toMatchObject(
      {
        fieldErrors: {
          targetRole: [CRITIQUE_MESSAGES.targetRoleRequired],
          targetIndustry: [CRITIQUE_MESSAGES.industryRequired],
        },
      },
    );
    await expect(service.request(as.seeker, { ...BODY, resumeId: OTHER_RESUME })).rejects.toMatchObject({
      fieldErrors: { resumeId: [CRITIQUE_MESSAGES.resumeNotFound] },
    });
    await expect(service.request(as.seeker, { ...BODY, resumeId: PROCESSING_RESUME })).rejects.toMatchObject({
      fieldErrors: { resumeId: [CRITIQUE_MESSAGES.resumeNotReady] },
    });
    expect(purchases.charged).toEqual([]);
  });

  it('refuses without a default card, on a declined card and while payments are off, storing nothing', async () => {
    const { service, purchases, critiques, published } = setUp();
    await expect(service.request(as.seeker, BODY)).rejects.toMatchObject({
      code: 'CRITIQUE_CARD_REQUIRED',
      status: 402,
      message: CRITIQUE_MESSAGES.cardRequired,
    });
    purchases.cards.set(SEEKER, { brand: 'Visa', last4: '1111' });
    purchases.answer = 'declined';
    await expect(service.request(as.seeker, BODY)).rejects.toMatchObject({
      code: 'CRITIQUE_PAYMENT_DECLINED',
      status: 402,
    });
    purchases.available = false;
    await expect(service.request(as.seeker, BODY)).rejects.toMatchObject({
      code: 'CRITIQUE_PAYMENTS_UNAVAILABLE',
      status: 503,
    });
    expect(critiques.rows.size).toBe(0);
    expect(published).toEqual([]);
  });

  it('buys a critique with the default card, stores the request with its charge, and says so', async () => {
    const { service, purchases, critiques, published } = setUp();
    purchases.cards.set(SEEKER, { brand: 'Visa', last4: '1111' });
    expect((await service.page(as.seeker)).entitlement).toEqual({
      kind: 'purchase',
      priceCents: 4900,
      cardBrand: 'Visa',
      cardLast4: '1111',
      includedAgainAt: null,
    });
    const answer = await service.request(as.seeker, BODY);
    expect(answer.charge).toEqual({ amountCents: 4900, receiptNumber: 'R-1' });
    expect(answer.critique).toMatchObject({ status: 'requested', resumeName: 'Bookkeeping CV', overallScore: null });
    expect(critiques.rows.get(answer.critique.requestId)).toMatchObject({ chargeId: 'charge-1', notes: 'Gap' });
    expect(published).toEqual([
      {
        type: CRITIQUE_EVENTS.requested,
        requestId: answer.critique.requestId,
        chargedCents: 4900,
        receiptNumber: 'R-1',
      },
    ]);
    expect((await service.page(as.seeker)).critiques.map((line) => line.requestId)).toEqual([
      answer.critique.requestId,
    ]);
  });

  it('uses the platinum plan’s included critique once per period, then charges', async () => {
    const { service, purchases, plans } = setUp();
    platinum(plans);
    expect((await service.page(as.seeker)).entitlement).toEqual({
      kind: 'included',
      planName: 'VIP Platinum Mom Professional',
      periodEndsAt: '2026-12-01T00:00:00.000Z',
    });
    expect((await service.request(as.seeker, BODY)).charge).toBeNull();
    expect(purchases.charged).toEqual([]);
    expect((await service.page(as.seeker)).entitlement).toEqual({
      kind: 'purchase',
      priceCents: 4900,
      cardBrand: null,
      cardLast4: null,
      includedAgainAt: '2026-12-01T00:00:00.000Z',
    });
    await expect(service.request(as.seeker, BODY)).rejects.toMatchObject({ code: 'CRITIQUE_CARD_REQUIRED' });
  });

  it('answers 404 for another seeker’s critique and for ids that are not critiques', async () => {
    const { service, purchases } = setUp();
    purchases.cards.set(SEEKER, { brand: 'Visa', last4: '1111' });
    const { critique } = await service.request(as.seeker, BODY);
    await expect(service.critique(as.otherSeeker, critique.requestId)).rejects.toMatchObject({
      code: 'CRITIQUE_NOT_FOUND',
      status: 404,
    });
    await expect(service.reportLink(as.otherSeeker, critique.requestId)).rejects.toMatchObject({
      code: 'CRITIQUE_NOT_FOUND',
    });
    await expect(service.critique(as.seeker, 'not-a-uuid')).rejects.toMatchObject({ code: 'CRITIQUE_NOT_FOUND' });
    expect(await service.critique(as.seeker, critique.requestId)).toMatchObject({
      status: 'requested',
      analysis: null,
    });
  });
});

describe('CritiquesService: reviewing', () => {
  async function requested() {
    const context = setUp();
    context.purchases.cards.set(SEEKER, { brand: 'Visa', last4: '1111' });
    const { critique } = await context.service.request(as.seeker, BODY);
    context.published.length = 0;
    return { ...context, id: critique.requestId };
  }

  it('prefills a new review’s keywords from the resume text, and lists the request in the queue', async () => {
    const { service, id } = await requested();
    const bench = await service.workbench(as.admin, id);
    expect(bench.resumeText).toBe('Excel and QuickBooks, reconciliation');
    expect(bench.review.sections.keywords.missingKeywords).not.toContain('QuickBooks');
    expect(bench.review.sections.keywords.missingKeywords).toContain('payroll');
    expect(bench).toMatchObject({ overallScore: null, claimedByMe: false, notes: 'Gap' });
    expect((await service.queue(undefined)).items.map((item) => item.requestId)).toEqual([id]);
    expect((await service.queue('completed')).items).toEqual([]);
    await expect(service.queue('closed')).rejects.toMatchObject({
      fieldErrors: { status: [CRITIQUE_MESSAGES.statusInvalid] },
    });
  });

  it('gives the claim to one reviewer; another gets 409 with the holder’s name until it lapses', async () => {
    const { service, clock, id } = await requested();
    expect((await service.claim(as.admin, id)).claimedByMe).toBe(true);
    await expect(service.claim(as.otherAdmin, id)).rejects.toMatchObject({
      code: 'CRITIQUE_CLAIMED',
      status: 409,
      message: CRITIQUE_MESSAGES.claimedByOther('Ada Admin'),
    });
    await expect(service.release(as.otherAdmin, id)).rejects.toMatchObject({ code: 'CRITIQUE_CLAIM_REQUIRED' });
    clock.advance(CRITIQUE_LIMITS.claimHours * HOUR + 1);
    expect((await service.claim(as.otherAdmin, id)).item.claimedBy).toEqual({ id: OTHER_ADMIN, name: 'Oz Admin' });
    expect((await service.release(as.otherAdmin, id)).item.claimedBy).toBeNull();
  });

  it('saves drafts for the claimer only, in review, and runs the claim on', async () => {
    const { service, clock, critiques, id } = await requested();
    const draft = emptyCritiqueReview(null, 'Accounting & Finance');
    draft.sections.content.score = 70;
    await expect(service.saveDraft(as.admin, id, draft)).rejects.toMatchObject({ code: 'CRITIQUE_CLAIM_REQUIRED' });
    await service.claim(as.admin, id);
    clock.advance(HOUR);
    const bench = await service.saveDraft(as.admin, id, draft);
    expect(bench.item.status).toBe('in_review');
    expect(bench.review.sections.content.score).toBe(70);
    expect(critiques.rows.get(id)!.claimExpiresAt).toEqual(
      new Date(clock.now().getTime() + CRITIQUE_LIMITS.claimHours * HOUR),
    );
    await expect(service.saveDraft(as.admin, id, { ...draft, reviewerText: 42 })).rejects.toMatchObject({
      fieldErrors: { reviewerText: [CRITIQUE_MESSAGES.reviewerTextRequired] },
    });
  });

  it('completes with every score, tells the seeker once, and lets a reviewer change it into a new version', async () => {
    const { service, published, id, critiques } = await requested();
    await service.claim(as.admin, id);
    await expect(
      service.complete(as.admin, id, emptyCritiqueReview(null, 'Accounting & Finance')),
    ).rejects.toMatchObject({
      fieldErrors: expect.objectContaining({ reviewerText: [CRITIQUE_MESSAGES.reviewerTextRequired] }),
    });
    const bench = await service.complete(as.admin, id, completeReview(80));
    expect(bench).toMatchObject({ overallScore: 80, claimedByMe: false, item: { status: 'completed' } });
    expect(published).toEqual([{ type: CRITIQUE_EVENTS.completed, requestId: id, version: 1 }]);
    const read = await service.critique(as.seeker, id);
    expect(read).toMatchObject({ status: 'completed', reviewerName: 'Ada Admin', analysis: { overallScore: 80 } });
    expect(read.sections?.content.feedback[0]).toBe('Well done.');
    await expect(service.saveDraft(as.admin, id, completeReview(60))).rejects.toMatchObject({
      code: 'CRITIQUE_ALREADY_COMPLETED',
    });
    await service.complete(as.otherAdmin, id, completeReview(60));
    expect(published.at(-1)).toEqual({ type: CRITIQUE_EVENTS.completed, requestId: id, version: 2 });
    expect(critiques.rows.get(id)).toMatchObject({ overallScore: 60, reviewerId: OTHER_ADMIN, version: 2 });
  });

  it('answers the report only once the current version’s PDF is stored, asking the worker for it meanwhile', async () => {
    const { service, critiques, storage, queue, id } = await requested();
    await expect(service.reportLink(as.seeker, id)).rejects.toMatchObject({ code: 'CRITIQUE_NOT_COMPLETED' });
    await service.claim(as.admin, id);
    await service.complete(as.admin, id, completeReview());
    await expect(service.reportLink(as.seeker, id)).rejects.toMatchObject({
      code: 'CRITIQUE_REPORT_NOT_READY',
      status: 409,
    });
    expect(queue.jobs).toEqual([{ name: CRITIQUE_JOBS.report, data: { requestId: id, version: 1 } }]);
    await critiques.recordReport(id, 1, `critiques/${id}/report-v1.pdf`);
    expect(await service.reportLink(as.seeker, id)).toEqual({
      url: `https://storage/critiques/${id}/report-v1.pdf?signed`,
    });
    expect(storage.signed.at(-1)).toMatchObject({ downloadName: critiqueReportFileName(id) });
  });

  it('asks the worker for a missing report when the seeker opens the results, and not once it is stored', async () => {
    const { service, critiques, queue, id } = await requested();
    await service.critique(as.seeker, id);
    expect(queue.jobs).toEqual([]);
    await service.claim(as.admin, id);
    await service.complete(as.admin, id, completeReview());
    await service.critique(as.seeker, id);
    expect(queue.jobs).toEqual([{ name: CRITIQUE_JOBS.report, data: { requestId: id, version: 1 } }]);
    await critiques.recordReport(id, 1, `critiques/${id}/report-v1.pdf`);
    expect(await service.critique(as.seeker, id)).toMatchObject({ reportReady: true });
    expect(queue.jobs).toHaveLength(1);
  });
});
