import type { JobCard } from '@marketplace/contracts';
import { FakeNotificationCenter } from '../../../test/support/jobs-notifications-fakes';
import type { Clock } from '../../core/clock/clock';
import type { AppConfig } from '../../config/app-config';
import type { AudienceSeeker, JobAudience, LiveJobAudience } from '../jobs';
import type { EmailMessage, NotificationsService, SendEmailOptions } from '../notifications';
import type { SeekerProfiles } from '../profiles';
import type { DebitBlast, SoloEmailBlasts } from '../billing';
import { EmailBlastService } from './email-blast.service';

const NOW = new Date('2026-11-27T10:05:00.000Z');
const seeker = (id: string): AudienceSeeker => ({ userId: id, email: `${id}@x.test`, name: id });
const CARD = {
  id: 'j1',
  title: 'Remote Designer',
  company: 'Acme',
  location: 'Remote',
  payRange: { min: null, max: null, text: null },
  salaryType: 'yearly',
} as unknown as JobCard;

class FakePackages {
  marked: string[] = [];
  constructor(public debit: DebitBlast | null) {}
  async ofDebit(): Promise<DebitBlast | null> {
    return this.debit;
  }
  async markSent(id: string, at: Date): Promise<boolean> {
    this.marked.push(id);
    if (this.debit) this.debit = { ...this.debit, blastedAt: at };
    return true;
  }
}

class FakeNotifications {
  sent: Array<{ message: EmailMessage; options: SendEmailOptions }> = [];
  async sendEmail(message: EmailMessage, options: SendEmailOptions = {}): Promise<string> {
    this.sent.push({ message, options });
    return String(this.sent.length);
  }
}

function setup(
  options: {
    debit?: DebitBlast | null;
    live?: boolean;
    byAlerts?: string[];
    bySkills?: string[];
    /** Want blasts neither in the app nor by e-mail. */
    optedOut?: string[];
    /** Want blasts in the daily digest. */
    digest?: string[];
    /** Want blasts in the app only. */
    emailOff?: string[];
  } = {},
) {
  const packages = new FakePackages(
    options.debit === undefined
      ? { id: 'd1', jobId: 'j1', packageId: 'solo-email-blast', blastedAt: null, endedAt: null }
      : options.debit,
  );
  const notifications = new FakeNotifications();
  const skillsAsked: string[][] = [];
  const audience = {
    forLiveJob: async (): Promise<LiveJobAudience | null> =>
      options.live === false
        ? null
        : {
            job: { card: CARD, postedAt: NOW, expiresAt: null, skills: ['Figma'] },
            alertSeekers: (options.byAlerts ?? ['a']).map(seeker),
          },
  };
  const profiles = {
    seekersWithSkills: async (skills: readonly string[]) => {
      skillsAsked.push([...skills]);
      return (options.bySkills ?? ['b']).map(seeker);
    },
  };
  const center = new FakeNotificationCenter();
  for (const id of options.optedOut ?? []) center.choices.set(id, 'job-blast', 'off', false);
  for (const id of options.digest ?? []) center.choices.set(id, 'job-blast', 'digest');
  for (const id of options.emailOff ?? []) center.choices.set(id, 'job-blast', 'off');
  // Another kind's choice does not count.
  center.choices.set('a', 'job-alert', 'off', false);
  const service = new EmailBlastService(
    packages as unknown as SoloEmailBlasts,
    audience as unknown as JobAudience,
    profiles as unknown as SeekerProfiles,
    center.asService(),
    center.choices.asPreferences(),
    notifications as unknown as NotificationsService,
    { now: () => NOW } as Clock,
    { publicUrl: 'https://nestwork.test' } as AppConfig,
  );
  return { service, packages, notifications, center, skillsAsked };
}

const JOB = { jobId: 'j1', debitId: 'd1', approvedAt: NOW.toISOString() };

