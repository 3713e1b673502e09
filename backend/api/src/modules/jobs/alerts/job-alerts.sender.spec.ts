import { Logger } from '@nestjs/common';
import type { JobCard } from '@marketplace/contracts';
import { FakeClock, FakeNotifications, unitConfig } from '../../../../test/support/accounts-fakes';
import { MemoryJobAlerts } from '../../../../test/support/jobs-fakes';
import { FakeNotificationCenter } from '../../../../test/support/jobs-notifications-fakes';
import { hashToken } from '../../../core/security/secure-token';
import type { JobAlertMatcher } from './job-alert-matcher';
import type { JobAlertsRepository } from './job-alerts.repository';
import { JobAlertsSender } from './job-alerts.sender';
import { ALERT_RESTORE_WINDOW_MS } from './job-alerts.service';

const DAY = 86_400_000;

function card(id: string, title: string): JobCard {
  return {
    id,
    title,
    company: 'Open Books Ltd',
    companyLogoUrl: null,
    location: 'Remote',
    payRange: { min: 20, max: 30, text: null },
    salaryType: 'hourly',
    postedDate: null,
  } as JobCard;
}

/** Answers fixed jobs per saved query, and records what it was asked. */
class FakeMatcher {
  asked: Array<{ query: string; after: Date; until: Date }> = [];
  constructor(private readonly answers: Record<string, JobCard[] | Error>) {}
  async newJobs(query: string, after: Date, until: Date): Promise<JobCard[]> {
    this.asked.push({ query, after, until });
    const answer = this.answers[query] ?? [];
    if (answer instanceof Error) throw answer;
    return answer;
  }
}

function setUp(answers: Record<string, JobCard[] | Error> = {}) {
  const clock = new FakeClock();
  const alerts = new MemoryJobAlerts();
  alerts.users.set('maya', { email: 'maya@example.com', name: 'Maya', deleted: false });
  alerts.users.set('gone', { email: 'deleted-gone@deleted.invalid', name: 'Deleted user', deleted: true });
  const matcher = new FakeMatcher(answers);
  const notifications = new FakeNotifications();
  const center = new FakeNotificationCenter();
  const sender = new JobAlertsSender(
    alerts as unknown as JobAlertsRepository,
    matcher as unknown as JobAlertMatcher,
    center.asService(),
    notifications as never,
    clock as never,
    unitConfig(),
  );
  const dayAgo = new Date(clock.now().getTime() - DAY);
  return { clock, alerts, matcher, notifications, center, sender, dayAgo };
}

