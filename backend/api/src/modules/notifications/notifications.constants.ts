/** Job names on the notifications queue. */
export const NOTIFICATION_JOBS = {
  email: 'email',
  /** One person's daily digest (data: DigestJobData). */
  digest: 'digest',
  /** Hourly: queues the digests a lost job left behind and removes old notifications. */
  sweep: 'sweep',
} as const;

/** The digest job of one person. */
export interface DigestJobData {
  userId: string;
}

/** A fully rendered e-mail: the worker only delivers it. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What kind of mail this is (for logs), e.g. "verify-email". */
  category: string;
  /**
   * The account it is for, when it is for one: the worker sends nothing to a deleted account and
   * records a failed delivery against it.
   */
  userId?: string;
  /** Extra header fields (ASCII), e.g. List-Unsubscribe on alert mails. */
  headers?: Record<string, string>;
  /**
   * A calendar invitation or cancellation (iCalendar text whose METHOD is `method`), sent as
   * nodemailer's `icalEvent`: a text/calendar alternative part, so mail clients offer Accept/Decline.
   */
  calendar?: CalendarPart;
}

/** An iCalendar part of an e-mail (RFC 6047 iMIP). */
export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL';
  /** The .ics text; its METHOD property equals `method`. */
  content: string;
  /** The attachment's name, e.g. "invite.ics". */
  filename: string;
}

export type EmailJobData = EmailMessage;
