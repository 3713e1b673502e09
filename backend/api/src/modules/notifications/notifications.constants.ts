/** Job names on the notifications queue. */
export const NOTIFICATION_JOBS = {
  email: 'email',
} as const;

/** A fully rendered e-mail: the worker only delivers it. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What kind of mail this is (for logs), e.g. "verify-email". */
  category: string;
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