describe('JobAlertsSender.sendDue', () => {
  it('sends nothing for a deleted alert, and purges deleted alerts once their undo time is over', async () => {
    const { sender, alerts, notifications, clock, dayAgo } = setUp({ 'category=Design': [card('j1', 'UI Designer')] });
    const recent = alerts.add({
      userId: 'maya',
      query: 'category=Design',
      createdAt: dayAgo,
      notifiedUpTo: dayAgo,
      deletedAt: new Date(clock.now().getTime() - 1000),
    });
    const old = alerts.add({
      userId: 'maya',
      query: 'category=Design',
      createdAt: dayAgo,
      notifiedUpTo: dayAgo,
      deletedAt: new Date(clock.now().getTime() - ALERT_RESTORE_WINDOW_MS - 1),
    });
    expect(await sender.sendDue()).toEqual({ alerts: 0, notified: 0, emails: 0 });
    expect(notifications.sent).toEqual([]);
    expect(alerts.alerts.has(recent.id)).toBe(true);
    expect(alerts.alerts.has(old.id)).toBe(false);
  });

  it('e-mails the new jobs of a due alert, with a working unsubscribe link, and moves the watermark', async () => {
    const { sender, alerts, matcher, notifications, clock, dayAgo } = setUp({
      'category=Design': [card('j1', 'UI Designer'), card('j2', 'Illustrator')],
    });
    const alert = alerts.add({ userId: 'maya', query: 'category=Design', createdAt: dayAgo, notifiedUpTo: dayAgo });
    expect(await sender.sendDue()).toEqual({ alerts: 1, notified: 1, emails: 1 });
    expect(matcher.asked).toEqual([{ query: 'category=Design', after: dayAgo, until: clock.now() }]);
    expect(notifications.sent).toHaveLength(1);
    const [mail] = notifications.sent;
    expect(mail).toMatchObject({
      to: 'maya@example.com',
      subject: '2 new jobs: Design',
      category: 'job-alert',
      userId: 'maya',
    });
    const token = decodeURIComponent(/unsubscribe\?token=([^\s"&]+)/.exec(mail!.text)![1]!);
    expect(alerts.deliveries).toEqual([
      {
        id: expect.any(String),
        alertId: alert.id,
        unsubscribeTokenHash: hashToken(token),
        jobCount: 2,
        sentAt: clock.now(),
      },
    ]);
    expect(alerts.alerts.get(alert.id)).toMatchObject({
      lastRunAt: clock.now(),
      notifiedUpTo: clock.now(),
      lastSentAt: clock.now(),
    });
  });

  it('sends nothing when there is nothing new, but still moves the watermark', async () => {
    const { sender, alerts, notifications, clock, dayAgo } = setUp();
    const alert = alerts.add({ userId: 'maya', query: 'q=astronaut', createdAt: dayAgo, notifiedUpTo: dayAgo });
    expect(await sender.sendDue()).toEqual({ alerts: 1, notified: 0, emails: 0 });
    expect(notifications.sent).toEqual([]);
    expect(alerts.deliveries).toEqual([]);
    expect(alerts.alerts.get(alert.id)).toMatchObject({ notifiedUpTo: clock.now(), lastSentAt: null });
  });

  it('leaves alerts that are not due, paused, or of deleted accounts alone', async () => {
    const { sender, alerts, matcher, clock, dayAgo } = setUp();
    alerts.add({ userId: 'maya', createdAt: new Date(clock.now().getTime() - DAY / 2) });
    alerts.add({ userId: 'maya', frequency: 'weekly', createdAt: new Date(clock.now().getTime() - 3 * DAY) });
    alerts.add({ userId: 'maya', paused: true, createdAt: dayAgo });
    alerts.add({ userId: 'gone', createdAt: dayAgo });
    expect(await sender.sendDue()).toEqual({ alerts: 0, notified: 0, emails: 0 });
    expect(matcher.asked).toEqual([]);
  });

  it('does not e-mail an alert another pass claimed meanwhile', async () => {
    const { sender, alerts, notifications, dayAgo } = setUp({ '': [card('j1', 'Writer')] });
    const alert = alerts.add({ userId: 'maya', createdAt: dayAgo });
    const realClaim = alerts.claimRun.bind(alerts);
    alerts.claimRun = async (id, seen, now) => {
      alerts.alerts.get(alert.id)!.lastRunAt = new Date(now.getTime() - 1000);
      return realClaim(id, seen, now);
    };
    expect(await sender.sendDue()).toEqual({ alerts: 1, notified: 0, emails: 0 });
    expect(notifications.sent).toEqual([]);
  });

  it('goes on after one alert fails, whose watermark stays so its next run finds the jobs again', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { sender, alerts, notifications, dayAgo } = setUp({
      'q=broken': new Error('search failed'),
      'q=writer': [card('j1', 'Writer')],
    });
    const broken = alerts.add({
      userId: 'maya',
      query: 'q=broken',
      createdAt: new Date(dayAgo.getTime() - 1000),
      notifiedUpTo: dayAgo,
    });
    alerts.add({ userId: 'maya', query: 'q=writer', createdAt: dayAgo });
    expect(await sender.sendDue()).toEqual({ alerts: 2, notified: 1, emails: 1 });
    expect(notifications.sent.map((mail) => mail.subject)).toEqual(['1 new job: "writer"']);
    expect(alerts.alerts.get(broken.id)!.notifiedUpTo).toEqual(dayAgo);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ alertId: broken.id }), 'Job alert failed');
    warn.mockRestore();
  });
  it("records one notification per run that found jobs, opening the alert's search, keyed by the jobs it is about", async () => {
    const { sender, alerts, center, dayAgo } = setUp({
      'q=bookkeeper': [card('j1', 'Bookkeeper'), card('j2', 'Senior Bookkeeper'), card('j3', 'Payroll Bookkeeper')],
    });
    const alert = alerts.add({ userId: 'maya', query: 'q=bookkeeper', createdAt: dayAgo, notifiedUpTo: dayAgo });
    await sender.sendDue();
    expect(center.calls.map(({ options }) => options)).toEqual([{ ownEmail: true }]);
    expect(center.notifications).toEqual([
      {
        id: 'n1',
        userId: 'maya',
        kind: 'job-alert',
        text: '3 new jobs match your alert "bookkeeper"',
        link: '/seeker/jobs?q=bookkeeper',
        subjectId: alert.id,
        subjectTitle: '"bookkeeper"',
        dedupeKey: `job-alert-${alert.id}-${dayAgo.toISOString()}`,
      },
    ]);
  });

  it("sends the alert's own mail only when the seeker's job-alert mode is immediate; digest and off record the run without it", async () => {
    for (const mode of ['digest', 'off'] as const) {
      const { sender, alerts, center, notifications, clock, dayAgo } = setUp({ 'q=writer': [card('j1', 'Writer')] });
      center.choices.set('maya', 'job-alert', mode);
      const alert = alerts.add({ userId: 'maya', query: 'q=writer', createdAt: dayAgo, notifiedUpTo: dayAgo });
      expect(await sender.sendDue()).toEqual({ alerts: 1, notified: 1, emails: 0 });
      expect(center.notifications.map(({ kind }) => kind)).toEqual(['job-alert']);
      expect(notifications.sent).toEqual([]);
      expect(alerts.deliveries).toEqual([]);
      // The jobs were told (in the app, and in the digest for 'digest'): the next run starts after them.
      expect(alerts.alerts.get(alert.id)).toMatchObject({ notifiedUpTo: clock.now(), lastSentAt: null });
    }
  });

  it('records nothing and mails nothing for a seeker who wants job alerts neither in the app nor by e-mail', async () => {
    const { sender, alerts, center, notifications, dayAgo } = setUp({ 'q=writer': [card('j1', 'Writer')] });
    center.choices.set('maya', 'job-alert', 'off', false);
    alerts.add({ userId: 'maya', query: 'q=writer', createdAt: dayAgo, notifiedUpTo: dayAgo });
    expect(await sender.sendDue()).toEqual({ alerts: 1, notified: 0, emails: 0 });
    expect(center.notifications).toEqual([]);
    expect(notifications.sent).toEqual([]);
  });

  it('a run that failed after recording is done again from the same watermark without a second notification', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { sender, alerts, center, notifications, clock, dayAgo } = setUp({ 'q=writer': [card('j1', 'Writer')] });
    const alert = alerts.add({ userId: 'maya', query: 'q=writer', createdAt: dayAgo, notifiedUpTo: dayAgo });
    const realSend = notifications.sendEmail.bind(notifications);
    notifications.sendEmail = async () => {
      throw new Error('Redis is down');
    };
    expect(await sender.sendDue()).toEqual({ alerts: 1, notified: 0, emails: 0 });
    expect(alerts.alerts.get(alert.id)!.notifiedUpTo).toEqual(dayAgo);
    notifications.sendEmail = realSend;
    clock.advance(1.1 * DAY);
    expect(await sender.sendDue()).toEqual({ alerts: 1, notified: 1, emails: 1 });
    expect(center.notifications).toHaveLength(1);
    expect(center.calls).toHaveLength(2);
    expect(notifications.sent).toHaveLength(1);
    warn.mockRestore();
  });
});
