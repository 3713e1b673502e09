import { ConflictException, NotFoundException } from '@nestjs/common';
import { JOB_ALERTS_MAX_PER_SEEKER, JOB_POSTING_MESSAGES } from '@marketplace/contracts';
import { actorOf, FakeClock } from '../../../../test/support/accounts-fakes';
import { MemoryJobAlerts } from '../../../../test/support/jobs-fakes';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import { hashToken } from '../../../core/security/secure-token';
import type { JobAlertsRepository } from './job-alerts.repository';
import { JobAlertsService } from './job-alerts.service';

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
    const alert = await service.create(maya, { query: 'remote=true&category=Design&q=ux&cursor=abc&sort=newest', frequency: 'weekly' });
    expect(alert).toMatchObject({ query: 'q=ux&category=Design&remote=true', label: '"ux" · Design · Remote', frequency: 'weekly', paused: false, lastSentAt: null, createdAt: clock.now().toISOString() });
    expect(alerts.alerts.get(alert.id)).toMatchObject({ userId: 'maya', notifiedUpTo: clock.now() });
  });

  it('names every invalid field', async () => {
    const { service, alerts } = setUp();
    expect(await fieldErrors(service.create(maya, { query: 'salaryMin=5', frequency: 'hourly' }))).toEqual({
      frequency: [JOB_POSTING_MESSAGES.alertFrequencyInvalid],
      query: [JOB_POSTING_MESSAGES.alertQueryInvalid],
    });
    expect(await fieldErrors(service.create(maya, null))).toEqual({ frequency: [JOB_POSTING_MESSAGES.alertFrequencyInvalid], query: [JOB_POSTING_MESSAGES.alertQueryInvalid] });
    expect(alerts.alerts.size).toBe(0);
  });

  it(`keeps at most ${JOB_ALERTS_MAX_PER_SEEKER} alerts per seeker`, async () => {
    const { service, alerts } = setUp();
    for (let n = 0; n < JOB_ALERTS_MAX_PER_SEEKER; n += 1) alerts.add({ userId: 'maya' });
    await expect(service.create(maya, { query: '', frequency: 'daily' })).rejects.toEqual(new ConflictException(JOB_POSTING_MESSAGES.alertLimitReached));
    // Another seeker's alerts do not count.
    await expect(service.create(olivia, { query: '', frequency: 'daily' })).resolves.toMatchObject({ label: 'All jobs' });
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
    expect(await service.update(maya, alert.id, { paused: true, frequency: 'weekly' })).toMatchObject({ paused: true, frequency: 'weekly' });
    clock.advance(3 * 86_400_000);
    expect(await service.update(maya, alert.id, { paused: false })).toMatchObject({ paused: false });
    expect(alerts.alerts.get(alert.id)).toMatchObject({ paused: false, frequency: 'weekly', notifiedUpTo: clock.now() });
  });

  it('refuses values of the wrong type', async () => {
    const { service, alerts } = setUp();
    const alert = alerts.add({ userId: 'maya' });
    expect(await fieldErrors(service.update(maya, alert.id, { frequency: 'monthly' }))).toEqual({ frequency: [JOB_POSTING_MESSAGES.alertFrequencyInvalid] });
    expect(await fieldErrors(service.update(maya, alert.id, { paused: 'yes' }))).toEqual({ paused: [JOB_POSTING_MESSAGES.alertPausedInvalid] });
  });

  it('deletes the own alert', async () => {
    const { service, alerts } = setUp();
    const alert = alerts.add({ userId: 'maya' });
    await service.remove(maya, alert.id);
    expect(alerts.alerts.has(alert.id)).toBe(false);
  });
});

describe('JobAlertsService.unsubscribe', () => {
  it('pauses the alert the e-mail was sent for; a wrong or malformed token does nothing', async () => {
    const { service, alerts } = setUp();
    const alert = alerts.add({ userId: 'maya' });
    const token = 'A'.repeat(43);
    alerts.deliveries.push({ id: 'd1', alertId: alert.id, unsubscribeTokenHash: hashToken(token), jobCount: 2, sentAt: new Date() });
    expect(await service.unsubscribe('B'.repeat(43))).toBe(false);
    expect(await service.unsubscribe('short')).toBe(false);
    expect(alerts.alerts.get(alert.id)!.paused).toBe(false);
    expect(await service.unsubscribe(token)).toBe(true);
    expect(await service.unsubscribe(token)).toBe(true);
    expect(alerts.alerts.get(alert.id)!.paused).toBe(true);
  });
});
