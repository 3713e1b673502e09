import { RecordingNotifications } from '../../../../../test/support/application-emails-fakes';
import { FakeNotificationCenter } from '../../../../../test/support/jobs-notifications-fakes';
import type { AppConfig } from '../../../../config/app-config';
import type { ModerationEmailJob } from '../../jobs.queue';
import type { JobModerationRepository, ModerationEmailFacts } from '../job-moderation.repository';
import { JobModerationEmailsService, moderationEmailSkip } from './job-moderation-emails.service';

const JOB = '0f0f0f0f-0000-4000-8000-00000000b001';
const DANA = '0f0f0f0f-0000-4000-8000-00000000e001';
const LEE = '0f0f0f0f-0000-4000-8000-00000000e002';
const DECIDED = '2026-11-25T12:00:00.000Z';

const approvedFacts = (overrides: Partial<ModerationEmailFacts> = {}): ModerationEmailFacts => ({
  id: JOB,
  title: 'Remote Bookkeeper',
  status: 'approved',
  approvedAt: new Date(DECIDED),
  updatedAt: new Date(DECIDED),
  rejectionReason: null,
  employers: [
    { id: DANA, email: 'dana@example.com', name: 'Dana' },
    { id: LEE, email: 'lee@example.com', name: 'Lee' },
  ],
  ...overrides,
});
const rejectedFacts = (overrides: Partial<ModerationEmailFacts> = {}) =>
  approvedFacts({ status: 'rejected', approvedAt: null, rejectionReason: 'Please add a salary range.', ...overrides });
const approved: ModerationEmailJob = { kind: 'job-approved', jobId: JOB, decidedAt: DECIDED };
const rejected: ModerationEmailJob = { kind: 'job-rejected', jobId: JOB, decidedAt: DECIDED };

describe('moderationEmailSkip (the check when the mail is about to go)', () => {
  it('sends while the decision is still the latest', () => {
    expect(moderationEmailSkip(approved, approvedFacts())).toBeNull();
    expect(moderationEmailSkip(rejected, rejectedFacts())).toBeNull();
  });

  it('sends no "live" mail once the approval is gone or is a later one (edited, resubmitted, approved again)', () => {
    expect(moderationEmailSkip(approved, approvedFacts({ status: 'pending_review', approvedAt: null }))).toBe(
      'changed-since',
    );
    expect(moderationEmailSkip(approved, approvedFacts({ approvedAt: new Date('2026-11-26T09:00:00.000Z') }))).toBe(
      'changed-since',
    );
    expect(moderationEmailSkip(approved, approvedFacts({ status: 'filled' }))).toBe('changed-since');
  });

  it('sends no rejection once the employer changed the job since, or it was rejected again later (that decision has its own mail)', () => {
    expect(
      moderationEmailSkip(
        rejected,
        rejectedFacts({ status: 'pending_review', updatedAt: new Date('2026-11-25T12:30:00.000Z') }),
      ),
    ).toBe('changed-since');
    expect(moderationEmailSkip(rejected, rejectedFacts({ updatedAt: new Date('2026-11-26T09:00:00.000Z') }))).toBe(
      'changed-since',
    );
  });

  it('sends nothing for a missing job or a company without live employers', () => {
    expect(moderationEmailSkip(approved, null)).toBe('missing');
    expect(moderationEmailSkip(approved, approvedFacts({ employers: [] }))).toBe('no-employers');
  });
});

