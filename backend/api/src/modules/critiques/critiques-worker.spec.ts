import { CRITIQUE_MESSAGES, emptyCritiqueReview } from '@marketplace/contracts';
import { FakeClock, FakeNotifications, FakeQueue, unitConfig } from '../../../test/support/accounts-fakes';
import { FakeMembershipPlans } from '../../../test/support/billing-fakes';
import {
  FakeCritiqueProfiles,
  FakeCritiquePurchases,
  FakeCritiqueStorage,
  FakeCritiquesRepository,
} from '../../../test/support/critiques-fakes';
import {
  FakeNotificationPreferences,
  RecordingNotificationCenter,
} from '../../../test/support/notification-center-fakes';
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
  const center = new RecordingNotificationCenter();
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
    center.asCenter(),
    new FakeNotificationPreferences().asService(),
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
  return { critiques, storage, notifications, center, reports, emails };
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
    expect(charged).toMatchObject({
      subject: CRITIQUE_MESSAGES.receivedSubject,
      to: 'seeker@example.com',
      userId: SEEKER,
    });
    // A confirmation of the seeker's own request: no unsubscribe link.
    expect(charged!.headers).toBeUndefined();
    expect(charged!.text).toContain('$49.00 was charged to your default card (receipt NW-2026-000042)');
    expect(included!.text).toContain('Your plan includes this critique: nothing was charged.');
  });

  it('notifies the seeker and sends the ready mail with the critique’s link only once it is completed', async () => {
    const { emails, notifications, center, critiques } = await setUp();
    expect(await emails.ready({ requestId: ID })).toEqual({ sent: 0, reason: 'not-completed' });
    expect(center.calls).toEqual([]);
    await complete(critiques);
    expect(await emails.ready({ requestId: ID })).toEqual({ sent: 1 });
    expect(center.calls).toEqual([
      {
        drafts: [
          {
            userId: SEEKER,
            kind: 'critique-ready',
            text: 'Your resume critique for Bookkeeper is ready',
            link: `/seeker/critiques/${ID}`,
            subjectId: ID,
            subjectTitle: 'Bookkeeper',
            dedupeKey: `critique-ready-${ID}`,
          },
        ],
        options: { ownEmail: true },
      },
    ]);
    expect(notifications.sent[0]).toMatchObject({ subject: CRITIQUE_MESSAGES.readySubject, userId: SEEKER });
    expect(notifications.sent[0]!.text).toContain(`https://nestwork.test/seeker/critiques/${ID}`);
    const unsubscribe = `https://n.example/api/notifications/unsubscribe?token=${SEEKER}.critique-ready`;
    expect(notifications.sent[0]!.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(notifications.sent[0]!.html).toContain(unsubscribe);
  });

  it('records the ready notification without a mail when the seeker gathers these in the digest or turned them off', async () => {
    const { emails, notifications, center, critiques } = await setUp();
    await complete(critiques);
    center.modes.set(SEEKER, 'critique-ready', 'digest');
    expect(await emails.ready({ requestId: ID })).toEqual({ sent: 0, reason: 'not-immediate' });
    center.modes.set(SEEKER, 'critique-ready', 'off');
    expect(await emails.ready({ requestId: ID })).toEqual({ sent: 0, reason: 'not-immediate' });
    expect(center.recorded).toHaveLength(1);
    expect(notifications.sent).toEqual([]);
  });
});
