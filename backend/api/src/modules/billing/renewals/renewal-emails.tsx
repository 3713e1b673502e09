import {
  formatBillingDate,
  formatCents,
  RENEWAL_EMAIL_TEXTS as T,
  SEEKER_BILLING_PATH,
  SEEKER_PLANS_PATH,
} from '@marketplace/contracts';
import {
  ActionButton,
  type EmailMessage,
  EmailLayout,
  type EmailTemplate,
  Paragraph,
  renderEmail,
  UnsubscribeNote,
} from '../../notifications';

// The mails about a charge are transactional (money taken or not taken): no List-Unsubscribe. The
// reminder before a renewal is the e-mail of the 'renewal-coming' notification: it carries the link.

/** What every renewal mail knows. */
interface RenewalEmailBase {
  name: string;
  planName: string;
  publicUrl: string;
}

/** A card as the mails name it, e.g. "Visa ending in 1111". */
export interface EmailCard {
  brand: string;
  last4: string;
}

const cardText = (card: EmailCard) => `${card.brand || 'Card'} ending in ${card.last4}`;

/** A failed charge with a retry to come; `card` is null when the seeker has no card on file. */
export interface PaymentFailedEmailProps extends RenewalEmailBase {
  amountCents: number;
  card: EmailCard | null;
  retryAt: Date;
}

/** The end of a subscription: after the last failed retry, or at the period end the seeker chose. */
export type SubscriptionEndedEmailProps = RenewalEmailBase;

export const paymentFailedTemplate: EmailTemplate<PaymentFailedEmailProps> = {
  category: 'subscription-payment-failed',
  subject: () => T.failed.subject,
  body: ({ name, planName, amountCents, card, retryAt, publicUrl }) => (
    <EmailLayout preview={T.failed.subject}>
      <Paragraph>{T.greeting(name)}</Paragraph>
      <Paragraph>
        {card
          ? T.failed.body(planName, formatCents(amountCents), cardText(card))
          : T.failed.noCard(planName, formatCents(amountCents))}
      </Paragraph>
      <Paragraph>{T.failed.retry(formatBillingDate(retryAt))}</Paragraph>
      <ActionButton href={`${publicUrl}${SEEKER_BILLING_PATH}`}>{T.manageCards}</ActionButton>
    </EmailLayout>
  ),
};

export const subscriptionCancelledTemplate: EmailTemplate<SubscriptionEndedEmailProps> = {
  category: 'subscription-cancelled',
  subject: ({ planName }) => T.cancelled.subject(planName),
  body: ({ name, planName, publicUrl }) => (
    <EmailLayout preview={T.cancelled.subject(planName)}>
      <Paragraph>{T.greeting(name)}</Paragraph>
      <Paragraph>{T.cancelled.body(planName)}</Paragraph>
      <Paragraph>{T.cancelled.again}</Paragraph>
      <ActionButton href={`${publicUrl}${SEEKER_PLANS_PATH}`}>{T.viewPlans}</ActionButton>
    </EmailLayout>
  ),
};

export const subscriptionEndedTemplate: EmailTemplate<SubscriptionEndedEmailProps> = {
  category: 'subscription-ended',
  subject: ({ planName }) => T.ended.subject(planName),
  body: ({ name, planName, publicUrl }) => (
    <EmailLayout preview={T.ended.subject(planName)}>
      <Paragraph>{T.greeting(name)}</Paragraph>
      <Paragraph>{T.ended.body(planName)}</Paragraph>
      <Paragraph>{T.ended.again}</Paragraph>
      <ActionButton href={`${publicUrl}${SEEKER_PLANS_PATH}`}>{T.viewPlans}</ActionButton>
    </EmailLayout>
  ),
};

/** The reminder of a renewal to come: the plan renewed into, its price and the renewal date. */
export interface RenewalComingEmailProps extends RenewalEmailBase {
  amountCents: number;
  renewsAt: Date;
  /** The signed link that turns these mails off (NotificationPreferences), also the List-Unsubscribe header. */
  unsubscribeUrl: string;
}

export const renewalComingTemplate: EmailTemplate<RenewalComingEmailProps> = {
  category: 'renewal-coming',
  unsubscribeUrl: ({ unsubscribeUrl }) => unsubscribeUrl,
  subject: ({ planName, renewsAt }) => T.coming.subject(planName, formatBillingDate(renewsAt)),
  body: ({ name, planName, amountCents, renewsAt, publicUrl, unsubscribeUrl }) => (
    <EmailLayout preview={T.coming.subject(planName, formatBillingDate(renewsAt))}>
      <Paragraph>{T.greeting(name)}</Paragraph>
      <Paragraph>{T.coming.body(planName, formatBillingDate(renewsAt), formatCents(amountCents))}</Paragraph>
      <Paragraph>{T.coming.change}</Paragraph>
      <ActionButton href={`${publicUrl}${SEEKER_BILLING_PATH}`}>{T.coming.manage}</ActionButton>
      <UnsubscribeNote kind="renewal-coming" href={unsubscribeUrl} />
    </EmailLayout>
  ),
};

/** The mails of the renewal worker, by what happened. */
export type RenewalEmail =
  | { kind: 'payment-failed'; props: PaymentFailedEmailProps }
  | { kind: 'cancelled'; props: SubscriptionEndedEmailProps }
  | { kind: 'ended'; props: SubscriptionEndedEmailProps };

/** Renders one renewal mail to `to`. */
export function renderRenewalEmail(to: string, email: RenewalEmail): Promise<EmailMessage> {
  switch (email.kind) {
    case 'payment-failed':
      return renderEmail(paymentFailedTemplate, to, email.props);
    case 'cancelled':
      return renderEmail(subscriptionCancelledTemplate, to, email.props);
    case 'ended':
      return renderEmail(subscriptionEndedTemplate, to, email.props);
  }
}
