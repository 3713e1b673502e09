import { Logger } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { type Job, UnrecoverableError } from 'bullmq';
import { QueueCatalog } from '../../infrastructure/queue/queue-catalog';
import { queueDefinitionProvider } from '../../infrastructure/queue/queue-registration';
import { dispatcher } from '../../infrastructure/queue/queue-workers';
import { MailProcessor } from './mail.processor';
import { describeEmail, Mailer } from './mailer';
import type { EmailJobData } from './notifications.constants';
import { NOTIFICATIONS_QUEUE } from './notifications.queue';

const message: EmailJobData = {
  to: 'maya@example.com',
  subject: 'Reset your Nestwork password',
  text: 'Link: https://x.example/r?token=1',
  html: '<p>Link</p>',
  category: 'password-reset',
};

function job(name = 'email') {
  const logs: string[] = [];
  return {
    logs,
    job: {
      id: '7',
      name,
      data: message,
      log: async (line: string) => void logs.push(line),
    } as unknown as Job<EmailJobData>,
  };
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
    const processor = new MailProcessor(mailer);
    expect(await processor.email(job().job)).toEqual({ delivered: true, messageId: '<1@x>' });
    expect(sent).toEqual([message]);
  });

  it('keeps the mail in the job log when SMTP is not configured (development)', async () => {
    const mailer = {
      configured: false,
      send: async () => Promise.reject(new Error('must not send')),
    } as unknown as Mailer;
    const processor = new MailProcessor(mailer);
    const { job: emailJob, logs } = job();
    expect(await processor.email(emailJob)).toEqual({ delivered: false, messageId: null });
    expect(logs).toEqual([describeEmail(message)]);
    expect(logs[0]).toContain('https://x.example/r?token=1');
  });

  it('handles the "email" job of the notifications queue and fails unknown jobs without retrying', async () => {
    const sent: EmailJobData[] = [];
    const process = await notificationsQueue({
      configured: true,
      send: async (m: EmailJobData) => (sent.push(m), { messageId: '<2@x>' }),
    } as unknown as Mailer);
    expect(await process(job().job as Job)).toEqual({ delivered: true, messageId: '<2@x>' });
    expect(sent).toEqual([message]);
    const unknown = process(job('sms').job as Job);
    await expect(unknown).rejects.toThrow(/Unknown job "sms"/);
    await expect(unknown).rejects.toBeInstanceOf(UnrecoverableError);
  });
});