describe('JobModerationEmailsService.send', () => {
  function setUp(facts: ModerationEmailFacts | null) {
    const center = new FakeNotificationCenter();
    const notifications = new RecordingNotifications();
    const repository = {
      moderationEmailFacts: async (id: string) => (id === JOB ? facts : null),
    } as unknown as JobModerationRepository;
    const service = new JobModerationEmailsService(
      repository,
      center.asService(),
      center.choices.asPreferences(),
      notifications.asService(),
      { publicUrl: 'https://n.example' } as AppConfig,
    );
    return { center, notifications, service };
  }

  it('records a notification per employer of the company, opening the live job in the employer area, keyed by the decision', async () => {
    const { center, service } = setUp(approvedFacts());
    expect(await service.send(approved)).toEqual({ notified: 2, sent: 2 });
    expect(center.calls.map(({ options }) => options)).toEqual([{ ownEmail: true }]);
    expect(center.notifications).toEqual([
      {
        id: 'n1',
        userId: DANA,
        kind: 'job-approved',
        text: 'Your job is live: Remote Bookkeeper',
        link: `/employer/jobs/${JOB}/applications`,
        subjectId: JOB,
        subjectTitle: 'Remote Bookkeeper',
        dedupeKey: `job-approved-${JOB}-${Date.parse(DECIDED)}`,
      },
      expect.objectContaining({
        userId: LEE,
        kind: 'job-approved',
        dedupeKey: `job-approved-${JOB}-${Date.parse(DECIDED)}`,
      }),
    ]);
  });

  it('records the rejection with a link to the form that fixes it', async () => {
    const { center, service } = setUp(rejectedFacts());
    await service.send(rejected);
    expect(center.notifications.map(({ kind, text, link }) => ({ kind, text, link }))).toEqual([
      {
        kind: 'job-rejected',
        text: 'Changes needed before Remote Bookkeeper can go live',
        link: `/employer/jobs/${JOB}/edit`,
      },
      expect.objectContaining({ kind: 'job-rejected' }),
    ]);
  });

  it("queues one approved mail per employer who wants it now, with the job's live page, each with their own unsubscribe, account and a retry-safe key", async () => {
    const { notifications, service } = setUp(approvedFacts());
    expect(await service.send(approved)).toEqual({ notified: 2, sent: 2 });
    expect(
      notifications.sent.map(({ message }) => [message.to, message.subject, message.category, message.userId]),
    ).toEqual([
      ['dana@example.com', 'Your job is live: Remote Bookkeeper', 'job-approved', DANA],
      ['lee@example.com', 'Your job is live: Remote Bookkeeper', 'job-approved', LEE],
    ]);
    const [dana, lee] = notifications.sent as [
      (typeof notifications.sent)[number],
      (typeof notifications.sent)[number],
    ];
    expect(dana.message.text).toContain('Hi Dana,');
    expect(dana.message.text).toContain(`View the live job: https://n.example/jobs/${JOB}-remote-bookkeeper`);
    expect(dana.message.headers?.['List-Unsubscribe']).toBe(
      `<https://n.example/api/notifications/unsubscribe?token=${DANA}.job-approved>`,
    );
    expect(lee.message.headers?.['List-Unsubscribe']).toBe(
      `<https://n.example/api/notifications/unsubscribe?token=${LEE}.job-approved>`,
    );
    expect(notifications.sent.map(({ options }) => options)).toEqual([
      { dedupeKey: `job-approved-${JOB}-${Date.parse(DECIDED)}-${DANA}` },
      { dedupeKey: `job-approved-${JOB}-${Date.parse(DECIDED)}-${LEE}` },
    ]);
  });

  it("queues the rejection with the admin's reason and the edit link", async () => {
    const { notifications, service } = setUp(rejectedFacts());
    expect(await service.send(rejected)).toEqual({ notified: 2, sent: 2 });
    const [{ message }] = notifications.sent as [(typeof notifications.sent)[number]];
    expect(message.subject).toBe('Changes needed before Remote Bookkeeper can go live');
    expect(message.text).toContain('Please add a salary range.');
    expect(message.text).toContain(`https://n.example/employer/jobs/${JOB}/edit`);
  });

  it("mails only those whose mode for this kind is immediate: the digest carries the others', 'off' gets none, and other kinds' choices do not count", async () => {
    const { center, notifications, service } = setUp(rejectedFacts());
    center.choices.set(DANA, 'job-rejected', 'digest');
    center.choices.set(LEE, 'job-approved', 'off');
    expect(await service.send(rejected)).toEqual({ notified: 2, sent: 1 });
    expect(notifications.sent.map(({ message }) => message.to)).toEqual(['lee@example.com']);

    const off = setUp(rejectedFacts());
    off.center.choices.set(DANA, 'job-rejected', 'off');
    off.center.choices.set(LEE, 'job-rejected', 'off', false);
    expect(await off.service.send(rejected)).toEqual({ notified: 1, sent: 0 });
    expect(off.center.notifications.map(({ userId }) => userId)).toEqual([DANA]);
    expect(off.notifications.sent).toEqual([]);
  });

  it('a retry after a failure part-way records nothing twice and queues the same mail keys again, so nobody gets a second mail', async () => {
    const { center, notifications, service } = setUp(approvedFacts());
    const real = notifications.sendEmail.bind(notifications);
    let calls = 0;
    notifications.sendEmail = async (message, options) => {
      calls += 1;
      if (calls === 2) throw new Error('Redis is down');
      return real(message, options);
    };
    await expect(service.send(approved)).rejects.toThrow('Redis is down');
    expect(await service.send(approved)).toEqual({ notified: 2, sent: 2 });
    expect(center.notifications).toHaveLength(2);
    const keys = notifications.sent.map(({ options }) => options.dedupeKey);
    // Dana's mail was queued twice under one key: the notifications queue keeps only the first.
    expect(keys).toEqual([keys[0], keys[0], `job-approved-${JOB}-${Date.parse(DECIDED)}-${LEE}`]);
  });

  it('records and sends nothing when the decision no longer holds or the job is gone', async () => {
    const { center, notifications, service } = setUp(approvedFacts({ status: 'pending_review', approvedAt: null }));
    expect(await service.send(approved)).toEqual({ sent: 0, reason: 'changed-since' });
    expect(await service.send({ ...approved, jobId: '0f0f0f0f-0000-4000-8000-00000000b999' })).toEqual({
      sent: 0,
      reason: 'missing',
    });
    expect(center.calls).toEqual([]);
    expect(notifications.sent).toEqual([]);
  });
});
