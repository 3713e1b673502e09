import { Logger } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { type Job, UnrecoverableError } from 'bullmq';
import { QueueCatalog } from '../../infrastructure/queue/queue-catalog';
import { queueDefinitionProvider } from '../../infrastructure/queue/queue-registration';
import { dispatcher } from '../../infrastructure/queue/queue-workers';
import { DigestMailer } from './center/digest-mailer';
import { EmailDeliveryFailures } from './deliveries/email-delivery-failures.service';
import { DigestProcessor } from './digest.processor';
import { isUndeliverableAddress, MailProcessor } from './mail.processor';
import { describeEmail, Mailer } from './mailer';
import {
  NOTIFICATION_RECIPIENTS,
  type NotificationRecipient,
  type NotificationRecipients,
} from './notification-recipients.port';
import type { EmailJobData } from './notifications.constants';
import { NOTIFICATIONS_QUEUE } from './notifications.queue';

const message: EmailJobData = {
  to: 'maya@example.com',
  subject: 'Reset your Nestwork password',
  text: 'Link: https://x.example/r?token=1',
  html: '<p>Link</p>',
  category: 'password-reset',
};

const LIVE = '0f0f0f0f-0000-4000-8000-00000000c001';
const DELETED = '0f0f0f0f-0000-4000-8000-00000000c002';

function job(name = 'email', data: EmailJobData = message, attempt = { made: 0, of: 5 }) {
  const logs: string[] = [];
  return {
    logs,
    job: {
      id: '7',
      name,
      data,
      attemptsMade: attempt.made,
      opts: { attempts: attempt.of },
      log: async (line: string) => void logs.push(line),
    } as unknown as Job<EmailJobData>,
  };
}

/** Only LIVE is a live account. */
const recipients: NotificationRecipients = {
  recipientsOf: async (userIds) =>
    new Map(
      userIds
        .filter((id) => id === LIVE)
        .map((id): [string, NotificationRecipient] => [
          id,
          { userId: id, email: 'maya@example.com', name: 'Maya', role: 'seeker', defaultTimeZone: null },
        ]),
    ),
};

/** Failures recorded, as (address, permanent, reason). */
function failureLog() {
  const recorded: Array<{ to: string; userId: string | undefined; permanent: boolean; error: unknown }> = [];
  const failures = {
    record: async (m: EmailJobData, error: unknown, permanent: boolean) =>
      void recorded.push({ to: m.to, userId: m.userId, permanent, error }),
  } as unknown as EmailDeliveryFailures;
  return { recorded, failures };
}

function processorWith(mailer: Mailer, failures = failureLog().failures) {
  return new MailProcessor(mailer, recipients, failures);
}

/** An SMTP error as nodemailer raises it. */
function smtpError(responseCode: number, response: string, code = 'EENVELOPE') {
  return Object.assign(new Error(`Can't send mail - all recipients were rejected: ${response}`), {
    code,
    responseCode,
    response,
  });
}

/** The notifications queue as the worker runs it: its declaration, the real handler and the given mailer. */
async function notificationsQueue(mailer: Mailer) {
  const moduleRef = await Test.createTestingModule({
    imports: [DiscoveryModule],
    providers: [
      QueueCatalog,
      queueDefinitionProvider(NOTIFICATIONS_QUEUE),
      MailProcessor,
      { provide: Mailer, useValue: mailer },
      { provide: NOTIFICATION_RECIPIENTS, useValue: recipients },
      { provide: EmailDeliveryFailures, useValue: failureLog().failures },
      DigestProcessor,
      {
        provide: DigestMailer,
        useValue: {
          send: async (userId: string) => ({ mailed: userId === LIVE ? 2 : 0, digested: 2 }),
          sweep: async () => ({ rescheduled: 1, pruned: 3 }),
        },
      },
    ],
  }).compile();
  const [route] = moduleRef.get(QueueCatalog).routes();
  return dispatcher(route!);
}

