import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { eventually } from './http-session';

export interface CapturedMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
}

interface MailboxHandle {
  smtpUrl: string;
  webUrl: string;
  dir: string;
  stop(): Promise<void>;
}

/**
 * The capture mailbox of `npm start` (infra/stack/mailbox.cjs), started by a test as the SMTP
 * server of the app, and read back over its JSON endpoint.
 */
export class TestMailbox {
  private constructor(private readonly handle: MailboxHandle) {}

  static async start(): Promise<TestMailbox> {
    // The workspace's own mailbox script (infra is not a TypeScript project to import from).
    const script = path.resolve(__dirname, '../../../../infra/stack/mailbox.cjs');
    const { startMailbox } = require(script) as { startMailbox(options: { dir: string }): Promise<MailboxHandle> };
    return new TestMailbox(await startMailbox({ dir: mkdtempSync(path.join(tmpdir(), 'nestwork-e2e-mail-')) }));
  }

  get smtpUrl(): string {
    return this.handle.smtpUrl;
  }

  async messagesTo(address: string): Promise<CapturedMail[]> {
    const response = await fetch(`${this.handle.webUrl}/api/messages?to=${encodeURIComponent(address)}`);
    return ((await response.json()) as { messages: CapturedMail[] }).messages;
  }

  /** Every mail the app sent, newest first. */
  async all(): Promise<CapturedMail[]> {
    const response = await fetch(`${this.handle.webUrl}/api/messages`);
    return ((await response.json()) as { messages: CapturedMail[] }).messages;
  }

  /** Waits for the `count`-th mail to the address (newest first in the answer) matching `subject`. */
  async waitFor(address: string, subject: RegExp, count = 1): Promise<CapturedMail> {
    return eventually(async () => {
      const matching = (await this.messagesTo(address)).filter((mail) => subject.test(mail.subject));
      return matching.length >= count ? matching[0]! : null;
    });
  }

  /** The mail's header fields as received over SMTP (names lower-case), read back from its raw message. */
  async headersOf(mail: CapturedMail): Promise<Record<string, string>> {
    const raw = await (await fetch(`${this.handle.webUrl}/messages/${encodeURIComponent(mail.id)}/raw`)).arrayBuffer();
    const parsed = await PostalMime.parse(raw);
    return Object.fromEntries(parsed.headers.map((header) => [header.key, header.value]));
  }

  /**
   * The mail's calendar parts (nodemailer's icalEvent: a text/calendar alternative, with its METHOD
   * in the content type, and the same as an .ics attachment), read back from its raw message.
   */
  async calendarOf(
    mail: CapturedMail,
  ): Promise<Array<{ mimeType: string; method: string | null; filename: string | null; content: string }>> {
    const raw = await (await fetch(`${this.handle.webUrl}/messages/${encodeURIComponent(mail.id)}/raw`)).arrayBuffer();
    const parsed = await PostalMime.parse(raw, { attachmentEncoding: 'utf8' });
    return parsed.attachments
      .filter((attachment) => /^(text\/calendar|application\/ics)$/i.test(attachment.mimeType))
      .map((attachment) => ({
        mimeType: attachment.mimeType,
        method: attachment.method ?? null,
        filename: attachment.filename ?? null,
        content:
          typeof attachment.content === 'string' ? attachment.content : new TextDecoder().decode(attachment.content),
      }));
  }

  /** The token of the first link in the mail pointing at `route` (e.g. "/reset-password"). */
  static tokenFrom(mail: CapturedMail, route: string): string {
    const link = mail.links.find((candidate) => new URL(candidate).pathname === route);
    if (!link) throw new Error(`No ${route} link in "${mail.subject}": ${mail.links.join(', ')}`);
    return new URL(link).searchParams.get('token')!;
  }

  async stop(): Promise<void> {
    await this.handle.stop();
    rmSync(this.handle.dir, { recursive: true, force: true });
  }
}
