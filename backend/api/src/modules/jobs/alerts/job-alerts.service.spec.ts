import { NotFoundException } from '@nestjs/common';
import { JOB_ALERT_UNDO_SECONDS, JOB_ALERTS_MAX_PER_SEEKER, JOB_POSTING_MESSAGES } from '@marketplace/contracts';
import { actorOf, FakeClock } from '../../../../test/support/accounts-fakes';
import { MemoryJobAlerts } from '../../../../test/support/jobs-fakes';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import { hashToken } from '../../../core/security/secure-token';
import type { JobAlertsRepository } from './job-alerts.repository';
import { ALERT_RESTORE_WINDOW_MS, JobAlertsService } from './job-alerts.service';

const maya = actorOf({ id: 'maya', role: 'seeker', email: 'maya@example.com' });
const olivia = actorOf({ id: 'olivia', role: 'seeker', email: 'olivia@example.com' });
const NOT_FOUND = new NotFoundException(JOB_POSTING_MESSAGES.alertNotFound);

function setUp() {
  const clock = new FakeClock();
  const alerts = new MemoryJobAlerts();
  const service = new JobAlertsService(alerts as unknown as JobAlertsRepository, clock as never);
  return { clock, alerts, service };
}

async function fieldErrors(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RequestValidationException);
  return (error as RequestValidationException).fieldErrors;
}

describe('JobAlertsService.create', () => {
  it('stores the canonical search, news from now on only', async () => {
    const { service, alerts, clock } = setUp();
    const alert = await service.create(maya, {
      query: 'remote=true&category=Design&q=ux&cursor=abc&sort=newest',
      frequency: 'weekly',
    });
    expect(alert).toMatchObject({
      query: 'q=ux&category=Design&remote=true',
      label: '"ux" · Design · Remote',
      frequency: 'weekly',
      paused: false,
      lastSentAt: null,
      createdAt: clock.now().toISOString(),
    });
    expect(alerts.alerts.get(alert.id)).toMatchObject({ userId: 'maya', notifiedUpTo: clock.now() });
  });

  it('names every invalid field', async () => {
    const { service, alerts } = setUp();
    expect(await fieldErrors(service.create(maya, { query: 'salaryMin=5', frequency: 'hourly' }))).toEqual({
      frequency: [JOB_POSTING_MESSAGES.alertFrequencyInvalid],
      query: [JOB_POSTING_MESSAGES.alertQueryInvalid],
    });
    expect(await fieldErrors(service.create(maya, null))).toEqual({
      frequency: [JOB_POSTING_MESSAGES.alertFrequencyInvalid],
      query: [JOB_POSTING_MESSAGES.alertQueryInvalid],
    });
    expect(alerts.alerts.size).toBe(0);
  });

  it(`keeps at most ${JOB_ALERTS_MAX_PER_SEEKER} alerts per seeker`, async () => {
    const { service, alerts } = setUp();
    for (let n = 0; n < JOB_ALERTS_MAX_PER_SEEKER; n += 1) alerts.add({ userId: 'maya', query: `q=writer${n}` });
    await expect(service.create(maya, { query: '', frequency: 'daily' })).rejects.toMatchObject({
      status: 409,
      message: JOB_POSTING_MESSAGES.alertLimitReached,
    });
    // A deleted alert does not count.
    await service.remove(maya, [...alerts.alerts.values()][0]!.id);
    await expect(service.create(maya, { query: '', frequency: 'daily' })).resolves.toMatchObject({ label: 'All jobs' });
    // Another seeker's alerts do not count.
    await expect(service.create(olivia, { query: '', frequency: 'daily' })).resolves.toMatchObject({
      label: 'All jobs',
    });
  });
});

