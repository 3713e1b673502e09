import { NOTIFICATION_CENTER_MESSAGES, type NotificationKind } from '@marketplace/contracts';
import { ActionButton, EmailLayout, Paragraph, UnsubscribeNote } from './email-layout';
import type { EmailTemplate } from './render-email';

/** A notification whose kind has no mail of its own, e-mailed as it happens. */
export interface NotificationEmailProps {
  name: string;
  kind: NotificationKind;
  text: string;
  /** The absolute address of what it is about. */
  url: string;
  unsubscribeUrl: string;
}

export const notificationEmailTemplate: EmailTemplate<NotificationEmailProps> = {
  category: 'notification',
  subject: ({ text }) => text,
  body: ({ name, kind, text, url, unsubscribeUrl }) => (
    <EmailLayout preview={text}>
      <Paragraph>{`Hi ${name},`}</Paragraph>
      <Paragraph>{text}</Paragraph>
      <ActionButton href={url}>{NOTIFICATION_CENTER_MESSAGES.openLink}</ActionButton>
      <UnsubscribeNote kind={kind} href={unsubscribeUrl} />
    </EmailLayout>
  ),
  unsubscribeUrl: ({ unsubscribeUrl }) => unsubscribeUrl,
};
