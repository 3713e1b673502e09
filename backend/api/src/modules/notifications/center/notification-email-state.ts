/** A notification's e-mail channel: none, sent on its own, waiting for the daily digest, or gone out in one. */
export const NOTIFICATION_EMAIL_STATES = ['none', 'sent', 'digest', 'digested'] as const;
export type NotificationEmailState = (typeof NOTIFICATION_EMAIL_STATES)[number];
