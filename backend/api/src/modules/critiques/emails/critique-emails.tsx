import { CRITIQUE_MESSAGES, CRITIQUE_PRODUCT_NAME } from '@marketplace/contracts';
import {
  ActionButton,
  EmailLayout,
  type EmailTemplate,
  FinePrint,
  Paragraph,
  UnsubscribeNote,
} from '../../notifications';

// The "received" mail confirms the seeker's own request (transactional: no List-Unsubscribe); the
// "ready" mail is the e-mail of a notification kind the seeker can turn off, so it carries the link.

/** What the "request received" mail says. */
export interface CritiqueReceivedEmailProps {
  seekerName: string;
  targetRole: string;
  targetIndustry: string;
  /** What was charged, in cents, with the receipt's number; null when the plan included it. */
  charged: { amountCents: number; receiptNumber: string | null } | null;
  /** The seeker's critiques page. */
  critiquesUrl: string;
}

/** What the "critique ready" mail says. */
export interface CritiqueReadyEmailProps {
  seekerName: string;
  targetRole: string;
  /** The critique's page: /seeker/critiques/{requestId}. */
  critiqueUrl: string;
  /** The signed link that turns these mails off (NotificationPreferences), also the List-Unsubscribe header. */
  unsubscribeUrl: string;
}

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Sent when a seeker's request is stored (and paid). */
export const critiqueReceivedEmailTemplate: EmailTemplate<CritiqueReceivedEmailProps> = {
  category: 'critique-received',
  subject: () => CRITIQUE_MESSAGES.receivedSubject,
  body: ({ seekerName, targetRole, targetIndustry, charged, critiquesUrl }) => (
    <EmailLayout preview={`Your resume critique for ${targetRole} is in the queue.`}>
      <Paragraph>{`Hi ${seekerName},`}</Paragraph>
      <Paragraph>
        {`We received your request for a resume critique for ${targetRole} (${targetIndustry}). A reviewer will go through your resume and we will e-mail you when your critique is ready.`}
      </Paragraph>
      <Paragraph>
        {charged
          ? `${CRITIQUE_PRODUCT_NAME}: ${dollars(charged.amountCents)} was charged to your default card${charged.receiptNumber ? ` (receipt ${charged.receiptNumber})` : ''}.`
          : 'Your plan includes this critique: nothing was charged.'}
      </Paragraph>
      <ActionButton href={critiquesUrl}>See your critiques</ActionButton>
      <FinePrint>You receive this e-mail because you requested a resume critique on Nestwork.</FinePrint>
    </EmailLayout>
  ),
};

/** Sent when a reviewer completes the critique. */
export const critiqueReadyEmailTemplate: EmailTemplate<CritiqueReadyEmailProps> = {
  category: 'critique-ready',
  unsubscribeUrl: ({ unsubscribeUrl }) => unsubscribeUrl,
  subject: () => CRITIQUE_MESSAGES.readySubject,
  body: ({ seekerName, targetRole, critiqueUrl, unsubscribeUrl }) => (
    <EmailLayout preview={`Your resume critique for ${targetRole} is ready to read.`}>
      <Paragraph>{`Hi ${seekerName},`}</Paragraph>
      <Paragraph>
        {`Your resume critique for ${targetRole} is ready: your scores, how you compare with your industry, and the reviewer's recommendations.`}
      </Paragraph>
      <ActionButton href={critiqueUrl}>Read your critique</ActionButton>
      <FinePrint>You can also download it as a PDF report from the same page.</FinePrint>
      <UnsubscribeNote kind="critique-ready" href={unsubscribeUrl} />
    </EmailLayout>
  ),
};
