import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { QueueErrorReporter } from '../../infrastructure/queue/queue-error-reporter';
import { MailProcessor } from './mail.processor';
import { describeEmail, type Mailer } from './mailer';
import type { EmailJobData } from './notifications.constants';

const message: EmailJobData = { to: 'maya@example.com', subject: 'Reset your Nestwork password', text: 'Link: https://x.example/r?token=1', html: '<p>Link</p>', category: 'password-reset' };

function job(name = 'email') {
  const logs: string[] = [];
  return { logs, job: { id: '7', name, data: message, log: async (line: string) => void logs.push(line) } as unknown as Job<EmailJobData> };
}

describe('MailProcessor', () => {
  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });

  it('sends through SMTP when configured', async () => {
    const sent: EmailJobData[] = [];
    const mailer = { configured: true, send: async (m: EmailJobData) => (sent.push(m), { messageId: '<1@x>' }) } as unknown as Mailer;
    const processor = new MailProcessor(mailer, {} as QueueErrorReporter);
    expect(await processor.process(job().job)).toEqual({ delivered: true, messageId: '<1@x>' });
    expect(sent).toEqual([message]);
  });

  it('keeps the mail in the job log when SMTP is not configured (development)', async () => {
    const mailer = { configured: false, send: async () => Promise.reject(new Error('must not send')) } as unknown as Mailer;
    const processor = new MailProcessor(mailer, {} as QueueErrorReporter);
    const { job: emailJob, logs } = job();
    expect(await processor.process(emailJob)).toEqual({ delivered: false, messageId: null });
    expect(logs).toEqual([describeEmail(message)]);
    expect(logs[0]).toContain('https://x.example/r?token=1');
  });

  it('fails unknown jobs without retrying', async () => {
    const processor = new MailProcessor({ configured: true } as Mailer, {} as QueueErrorReporter);
    await expect(processor.process(job('sms').job)).rejects.toThrow(/Unknown job "sms"/);
  });
});