describe('MailProcessor', () => {
  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });

  it('sends through SMTP when configured', async () => {
    const sent: EmailJobData[] = [];
    const mailer = {
      configured: true,
      send: async (m: EmailJobData) => (sent.push(m), { messageId: '<1@x>' }),
    } as unknown as Mailer;
    const processor = processorWith(mailer);
    expect(await processor.email(job().job)).toEqual({ delivered: true, messageId: '<1@x>' });
    expect(sent).toEqual([message]);
  });

  it('keeps the mail in the job log when SMTP is not configured (development)', async () => {
    const mailer = {
      configured: false,
      send: async () => Promise.reject(new Error('must not send')),
    } as unknown as Mailer;
    const processor = processorWith(mailer);
    const { job: emailJob, logs } = job();
    expect(await processor.email(emailJob)).toEqual({ delivered: false, messageId: null });
    expect(logs).toEqual([describeEmail(message)]);
    expect(logs[0]).toContain('https://x.example/r?token=1');
  });

  it('handles the email, digest and sweep jobs of the notifications queue and fails unknown jobs without retrying', async () => {
    const sent: EmailJobData[] = [];
    const process = await notificationsQueue({
      configured: true,
      send: async (m: EmailJobData) => (sent.push(m), { messageId: '<2@x>' }),
    } as unknown as Mailer);
    expect(await process(job().job as Job)).toEqual({ delivered: true, messageId: '<2@x>' });
    expect(sent).toEqual([message]);
    expect(await process(job('digest', { userId: LIVE } as unknown as EmailJobData).job as Job)).toEqual({
      mailed: 2,
      digested: 2,
    });
    expect(await process(job('sweep').job as Job)).toEqual({ rescheduled: 1, pruned: 3 });
    const unknown = process(job('sms').job as Job);
    await expect(unknown).rejects.toThrow(/Unknown job "sms"/);
    await expect(unknown).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it('never sends to a deleted account, and says so without the address', async () => {
    const sent: EmailJobData[] = [];
    const mailer = {
      configured: true,
      send: async (m: EmailJobData) => (sent.push(m), { messageId: '<3@x>' }),
    } as unknown as Mailer;
    const processor = processorWith(mailer);
    expect(await processor.email(job('email', { ...message, userId: DELETED }).job)).toEqual({
      delivered: false,
      messageId: null,
      skipped: 'account-gone',
    });
    expect(sent).toEqual([]);
    expect(await processor.email(job('email', { ...message, userId: LIVE }).job)).toMatchObject({ delivered: true });
    expect(sent).toHaveLength(1);
  });

  it('never sends to a .invalid address (an anonymised account), not even into the development log', async () => {
    const mailer = {
      configured: false,
      send: async () => Promise.reject(new Error('must not send')),
    } as unknown as Mailer;
    const processor = processorWith(mailer);
    const { job: anonymised, logs } = job('email', { ...message, to: `deleted-${DELETED}@deleted.invalid` });
    expect(await processor.email(anonymised)).toEqual({
      delivered: false,
      messageId: null,
      skipped: 'invalid-address',
    });
    expect(logs).toEqual([]);
    expect(isUndeliverableAddress('Someone@Deleted.INVALID ')).toBe(true);
    expect(isUndeliverableAddress('someone@invalid.example.com')).toBe(false);
    expect(isUndeliverableAddress('someone@example.invalidx')).toBe(false);
  });

  it('records a permanent refusal (5xx) at once and fails without a retry', async () => {
    const { recorded, failures } = failureLog();
    const refusal = smtpError(550, '550 5.1.1 <maya@example.com>: Recipient address rejected: User unknown');
    const mailer = { configured: true, send: async () => Promise.reject(refusal) } as unknown as Mailer;
    const failing = processorWith(mailer, failures).email(job('email', { ...message, userId: LIVE }).job);
    await expect(failing).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(failing).rejects.toThrow(/User unknown/);
    expect(recorded).toEqual([{ to: 'maya@example.com', userId: LIVE, permanent: true, error: refusal }]);
  });

  it('retries a passing failure (4xx, a dropped connection) and records it only when the last attempt fails', async () => {
    const { recorded, failures } = failureLog();
    const busy = smtpError(451, '451 4.3.0 Try again later');
    const mailer = { configured: true, send: async () => Promise.reject(busy) } as unknown as Mailer;
    const processor = processorWith(mailer, failures);
    for (const made of [0, 1, 2, 3]) {
      const attempt = processor.email(job('email', message, { made, of: 5 }).job);
      await expect(attempt).rejects.toBe(busy);
    }
    expect(recorded).toEqual([]);
    await expect(processor.email(job('email', message, { made: 4, of: 5 }).job)).rejects.toBe(busy);
    expect(recorded).toEqual([{ to: message.to, userId: undefined, permanent: false, error: busy }]);
    // A refused login is the server's settings, not the mail: retried like a passing failure.
    const login = smtpError(535, '535 5.7.8 Authentication failed', 'EAUTH');
    const badLogin = { configured: true, send: async () => Promise.reject(login) } as unknown as Mailer;
    const attempt = processorWith(badLogin, failures).email(job('email', message, { made: 0, of: 5 }).job);
    await expect(attempt).rejects.toBe(login);
    await expect(attempt).rejects.not.toBeInstanceOf(UnrecoverableError);
    expect(recorded).toHaveLength(1);
  });
});
