import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import type { EmailMessage } from './notifications.constants';

/** SMTP delivery through nodemailer; absent when SMTP_URL is unset (allowed outside production only). */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter | null;

  constructor(@InjectConfig() config: AppConfig) {
    this.transport = config.smtpUrl
      ? createTransport(
          // A dead mail server must fail the job (which then retries), not hang the worker.
          { url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
          { from: config.mailFrom },
        )
      : null;
    if (!this.transport)
      this.logger.warn(
        'SMTP_URL is not set: e-mails are not sent; each one is kept in its job log on the notifications queue',
      );
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  async send(message: EmailMessage): Promise<{ messageId: string }> {
    if (!this.transport) throw new Error('SMTP_URL is not set');
    const info = (await this.transport.sendMail({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      ...(message.calendar
        ? {
            icalEvent: {
              method: message.calendar.method,
              content: message.calendar.content,
              filename: message.calendar.filename,
            },
          }
        : {}),
    })) as { messageId: string };
    return { messageId: info.messageId };
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}

/** The mail as plain text, for the job log when it cannot be sent. */
export function describeEmail(message: EmailMessage): string {
  const headers = Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}`);
  const calendar = message.calendar
    ? ['', `Calendar (${message.calendar.method}, ${message.calendar.filename}):`, message.calendar.content.trimEnd()]
    : [];
  return [
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    `Category: ${message.category}`,
    ...headers,
    '',
    message.text,
    ...calendar,
  ].join('\n');
}