describe('EmailBlastService', () => {
  it('mails the alert and skill matches once each, without those who opted out, keyed per listing and seeker, then records the blast', async () => {
    const { service, packages, notifications, skillsAsked } = setup({
      byAlerts: ['a', 'b'],
      bySkills: ['b', 'c', 'd'],
      optedOut: ['c'],
    });
    expect(await service.send(JOB)).toEqual({ notified: 3, sent: 3, optedOut: 1, capped: false });
    expect(skillsAsked).toEqual([['Figma']]);
    expect(notifications.sent.map((mail) => [mail.message.to, mail.message.userId])).toEqual([
      ['a@x.test', 'a'],
      ['b@x.test', 'b'],
      ['d@x.test', 'd'],
    ]);
    expect(notifications.sent.map((mail) => mail.options.dedupeKey)).toEqual([
      'job-blast-d1-a',
      'job-blast-d1-b',
      'job-blast-d1-d',
    ]);
    expect(notifications.sent[0]!.message.subject).toBe('A new job for you: Remote Designer');
    expect(notifications.sent[0]!.message.html).toContain('https://nestwork.test/jobs/j1-remote-designer');
    expect(notifications.sent[0]!.message.headers?.['List-Unsubscribe']).toBe(
      '<https://n.example/api/notifications/unsubscribe?token=a.job-blast>',
    );
    expect(packages.marked).toEqual(['d1']);
  });

  it('sends once per listing: a second run (a re-approval) finds the blast recorded and sends nothing', async () => {
    const { service, notifications } = setup();
    await service.send(JOB);
    expect(await service.send({ ...JOB, approvedAt: new Date(NOW.getTime() + 60_000).toISOString() })).toEqual({
      sent: 0,
      reason: 'already-sent',
    });
    expect(notifications.sent).toHaveLength(2);
  });

  it('sends nothing for a listing of another package, and nothing (recording nothing) while the job is not live', async () => {
    const other = setup({
      debit: { id: 'd1', jobId: 'j1', packageId: 'featured-job-post', blastedAt: null, endedAt: null },
    });
    expect(await other.service.send(JOB)).toEqual({ sent: 0, reason: 'not-a-blast' });
    const notLive = setup({ live: false });
    expect(await notLive.service.send(JOB)).toEqual({ sent: 0, reason: 'not-live' });
    expect(notLive.packages.marked).toEqual([]);
    expect([...other.notifications.sent, ...notLive.notifications.sent]).toEqual([]);
  });
  it("records a notification per seeker it reaches, opening the job's public page, keyed per listing and seeker", async () => {
    const { service, center } = setup({ byAlerts: ['a'], bySkills: ['b'] });
    await service.send(JOB);
    expect(center.calls.map(({ options }) => options)).toEqual([{ ownEmail: true }]);
    expect(center.notifications).toEqual([
      {
        id: 'n1',
        userId: 'a',
        kind: 'job-blast',
        text: 'A new job for you: Remote Designer',
        link: '/jobs/j1-remote-designer',
        subjectId: 'j1',
        subjectTitle: 'Remote Designer',
        dedupeKey: 'job-blast-d1-a',
      },
      expect.objectContaining({ userId: 'b', kind: 'job-blast', dedupeKey: 'job-blast-d1-b' }),
    ]);
  });

  it("mails only the seekers whose job-blast mode is immediate: 'digest' and 'off' are notified without the blast mail", async () => {
    const { service, center, notifications } = setup({
      byAlerts: ['a', 'b'],
      bySkills: ['c'],
      digest: ['b'],
      emailOff: ['c'],
    });
    expect(await service.send(JOB)).toEqual({ notified: 3, sent: 1, optedOut: 0, capped: false });
    expect(center.notifications.map(({ userId }) => userId)).toEqual(['a', 'b', 'c']);
    expect(notifications.sent.map((mail) => mail.message.to)).toEqual(['a@x.test']);
  });

  it('a retried blast (failed before it was recorded) records and mails nobody twice', async () => {
    const { service, center, notifications, packages } = setup({ byAlerts: ['a', 'b'], bySkills: [] });
    const real = notifications.sendEmail.bind(notifications);
    let calls = 0;
    notifications.sendEmail = async (message, options) => {
      calls += 1;
      if (calls === 2) throw new Error('Redis is down');
      return real(message, options);
    };
    await expect(service.send(JOB)).rejects.toThrow('Redis is down');
    expect(packages.marked).toEqual([]);
    expect(await service.send(JOB)).toEqual({ notified: 2, sent: 2, optedOut: 0, capped: false });
    expect(center.notifications).toHaveLength(2);
    expect(notifications.sent.map((mail) => mail.options.dedupeKey)).toEqual([
      'job-blast-d1-a',
      'job-blast-d1-a',
      'job-blast-d1-b',
    ]);
  });
});