describe('JobAlertsService: one alert per search', () => {
  it('answers 409 "already have" for the same search, whatever its order, case, spacing, paging or sort', async () => {
    const { service, alerts } = setUp();
    await service.create(maya, { query: 'q=UX Writer&category=Design&remote=true', frequency: 'daily' });
    for (const query of [
      'remote=true&category=Design&q=ux   writer',
      '?q=ux%20writer&remote=true&category=Design&sort=newest&cursor=abc',
    ]) {
      await expect(service.create(maya, { query, frequency: 'weekly' })).rejects.toMatchObject({
        status: 409,
        message: JOB_POSTING_MESSAGES.alertExists,
      });
    }
    expect(alerts.alerts.size).toBe(1);
    // A different search, or the same search of another seeker, is fine.
    await expect(
      service.create(maya, { query: 'q=ux writer&category=Design', frequency: 'daily' }),
    ).resolves.toMatchObject({ label: '"ux writer" · Design' });
    await expect(
      service.create(olivia, { query: 'q=ux writer&category=Design&remote=true', frequency: 'daily' }),
    ).resolves.toBeDefined();
  });

  it('finds a duplicate among alerts stored before in another spelling', async () => {
    const { service, alerts } = setUp();
    alerts.add({ userId: 'maya', query: 'remote=true&q=Designer' });
    await expect(service.create(maya, { query: 'q=designer&remote=true', frequency: 'daily' })).rejects.toMatchObject({
      status: 409,
      message: JOB_POSTING_MESSAGES.alertExists,
    });
  });
});

describe('JobAlertsService.replace (edit search and frequency)', () => {
  it('stores the edited search canonically and the new frequency, keeping the watermark and the pause', async () => {
    const { service, alerts } = setUp();
    const alert = alerts.add({ userId: 'maya', query: 'q=writer', paused: true });
    const before = alerts.alerts.get(alert.id)!.notifiedUpTo;
    expect(
      await service.replace(maya, alert.id, { query: 'remote=true&q=editor&sort=newest', frequency: 'weekly' }),
    ).toMatchObject({
      id: alert.id,
      query: 'q=editor&remote=true',
      label: '"editor" · Remote',
      frequency: 'weekly',
      paused: true,
    });
    expect(alerts.alerts.get(alert.id)).toMatchObject({
      query: 'q=editor&remote=true',
      frequency: 'weekly',
      notifiedUpTo: before,
    });
  });

  it("may keep its own search (frequency only), but not take another alert's", async () => {
    const { service, alerts } = setUp();
    const writer = alerts.add({ userId: 'maya', query: 'q=writer' });
    alerts.add({ userId: 'maya', query: 'q=editor' });
    await expect(service.replace(maya, writer.id, { query: 'q=Writer', frequency: 'weekly' })).resolves.toMatchObject({
      frequency: 'weekly',
    });
    await expect(service.replace(maya, writer.id, { query: 'q=editor', frequency: 'weekly' })).rejects.toMatchObject({
      status: 409,
      message: JOB_POSTING_MESSAGES.alertExists,
    });
    expect(alerts.alerts.get(writer.id)!.query).toBe('q=Writer');
  });

  it("names every invalid field, and answers 404 for other seekers' alerts first", async () => {
    const { service, alerts } = setUp();
    const mine = alerts.add({ userId: 'maya', query: 'q=writer' });
    const theirs = alerts.add({ userId: 'olivia', query: 'q=writer' });
    expect(await fieldErrors(service.replace(maya, mine.id, { query: 'salaryMin=5', frequency: 'hourly' }))).toEqual({
      frequency: [JOB_POSTING_MESSAGES.alertFrequencyInvalid],
      query: [JOB_POSTING_MESSAGES.alertQueryInvalid],
    });
    await expect(service.replace(maya, theirs.id, { query: 'q=x', frequency: 'daily' })).rejects.toEqual(NOT_FOUND);
    expect(alerts.alerts.get(theirs.id)!.query).toBe('q=writer');
  });
});

