import { FakeEmailPreferences, RecordingNotifications } from '../../../../../test/support/application-emails-fakes';
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
    const preferences = new FakeEmailPreferences();
    const notifications = new RecordingNotifications();
    const repository = {
      moderationEmailFacts: async (id: string) => (id === JOB ? facts : null),
    } as unknown as JobModerationRepository;
    const service = new JobModerationEmailsService(repository, preferences.asService(), notifications.asService(), {
      publicUrl: 'https://n.example',
    } as AppConfig);
    return { preferences, notifications, service };
  }

  it("queues one approved mail per employer of the company, with the job's live page, each with their own unsubscribe and a retry-safe key", async () => {
    const { notifications, service } = setUp(approvedFacts());
    expect(await service.send(approved)).toEqual({ sent: 2, optedOut: 0 });
    expect(notifications.sent.map(({ message }) => [message.to, message.subject, message.category])).toEqual([
      ['dana@example.com', 'Your job is live: Remote Bookkeeper', 'job-approved'],
      ['lee@example.com', 'Your job is live: Remote Bookkeeper', 'job-approved'],
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
    expect(await service.send(rejected)).toEqual({ sent: 2, optedOut: 0 });
    const [{ message }] = notifications.sent as [(typeof notifications.sent)[number]];
    expect(message.subject).toBe('Changes needed before Remote Bookkeeper can go live');
    expect(message.text).toContain('Please add a salary range.');
    expect(message.text).toContain(`https://n.example/employer/jobs/${JOB}/edit`);
  });

  it('skips the employers who turned this kind off, and only this kind', async () => {
    const { preferences, notifications, service } = setUp(rejectedFacts());
    preferences.optOuts.add(`${DANA}/job-rejected`);
    preferences.optOuts.add(`${LEE}/job-approved`);
    expect(await service.send(rejected)).toEqual({ sent: 1, optedOut: 1 });
    expect(notifications.sent.map(({ message }) => message.to)).toEqual(['lee@example.com']);
  });

  it('a retry after a failure part-way queues the same keys again, so nobody gets a second mail', async () => {
    const { notifications, service } = setUp(approvedFacts());
    const real = notifications.sendEmail.bind(notifications);
    let calls = 0;
    notifications.sendEmail = async (message, options) => {
      calls += 1;
      if (calls === 2) throw new Error('Redis is down');
      return real(message, options);
    };
    await expect(service.send(approved)).rejects.toThrow('Redis is down');
    expect(await service.send(approved)).toEqual({ sent: 2, optedOut: 0 });
    const keys = notifications.sent.map(({ options }) => options.dedupeKey);
    // Dana's mail was queued twice under one key: the notifications queue keeps only the first.
    expect(keys).toEqual([keys[0], keys[0], `job-approved-${JOB}-${Date.parse(DECIDED)}-${LEE}`]);
  });

  it('sends nothing when the decision no longer holds or the job is gone', async () => {
    const { notifications, service } = setUp(approvedFacts({ status: 'pending_review', approvedAt: null }));
    expect(await service.send(approved)).toEqual({ sent: 0, reason: 'changed-since' });
    expect(await service.send({ ...approved, jobId: '0f0f0f0f-0000-4000-8000-00000000b999' })).toEqual({
      sent: 0,
      reason: 'missing',
    });
    expect(notifications.sent).toEqual([]);
  });
});
