import { CHAT_MESSAGES } from '@marketplace/contracts';
import {
  ActionButton,
  EmailLayout,
  type EmailTemplate,
  FinePrint,
  Paragraph,
  UnsubscribeNote,
} from '../../notifications';

/** What the offline e-mail says. */
export interface ChatOfflineEmailProps {
  recipientName: string;
  /** Who wrote: the company (as the recipient may see it), the seeker, or the concierge. */
  counterpart: string;
  /** The job the thread is about; null for none. */
  jobTitle: string | null;
  unreadCount: number;
  /** The newest unread message, shortened. */
  latest: string;
  /** Where the thread opens in the site. */
  threadUrl: string;
  /** The signed link that turns these mails off (NotificationPreferences), also the List-Unsubscribe header. */
  unsubscribeUrl: string;
}

/** The longest quote of the newest message the mail carries. */
export const OFFLINE_EMAIL_QUOTE_MAX = 200;

export const chatOfflineEmailTemplate: EmailTemplate<ChatOfflineEmailProps> = {
  category: 'chat-message',
  unsubscribeUrl: ({ unsubscribeUrl }) => unsubscribeUrl,
  subject: ({ counterpart }) => CHAT_MESSAGES.emailSubject(counterpart),
  body: ({ recipientName, counterpart, jobTitle, unreadCount, latest, threadUrl, unsubscribeUrl }) => (
    <EmailLayout preview={`${counterpart}: ${latest}`}>
      <Paragraph>{`Hi ${recipientName},`}</Paragraph>
      <Paragraph>
        {`${counterpart} sent you ${unreadCount === 1 ? 'a message' : `${unreadCount} messages`}${jobTitle ? ` about ${jobTitle}` : ''} while you were away:`}
      </Paragraph>
      {latest ? <Paragraph>{`“${latest}”`}</Paragraph> : null}
      <ActionButton href={threadUrl}>Read and reply</ActionButton>
      <FinePrint>We send at most one of these an hour for each conversation, and only while you are away.</FinePrint>
      <UnsubscribeNote kind="chat-message" href={unsubscribeUrl} />
    </EmailLayout>
  ),
};
