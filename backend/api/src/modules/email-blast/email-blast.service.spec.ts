import type { EmailKind, JobCard } from '@marketplace/contracts';
import type { Clock } from '../../core/clock/clock';
import type { AppConfig } from '../../config/app-config';
import type { AudienceSeeker, JobAudience, LiveJobAudience } from '../jobs';
import type { EmailMessage, EmailPreferences, NotificationsService, SendEmailOptions } from '../notifications';
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
    optedOut?: string[];
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
  const preferences = {
    optedOutAmong: async (ids: readonly string[], kind: EmailKind) =>
      new Set(kind === 'job-blast' ? ids.filter((id) => (options.optedOut ?? []).includes(id)) : []),
    unsubscribeUrl: async (userId: string, kind: EmailKind) =>
      `https://nestwork.test/api/notifications/unsubscribe?token=${kind}.${userId}`,
  };
  const service = new EmailBlastService(
    packages as unknown as SoloEmailBlasts,
    audience as unknown as JobAudience,
    profiles as unknown as SeekerProfiles,
    preferences as unknown as EmailPreferences,
    notifications as unknown as NotificationsService,
    { now: () => NOW } as Clock,
    { publicUrl: 'https://nestwork.test' } as AppConfig,
  );
  return { service, packages, notifications, skillsAsked };
}

const JOB = { jobId: 'j1', debitId: 'd1', approvedAt: NOW.toISOString() };

describe('EmailBlastService', () => {
  it('mails the alert and skill matches once each, without those who opted out, keyed per listing and seeker, then records the blast', async () => {
    const { service, packages, notifications, skillsAsked } = setup({
      byAlerts: ['a', 'b'],
      bySkills: ['b', 'c', 'd'],
      optedOut: ['c'],
    });
    expect(await service.send(JOB)).toEqual({ sent: 3, optedOut: 1, capped: false });
    expect(skillsAsked).toEqual([['Figma']]);
    expect(notifications.sent.map((mail) => mail.message.to)).toEqual(['a@x.test', 'b@x.test', 'd@x.test']);
    expect(notifications.sent.map((mail) => mail.options.dedupeKey)).toEqual([
      'job-blast-d1-a',
      'job-blast-d1-b',
      'job-blast-d1-d',
    ]);
    expect(notifications.sent[0]!.message.subject).toBe('A new job for you: Remote Designer');
    expect(notifications.sent[0]!.message.html).toContain('https://nestwork.test/jobs/j1-remote-designer');
    expect(notifications.sent[0]!.message.headers?.['List-Unsubscribe']).toBe(
      '<https://nestwork.test/api/notifications/unsubscribe?token=job-blast.a>',
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
});