describe('JobAlertsService.list', () => {
  it('shows when each alert last sent, how many jobs that e-mail had and how many all its e-mails had', async () => {
    const { service, alerts } = setUp();
    const sent = alerts.add({
      userId: 'maya',
      query: 'q=writer',
      lastSentAt: new Date('2026-11-22T09:00:00.000Z'),
      createdAt: new Date('2026-11-02T00:00:00Z'),
    });
    alerts.add({ userId: 'maya', query: 'q=editor', createdAt: new Date('2026-11-01T00:00:00Z') });
    alerts.deliveries.push(
      {
        id: 'd1',
        alertId: sent.id,
        unsubscribeTokenHash: 'h1',
        jobCount: 5,
        sentAt: new Date('2026-11-21T09:00:00.000Z'),
      },
      {
        id: 'd2',
        alertId: sent.id,
        unsubscribeTokenHash: 'h2',
        jobCount: 2,
        sentAt: new Date('2026-11-22T09:00:00.000Z'),
      },
    );
    expect(
      (await service.list(maya)).alerts.map(({ label, lastSentAt, lastSentJobCount, jobsMatched }) => ({
        label,
        lastSentAt,
        lastSentJobCount,
        jobsMatched,
      })),
    ).toEqual([
      { label: '"writer"', lastSentAt: '2026-11-22T09:00:00.000Z', lastSentJobCount: 2, jobsMatched: 7 },
      { label: '"editor"', lastSentAt: null, lastSentJobCount: null, jobsMatched: 0 },
    ]);
  });
});

describe('JobAlertsService.remove and restore (undo)', () => {
  it('deletes at once (gone from the list, not sent), and restores it as it was within the undo time', async () => {
    const { service, alerts, clock } = setUp();
    const alert = alerts.add({ userId: 'maya', query: 'q=writer', frequency: 'weekly' });
    alerts.deliveries.push({
      id: 'd1',
      alertId: alert.id,
      unsubscribeTokenHash: 'h1',
      jobCount: 3,
      sentAt: new Date('2026-11-21T09:00:00.000Z'),
    });
    await service.remove(maya, alert.id);
    expect((await service.list(maya)).alerts).toEqual([]);
    expect(await alerts.due(new Date('2027-01-01T00:00:00Z'), 10)).toEqual([]);
    await expect(service.remove(maya, alert.id)).rejects.toEqual(NOT_FOUND);
    clock.advance(JOB_ALERT_UNDO_SECONDS * 1000);
    expect(await service.restore(maya, alert.id)).toMatchObject({
      id: alert.id,
      query: 'q=writer',
      frequency: 'weekly',
      jobsMatched: 3,
    });
    expect((await service.list(maya)).alerts.map((view) => view.id)).toEqual([alert.id]);
    // Nothing left to undo.
    await expect(service.restore(maya, alert.id)).rejects.toEqual(NOT_FOUND);
  });

  it("refuses a late undo, another seeker's alert, and a search saved again meanwhile", async () => {
    const { service, alerts, clock } = setUp();
    const late = alerts.add({ userId: 'maya', query: 'q=writer' });
    await service.remove(maya, late.id);
    clock.advance(ALERT_RESTORE_WINDOW_MS + 1);
    await expect(service.restore(maya, late.id)).rejects.toMatchObject({
      status: 409,
      message: JOB_POSTING_MESSAGES.alertUndoExpired,
    });

    const theirs = alerts.add({ userId: 'olivia', query: 'q=writer' });
    await service.remove(olivia, theirs.id);
    await expect(service.restore(maya, theirs.id)).rejects.toEqual(NOT_FOUND);
    await expect(service.restore(maya, 'not-a-uuid')).rejects.toEqual(NOT_FOUND);

    const again = alerts.add({ userId: 'maya', query: 'q=editor' });
    await service.remove(maya, again.id);
    await service.create(maya, { query: 'q=editor', frequency: 'daily' });
    await expect(service.restore(maya, again.id)).rejects.toMatchObject({
      status: 409,
      message: JOB_POSTING_MESSAGES.alertExists,
    });
  });
});

