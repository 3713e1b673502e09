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
}

export type EmailJobData = EmailMessage;
