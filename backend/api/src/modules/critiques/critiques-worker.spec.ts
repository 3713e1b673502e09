import { CRITIQUE_MESSAGES, emptyCritiqueReview } from '@marketplace/contracts';
import { FakeClock, FakeNotifications, FakeQueue, unitConfig } from '../../../test/support/accounts-fakes';
import { FakeMembershipPlans } from '../../../test/support/billing-fakes';
import {
  FakeCritiqueProfiles,
  FakeCritiquePurchases,
  FakeCritiqueStorage,
  FakeCritiquesRepository,
} from '../../../test/support/critiques-fakes';
import { DomainEvents } from '../../core/events/domain-events';
import type { ObjectStorage } from '../../infrastructure/storage/object-storage';
import type { CritiquePurchases } from '../billing';
import type { NotificationsService } from '../notifications';
import type { SeekerProfiles } from '../profiles';
import type { CritiquesRepository } from './critiques.repository';
import { CritiquesService } from './critiques.service';
import { CritiqueEmailsService } from './emails/critique-emails.service';
import { critiqueReportKey, CritiqueReportsService } from './report/critique-reports.service';

const SEEKER = '00000000-0000-4000-8000-00000000d001';
const ADMIN = '00000000-0000-4000-8000-00000000a001';
const ID = '00000000-0000-4000-8000-00000000c001';
const NOW = new Date('2026-11-28T09:00:00.000Z');

async function setUp() {
  const clock = new FakeClock(NOW);
  const critiques = new FakeCritiquesRepository();
  critiques.names.set(SEEKER, 'Sol Seeker');
  const storage = new FakeCritiqueStorage();
  const notifications = new FakeNotifications();
  const repository = critiques as unknown as CritiquesRepository;
  const service = new CritiquesService(
    clock,
    repository,
    new FakeCritiquePurchases() as unknown as CritiquePurchases,
    new FakeMembershipPlans(),
    new FakeCritiqueProfiles() as unknown as SeekerProfiles,
    storage as unknown as ObjectStorage,
    new DomainEvents(),
    new FakeQueue() as never,
  );
  const reports = new CritiqueReportsService(clock, repository, service, storage as unknown as ObjectStorage);
  const emails = new CritiqueEmailsService(
    repository,
    notifications as unknown as NotificationsService,
    unitConfig({ PUBLIC_URL: 'https://nestwork.test' }),
  );
  await critiques.insert({
    id: ID,
    seekerId: SEEKER,
    resumeId: 'resume-1',
    resumeName: 'CV',
    targetRole: 'Bookkeeper',
    targetIndustry: 'Accounting & Finance',
    notes: '',
    chargeId: null,
    includedPeriodKey: null,
    at: NOW,
  });
  return { critiques, storage, notifications, reports, emails };
}

async function complete(critiques: FakeCritiquesRepository): Promise<number> {
  const review = emptyCritiqueReview(null, 'Accounting & Finance');
  for (const key of ['formatting', 'content', 'keywords', 'experience', 'skills'] as const)
    review.sections[key].score = 75;
  await critiques.claim(ID, ADMIN, NOW, new Date(NOW.getTime() + 60_000));
  const scores = { formatting: 75, content: 75, keywords: 75, experience: 75, skills: 75, overall: 75 };
  return (await critiques.complete(ID, ADMIN, { ...review, reviewerText: 'Good' }, scores, NOW))!;
}

describe('the critiques worker', () => {
  it('stores the PDF report of the current version and records it; an older version’s job does nothing', async () => {
    const { critiques, storage, reports } = await setUp();
    expect(await reports.make({ requestId: ID, version: 1 })).toEqual({ stored: false, reason: 'missing' });
    await complete(critiques);
    const version = await complete(critiques);
    expect(await reports.make({ requestId: ID, version: version - 1 })).toEqual({
      stored: false,
      reason: 'superseded',
    });
    expect(await reports.make({ requestId: ID, version })).toEqual({
      stored: true,
      key: critiqueReportKey(ID, version),
    });
    expect(storage.objects.get(critiqueReportKey(ID, version))?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(critiques.rows.get(ID)).toMatchObject({ reportVersion: version, reportKey: critiqueReportKey(ID, version) });
  });

  it('tells the seeker what was charged, or that the plan included it', async () => {
    const { emails, notifications } = await setUp();
    await emails.received({ requestId: ID, chargedCents: 4900, receiptNumber: 'NW-2026-000042' });
    await emails.received({ requestId: ID, chargedCents: null, receiptNumber: null });
    const [charged, included] = notifications.sent;
    expect(charged).toMatchObject({ subject: CRITIQUE_MESSAGES.receivedSubject, to: 'seeker@example.com' });
    expect(charged!.text).toContain('$49.00 was charged to your default card (receipt NW-2026-000042)');
    expect(included!.text).toContain('Your plan includes this critique: nothing was charged.');
  });

  it('sends the ready mail with the critique’s link only once it is completed', async () => {
    const { emails, notifications, critiques } = await setUp();
    expect(await emails.ready({ requestId: ID })).toEqual({ sent: 0, reason: 'not-completed' });
    await complete(critiques);
    expect(await emails.ready({ requestId: ID })).toEqual({ sent: 1 });
    expect(notifications.sent[0]).toMatchObject({ subject: CRITIQUE_MESSAGES.readySubject });
    expect(notifications.sent[0]!.text).toContain(`https://nestwork.test/seeker/critiques/${ID}`);
  });
});