describe('JobAlertsService access (ownAlert)', () => {
  it("answers 404 for another seeker's alert on update and delete, and changes nothing", async () => {
    const { service, alerts } = setUp();
    const theirs = alerts.add({ userId: 'olivia', frequency: 'daily' });
    await expect(service.update(maya, theirs.id, { paused: true })).rejects.toEqual(NOT_FOUND);
    await expect(service.remove(maya, theirs.id)).rejects.toEqual(NOT_FOUND);
    await expect(service.update(maya, 'not-a-uuid', { paused: true })).rejects.toEqual(NOT_FOUND);
    expect(alerts.alerts.get(theirs.id)).toMatchObject({ paused: false, frequency: 'daily' });
  });

  it("lists only the seeker's own alerts, newest first", async () => {
    const { service, alerts } = setUp();
    alerts.add({ userId: 'maya', query: 'category=Design', createdAt: new Date('2026-11-01T00:00:00Z') });
    alerts.add({ userId: 'maya', query: 'q=writer', createdAt: new Date('2026-11-02T00:00:00Z') });
    alerts.add({ userId: 'olivia', query: 'remote=true' });
    expect((await service.list(maya)).alerts.map((alert) => alert.label)).toEqual(['"writer"', 'Design']);
  });
});

describe('JobAlertsService.update and remove', () => {
  it('pauses, changes the frequency, and on resume skips what was posted while paused', async () => {
    const { service, alerts, clock } = setUp();
    const alert = alerts.add({ userId: 'maya' });
    expect(await service.update(maya, alert.id, { paused: true, frequency: 'weekly' })).toMatchObject({
      paused: true,
      frequency: 'weekly',
    });
    clock.advance(3 * 86_400_000);
    expect(await service.update(maya, alert.id, { paused: false })).toMatchObject({ paused: false });
    expect(alerts.alerts.get(alert.id)).toMatchObject({
      paused: false,
      frequency: 'weekly',
      notifiedUpTo: clock.now(),
    });
  });

  it('refuses values of the wrong type', async () => {
    const { service, alerts } = setUp();
    const alert = alerts.add({ userId: 'maya' });
    expect(await fieldErrors(service.update(maya, alert.id, { frequency: 'monthly' }))).toEqual({
      frequency: [JOB_POSTING_MESSAGES.alertFrequencyInvalid],
    });
    expect(await fieldErrors(service.update(maya, alert.id, { paused: 'yes' }))).toEqual({
      paused: [JOB_POSTING_MESSAGES.alertPausedInvalid],
    });
  });

  it('deletes the own alert (kept, marked, for the undo)', async () => {
    const { service, alerts, clock } = setUp();
    const alert = alerts.add({ userId: 'maya' });
    await service.remove(maya, alert.id);
    expect(alerts.alerts.get(alert.id)!.deletedAt).toEqual(clock.now());
  });
});

describe('JobAlertsService.unsubscribe', () => {
  it('pauses the alert the e-mail was sent for; a wrong or malformed token does nothing', async () => {
    const { service, alerts } = setUp();
    const alert = alerts.add({ userId: 'maya' });
    const token = 'A'.repeat(43);
    alerts.deliveries.push({
      id: 'd1',
      alertId: alert.id,
      unsubscribeTokenHash: hashToken(token),
      jobCount: 2,
      sentAt: new Date(),
    });
    expect(await service.unsubscribe('B'.repeat(43))).toBe(false);
    expect(await service.unsubscribe('short')).toBe(false);
    expect(alerts.alerts.get(alert.id)!.paused).toBe(false);
    expect(await service.unsubscribe(token)).toBe(true);
    expect(await service.unsubscribe(token)).toBe(true);
    expect(alerts.alerts.get(alert.id)!.paused).toBe(true);
  });
});
